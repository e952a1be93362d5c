import type { SupabaseClient } from '@supabase/supabase-js';
import { describe, expect, it, vi } from 'vitest';
import { createSupabaseLoader } from './supabase-loader.ts';

const client = { name: 'client' } as unknown as SupabaseClient;

describe('the Supabase client loader', () => {
  it('makes the client once, on the first call, and tells every listener', async () => {
    const create = vi.fn(async () => client);
    const loader = createSupabaseLoader(create);
    const early = vi.fn();
    loader.onLoad(early);
    expect(create).not.toHaveBeenCalled();

    const first = loader.get();
    expect(loader.get()).toBe(first);
    expect(await first).toBe(client);
    expect(create).toHaveBeenCalledTimes(1);
    expect(early).toHaveBeenCalledWith(client);

    const late = vi.fn();
    loader.onLoad(late);
    expect(late).toHaveBeenCalledWith(client);
  });

  it('marks the settled promise so React reads it without suspending again', async () => {
    const loader = createSupabaseLoader(async () => client);
    const promise = loader.get() as Promise<SupabaseClient> & { status?: string; value?: unknown };
    expect(promise.status).toBe('pending');
    await promise;
    expect(promise).toMatchObject({ status: 'fulfilled', value: client });
  });

  it('tries again after a load that failed (the chunk did not arrive)', async () => {
    const create = vi.fn().mockRejectedValueOnce(new Error('ChunkLoadError')).mockResolvedValueOnce(client);
    const loader = createSupabaseLoader(create);
    await expect(loader.get()).rejects.toThrow('ChunkLoadError');
    expect(await loader.get()).toBe(client);
    expect(create).toHaveBeenCalledTimes(2);
  });
});

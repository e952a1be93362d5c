import { describe, expect, it, vi } from 'vitest';
import { createLastGoodCache } from './last-good-cache.ts';

describe('the last-good cache', () => {
  it('reads a key once per TTL, sharing a read under way, then reads it again', async () => {
    let clock = 0;
    const cachedRead = createLastGoodCache<string>({ ttlMs: 100, now: () => clock });
    const read = vi.fn(async () => `read at ${clock}`);
    const [first, second] = await Promise.all([cachedRead('k', read), cachedRead('k', read)]);
    expect([first, second]).toEqual(['read at 0', 'read at 0']);
    clock = 99;
    expect(await cachedRead('k', read)).toBe('read at 0');
    expect(read).toHaveBeenCalledTimes(1);
    clock = 100;
    expect(await cachedRead('k', read)).toBe('read at 100');
    expect(read).toHaveBeenCalledTimes(2);
  });

  it('answers the last good value of that key when a read fails or throws, and nothing before one', async () => {
    let clock = 0;
    const cachedRead = createLastGoodCache<string>({ ttlMs: 1, now: () => clock });
    expect(await cachedRead('k', async () => undefined)).toBeUndefined();
    clock = 1;
    expect(await cachedRead('k', async () => 'good')).toBe('good');
    clock = 2;
    expect(await cachedRead('k', async () => undefined)).toBe('good');
    clock = 3;
    expect(await cachedRead('k', () => Promise.reject(new Error('down')))).toBe('good');
    expect(await cachedRead('other', async () => undefined)).toBeUndefined();
  });

  it('keeps at most maxKeys keys, forgetting the least recently read first', async () => {
    const cachedRead = createLastGoodCache<string>({ ttlMs: 1_000, now: () => 0, maxKeys: 2 });
    await cachedRead('a', async () => 'a1');
    await cachedRead('b', async () => 'b1');
    await cachedRead('c', async () => 'c1');
    // 'a' went when 'c' came: it is read again; 'c' is still kept.
    const read = vi.fn(async () => 'again');
    expect(await cachedRead('a', read)).toBe('again');
    expect(await cachedRead('c', read)).toBe('c1');
    expect(read).toHaveBeenCalledTimes(1);
  });
});

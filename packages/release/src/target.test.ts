// Which project a command talks to: a hosted one from the environment, or the local stack by its status file.
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { resolveTarget } from './target.ts';

let stateDir = '';
beforeEach(async () => {
  stateDir = await mkdtemp(path.join(os.tmpdir(), 'release-target-'));
});
afterEach(() => rm(stateDir, { recursive: true, force: true }));

describe('resolveTarget', () => {
  it('takes a hosted project from SUPABASE_URL and SUPABASE_SERVICE_ROLE_KEY', async () => {
    const target = await resolveTarget({
      SUPABASE_URL: 'https://abc.supabase.co/',
      SUPABASE_SERVICE_ROLE_KEY: 'key',
    });
    expect(target).toEqual({
      url: 'https://abc.supabase.co',
      serviceRoleKey: 'key',
      label: 'https://abc.supabase.co/',
    });
  });

  it('refuses half a hosted project', async () => {
    await expect(resolveTarget({ SUPABASE_URL: 'https://abc.supabase.co' })).rejects.toThrow(
      'set both SUPABASE_URL and SUPABASE_SERVICE_ROLE_KEY',
    );
  });

  it('finds the local stack by the status file in LOCAL_SUPABASE_DIR', async () => {
    await writeFile(
      path.join(stateDir, 'status.json'),
      JSON.stringify({ API_URL: 'http://127.0.0.1:54321', SERVICE_ROLE_KEY: 'local-key', ANON_KEY: 'anon' }),
    );
    expect(await resolveTarget({ LOCAL_SUPABASE_DIR: stateDir })).toEqual({
      url: 'http://127.0.0.1:54321',
      serviceRoleKey: 'local-key',
      label: 'the local stack at http://127.0.0.1:54321',
    });
  });

  it('says exactly what to set when no stack is found', async () => {
    await expect(resolveTarget({ LOCAL_SUPABASE_DIR: stateDir })).rejects.toThrow(
      /status\.json is missing\): start one with npm start, set LOCAL_SUPABASE_DIR .* or set SUPABASE_URL and SUPABASE_SERVICE_ROLE_KEY/,
    );
  });

  it('refuses a status file that is not one', async () => {
    await writeFile(path.join(stateDir, 'status.json'), '{"API_URL": 1}');
    await expect(resolveTarget({ LOCAL_SUPABASE_DIR: stateDir })).rejects.toThrow('names no API_URL');
    await writeFile(path.join(stateDir, 'status.json'), 'not json');
    await expect(resolveTarget({ LOCAL_SUPABASE_DIR: stateDir })).rejects.toThrow('is not JSON');
  });
});

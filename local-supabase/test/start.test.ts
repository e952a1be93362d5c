// The stack as a newcomer runs it: the real entry point in its own process, with its data on disk.
// It keeps users across a restart, and the operators' maintenance command flips the config row.
import { type ChildProcess, spawn, spawnSync } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { createClient } from '@supabase/supabase-js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { repoRoot } from '../src/config.ts';
import { loadOrCreateKeys } from '../src/keys.ts';

const tsx = path.join(repoRoot, 'local-supabase/node_modules/.bin/tsx');
let stateDir = '';
let port = 0;
let running: ChildProcess | undefined;

async function freePort(): Promise<number> {
  const server = net.createServer().listen(0, '127.0.0.1');
  await new Promise((resolve) => server.once('listening', resolve));
  const { port: free } = server.address() as net.AddressInfo;
  await new Promise((resolve) => server.close(resolve));
  return free;
}

// Without the npm_* / pnpm variables of the test runner's own script, as a person's shell would be:
// inherited ones (the recursive run's filter among them) change what a nested pnpm selects.
const cleanEnv = () =>
  Object.fromEntries(Object.entries(process.env).filter(([key]) => !/^(npm_|pnpm_)/i.test(key)));
// Confirmations off for this run (config.toml has them on): the restart test signs in right after signing up.
const env = () => ({
  ...cleanEnv(),
  LOCAL_SUPABASE_DIR: stateDir,
  LOCAL_SUPABASE_PORT: String(port),
  SUPABASE_AUTH_EMAIL_ENABLE_CONFIRMATIONS: 'false',
});

async function startProcess(): Promise<void> {
  const child = spawn(tsx, ['src/main.ts'], {
    cwd: path.join(repoRoot, 'local-supabase'),
    env: env(),
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  running = child;
  await new Promise<void>((resolve, reject) => {
    let output = '';
    const timer = setTimeout(() => reject(new Error(`stack did not start: ${output}`)), 60_000);
    const collect = (chunk: Buffer) => {
      output += chunk.toString();
      if (output.includes('local-supabase is running')) {
        clearTimeout(timer);
        resolve();
      }
    };
    child.stdout!.on('data', collect);
    child.stderr!.on('data', collect);
    child.once('exit', (code) => reject(new Error(`stack exited with ${code}: ${output}`)));
  });
}

async function stopProcess(): Promise<void> {
  const child = running;
  if (!child || child.exitCode !== null) return;
  const exited = new Promise((resolve) => child.once('exit', resolve));
  child.kill('SIGTERM');
  await exited;
}

function maintenance(...args: string[]) {
  return spawnSync('npm', ['run', '--silent', 'maintenance', '--', ...args], {
    cwd: repoRoot,
    env: env(),
    encoding: 'utf8',
    timeout: 120_000,
  });
}

beforeAll(async () => {
  stateDir = await mkdtemp(path.join(os.tmpdir(), 'local-supabase-start-'));
  port = await freePort();
  await startProcess();
}, 90_000);

afterAll(async () => {
  await stopProcess();
  await rm(stateDir, { recursive: true, force: true });
});

describe('the stack on disk', () => {
  it('keeps its users and their profiles across a restart', async () => {
    const { anonKey } = await loadOrCreateKeys(stateDir);
    const url = `http://127.0.0.1:${port}`;
    const options = { auth: { persistSession: false, autoRefreshToken: false } };
    const signUp = await createClient(url, anonKey, options).auth.signUp({
      email: 'restart@example.com',
      password: 'survives 1 restart',
      options: { data: { name: 'Re Start', company: 'Disk Co' } },
    });
    expect(signUp.error).toBeNull();

    await stopProcess();
    await startProcess();

    const client = createClient(url, anonKey, options);
    const signIn = await client.auth.signInWithPassword({
      email: 'restart@example.com',
      password: 'survives 1 restart',
    });
    expect(signIn.error).toBeNull();
    const profile = await client.from('profiles').select('name, company').single();
    expect(profile.data).toEqual({ name: 'Re Start', company: 'Disk Co' });
  }, 120_000);

  it('npm run maintenance -- on / off flips the config row that visitors read', async () => {
    const { anonKey } = await loadOrCreateKeys(stateDir);
    const visitor = createClient(`http://127.0.0.1:${port}`, anonKey, { auth: { persistSession: false } });
    const read = async () =>
      (await visitor.from('app_config').select('value').eq('key', 'maintenance').single()).data?.value;

    const on = maintenance('on', '--message', 'Back at noon');
    expect(on.status, on.stderr).toBe(0);
    expect(on.stdout).toContain('Maintenance mode is now ON');
    expect(await read()).toEqual({ enabled: true, message: 'Back at noon' });

    const off = maintenance('off');
    expect(off.status, off.stderr).toBe(0);
    expect(await read()).toEqual({ enabled: false, message: '' });

    const wrong = maintenance('sideways');
    expect(wrong.status).not.toBe(0);
    expect(wrong.stderr).toContain('usage: npm run maintenance');
  }, 180_000);
});

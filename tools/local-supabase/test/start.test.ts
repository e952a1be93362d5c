// The stack as a newcomer runs it: the real entry point in its own process, with its data on disk.
// It keeps users across a restart, and tells the product's commands where it is (its status file).
import { type ChildProcess, spawn } from 'node:child_process';
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { createClient } from '@supabase/supabase-js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { repoRoot } from '../src/config.ts';
import { loadOrCreateKeys } from '../src/keys.ts';

const tsx = path.join(repoRoot, 'tools/local-supabase/node_modules/.bin/tsx');
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
    cwd: path.join(repoRoot, 'tools/local-supabase'),
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

  it("writes the status file the product's commands find it by, as `supabase status -o json` prints", async () => {
    const keys = await loadOrCreateKeys(stateDir);
    const status = JSON.parse(await readFile(path.join(stateDir, 'status.json'), 'utf8'));
    expect(status).toMatchObject({
      API_URL: `http://127.0.0.1:${port}`,
      ANON_KEY: keys.anonKey,
      SERVICE_ROLE_KEY: keys.serviceRoleKey,
      PUBLISHABLE_KEY: keys.publishableKey,
      SECRET_KEY: keys.secretKey,
    });
  });
});

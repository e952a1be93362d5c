// The operators' maintenance switch against a throw-away local stack, found as an operator's machine
// finds it: by the status file in the folder LOCAL_SUPABASE_DIR names.
import { execFile } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { useStack } from 'local-supabase/testing';
import { describe, expect, it } from 'vitest';

const stack = useStack();
const packageDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

// Asynchronously: the stack answers from this process, which a synchronous child would block.
function maintenance(...args: string[]): Promise<{ status: number; stdout: string; stderr: string }> {
  const tsx = path.join(packageDir, 'node_modules/.bin/tsx');
  return new Promise((resolve) => {
    execFile(
      tsx,
      ['src/maintenance.ts', ...args],
      {
        cwd: packageDir,
        env: { PATH: process.env.PATH, HOME: process.env.HOME, LOCAL_SUPABASE_DIR: stack().stateDir },
        timeout: 60_000,
      },
      (error, stdout, stderr) => resolve({ status: error ? Number(error.code ?? 1) : 0, stdout, stderr }),
    );
  });
}

const readRow = async () =>
  (await stack().client().from('app_config').select('value').eq('key', 'maintenance').single()).data?.value;

describe('npm run maintenance', () => {
  it('switches the config row that visitors read, on with a message and off again', async () => {
    const on = await maintenance('on', '--message', 'Back at noon');
    expect(on.status, on.stderr).toBe(0);
    expect(on.stdout).toContain('Maintenance mode is now ON');
    expect(await readRow()).toEqual({ enabled: true, message: 'Back at noon' });

    const off = await maintenance('off');
    expect(off.status, off.stderr).toBe(0);
    expect(await readRow()).toEqual({ enabled: false, message: '' });
  }, 120_000);

  it('refuses a wrong mode with its usage, and changes nothing', async () => {
    const wrong = await maintenance('sideways');
    expect(wrong.status).toBe(2);
    expect(wrong.stderr).toContain('usage: npm run maintenance');
    expect(await readRow()).toEqual({ enabled: false, message: '' });
  }, 60_000);
});

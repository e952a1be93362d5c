// The host's recovery, with a stand-in for the database thread that misbehaves on cue: a statement
// that never ends, an instance that reports itself broken, a thread that dies. Each costs the request
// in flight a Postgres-style error and the thread its life; the next request runs on a fresh one.
import { mkdtemp, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { beforeAll, describe, expect, it } from 'vitest';
import { PgliteHost } from './pglite-host.ts';

const STAND_IN = `
import { parentPort, threadId } from 'node:worker_threads';
parentPort.postMessage({ ready: true });
parentPort.on('message', ({ id, text }) => {
  if (text === 'hang') return;
  if (text === 'broken') return parentPort.postMessage({ id, broken: 'stand-in trap' });
  if (text === 'die') process.exit(3);
  if (text === 'fail') return parentPort.postMessage({ id, ok: false, error: { message: 'relation "x" does not exist', code: '42P01' } });
  parentPort.postMessage({ id, ok: true, rows: [{ thread: threadId }], rowCount: 1 });
});`;

let workerUrl: URL;
beforeAll(async () => {
  const dir = await mkdtemp(path.join(os.tmpdir(), 'pglite-host-'));
  const file = path.join(dir, 'stand-in.mjs');
  await writeFile(file, STAND_IN);
  workerUrl = pathToFileURL(file);
});

async function host() {
  const logged: string[] = [];
  const h = new PgliteHost('/nonexistent', (m) => logged.push(m), workerUrl);
  await h.start();
  const thread = async () =>
    ((await h.request('query', 'select', undefined, 1_000)).rows[0] as { thread: number }).thread;
  return { h, logged, thread };
}

describe('PgliteHost', () => {
  it('a statement past its timeout fails with 57014 and the next runs on a fresh thread', async () => {
    const { h, logged, thread } = await host();
    const before = await thread();
    await expect(h.request('query', 'hang', undefined, 100)).rejects.toMatchObject({
      code: '57014',
      message: 'canceling statement due to statement timeout',
    });
    expect(await thread()).not.toBe(before);
    expect(h.generation).toBe(1);
    expect(logged.join('\n')).toContain('longer than its 100 ms timeout');
    await h.close();
  });

  it('an instance that reports itself broken is replaced; the request gets a clear error', async () => {
    const { h, thread } = await host();
    const before = await thread();
    await expect(h.request('query', 'broken', undefined, 1_000)).rejects.toMatchObject({ code: 'XX000' });
    expect(await thread()).not.toBe(before);
    await h.close();
  });

  it('a thread that dies fails what waited on it and is started again', async () => {
    const { h, thread } = await host();
    const before = await thread();
    await expect(h.request('query', 'die', undefined, 5_000)).rejects.toMatchObject({ code: '08006' });
    expect(await thread()).not.toBe(before);
    await h.close();
  });

  it('an ordinary Postgres error is passed on and keeps the thread', async () => {
    const { h, thread } = await host();
    const before = await thread();
    await expect(h.request('query', 'fail', undefined, 1_000)).rejects.toMatchObject({
      code: '42P01',
      message: 'relation "x" does not exist',
    });
    expect(await thread()).toBe(before);
    expect(h.generation).toBe(0);
    await h.close();
  });
});

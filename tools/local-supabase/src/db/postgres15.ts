// A throw-away Debian PostgreSQL 15 server (the REST contract suites, the schema diff and its check),
// started the way scripts/test-db.sh starts one: initdb into a temporary folder (as the postgres user when we are
// root, since initdb and pg_ctl refuse to run as root), listening on 127.0.0.1 only on a free port,
// trust authentication, no fsync. Stopped and removed by stop().
import { execFile } from 'node:child_process';
import { existsSync } from 'node:fs';
import { chmod, chown, mkdir, mkdtemp, rm } from 'node:fs/promises';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';

const run = promisify(execFile);
const PGBIN = process.env.PGBIN ?? '/usr/lib/postgresql/15/bin';

export type Postgres15 = { url: string; stop(): Promise<void> };

/** Whether this machine has Debian's PostgreSQL 15 server binaries (and can run them). */
export function postgres15Available(): boolean {
  if (process.env.LOCAL_SUPABASE_SKIP_PG15 === '1') return false;
  if (!existsSync(path.join(PGBIN, 'initdb')) || !existsSync(path.join(PGBIN, 'pg_ctl'))) return false;
  return process.getuid?.() !== 0 || existsSync('/usr/sbin/runuser') || existsSync('/sbin/runuser');
}

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as net.AddressInfo;
      server.close(() => resolve(port));
    });
  });
}

async function uidOf(user: string): Promise<{ uid: number; gid: number }> {
  const { stdout: uid } = await run('id', ['-u', user]);
  const { stdout: gid } = await run('id', ['-g', user]);
  return { uid: Number(uid.trim()), gid: Number(gid.trim()) };
}

export async function startPostgres15(): Promise<Postgres15> {
  const root = process.getuid?.() === 0;
  const asPostgres = (bin: string, args: string[]) =>
    root
      ? run('runuser', ['-u', 'postgres', '--', path.join(PGBIN, bin), ...args])
      : run(path.join(PGBIN, bin), args);
  const dir = await mkdtemp(path.join(os.tmpdir(), 'local-supabase-pg15-'));
  const data = path.join(dir, 'data');
  const socket = path.join(dir, 'sock');
  await mkdir(socket);
  if (root) {
    const { uid, gid } = await uidOf('postgres');
    for (const p of [dir, socket]) await chown(p, uid, gid);
  }
  await chmod(dir, 0o700);
  await asPostgres('initdb', ['-D', data, '-U', 'postgres', '-A', 'trust', '-E', 'UTF8', '--locale=C.UTF-8']);
  const port = await freePort();
  const options = `-c listen_addresses=127.0.0.1 -p ${port} -k ${socket} -c fsync=off -c synchronous_commit=off -c full_page_writes=off -c max_connections=50`;
  await asPostgres('pg_ctl', [
    '-D',
    data,
    '-l',
    path.join(dir, 'server.log'),
    '-w',
    '-t',
    '30',
    '-o',
    options,
    'start',
  ]);
  return {
    url: `postgres://postgres@127.0.0.1:${port}/postgres`,
    async stop() {
      await asPostgres('pg_ctl', ['-D', data, '-m', 'immediate', '-w', 'stop']).catch(() => undefined);
      await rm(dir, { recursive: true, force: true });
    },
  };
}

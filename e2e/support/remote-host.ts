// A remote served by the test itself, so the test can stop and restart its server for real.
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Server } from 'node:http';
import { startRemoteHost } from '@ahc/web-server';

export const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
export const fixtureRemote = (name: string) => path.join(repoRoot, 'e2e', 'fixtures', 'remotes', name);

export class TestRemoteHost {
  private server: Server | undefined;
  constructor(
    readonly dir: string,
    readonly port: number,
  ) {}

  get origin(): string {
    return `http://localhost:${this.port}`;
  }

  async start(): Promise<void> {
    this.server = (await startRemoteHost({ dir: this.dir, port: this.port, host: '127.0.0.1' })).server;
  }

  async stop(): Promise<void> {
    const server = this.server;
    this.server = undefined;
    if (!server) return;
    server.closeAllConnections();
    await new Promise<void>((resolve) => server.close(() => resolve()));
  }
}

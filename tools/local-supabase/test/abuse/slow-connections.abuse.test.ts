// Slow connections: a client that opens sockets and sends its headers a byte at a time (or never)
// once held 20,000 sockets and every file handle for a minute. Now the server keeps at most
// LIMITS.maxConnections, drops the rest at once, and closes any whose headers are not in within
// LIMITS.headersTimeoutMs; then ordinary requests are served as before.
import net from 'node:net';
import { describe, expect, it } from 'vitest';
import { LIMITS } from '../../src/http/limits.ts';
import { useStack } from '../stack.ts';
import { useOrdinaryTraffic } from './still-serving.ts';

const stack = useStack();
const ordinary = useOrdinaryTraffic(stack);

type Slow = { socket: net.Socket; closedAt: number | undefined };

/** Opens a socket that sends half a request line and then nothing. */
function openSlow(port: number, opened: number): Promise<Slow> {
  return new Promise((resolve) => {
    const slow: Slow = { socket: net.connect(port, '127.0.0.1'), closedAt: undefined };
    slow.socket.on('error', () => undefined);
    slow.socket.resume(); // read the server's 408, or 'close' never comes
    slow.socket.on('close', () => {
      slow.closedAt = Date.now() - opened;
    });
    slow.socket.once('connect', () => {
      slow.socket.write('GET /rest/v1/app_config HTTP/1.1\r\nHost: 127.0.0.1\r\nX-Slow: ');
      resolve(slow);
    });
    slow.socket.once('error', () => resolve(slow));
  });
}

describe('slow connections', () => {
  it(`past ${LIMITS.maxConnections} sockets the rest are dropped at once; the held ones are closed after the header timeout`, async () => {
    const port = Number(new URL(stack().url).port);
    const opened = Date.now();
    const sockets: Slow[] = [];
    const total = LIMITS.maxConnections + 100;
    for (let i = 0; i < total; i += 200) {
      sockets.push(
        ...(await Promise.all(
          Array.from({ length: Math.min(200, total - i) }, () => openSlow(port, opened)),
        )),
      );
    }
    const allOpen = Date.now() - opened;
    await new Promise((resolve) => setTimeout(resolve, 1_000));
    const droppedEarly = sockets.filter(
      (s) => s.closedAt !== undefined && s.closedAt < allOpen + 1_000,
    ).length;
    expect(droppedEarly).toBeGreaterThanOrEqual(100);

    const deadline = allOpen + LIMITS.headersTimeoutMs + LIMITS.connectionsCheckingIntervalMs + 3_000;
    while (sockets.some((s) => s.closedAt === undefined) && Date.now() - opened < deadline) {
      await new Promise((resolve) => setTimeout(resolve, 250));
    }
    const stillOpen = sockets.filter((s) => s.closedAt === undefined);
    for (const s of stillOpen) s.socket.destroy();
    expect(stillOpen.length).toBe(0);
  }, 60_000);

  it('afterwards the stack serves 100 ordinary requests', async () => {
    await ordinary.expectStillServing();
  });
});

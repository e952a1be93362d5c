// Whose address counts: the socket's peer, unless it is a trusted proxy; then X-Forwarded-For from the
// right, skipping trusted hops, stopping at anything a proxy would not have written.
import type { IncomingMessage } from 'node:http';
import { describe, expect, it } from 'vitest';
import { clientAddress } from './client-address.ts';

const request = (peer: string, forwarded?: string) =>
  ({
    socket: { remoteAddress: peer },
    headers: forwarded === undefined ? {} : { 'x-forwarded-for': forwarded },
  }) as unknown as IncomingMessage;

describe('clientAddress', () => {
  it('ignores X-Forwarded-For from a peer that is not a trusted proxy', () => {
    expect(clientAddress(request('203.0.113.5', '1.1.1.1'), new Set())).toBe('203.0.113.5');
    expect(clientAddress(request('::ffff:127.0.0.1', '1.1.1.1'), new Set())).toBe('127.0.0.1');
  });

  it('behind a trusted proxy, takes the rightmost address the proxies did not write', () => {
    const trusted = new Set(['127.0.0.1', '10.0.0.2']);
    expect(clientAddress(request('127.0.0.1', '6.6.6.6, 198.51.100.9'), trusted)).toBe('198.51.100.9');
    expect(clientAddress(request('127.0.0.1', '6.6.6.6, 198.51.100.9, 10.0.0.2'), trusted)).toBe(
      '198.51.100.9',
    );
    expect(clientAddress(request('127.0.0.1'), trusted)).toBe('127.0.0.1');
  });

  it('stops at a value no proxy would write', () => {
    const trusted = new Set(['127.0.0.1', '10.0.0.2']);
    expect(clientAddress(request('127.0.0.1', 'not-an-ip, 10.0.0.2'), trusted)).toBe('10.0.0.2');
  });
});

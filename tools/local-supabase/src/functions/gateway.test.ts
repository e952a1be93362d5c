// What a function is told about its caller: the gateway's own view of the address, and a forwarded
// visitor only from one of the product's servers (a request with the secret or service-role key).
import type { IncomingMessage } from 'node:http';
import { describe, expect, it } from 'vitest';
import { functionRequestHeaders } from './gateway.ts';

const keys = { secretKey: 'sb_secret_stack', serviceRoleKey: 'service-role-jwt' };
const request = (headers: Record<string, string>, peer = '192.0.2.80') =>
  ({ socket: { remoteAddress: peer }, headers }) as unknown as IncomingMessage;

describe('functionRequestHeaders', () => {
  it('sets X-Forwarded-For to the caller the gateway sees, whatever the client sent', () => {
    expect(functionRequestHeaders(request({ 'x-forwarded-for': '6.6.6.6' }), keys, new Set())).toMatchObject({
      'x-forwarded-for': '192.0.2.80',
    });
  });

  it('passes a forwarded visitor on from a request with a server key, as the address it names', () => {
    for (const apikey of [keys.secretKey, keys.serviceRoleKey])
      expect(
        functionRequestHeaders(
          request({ apikey, 'sb-forwarded-for': '203.0.113.7, 6.6.6.6' }),
          keys,
          new Set(),
        ),
      ).toMatchObject({ 'sb-forwarded-for': '203.0.113.7', 'x-forwarded-for': '192.0.2.80' });
  });

  it('drops it from anyone else, and a value that is not an address', () => {
    const refused: Record<string, string>[] = [
      { apikey: 'anon-key', 'sb-forwarded-for': '203.0.113.7' },
      { 'sb-forwarded-for': '203.0.113.7' },
      { apikey: 'sb_secret_stac', 'sb-forwarded-for': '203.0.113.7' },
      { apikey: keys.secretKey, 'sb-forwarded-for': 'somebody' },
    ];
    for (const headers of refused)
      expect(functionRequestHeaders(request(headers), keys, new Set())).not.toHaveProperty(
        'sb-forwarded-for',
      );
  });
});

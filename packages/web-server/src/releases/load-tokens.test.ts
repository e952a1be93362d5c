// Per-load tokens: made only with the host's key, good for their own visitor, environment and time.
import { describe, expect, it } from 'vitest';
import { createLoadTokens } from './load-tokens.ts';

const RELEASES = { marketing: '1.1.0', reports: '2.0.0' };

describe('a page load token', () => {
  it('reads back as its load, its visitor and its versions', () => {
    const tokens = createLoadTokens('sb_secret_host', 'production');
    const token = tokens.issue(RELEASES, '203.0.113.7');
    const load = tokens.read(token, '203.0.113.7');
    expect(load?.releases).toEqual(RELEASES);
    expect(load?.load).toMatch(/^[0-9a-f]{32}$/);
    expect(load?.visitor).toMatch(/^[0-9a-f]{32}$/);
    // Each page load its own id; the same visitor the same hash, never their address.
    const other = tokens.read(tokens.issue(RELEASES, '203.0.113.7'), '203.0.113.7');
    expect(other?.load).not.toBe(load?.load);
    expect(other?.visitor).toBe(load?.visitor);
    expect(token).not.toContain('203.0.113.7');
    expect(Buffer.from(token.split('.')[0]!, 'base64url').toString()).not.toContain('203.0.113.7');
  });

  it('is refused from another visitor, environment, key or time, and when changed at all', () => {
    let clock = 1_000_000_000_000;
    const tokens = createLoadTokens('sb_secret_host', 'production', () => clock);
    const token = tokens.issue(RELEASES, '203.0.113.7');
    expect(tokens.read(token, '203.0.113.8')).toBeNull();
    expect(createLoadTokens('sb_secret_host', 'staging', () => clock).read(token, '203.0.113.7')).toBeNull();
    expect(
      createLoadTokens('sb_secret_other', 'production', () => clock).read(token, '203.0.113.7'),
    ).toBeNull();
    const [body, signature] = token.split('.') as [string, string];
    const forged = Buffer.from(
      JSON.stringify({ ...JSON.parse(Buffer.from(body, 'base64url').toString()), r: { marketing: '9.9.9' } }),
    ).toString('base64url');
    for (const changed of [
      `${forged}.${signature}`,
      `${body}.${signature.slice(0, -2)}AA`,
      `${body}.`,
      body,
      `${token}.x`,
      '',
      'x'.repeat(5000),
      42,
      null,
    ])
      expect(tokens.read(changed, '203.0.113.7')).toBeNull();
    clock += 12 * 60 * 60 * 1000;
    expect(tokens.read(token, '203.0.113.7')).not.toBeNull();
    clock += 1000;
    expect(tokens.read(token, '203.0.113.7')).toBeNull();
  });

  it('counts an IPv6 visitor by their /64, as the registry does', () => {
    const tokens = createLoadTokens('sb_secret_host', 'production');
    const token = tokens.issue(RELEASES, '2001:db8:1:2::10');
    expect(tokens.read(token, '2001:db8:1:2::99')).not.toBeNull();
    expect(tokens.read(token, '2001:db8:1:3::10')).toBeNull();
  });
});

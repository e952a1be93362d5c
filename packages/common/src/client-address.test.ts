import { isIP } from 'node:net';
import { describe, expect, it } from 'vitest';
import { addressBehindProxies, forwardedVisitor, parseIpAddress, visitorKey } from './client-address.ts';

describe('parseIpAddress', () => {
  it.each([
    ['203.0.113.7', '203.0.113.7'],
    [' 203.0.113.7 ', '203.0.113.7'],
    ['::ffff:203.0.113.7', '203.0.113.7'],
    ['::FFFF:cb00:7107', '203.0.113.7'],
    ['0:0:0:0:0:ffff:203.0.113.7', '203.0.113.7'],
    ['2001:DB8::1', '2001:db8:0:0:0:0:0:1'],
    ['2001:db8:0:0:0:0:0:1', '2001:db8:0:0:0:0:0:1'],
    ['::1', '0:0:0:0:0:0:0:1'],
    ['::', '0:0:0:0:0:0:0:0'],
    ['64:ff9b::192.0.2.33', '64:ff9b:0:0:0:0:c000:221'],
  ])('reads %j as %j', (text, address) => expect(parseIpAddress(text)).toBe(address));

  it.each([
    'unknown',
    'localhost',
    '203.0.113.7:8080',
    '[2001:db8::1]',
    '2001:db8::1%eth0',
    '256.1.1.1',
    '1.2.3',
    '01.2.3.4',
    '1.2.3.4.5',
    '2001:db8:::1',
    '1::2::3',
    '1:2:3:4:5:6:7:8:9',
    '12345::1',
    '',
    null,
    '1.2.3.4, 5.6.7.8',
  ])('refuses %j', (text) => expect(parseIpAddress(text)).toBeNull());

  it('agrees with Node on what is an address', () => {
    const samples = [
      '1.1.1.1',
      '::1',
      'fe80::1',
      '1:2:3:4:5:6:1.2.3.4',
      '::1.2.3.4',
      'x',
      '1.2.3.04',
      ':1',
      '1:',
    ];
    for (const text of samples) expect(parseIpAddress(text) !== null, text).toBe(isIP(text) !== 0);
  });
});

describe('visitorKey', () => {
  it('counts an IPv4 address as itself and an IPv6 address by its /64', () => {
    expect(visitorKey('203.0.113.7')).toBe('203.0.113.7');
    expect(visitorKey('::ffff:203.0.113.7')).toBe('203.0.113.7');
    expect(visitorKey('2001:db8:1:2:aaaa::1')).toBe('2001:db8:1:2::/64');
    expect(visitorKey('2001:db8:1:2:ffff:ffff:ffff:ffff')).toBe(visitorKey('2001:db8:1:2::9'));
  });
});

describe('addressBehindProxies', () => {
  const none = new Set<string>();
  const proxy = new Set(['10.0.0.1', '10.0.0.2']);

  it('is the peer, whatever the client writes, unless the peer is a trusted proxy', () => {
    expect(addressBehindProxies('198.51.100.1', '1.2.3.4', none)).toBe('198.51.100.1');
    expect(addressBehindProxies('::ffff:198.51.100.1', undefined, none)).toBe('198.51.100.1');
  });

  it('reads X-Forwarded-For from the right behind trusted proxies, skipping them', () => {
    expect(addressBehindProxies('10.0.0.1', '1.2.3.4, 198.51.100.1', proxy)).toBe('198.51.100.1');
    expect(addressBehindProxies('10.0.0.1', '1.2.3.4, 198.51.100.1, 10.0.0.2', proxy)).toBe('198.51.100.1');
    expect(addressBehindProxies('10.0.0.1', ['1.2.3.4', '198.51.100.1'], proxy)).toBe('198.51.100.1');
    // A non-address entry ends the walk at the nearest trusted hop.
    expect(addressBehindProxies('10.0.0.1', 'evil, 10.0.0.2', proxy)).toBe('10.0.0.2');
    expect(addressBehindProxies('10.0.0.1', '', proxy)).toBe('10.0.0.1');
    // Proxies named in any spelling of their address.
    expect(addressBehindProxies('::1', '198.51.100.1', new Set(['0::1']))).toBe('198.51.100.1');
  });
});

describe('forwardedVisitor', () => {
  const keys = ['sb_secret_abc', 'service-role-jwt'];
  it('is the forwarded address only with a server key', () => {
    expect(forwardedVisitor({ apikey: 'sb_secret_abc', forwarded: '203.0.113.7' }, keys)).toBe('203.0.113.7');
    expect(forwardedVisitor({ apikey: 'service-role-jwt', forwarded: '203.0.113.7, 1.1.1.1' }, keys)).toBe(
      '203.0.113.7',
    );
    expect(forwardedVisitor({ apikey: 'anon-key', forwarded: '203.0.113.7' }, keys)).toBeNull();
    expect(forwardedVisitor({ apikey: 'sb_secret_ab', forwarded: '203.0.113.7' }, keys)).toBeNull();
    expect(forwardedVisitor({ apikey: undefined, forwarded: '203.0.113.7' }, keys)).toBeNull();
    expect(forwardedVisitor({ apikey: '', forwarded: '203.0.113.7' }, ['', ...keys])).toBeNull();
    expect(forwardedVisitor({ apikey: 'sb_secret_abc', forwarded: 'not an address' }, keys)).toBeNull();
  });
});

// Per-load tokens: what makes a page load countable. The host writes one into each document it serves
// with registry versions (a GET; a HEAD gets no body and so no token), and the shell hands it back when it
// starts a remote's page and when one fails (health-reports.ts). A token names its load (16 random bytes),
// the host's environment, the version of each remote the page was given, when it was issued, and a keyed
// hash of the visitor it was issued to; it is signed with a key derived from the project's secret key, so
// only a host holding that key can make one and every host of the project can check one. A token is good
// for its own page's versions, for its own visitor, for 12 hours (the registry keeps loads a day, so a
// load is never counted twice); the registry counts each load once.
import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import { visitorKey } from '@ahc/common';

const TOKEN_LIFETIME_S = 12 * 60 * 60;
/** Tokens are short: a page's versions, a few ids. Anything longer is no token of ours. */
const MAX_TOKEN_LENGTH = 2_048;

/** What a valid token says. */
export type LoadToken = {
  /** The load's id and the visitor's keyed hash, 32 hexadecimal digits each (as the registry takes them). */
  load: string;
  visitor: string;
  /** The registry's version label of each remote the page was given. */
  releases: Record<string, string>;
};

type Payload = { i: string; e: string; r: Record<string, string>; t: number; v: string };

const HEX_ID = /^[0-9a-f]{32}$/;

export function createLoadTokens(secretKey: string, environment: string, now: () => number = Date.now) {
  const key = createHmac('sha256', secretKey).update('ahc release load tokens v1').digest();
  const sign = (body: string) => createHmac('sha256', key).update(body).digest().toString('base64url');
  /** The visitor as the registry may keep them: a keyed hash of their address (an IPv6 one by /64). */
  const visitorHash = (address: string) =>
    createHmac('sha256', key)
      .update(`visitor ${visitorKey(address)}`)
      .digest()
      .subarray(0, 16)
      .toString('hex');

  return {
    /** A new token for one page load of these versions, for the visitor at this address. */
    issue(releases: Record<string, string>, address: string): string {
      const payload: Payload = {
        i: randomBytes(16).toString('hex'),
        e: environment,
        r: releases,
        t: Math.floor(now() / 1000),
        v: visitorHash(address),
      };
      const body = Buffer.from(JSON.stringify(payload)).toString('base64url');
      return `${body}.${sign(body)}`;
    },

    /** The token's load when it is one of ours, unexpired, of this environment, and this visitor's; else null. */
    read(token: unknown, address: string): LoadToken | null {
      if (typeof token !== 'string' || token.length > MAX_TOKEN_LENGTH) return null;
      const [body = '', signature = '', extra] = token.split('.');
      if (extra !== undefined || !/^[A-Za-z0-9_-]+$/.test(body)) return null;
      const expected = Buffer.from(sign(body));
      const given = Buffer.from(signature);
      if (expected.length !== given.length || !timingSafeEqual(expected, given)) return null;
      let payload: Payload;
      try {
        payload = JSON.parse(Buffer.from(body, 'base64url').toString('utf8')) as Payload;
      } catch {
        return null;
      }
      const age = Math.floor(now() / 1000) - payload.t;
      if (payload.e !== environment || !(age >= 0 && age <= TOKEN_LIFETIME_S)) return null;
      if (!HEX_ID.test(payload.i) || payload.v !== visitorHash(address)) return null;
      return { load: payload.i, visitor: payload.v, releases: payload.r };
    },
  };
}

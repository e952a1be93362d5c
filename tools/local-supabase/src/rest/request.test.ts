// The request step on its own, without a database: which action a method and path name and in which
// order they are refused, the schema a request addresses, how the Range header narrows limit/offset,
// and which query parameters count as function arguments.
import type { IncomingMessage } from 'node:http';
import { describe, expect, it } from 'vitest';
import { RestError } from './errors.ts';
import { type ApiRequest, parseApiRequest, readParams, requestProfile, splitQuery } from './request.ts';

const PRODUCE = { csv: true, geojson: false, plan: false };

const message = (method: string, headers: Record<string, string> = {}) =>
  ({ method, headers }) as unknown as IncomingMessage;

function request(method: string, path: string, headers: Record<string, string> = {}): ApiRequest {
  const req = message(method, headers);
  const profile = requestProfile(req, ['public']);
  const url = new URL(`http://localhost${path}`);
  return parseApiRequest({ req, url, auth: { role: 'anon', claims: {} }, profile, timezones: new Set() });
}

const refusal = (fn: () => unknown) => {
  try {
    fn();
  } catch (error) {
    expect(error).toBeInstanceOf(RestError);
    return { status: (error as RestError).status, code: (error as RestError).code };
  }
  throw new Error('expected a RestError');
};

describe('parseApiRequest', () => {
  it('names the action of each path', () => {
    expect(request('GET', '/rest/v1/').action).toEqual({ kind: 'schema' });
    expect(request('POST', '/rest/v1/rpc/greet').action).toEqual({ kind: 'routine', name: 'greet' });
    expect(request('PATCH', '/rest/v1/my%20table').action).toEqual({ kind: 'relation', name: 'my table' });
    // A malformed %-escape stays as sent, and so names no table.
    expect(request('GET', '/rest/v1/bad%zz').action).toEqual({ kind: 'relation', name: 'bad%zz' });
  });

  it('refuses a path or method PostgREST does not serve, the path first', () => {
    expect(refusal(() => request('POST', '/rest/v1/'))).toEqual({ status: 405, code: 'PGRST117' });
    expect(refusal(() => request('PATCH', '/rest/v1/rpc/a/b'))).toEqual({ status: 404, code: 'PGRST125' });
    expect(refusal(() => request('PATCH', '/rest/v1/rpc/greet'))).toEqual({ status: 405, code: 'PGRST101' });
    expect(refusal(() => request('PROPFIND', '/rest/v1/a/b'))).toEqual({ status: 404, code: 'PGRST125' });
    expect(refusal(() => request('PROPFIND', '/rest/v1/kv'))).toEqual({ status: 405, code: 'PGRST117' });
  });
});

describe('requestProfile', () => {
  const schemas = ['fixture', 'other'];
  it('reads Accept-Profile for reads and Content-Profile for writes, echoing the one named', () => {
    expect(requestProfile(message('GET'), schemas)).toEqual({ schema: 'fixture', headers: {} });
    expect(
      requestProfile(message('HEAD', { 'accept-profile': 'other', 'content-profile': 'x' }), schemas),
    ).toEqual({ schema: 'other', headers: { 'content-profile': 'other' } });
    expect(
      requestProfile(message('POST', { 'accept-profile': 'x', 'content-profile': 'other' }), schemas).schema,
    ).toBe('other');
  });

  it('refuses a schema that is not exposed', () => {
    const req = message('GET', { 'accept-profile': 'private' });
    expect(refusal(() => requestProfile(req, schemas))).toEqual({ status: 406, code: 'PGRST106' });
  });
});

describe('readParams', () => {
  it('narrows limit and offset by the Range header', () => {
    const { parts } = readParams(request('GET', '/rest/v1/kv?limit=10&offset=5', { range: '6-20' }), PRODUCE);
    expect(parts.offsets).toEqual([['offset', '6']]);
    expect(parts.limits).toEqual([['limit', '9']]);
  });

  it('refuses write preferences on a read, naming them', () => {
    const error = (() => {
      try {
        readParams(
          request('GET', '/rest/v1/kv', { prefer: 'return=representation, missing=default' }),
          PRODUCE,
        );
      } catch (e) {
        return e as RestError;
      }
    })();
    expect(error?.code).toBe('PGRST127');
    expect(error?.details).toBe(
      'local-supabase does not serve Prefer: return=representation, missing=default on a read',
    );
  });
});

describe('splitQuery', () => {
  it('takes parameters without an operator as arguments only for GET /rpc', () => {
    const query = new URLSearchParams('apikey=k&a=1&b=eq.2&select=x&select=y&order=a&c.limit=1');
    expect(splitQuery(query, true)).toMatchObject({
      select: 'x',
      rpcArgs: [['a', '1']],
      filters: [['b', 'eq.2']],
      orders: [['order', 'a']],
    });
    expect(splitQuery(query, false)).toMatchObject({
      rpcArgs: [],
      filters: [
        ['a', '1'],
        ['b', 'eq.2'],
      ],
      limits: [['c.limit', '1']],
    });
  });
});

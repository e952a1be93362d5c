// The hostile share of the load test's second phase: what the abuse suite tries, sent while 100
// ordinary users go about their journey. Each attacker has an address of its own (the bench stack
// trusts 127.0.0.1 as its proxy, as production trusts its gateway) and puts a forged address in front
// of it. Every kind says which statuses count as "handled": anything else, a 5xx or a hang, is a failure.
const deep = (depth) => `${'['.repeat(depth)}1${']'.repeat(depth)}`;
const wide = (items) => `[${Array.from({ length: items }, () => '0').join(',')}]`;
const forged = () =>
  `${1 + Math.floor(Math.random() * 223)}.${Math.floor(Math.random() * 256)}.${Math.floor(Math.random() * 256)}.${Math.floor(Math.random() * 256)}`;

/** Request makers: ({ url, anonKey, address, victim }) → { path, init, handled: status[] } */
export const HOSTILE_KINDS = [
  {
    name: 'deep JSON into rpc',
    make: ({ anonKey }) => ({
      path: '/rest/v1/rpc/get_report',
      init: {
        method: 'POST',
        headers: { apikey: anonKey, 'content-type': 'application/json' },
        body: `{"report_id":${deep(8_000)}}`,
      },
      handled: [400],
    }),
  },
  {
    name: 'wide JSON into rpc',
    make: ({ anonKey }) => ({
      path: '/rest/v1/rpc/get_report',
      init: {
        method: 'POST',
        headers: { apikey: anonKey, 'content-type': 'application/json' },
        body: `{"report_id":${wide(20_000)}}`,
      },
      handled: [400],
    }),
  },
  {
    name: 'URL past 8 KB',
    make: ({ anonKey }) => ({
      path: `/rest/v1/app_config?key=eq.${'a'.repeat(9_000)}`,
      init: { headers: { apikey: anonKey } },
      handled: [414],
    }),
  },
  {
    name: 'headers past 16 KB',
    make: ({ anonKey }) => ({
      path: '/rest/v1/app_config',
      init: { headers: { apikey: anonKey, 'x-junk': 'j'.repeat(20_000) } },
      handled: [431],
    }),
  },
  {
    name: 'back-reference regex',
    make: ({ anonKey }) => ({
      path: `/rest/v1/app_config?key=match.${encodeURIComponent('^(a|aa)+\\1\\1$')}`,
      init: { headers: { apikey: anonKey } },
      handled: [400],
    }),
  },
  {
    name: 'password guess at one account',
    make: ({ anonKey, victim }) => ({
      path: '/auth/v1/token?grant_type=password',
      init: {
        method: 'POST',
        headers: { apikey: anonKey, 'content-type': 'application/json' },
        body: JSON.stringify({ email: victim, password: `guess-${Math.random()}` }),
      },
      handled: [400, 429],
    }),
  },
  {
    name: 'sign-up spam',
    make: ({ anonKey }) => ({
      path: '/auth/v1/signup',
      init: {
        method: 'POST',
        headers: { apikey: anonKey, 'content-type': 'application/json' },
        body: JSON.stringify({
          email: `spam-${Math.random().toString(36).slice(2)}@example.com`,
          password: 'spam password 1',
        }),
      },
      handled: [200, 429],
    }),
  },
  {
    name: 'contact spam',
    make: ({ anonKey }) => ({
      path: '/rest/v1/rpc/send_contact_message',
      init: {
        method: 'POST',
        headers: { apikey: anonKey, 'content-type': 'application/json' },
        body: JSON.stringify({
          name: 'Spam',
          email: `spam-${Math.random()}@example.com`,
          message: 'Buy now',
        }),
      },
      handled: [204, 429],
    }),
  },
  {
    name: 'bulk insert into a table',
    make: ({ anonKey }) => ({
      path: '/rest/v1/contact_messages',
      init: {
        method: 'POST',
        headers: { apikey: anonKey, 'content-type': 'application/json', prefer: 'return=minimal' },
        body: JSON.stringify(
          Array.from({ length: 500 }, () => ({ name: 'x', email: 'x@example.com', message: 'x' })),
        ),
      },
      handled: [401],
    }),
  },
  {
    name: 'report generation flood',
    make: ({ anonKey }) => ({
      path: '/functions/v1/generate-report',
      init: {
        method: 'POST',
        headers: { apikey: anonKey, authorization: `Bearer ${anonKey}`, 'content-type': 'application/json' },
        body: JSON.stringify({ answers: 'arch_1: panic' }),
      },
      handled: [200, 429],
    }),
  },
  {
    name: 'forged JWT',
    make: ({ anonKey }) => ({
      path: '/rest/v1/reports',
      init: { headers: { apikey: anonKey, authorization: `Bearer ${anonKey.slice(0, -4)}AAAA` } },
      handled: [401],
    }),
  },
];

/** The headers an attacker's request carries on top of its own: a forged address in front of its real one. */
export function attackerHeaders(address) {
  return { 'x-forwarded-for': `${forged()}, ${address}` };
}

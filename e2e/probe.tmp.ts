import { randomUUID } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { deriveKeys } from 'local-supabase/keys';
import { sessionCookieHeader } from './support/session-cookies.ts';
const url = 'http://127.0.0.1:54331';
const { anonKey, serviceRoleKey } = deriveKeys(readFileSync('/tmp/ssr-state/jwt-secret', 'utf8').trim());
async function user(name: string) {
  const email = `${name}-${Date.now()}@example.com`;
  const r = await fetch(`${url}/auth/v1/admin/users`, { method: 'POST', headers: { apikey: serviceRoleKey, authorization: `Bearer ${serviceRoleKey}`, 'content-type': 'application/json' }, body: JSON.stringify({ email, password: 'e2e password 1', email_confirm: true, user_metadata: { name, company: 'Co' } }) });
  if (!r.ok) throw new Error(await r.text());
  const s = await (await fetch(`${url}/auth/v1/token?grant_type=password`, { method: 'POST', headers: { apikey: anonKey, 'content-type': 'application/json' }, body: JSON.stringify({ email, password: 'e2e password 1' }) })).json();
  return s;
}
const { answersAtPositions } = await import('../packages/assessment-model/src/index.ts');
const a = await user('ada');
const rep = await (await fetch(`${url}/rest/v1/rpc/submit_assessment`, { method: 'POST', headers: { apikey: anonKey, authorization: `Bearer ${a.access_token}`, 'content-type': 'application/json' }, body: JSON.stringify({ answers: answersAtPositions(Array.from({ length: 20 }, (_, i) => i % 4)), submission_id: randomUUID() }) })).json();
console.log('report', rep.id, rep.overall_score);
const b = await user('bob');
for (const [who, s] of [['owner', a], ['other', b], ['none', null]] as const) {
  const t0 = performance.now();
  const res = await fetch(`http://localhost:3000/reports/${rep.id}`, { headers: { accept: 'text/html', ...(s ? { cookie: sessionCookieHeader(s) } : {}) }, redirect: 'manual' });
  const html = await res.text();
  console.log(who, res.status, Math.round(performance.now() - t0), 'ms', res.headers.get('cache-control'), res.headers.get('vary'), res.headers.get('location'), 'h1:', /<h1[^>]*>(.*?)<\/h1>/.exec(html)?.[1]?.replace(/<[^>]+>/g, '').slice(0, 80), 'rendered', html.includes('id="first-render"'), 'viewer', html.includes('"viewer"'), 'score', html.includes(String(rep.overall_score)));
}
for (const p of ['/dashboard', '/reports', '/profile', '/login']) {
  const res = await fetch(`http://localhost:3000${p}`, { headers: { accept: 'text/html', cookie: sessionCookieHeader(a) }, redirect: 'manual' });
  const html = await res.text();
  console.log(p, res.status, res.headers.get('location'), res.headers.get('cache-control'), /<h1[^>]*>(.*?)<\/h1>/.exec(html)?.[1]?.replace(/<[^>]+>/g, '').slice(0, 80));
}

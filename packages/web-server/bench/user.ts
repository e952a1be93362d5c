// The person the bench's signed-in pages belong to: a confirmed account on the throw-away stack (the
// admin API), one report submitted through the product's own function, and a share link to it.
import { randomUUID } from 'node:crypto';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { deriveKeys } from 'local-supabase/keys';
import { stackUrl } from './product.ts';

/** A signed-up, confirmed person with one report and a share link to it: what the signed-in pages need. */
export async function benchUser(stateDir: string) {
  const { anonKey, serviceRoleKey } = deriveKeys(
    readFileSync(path.join(stateDir, 'jwt-secret'), 'utf8').trim(),
  );
  const { answersAtPositions } = await import('@ahc/assessment-model');
  // A confirmed user from the admin API (config.toml has confirmations on), then a password sign-in.
  const email = `bench-${Date.now()}@example.com`;
  const password = 'bench password 1';
  const created = await fetch(`${stackUrl}/auth/v1/admin/users`, {
    method: 'POST',
    headers: {
      apikey: serviceRoleKey,
      authorization: `Bearer ${serviceRoleKey}`,
      'content-type': 'application/json',
    },
    body: JSON.stringify({
      email,
      password,
      email_confirm: true,
      user_metadata: { name: 'Bench Mark', company: 'Perf ApS' },
    }),
  });
  if (!created.ok)
    throw new Error(`creating the bench user failed: ${created.status} ${await created.text()}`);
  const signedIn = await fetch(`${stackUrl}/auth/v1/token?grant_type=password`, {
    method: 'POST',
    headers: { apikey: anonKey, 'content-type': 'application/json' },
    body: JSON.stringify({ email, password }),
  });
  const { access_token: accessToken } = (await signedIn.json()) as { access_token: string };
  const rpc = async (name: string, args: unknown) => {
    const response = await fetch(`${stackUrl}/rest/v1/rpc/${name}`, {
      method: 'POST',
      headers: {
        apikey: anonKey,
        authorization: `Bearer ${accessToken}`,
        'content-type': 'application/json',
      },
      body: JSON.stringify(args),
    });
    if (!response.ok) throw new Error(`${name} failed: ${response.status} ${await response.text()}`);
    return response.json();
  };
  const answers = answersAtPositions(Array.from({ length: 20 }, (_, i) => i % 4));
  const report = (await rpc('submit_assessment', { answers, submission_id: randomUUID() })) as { id: string };
  const link = (await rpc('create_share_link', { report_id: report.id })) as { token: string };
  return { email, password, reportId: report.id, shareToken: link.token };
}

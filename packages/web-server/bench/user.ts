// The person the bench's signed-in pages belong to: a confirmed account on the throw-away stack (the
// admin API), one report submitted through the product's own function, and a share link to it, all
// through supabase-js typed by the generated Database.
import { randomUUID } from 'node:crypto';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { createNodeClient } from '@ahc/platform/node-client';
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
  const admin = createNodeClient(stackUrl, serviceRoleKey);
  const created = await admin.auth.admin.createUser({
    email,
    password,
    email_confirm: true,
    user_metadata: { name: 'Bench Mark', company: 'Perf ApS' },
  });
  if (created.error) throw new Error(`creating the bench user failed: ${created.error.message}`);
  // The person's own client: after the sign-in it calls as them (the session is kept in memory only).
  const person = createNodeClient(stackUrl, anonKey);
  const signedIn = await person.auth.signInWithPassword({ email, password });
  if (signedIn.error) throw new Error(`signing the bench user in failed: ${signedIn.error.message}`);
  const answers = answersAtPositions(Array.from({ length: 20 }, (_, i) => i % 4));
  const report = await person.rpc('submit_assessment', { answers, submission_id: randomUUID() });
  if (report.error) throw new Error(`submit_assessment failed: ${report.error.message}`);
  const link = await person.rpc('create_share_link', { report_id: report.data.id });
  if (link.error || !link.data.token)
    throw new Error(`create_share_link failed: ${link.error?.message ?? 'no token'}`);
  return { email, password, reportId: report.data.id, shareToken: link.data.token };
}

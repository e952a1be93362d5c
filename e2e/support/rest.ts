// Test-side reads and calls against the e2e stack's REST API: as the service role (to check what was
// stored, bypassing RLS) or as a signed-in user (to call what the browser would call).
import { E2E_STACK } from './stack-env.ts';
import { stackKeys } from './stack.ts';

/** A GET on /rest/v1/<path> as the service role; the parsed JSON answer. */
export async function serviceGet<T = unknown>(path: string): Promise<T> {
  const { serviceRoleKey } = stackKeys();
  const response = await fetch(`${E2E_STACK.url}/rest/v1/${path}`, {
    headers: { apikey: serviceRoleKey, authorization: `Bearer ${serviceRoleKey}` },
  });
  if (!response.ok) throw new Error(`GET ${path} failed: ${response.status} ${await response.text()}`);
  return (await response.json()) as T;
}

export type ProfileRow = {
  id: string;
  email: string;
  name: string;
  company: string | null;
  architecture_description: string | null;
  created_at: string;
  updated_at: string;
};

/** Every profile row with this e-mail address (normally zero or one). */
export function profilesByEmail(email: string): Promise<ProfileRow[]> {
  return serviceGet<ProfileRow[]>(`profiles?email=eq.${encodeURIComponent(email.toLowerCase())}&select=*`);
}

export type ReportRow = {
  id: string;
  user_id: string;
  submission_id: string;
  answers: Record<string, string>;
  overall_score: number;
  category_scores: Record<string, number>;
  company: string | null;
  prepared_for: string | null;
  scoring_version: number;
};

export function reportsOf(userId: string): Promise<ReportRow[]> {
  return serviceGet<ReportRow[]>(`reports?user_id=eq.${encodeURIComponent(userId)}&select=*`);
}

/** POSTs a raw body (text, so it can hold what JSON.stringify never makes) to an rpc as a user. */
export async function rpcAsUser(
  accessToken: string,
  fn: string,
  rawBody: string,
): Promise<{ status: number; body: Record<string, unknown> }> {
  const { anonKey } = stackKeys();
  const response = await fetch(`${E2E_STACK.url}/rest/v1/rpc/${fn}`, {
    method: 'POST',
    headers: { apikey: anonKey, authorization: `Bearer ${accessToken}`, 'content-type': 'application/json' },
    body: rawBody,
  });
  const text = await response.text();
  return { status: response.status, body: text ? (JSON.parse(text) as Record<string, unknown>) : {} };
}

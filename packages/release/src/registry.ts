// The registry's functions over Supabase's REST API, called with the target's service-role key. A
// refusal comes back as PostgREST's error ({code, message, hint}); it is told as the registry's own
// message after what its SQLSTATE means, so scripts can rely on the first words.
import type { Target } from './target.ts';

export type AuditEntry = {
  id: number;
  at: string;
  actor: string;
  environment: string | null;
  remote: string;
  action: 'publish' | 'promote' | 'canary' | 'rollback' | 'auto-rollback' | 'preview' | 'revoke-preview';
  from_version: string | null;
  to_version: string | null;
  canary_percent: number | null;
  reason: string | null;
};

/** A new preview link: its token (shown once, the registry keeps its hash) and expiry. */
export type PreviewLink = { token: string; expires_at: string; audit_id: number };

/** A preview link as list_release_previews tells it (never its token). */
export type PreviewEntry = {
  id: number;
  environment: string;
  remote: string;
  version: string;
  created_at: string;
  created_by: string;
  expires_at: string;
  revoked_at: string | null;
  revoked_by: string | null;
};

export type StatusRow = {
  environment: string;
  remote: string;
  live_version: string | null;
  live_since: string | null;
  live_loads: number;
  live_failures: number;
  live_visitors: number;
  canary_version: string | null;
  canary_percent: number | null;
  canary_since: string | null;
  canary_loads: number | null;
  canary_failures: number | null;
  canary_visitors: number | null;
  window_minutes: number;
};

const MEANING: Record<string, string> = {
  PT404: 'not found',
  PT409: 'refused',
  PT429: 'too many',
  '22023': 'invalid',
  '22P02': 'invalid',
  '42501': 'not allowed (this key may not change releases: use the service-role key)',
};

export class RegistryError extends Error {}

/** The text for a refusal the registry answered with. */
function describeRefusal(status: number, body: string): string {
  let error: { code?: unknown; message?: unknown };
  try {
    error = JSON.parse(body) as typeof error;
  } catch {
    return `the registry answered ${status}: ${body}`;
  }
  const code = typeof error.code === 'string' ? error.code : '';
  const message = typeof error.message === 'string' ? error.message : body;
  return `${MEANING[code] ?? `failed (${status})`}: ${message}`;
}

export async function callRegistry<T>(
  target: Target,
  fn: string,
  args: Record<string, unknown>,
  fetchImpl: typeof fetch = fetch,
): Promise<T> {
  let response: Response;
  try {
    response = await fetchImpl(`${target.url}/rest/v1/rpc/${fn}`, {
      method: 'POST',
      headers: {
        apikey: target.serviceRoleKey,
        authorization: `Bearer ${target.serviceRoleKey}`,
        'content-type': 'application/json',
      },
      body: JSON.stringify(args),
    });
  } catch (error) {
    throw new RegistryError(
      `could not reach ${target.label}: is it running? (${String((error as Error).cause ?? (error as Error).message)})`,
      { cause: error },
    );
  }
  const body = await response.text();
  if (!response.ok) throw new RegistryError(describeRefusal(response.status, body));
  return (body === '' ? null : JSON.parse(body)) as T;
}

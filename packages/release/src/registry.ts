// The registry's functions through supabase-js (typed by the generated Database), called with the
// target's service-role key. A refusal comes back as PostgREST's error ({code, message, hint}); it is
// told as the registry's own message after what its SQLSTATE means, so scripts can rely on the first words.
import { createNodeClient } from '@ahc/platform/node-client';
import type { CompositeType, Filled, RpcArgs, RpcName, RpcResult } from '@ahc/platform/database';
import { type Target, unreachable } from './target.ts';

/** A row of the generated types with the columns that can really be null said so. */
type WithNull<T, Nullable extends keyof T> = Omit<T, Nullable> & { [K in Nullable]: T[K] | null };

export type AuditEntry = Filled<
  CompositeType<'release_audit_entry'>,
  'environment' | 'from_version' | 'to_version' | 'canary_percent' | 'reason'
>;

/** A new preview link: its token (shown once, the registry keeps its hash) and expiry. */
export type PreviewLink = Filled<CompositeType<'release_preview_link'>>;

/** A preview link as list_release_previews tells it (never its token). */
export type PreviewEntry = Filled<CompositeType<'release_preview_entry'>, 'revoked_at' | 'revoked_by'>;

export type StatusRow = WithNull<
  RpcResult<'release_status'>[number],
  | 'live_version'
  | 'live_since'
  | 'canary_version'
  | 'canary_percent'
  | 'canary_since'
  | 'canary_loads'
  | 'canary_failures'
  | 'canary_visitors'
>;

/**
 * What the functions the commands show answer, as the registry promises it: the generator marks every
 * field of a composite nullable, and a table a function returns as never null.
 */
type Promised = {
  publish_remote_version: AuditEntry;
  promote_remote_version: AuditEntry;
  set_remote_canary: AuditEntry;
  rollback_remote: AuditEntry;
  revoke_release_preview: AuditEntry;
  create_release_preview: PreviewLink;
  list_release_previews: PreviewEntry[];
  release_status: StatusRow[];
  release_history: AuditEntry[];
};

export type RegistryAnswer<Name extends RpcName> = Name extends keyof Promised
  ? Promised[Name]
  : RpcResult<Name>;

const MEANING: Record<string, string> = {
  PT404: 'not found',
  PT409: 'refused',
  PT429: 'too many',
  '22023': 'invalid',
  '22P02': 'invalid',
  '42501': 'not allowed (this key may not change releases: use the service-role key)',
};

export class RegistryError extends Error {}

/** The text for a refusal the registry answered with: what its SQLSTATE means, then its message. */
function describeRefusal(status: number, error: { code: string; message: string }): string {
  return `${MEANING[error.code] ?? `failed (${status})`}: ${error.message}`;
}

/** Calls one of the registry's functions with the target's service-role key; a refusal throws RegistryError. */
export async function callRegistry<Name extends RpcName>(
  target: Target,
  fn: Name,
  args: RpcArgs<Name>,
  fetchImpl: typeof fetch = fetch,
): Promise<RegistryAnswer<Name>> {
  const supabase = createNodeClient(target.url, target.serviceRoleKey, { fetch: fetchImpl });
  const { data, error, status } = await supabase.rpc(fn, args);
  // supabase-js cannot infer the answer of a function named by a type parameter; RegistryAnswer says it.
  if (!error) return data as unknown as RegistryAnswer<Name>;
  // postgrest-js answers status 0 when the request never got an answer.
  if (status === 0) throw new RegistryError(unreachable(target, error).message, { cause: error });
  throw new RegistryError(describeRefusal(status, error));
}

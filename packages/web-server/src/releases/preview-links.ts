// Preview links: `npm run release -- preview` makes a random token that pins one published version of
// one remote for whoever opens `<site>/?release-preview=<token>`, until it expires or is revoked. The
// registry keeps only the token's hash; its release_preview function (the host's secret key) answers the
// version for a token that is valid now in this environment, and nothing for any other. Answers are kept
// for a few seconds per token in the host's last-good cache (a revoked link stops working within them);
// a read that fails keeps the token's last answer (an expired link still ends), or, before any answer,
// counts as "no preview" without forgetting the token.
import type { RpcResult } from '@ahc/platform/database';
import { type PreviewPin } from './choose-versions.ts';
import { REGISTRY_TTL_MS } from './registry-channels.ts';
import { createLastGoodCache } from '../supabase/last-good-cache.ts';
import { type KeyedProject, hostSupabase } from '../supabase/host-client.ts';

export const PREVIEW_PARAMETER = 'release-preview';
const TOKEN_FORMAT = /^[A-Za-z0-9_-]{20,128}$/;

/**
 * A valid token's pin and expiry; 'invalid' for a token the registry does not know (or no longer);
 * null when the registry could not be asked.
 */
export type PreviewAnswer = { pin: PreviewPin; expiresAt: number } | 'invalid' | null;

type PreviewRow = RpcResult<'release_preview'>[number];

function toAnswer(rows: PreviewRow[]): Exclude<PreviewAnswer, null> {
  const row = rows[0];
  if (!row) return 'invalid';
  return {
    pin: { remote: row.remote, version: row.version, manifestUrl: row.manifest_url },
    expiresAt: Date.parse(row.expires_at),
  };
}

export function createPreviewLinks(
  options: { fetch?: typeof fetch; now?: () => number; ttlMs?: number } = {},
) {
  const now = options.now ?? Date.now;
  const cachedRead = createLastGoodCache<Exclude<PreviewAnswer, null>>({
    ttlMs: options.ttlMs ?? REGISTRY_TTL_MS,
    now,
  });

  return async function previewOf(
    project: KeyedProject,
    environment: string,
    token: string,
  ): Promise<PreviewAnswer> {
    if (!TOKEN_FORMAT.test(token)) return 'invalid';
    const found = await cachedRead(`${project.supabaseUrl} ${environment} ${token}`, async () => {
      const { data, error } = await hostSupabase(project, options.fetch).rpc('release_preview', {
        environment,
        token,
      });
      return error || !Array.isArray(data) ? undefined : toAnswer(data);
    });
    if (found === undefined) return null;
    // A link kept from an earlier read still ends when it expires.
    return found !== 'invalid' && found.expiresAt <= now() ? 'invalid' : found;
  };
}

// Preview links: `npm run release -- preview` makes a random token that pins one published version of
// one remote for whoever opens `<site>/?release-preview=<token>`, until it expires or is revoked. The
// registry keeps only the token's hash; its release_preview function (the host's secret key) answers the
// version for a token that is valid now in this environment, and nothing for any other. Answers are kept
// for a few seconds per token (a revoked link stops working within them); a read that fails counts as
// "no preview" without forgetting the token.
import { type PreviewPin } from './choose-versions.ts';
import { REGISTRY_TTL_MS, callRpc } from './registry-channels.ts';

export const PREVIEW_PARAMETER = 'release-preview';
const TOKEN_FORMAT = /^[A-Za-z0-9_-]{20,128}$/;

/**
 * A valid token's pin and expiry; 'invalid' for a token the registry does not know (or no longer);
 * null when the registry could not be asked.
 */
export type PreviewAnswer = { pin: PreviewPin; expiresAt: number } | 'invalid' | null;

type PreviewRow = { remote: string; version: string; manifest_url: string; expires_at: string };

/** The Supabase project and the key the host reads the registry with (its secret key). */
export type RegistryProject = { supabaseUrl: string; key: string };

export function createPreviewLinks(
  options: { fetch?: typeof fetch; now?: () => number; ttlMs?: number } = {},
) {
  const fetchImpl = options.fetch ?? fetch;
  const now = options.now ?? Date.now;
  const ttl = options.ttlMs ?? REGISTRY_TTL_MS;
  const answers = new Map<string, { at: number; answer: Promise<PreviewAnswer> }>();

  async function ask(project: RegistryProject, environment: string, token: string): Promise<PreviewAnswer> {
    const rows = await callRpc(fetchImpl, project.supabaseUrl, project.key, 'release_preview', {
      environment,
      token,
    });
    if (!Array.isArray(rows)) return null;
    const row = (rows as PreviewRow[])[0];
    if (!row) return 'invalid';
    return {
      pin: { remote: row.remote, version: row.version, manifestUrl: row.manifest_url },
      expiresAt: Date.parse(row.expires_at),
    };
  }

  return function previewOf(
    project: RegistryProject,
    environment: string,
    token: string,
  ): Promise<PreviewAnswer> {
    if (!TOKEN_FORMAT.test(token)) return Promise.resolve('invalid');
    const key = `${project.supabaseUrl} ${environment} ${token}`;
    const cached = answers.get(key);
    if (cached && now() - cached.at < ttl) return cached.answer;
    for (const [old, entry] of answers) if (now() - entry.at >= ttl) answers.delete(old);
    const answer = ask(project, environment, token).then((found) =>
      found && found !== 'invalid' && found.expiresAt <= now() ? 'invalid' : found,
    );
    answers.set(key, { at: now(), answer });
    return answer;
  };
}

// app-config.json: the one file the shell reads at start, served beside its index.html. It carries
// what differs per environment — the Supabase project and where each remote is deployed — so a team
// redeploys its remote by changing one URL here, without rebuilding the shell. Validated so a broken
// deploy fails with a clear message instead of a blank page. zod/mini: the same checks as zod, in a
// tree-shakable form (about 3 KB gzip in the shell's first load instead of 22 KB).
import * as z from 'zod/mini';
import { APP_CONFIG_ELEMENT_ID } from './app-config-element.ts';

export const REMOTE_NAMES = ['marketing', 'auth', 'assessment', 'reports'] as const;
export type RemoteName = (typeof REMOTE_NAMES)[number];

// zod/mini carries no message catalogue, so each check names its rule itself.
const url = () => z.url({ error: 'must be an absolute URL' });

const AppConfigSchema = z.object(
  {
    supabaseUrl: url(),
    supabaseAnonKey: z
      .string({ error: 'must be a string' })
      .check(z.minLength(20, 'must be at least 20 characters')),
    /** Each remote's mf-manifest.json URL. */
    remotes: z.object(
      Object.fromEntries(REMOTE_NAMES.map((name) => [name, url()])) as Record<RemoteName, z.ZodMiniURL>,
      {
        error: 'must be an object of manifest URLs',
      },
    ),
    /** Where the report generator streams from; defaults to the shell's own /api/generate-report. */
    generateReportUrl: z._default(
      z.string({ error: 'must be a string' }).check(z.minLength(1, 'must not be empty')),
      '/api/generate-report',
    ),
    /**
     * Written by a host on the release registry: the registry's version label of each remote whose
     * manifest URL came from it (the shell reports that version's failures).
     */
    releases: z.optional(z.record(z.string(), z.string({ error: 'must be a version label' }))),
    /**
     * Written by a host on the release registry into each page it serves: this page load's token, which
     * the shell hands back to the host when it starts a remote's page and when one fails.
     */
    releaseLoad: z.optional(z.string({ error: 'must be a string' })),
  },
  { error: 'must be a JSON object' },
);

export type AppConfig = z.output<typeof AppConfigSchema>;

export class AppConfigError extends Error {}

export function parseAppConfig(value: unknown): AppConfig {
  const parsed = AppConfigSchema.safeParse(value);
  if (!parsed.success) {
    const issues = parsed.error.issues
      .map((issue) => `${issue.path.join('.') || '(root)'}: ${issue.message}`)
      .join('; ');
    throw new AppConfigError(`app-config.json is invalid: ${issues}`);
  }
  return parsed.data;
}

/**
 * The configuration the host wrote into the page (a <script type="application/json"> data block, which
 * the CSP allows since it never runs), or null when the page has none (a dev server, a remote running
 * standalone): then it is fetched.
 */
export function readEmbeddedAppConfig(doc: Document): AppConfig | null {
  const element = doc.getElementById(APP_CONFIG_ELEMENT_ID);
  if (!element || element.getAttribute('type') !== 'application/json') return null;
  let json: unknown;
  try {
    json = JSON.parse(element.textContent ?? '');
  } catch (error) {
    throw new AppConfigError('the app configuration in the page is not valid JSON', { cause: error });
  }
  return parseAppConfig(json);
}

export async function loadAppConfig(
  url = '/app-config.json',
  fetchImpl: typeof fetch = fetch,
): Promise<AppConfig> {
  const embedded = typeof document === 'undefined' ? null : readEmbeddedAppConfig(document);
  if (embedded) return embedded;
  let response: Response;
  try {
    response = await fetchImpl(url, { cache: 'no-store' });
  } catch (error) {
    throw new AppConfigError(`app-config.json could not be fetched: ${(error as Error).message}`, {
      cause: error,
    });
  }
  if (!response.ok) throw new AppConfigError(`app-config.json could not be fetched: HTTP ${response.status}`);
  let json: unknown;
  try {
    json = await response.json();
  } catch (error) {
    throw new AppConfigError('app-config.json is not valid JSON', { cause: error });
  }
  return parseAppConfig(json);
}

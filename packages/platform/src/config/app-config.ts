// app-config.json: the one file the shell reads at start, served beside its index.html. It carries
// what differs per environment — the Supabase project and where each remote is deployed — so a team
// redeploys its remote by changing one URL here, without rebuilding the shell. Validated so a broken
// deploy fails with a clear message instead of a blank page. Checked by hand, not with a schema
// library: this runs on every first visit, and zod/mini alone was 6.6 KB gzip of the shell's first load
// for six fields (docs/benchmarks.md). The shell's host (packages/web-server) serves this same type,
// checked by this same function when it starts (`@ahc/platform/app-config`, which imports nothing else).
import { APP_CONFIG_ELEMENT_ID } from './app-config-element.ts';

export const REMOTE_NAMES = ['marketing', 'auth', 'assessment', 'reports'] as const;
export type RemoteName = (typeof REMOTE_NAMES)[number];

/** Whether a name read from elsewhere (the route table, the release registry) is one of the remotes. */
export const isRemoteName = (name: string): name is RemoteName =>
  (REMOTE_NAMES as readonly string[]).includes(name);

export type AppConfig = {
  supabaseUrl: string;
  supabaseAnonKey: string;
  /** Each remote's mf-manifest.json URL. */
  remotes: Record<RemoteName, string>;
  /** Where the report generator streams from; defaults to the shell's own /api/generate-report. */
  generateReportUrl: string;
  /**
   * Written by a host on the release registry: the registry's version label of each remote whose
   * manifest URL came from it (the shell reports that version's failures).
   */
  releases?: Record<string, string>;
  /**
   * Written by a host on the release registry into each page it serves: this page load's token, which
   * the shell hands back to the host when it starts a remote's page and when one fails.
   */
  releaseLoad?: string;
};

/** The Supabase project a client talks to: its URL and its publishable (anon) key. */
export type SupabaseProject = Pick<AppConfig, 'supabaseUrl' | 'supabaseAnonKey'>;

/** A remote's manifest URL by a name read from elsewhere; undefined for a name that is no remote. */
export const manifestUrlOf = (config: AppConfig, remote: string): string | undefined =>
  isRemoteName(remote) ? config.remotes[remote] : undefined;

export class AppConfigError extends Error {}

const DEFAULT_GENERATE_REPORT_URL = '/api/generate-report';

type Issues = string[];

const isObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** An absolute http(s) URL: what every URL in the file is (the project, the manifests). */
function url(value: unknown, path: string, issues: Issues): string {
  const ok = typeof value === 'string' && URL.canParse(value) && /^https?:$/.test(new URL(value).protocol);
  if (!ok) issues.push(`${path}: must be an absolute URL`);
  return value as string;
}

function remotes(value: unknown, issues: Issues): Record<RemoteName, string> {
  if (!isObject(value)) {
    issues.push('remotes: must be an object of manifest URLs');
    return {} as Record<RemoteName, string>;
  }
  return Object.fromEntries(
    REMOTE_NAMES.map((name) => [name, url(value[name], `remotes.${name}`, issues)]),
  ) as Record<RemoteName, string>;
}

function releases(value: unknown, issues: Issues): Record<string, string> | undefined {
  if (value === undefined) return undefined;
  if (!isObject(value)) {
    issues.push('releases: must be an object of version labels');
    return undefined;
  }
  for (const [name, label] of Object.entries(value))
    if (typeof label !== 'string') issues.push(`releases.${name}: must be a version label`);
  return value as Record<string, string>;
}

export function parseAppConfig(value: unknown): AppConfig {
  if (!isObject(value)) throw new AppConfigError('app-config.json is invalid: (root): must be a JSON object');
  const issues: Issues = [];
  const supabaseUrl = url(value.supabaseUrl, 'supabaseUrl', issues);
  const { supabaseAnonKey, generateReportUrl = DEFAULT_GENERATE_REPORT_URL } = value;
  if (typeof supabaseAnonKey !== 'string') issues.push('supabaseAnonKey: must be a string');
  else if (supabaseAnonKey.length < 20) issues.push('supabaseAnonKey: must be at least 20 characters');
  const remoteUrls = remotes(value.remotes, issues);
  if (typeof generateReportUrl !== 'string') issues.push('generateReportUrl: must be a string');
  else if (generateReportUrl.length === 0) issues.push('generateReportUrl: must not be empty');
  const config: AppConfig = {
    supabaseUrl,
    supabaseAnonKey: supabaseAnonKey as string,
    remotes: remoteUrls,
    generateReportUrl: generateReportUrl as string,
  };
  const releaseLabels = releases(value.releases, issues);
  if (releaseLabels) config.releases = releaseLabels;
  if (value.releaseLoad !== undefined) {
    if (typeof value.releaseLoad === 'string') config.releaseLoad = value.releaseLoad;
    else issues.push('releaseLoad: must be a string');
  }
  if (issues.length > 0) throw new AppConfigError(`app-config.json is invalid: ${issues.join('; ')}`);
  return config;
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

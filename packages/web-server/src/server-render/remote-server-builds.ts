// Remotes' server builds, fetched from their own origins: a remote version's server build sits in its
// version folder beside the mf-manifest.json app-config.json names (server/index.cjs), so the page a
// host renders with it is the page that version's browser build hydrates. A version folder never
// changes, so each build is fetched and evaluated once per process (the last few versions are kept)
// and a failure is remembered for a few seconds, not retried by every request. The build may require
// only the shell's shared instances (anything else is refused by name), and only when it was built for
// the platform major they are (as the browser's share scope refuses it).
import { evaluateCommonJs } from './commonjs-bundle.ts';
import { contractMajor } from './platform-contract.ts';
import type { ShellRenderer } from './shell-renderer.ts';

const REMOTE_SERVER_ENTRY = 'server/index.cjs';

const FETCH_TIMEOUT_MS = 2_000;
const MAX_BYTES = 16 * 1024 * 1024;
const FAILURE_TTL_MS = 5_000;
const KEPT_BUILDS = 16;

export type RemoteServerBuild = { modules: Record<string, { default?: unknown; pageData?: unknown }> };

/** Where the server build of the remote version a manifest URL names lives. */
export const serverBuildUrl = (manifestUrl: string) => new URL(REMOTE_SERVER_ENTRY, manifestUrl).href;

export class RemoteServerBuildError extends Error {}

/** The body as text, refused as soon as it passes MAX_BYTES (counted in bytes, whatever it declares). */
async function boundedText(response: Response, url: string): Promise<string> {
  const tooLarge = () => new RemoteServerBuildError(`${url} is larger than ${MAX_BYTES} bytes`);
  if (Number(response.headers.get('content-length') ?? 0) > MAX_BYTES) throw tooLarge();
  const chunks: Uint8Array[] = [];
  let bytes = 0;
  for await (const chunk of response.body ?? []) {
    bytes += chunk.byteLength;
    if (bytes > MAX_BYTES) {
      await response.body?.cancel().catch(() => undefined);
      throw tooLarge();
    }
    chunks.push(chunk);
  }
  return Buffer.concat(chunks).toString('utf8');
}

export function createRemoteServerBuilds(options: { fetch?: typeof fetch; now?: () => number } = {}) {
  const fetchImpl = options.fetch ?? fetch;
  const now = options.now ?? Date.now;
  const builds = new Map<string, { at: number; build: Promise<RemoteServerBuild>; failed: boolean }>();

  async function fetchBuild(
    url: string,
    { sharedModules, platformMajor }: ShellRenderer,
  ): Promise<RemoteServerBuild> {
    const response = await fetchImpl(url, { signal: AbortSignal.timeout(FETCH_TIMEOUT_MS) });
    if (!response.ok) throw new RemoteServerBuildError(`${url} answered ${response.status}`);
    const code = await boundedText(response, url);
    const require = (request: string) => {
      if (Object.hasOwn(sharedModules, request)) return sharedModules[request];
      throw new RemoteServerBuildError(`${url} requires '${request}', which the shell does not share`);
    };
    const exports = evaluateCommonJs(code, url, require);
    if (typeof exports.modules !== 'object' || exports.modules === null)
      throw new RemoteServerBuildError(`${url} exports no modules`);
    if (contractMajor(exports.platformContract) !== platformMajor) {
      throw new RemoteServerBuildError(
        `${url} was built for the platform ${String(exports.platformContract)}; the shell provides major ${platformMajor}`,
      );
    }
    return exports as RemoteServerBuild;
  }

  /**
   * The exposed module's component (its default export) and its page data (its `pageData` export, when
   * it has one), from the remote version's server build.
   */
  return async function serverPage(
    manifestUrl: string,
    module: string,
    shell: ShellRenderer,
  ): Promise<{ component: unknown; pageData?: unknown }> {
    const url = serverBuildUrl(manifestUrl);
    // Evaluated against one shell build's shared instances: another shell build gets its own.
    const key = `${shell.build} ${url}`;
    let entry = builds.get(key);
    if (entry?.failed && now() - entry.at >= FAILURE_TTL_MS) entry = undefined;
    if (!entry) {
      const build = fetchBuild(url, shell);
      const created = { at: now(), build, failed: false };
      build.catch(() => Object.assign(created, { failed: true, at: now() }));
      builds.delete(key);
      builds.set(key, created);
      for (const old of builds.keys()) if (builds.size > KEPT_BUILDS) builds.delete(old);
      entry = created;
    }
    const { modules } = await entry.build;
    const exported = modules[module];
    const component = exported?.default;
    if (typeof component !== 'function')
      throw new RemoteServerBuildError(`${url} has no component for ${module}`);
    const { pageData } = exported as { pageData?: unknown };
    if (pageData !== undefined && typeof pageData !== 'function')
      throw new RemoteServerBuildError(`${url}'s ${module} exports a pageData that is not a function`);
    return pageData === undefined ? { component } : { component, pageData };
  };
}

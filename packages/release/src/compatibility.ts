// What `npm run release -- publish` checks before a remote version enters the registry, so that a
// version the shell cannot run is refused with the reason instead of showing visitors the error panel:
// its mf-manifest.json can be fetched, it is the manifest of that remote, it exposes every module the
// shell loads from that remote, it was built for the platform major the shell provides (the host's own
// check), and it shares React and react-dom as singletons in a range the shell's React satisfies
// (Module Federation's own range check, the one the page runs when it loads the remote).
import { contractMajor } from '@ahc/web-server/platform-contract';
import { satisfy } from '@module-federation/runtime-core';

/** A reason not to publish, in words the team can act on. */
export class ReleaseRefusal extends Error {}

/** What the shell brings to every remote. */
export type ShellProvides = {
  /** The modules the shell loads from this remote ('./ReportPage', ...). */
  modules: readonly string[];
  platformMajor: number;
  /** The versions of the React packages the shell shares. */
  react: Record<(typeof REACT_PACKAGES)[number], string>;
};

type SharedPackage = { version: string | null; singleton: boolean; requiredVersion: string | null };

/** What the registry keeps of a manifest that passed. */
export type ManifestFacts = {
  exposedModules: string[];
  sharedPackages: Record<string, SharedPackage>;
  contractMajor: number;
};

const REACT_PACKAGES = ['react', 'react-dom'] as const;
const PLATFORM_PACKAGE = '@ahc/platform';
const FETCH_TIMEOUT_MS = 10_000;

/** The manifest at url, parsed; refused when it cannot be fetched or is not JSON. */
export async function fetchManifest(url: string, fetchImpl: typeof fetch = fetch): Promise<unknown> {
  let response: Response;
  try {
    response = await fetchImpl(url, { signal: AbortSignal.timeout(FETCH_TIMEOUT_MS) });
  } catch (error) {
    const cause = (error as Error).cause ?? (error as Error).message;
    throw new ReleaseRefusal(`${url} is unreachable (${String(cause)}).`);
  }
  if (!response.ok) throw new ReleaseRefusal(`${url} answered ${response.status}, not a manifest.`);
  const text = await response.text();
  try {
    return JSON.parse(text) as unknown;
  } catch {
    throw new ReleaseRefusal(`${url} is not JSON: is it the version's mf-manifest.json?`);
  }
}

type ManifestShape = {
  metaData?: { name?: unknown };
  exposes: { path: string }[];
  shared: { name: string; version?: unknown; singleton?: unknown; requiredVersion?: unknown }[];
};

function isManifest(json: unknown): json is ManifestShape {
  const manifest = json as Partial<ManifestShape> | null;
  return (
    typeof manifest === 'object' &&
    manifest !== null &&
    Array.isArray(manifest.exposes) &&
    manifest.exposes.every((entry) => typeof entry?.path === 'string') &&
    Array.isArray(manifest.shared) &&
    manifest.shared.every((entry) => typeof entry?.name === 'string')
  );
}

const text = (value: unknown) => (typeof value === 'string' ? value : null);

/** The facts of a manifest the shell can run, or the refusal that says why it cannot. */
export function checkManifest(json: unknown, remote: string, shell: ShellProvides): ManifestFacts {
  if (!isManifest(json))
    throw new ReleaseRefusal('This is not a Module Federation manifest (it lists no exposes and shared).');
  const name = text(json.metaData?.name);
  if (name !== remote)
    throw new ReleaseRefusal(
      `This is the manifest of ${name ? `the ${name} remote` : 'no named remote'}, not of ${remote}.`,
    );

  const exposedModules = json.exposes.map((entry) => entry.path);
  const missing = shell.modules.filter((module) => !exposedModules.includes(module));
  if (missing.length > 0) {
    throw new ReleaseRefusal(
      `It does not expose ${missing.join(', ')}, which the shell's routes load from the ${remote} remote.`,
    );
  }

  const sharedPackages: Record<string, SharedPackage> = Object.fromEntries(
    json.shared.map((entry) => [
      entry.name,
      {
        version: text(entry.version),
        singleton: entry.singleton === true,
        requiredVersion: text(entry.requiredVersion),
      },
    ]),
  );

  const contract = sharedPackages[PLATFORM_PACKAGE]?.requiredVersion;
  const major = contractMajor(contract);
  if (major === undefined) {
    throw new ReleaseRefusal(
      `It does not share ${PLATFORM_PACKAGE} with a contract (^<major>.0.0), so nothing says which platform it was built for.`,
    );
  }
  if (major !== shell.platformMajor) {
    throw new ReleaseRefusal(
      `It was built for platform major ${major} (${contract}); the shell provides major ${shell.platformMajor}.`,
    );
  }

  for (const name of REACT_PACKAGES) {
    const shared = sharedPackages[name];
    const provided = shell.react[name];
    if (!shared)
      throw new ReleaseRefusal(`It does not share ${name}: it would run a second copy beside the shell's.`);
    if (!shared.singleton)
      throw new ReleaseRefusal(
        `It shares ${name} but not as a singleton: two copies in one page break hooks.`,
      );
    if (shared.requiredVersion !== null && !satisfy(provided, shared.requiredVersion)) {
      throw new ReleaseRefusal(
        `It asks for ${name} ${shared.requiredVersion}, which the shell's ${name} ${provided} does not satisfy.`,
      );
    }
  }

  return { exposedModules, sharedPackages, contractMajor: major };
}

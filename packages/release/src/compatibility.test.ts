import { describe, expect, it } from 'vitest';
import { ReleaseRefusal, checkManifest, fetchManifest, type ShellProvides } from './compatibility.ts';

const URL = 'https://reports.example.com/2026.11.28-1/mf-manifest.json';

const shell: ShellProvides = {
  modules: ['./ReportsPage', './ReportPage'],
  platformMajor: 2,
  react: { react: '19.3.1', 'react-dom': '19.3.1' },
};

/** The parts of a real mf-manifest.json (mfe-reports' build) the checks read. */
function manifest(change: (m: ReturnType<typeof base>) => void = () => undefined) {
  const m = base();
  change(m);
  return m;
}
function base() {
  return {
    id: 'reports',
    name: 'reports',
    metaData: { name: 'reports', buildInfo: { buildVersion: '2026.11.28-1', buildName: 'mfe-reports' } },
    shared: [
      {
        id: 'reports:@ahc/platform',
        name: '@ahc/platform',
        version: '2.2.0',
        singleton: true,
        requiredVersion: '^2.0.0',
      },
      { id: 'reports:react', name: 'react', version: '19.3.1', singleton: true, requiredVersion: '^19.3.1' },
      {
        id: 'reports:react-dom',
        name: 'react-dom',
        version: '19.3.1',
        singleton: true,
        requiredVersion: '^19.3.1',
      },
    ],
    remotes: [],
    exposes: [
      { id: 'reports:ReportsPage', name: 'ReportsPage', path: './ReportsPage' },
      { id: 'reports:ReportPage', name: 'ReportPage', path: './ReportPage' },
      { id: 'reports:TeamsPage', name: 'TeamsPage', path: './TeamsPage' },
    ],
  };
}
const shared = (m: ReturnType<typeof base>, name: string) => m.shared.find((entry) => entry.name === name)!;

const refusal = (run: () => unknown) => {
  try {
    run();
  } catch (error) {
    expect(error).toBeInstanceOf(ReleaseRefusal);
    return (error as Error).message;
  }
  throw new Error('expected a refusal');
};

describe('fetchManifest', () => {
  const answer =
    (body: string, status = 200) =>
    () =>
      Promise.resolve(new Response(body, { status }));

  it('returns the parsed manifest', async () => {
    await expect(fetchManifest(URL, answer(JSON.stringify(base())))).resolves.toEqual(base());
  });

  it('refuses an unreachable manifest', async () => {
    const down = () => Promise.reject(new TypeError('fetch failed', { cause: 'ECONNREFUSED' }));
    await expect(fetchManifest(URL, down)).rejects.toThrow(
      new ReleaseRefusal(`${URL} is unreachable (ECONNREFUSED).`),
    );
  });

  it('refuses an answer other than 200', async () => {
    await expect(fetchManifest(URL, answer('not here', 404))).rejects.toThrow(
      new ReleaseRefusal(`${URL} answered 404, not a manifest.`),
    );
  });

  it('refuses an answer that is not JSON', async () => {
    await expect(fetchManifest(URL, answer('<!doctype html>'))).rejects.toThrow(
      new ReleaseRefusal(`${URL} is not JSON: is it the version's mf-manifest.json?`),
    );
  });
});

describe('checkManifest', () => {
  it('keeps the facts of a manifest the shell can run', () => {
    expect(checkManifest(manifest(), 'reports', shell)).toEqual({
      exposedModules: ['./ReportsPage', './ReportPage', './TeamsPage'],
      sharedPackages: {
        '@ahc/platform': { version: '2.2.0', singleton: true, requiredVersion: '^2.0.0' },
        react: { version: '19.3.1', singleton: true, requiredVersion: '^19.3.1' },
        'react-dom': { version: '19.3.1', singleton: true, requiredVersion: '^19.3.1' },
      },
      contractMajor: 2,
    });
  });

  it('refuses JSON that is not a manifest', () => {
    expect(refusal(() => checkManifest({ name: 'reports' }, 'reports', shell))).toBe(
      'This is not a Module Federation manifest (it lists no exposes and shared).',
    );
  });

  it("refuses another remote's manifest", () => {
    const auth = manifest((m) => (m.metaData.name = 'auth'));
    expect(refusal(() => checkManifest(auth, 'reports', shell))).toBe(
      'This is the manifest of the auth remote, not of reports.',
    );
  });

  it('refuses a version that lacks a module the shell routes to it', () => {
    const lacking = manifest((m) => (m.exposes = m.exposes.filter((entry) => entry.path !== './ReportPage')));
    expect(refusal(() => checkManifest(lacking, 'reports', shell))).toBe(
      "It does not expose ./ReportPage, which the shell's routes load from the reports remote.",
    );
  });

  it('refuses a version that does not say which platform it was built for', () => {
    const unknown = manifest((m) => (m.shared = m.shared.filter((entry) => entry.name !== '@ahc/platform')));
    expect(refusal(() => checkManifest(unknown, 'reports', shell))).toBe(
      'It does not share @ahc/platform with a contract (^<major>.0.0), so nothing says which platform it was built for.',
    );
  });

  it('refuses a version built for another platform major', () => {
    const old = manifest((m) => (shared(m, '@ahc/platform').requiredVersion = '^1.0.0'));
    expect(refusal(() => checkManifest(old, 'reports', shell))).toBe(
      'It was built for platform major 1 (^1.0.0); the shell provides major 2.',
    );
  });

  it('refuses a version that does not share React', () => {
    const own = manifest((m) => (m.shared = m.shared.filter((entry) => entry.name !== 'react-dom')));
    expect(refusal(() => checkManifest(own, 'reports', shell))).toBe(
      "It does not share react-dom: it would run a second copy beside the shell's.",
    );
  });

  it('refuses a version that shares React but not as a singleton', () => {
    const two = manifest((m) => (shared(m, 'react').singleton = false));
    expect(refusal(() => checkManifest(two, 'reports', shell))).toBe(
      'It shares react but not as a singleton: two copies in one page break hooks.',
    );
  });

  it("refuses a version that asks for a React the shell's does not satisfy", () => {
    const newer = manifest((m) => (shared(m, 'react').requiredVersion = '^20.0.0'));
    expect(refusal(() => checkManifest(newer, 'reports', shell))).toBe(
      "It asks for react ^20.0.0, which the shell's react 19.3.1 does not satisfy.",
    );
  });

  it('accepts any React range the shell satisfies, as the page would', () => {
    const wide = manifest((m) => (shared(m, 'react').requiredVersion = '>=18.2.0 <20'));
    expect(checkManifest(wide, 'reports', shell).contractMajor).toBe(2);
  });
});

// A whole app-config for tests that care about a few of its fields: every remote a manifest URL (on a
// port nothing listens on, unless the test names it), the project and the generator's default path.
import { type AppConfig, REMOTE_NAMES, type RemoteName } from '../config/app-config.ts';

type Changes = Partial<Omit<AppConfig, 'remotes'>> & { remotes?: Partial<Record<RemoteName, string>> };

export function testAppConfig(changes: Changes = {}): AppConfig {
  const { remotes, ...rest } = changes;
  return {
    supabaseUrl: 'http://127.0.0.1:54321',
    supabaseAnonKey: 'anon-key-for-tests-anon-key',
    generateReportUrl: '/api/generate-report',
    ...rest,
    remotes: Object.fromEntries(
      REMOTE_NAMES.map((name) => [name, remotes?.[name] ?? `http://127.0.0.1:9/${name}/mf-manifest.json`]),
    ) as AppConfig['remotes'],
  };
}

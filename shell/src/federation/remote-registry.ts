// Registers the remotes named in app-config.json with the federation runtime, at run time: a team
// redeploys its remote and changes one URL in app-config.json; the shell is not rebuilt.
import { registerPlugins, registerRemotes } from '@module-federation/enhanced/runtime';
import type { AppConfig } from '@ahc/platform';
import { remoteErrorsPlugin } from './runtime-plugins/remote-errors.ts';

export function registerRemotesFromConfig(config: AppConfig): void {
  registerPlugins([remoteErrorsPlugin()]);
  registerRemotes(
    Object.entries(config.remotes).map(([name, entry]) => ({ name, entry })),
    { force: true },
  );
}

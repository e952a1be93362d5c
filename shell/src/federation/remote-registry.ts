// Registers the remotes named in app-config.json with the federation runtime, at run time: a team
// redeploys its remote and changes one URL in app-config.json; the shell is not rebuilt.
import { registerPlugins, registerRemotes } from '@module-federation/enhanced/runtime';
import type { AppConfig, RemoteName } from '@ahc/platform';
import { crossOriginEntriesPlugin } from './runtime-plugins/cross-origin-entries.ts';
import { remoteErrorsPlugin } from './runtime-plugins/remote-errors.ts';

export function registerRemotesFromConfig(config: AppConfig): void {
  registerPlugins([crossOriginEntriesPlugin(), remoteErrorsPlugin()]);
  registerRemotes(
    Object.entries(config.remotes).map(([name, entry]) => ({ name, entry })),
    { force: true },
  );
}

/**
 * Forgets what the runtime cached about one remote (a failed manifest or entry load stays cached
 * otherwise), so the next load goes to the network again: the retry of the error panel.
 */
export function resetRemote(config: AppConfig, name: RemoteName): void {
  registerRemotes([{ name, entry: config.remotes[name] }], { force: true });
}

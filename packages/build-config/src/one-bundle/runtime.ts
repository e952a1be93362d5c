// Stands in for @module-federation/enhanced/runtime in the one-bundle reference build: the shell asks
// for `<remote>/<Page>` as it always does and gets the page from a chunk of its own bundle. Remotes are
// never registered, so the calls that would register them do nothing.
import { PAGES } from '@ahc/one-bundle-pages';

export async function loadRemote<T>(id: string): Promise<T> {
  const load = PAGES[id];
  if (!load) throw new Error(`no page ${id} in the one-bundle build`);
  return (await load()) as T;
}

export function registerRemotes(): void {}

export function registerPlugins(): void {}

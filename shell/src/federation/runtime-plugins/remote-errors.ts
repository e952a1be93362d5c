// Runtime plugin: a remote that cannot be loaded (server down, bad manifest, missing module) becomes
// one typed RemoteUnavailableError, so the page's error boundary can show its panel and retry. The
// hook deliberately returns no fallback module: the failure must reach React, not be swallowed.
import type { ModuleFederationRuntimePlugin } from '@module-federation/enhanced/runtime';

class RemoteUnavailableError extends Error {
  constructor(
    readonly remoteId: string,
    cause: unknown,
  ) {
    super(`The ${remoteId.split('/')[0]} part of the site could not be loaded`, { cause });
    this.name = 'RemoteUnavailableError';
  }
}

export function remoteErrorsPlugin(): ModuleFederationRuntimePlugin {
  return {
    name: 'remote-errors',
    errorLoadRemote({ id, error }) {
      console.error(`[federation] loading ${id} failed:`, error);
      throw new RemoteUnavailableError(String(id), error);
    },
  };
}

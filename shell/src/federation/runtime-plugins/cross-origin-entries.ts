// Runtime plugin: each remote's remoteEntry.js is loaded in CORS mode (crossorigin="anonymous"), as its
// chunks already are. The host preloads the first page's entry in that mode (a preload is reused only
// by a request made the same way), and an error thrown inside a CORS-loaded script keeps its message
// and file instead of the browser's opaque "Script error.".
import type { ModuleFederationRuntimePlugin } from '@module-federation/enhanced/runtime';

export function crossOriginEntriesPlugin(): ModuleFederationRuntimePlugin {
  return {
    name: 'cross-origin-entries',
    createScript({ attrs }) {
      // The runtime sets these attributes on the <script> it creates after this hook returns.
      if (attrs) attrs.crossorigin = 'anonymous';
      return undefined;
    },
  };
}

import { shellConfig } from '@ahc/build-config';
import { ROUTE_REMOTES_FILE, type RouteRemote } from '@ahc/web-server/route-remotes';
import { mergeRsbuildConfig, type RsbuildPlugin } from '@rsbuild/core';
import { ROUTES } from './src/routing/route-table.ts';

// The route → remote map beside index.html: the host reads it to preload the first page's remote
// files before any script runs (docs/product.md §3), and to apply the guards before it sends a page.
const routeRemotes: RsbuildPlugin = {
  name: 'ahc-route-remotes',
  setup(api) {
    api.processAssets({ stage: 'additional' }, ({ compilation, sources }) => {
      const map: RouteRemote[] = ROUTES.map(({ path, remote, module, access, firstRender }) => ({
        path,
        remote,
        module,
        access,
        firstRender,
      }));
      compilation.emitAsset(ROUTE_REMOTES_FILE, new sources.RawSource(`${JSON.stringify(map, null, 2)}\n`));
    });
  },
};

// site-root/ holds what browsers ask for at the site's root: the favicon (favicon.svg, the drawing;
// favicon.ico with 16, 32 and 48 px PNGs inside; apple-touch-icon.png at 180 px; icon-192.png and
// icon-512.png for site.webmanifest), all rendered from favicon.svg by Chromium. Served at / in
// development and copied beside index.html by the build. public/ stays the dev servers' app-config.json.
export default mergeRsbuildConfig(shellConfig(), {
  html: { title: 'Architecture Health Check' },
  server: { publicDir: [{ name: 'public' }, { name: 'site-root' }] },
  plugins: [routeRemotes],
});

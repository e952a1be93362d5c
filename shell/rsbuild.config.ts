import { shellConfig } from '@ahc/build-config';
import { mergeRsbuildConfig } from '@rsbuild/core';

// site-root/ holds what browsers ask for at the site's root: the favicon (favicon.svg, the drawing;
// favicon.ico with 16, 32 and 48 px PNGs inside; apple-touch-icon.png at 180 px; icon-192.png and
// icon-512.png for site.webmanifest), all rendered from favicon.svg by Chromium. Served at / in
// development and copied beside index.html by the build. public/ stays the dev servers' app-config.json.
export default mergeRsbuildConfig(shellConfig(), {
  html: { title: 'Architecture Health Check' },
  server: { publicDir: [{ name: 'public' }, { name: 'site-root' }] },
});

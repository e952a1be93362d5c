// The production host of the shell and the remotes: static files with their caching and security
// headers, app-config.json and the /api rewrite, and the precompression a static deploy uses. Nothing
// here knows of the local stack; scripts/start.ts puts the two together for `npm start`.
export { cacheControlFor, staticFiles } from './static.ts';
export { startRemoteHost, startShellHost } from './servers.ts';
export { precompress } from './precompress.ts';

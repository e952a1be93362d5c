export { cacheControlFor, staticFiles } from './static.ts';
export { type ShellAppConfig, startRemoteHost, startShellHost } from './servers.ts';

// What the shell of this repository brings to a remote, for the publish checks: the modules its route
// table loads from the remote, the platform major it provides, and the React it shares (the versions
// installed for the shell).
import { createRequire } from 'node:module';
import { PLATFORM_MAJOR, type RemoteName } from '@ahc/build-config';
import type { ShellProvides } from './compatibility.ts';

const SHELL = new URL('../../../shell/', import.meta.url);

type RouteEntry = { remote: string; module: string };

export async function shellProvides(remote: RemoteName): Promise<ShellProvides> {
  // Imported by URL: the route table is the shell's source, read here the way its build reads it.
  const { ROUTES } = (await import(new URL('src/routing/route-table.ts', SHELL).href)) as {
    ROUTES: readonly RouteEntry[];
  };
  const requireFromShell = createRequire(new URL('package.json', SHELL));
  const installed = (name: string) =>
    (requireFromShell(`${name}/package.json`) as { version: string }).version;
  return {
    modules: [...new Set(ROUTES.filter((route) => route.remote === remote).map((route) => route.module))],
    platformMajor: PLATFORM_MAJOR,
    react: { react: installed('react'), 'react-dom': installed('react-dom') },
  };
}

// The route → remote map the shell's build writes beside its index.html (route-remotes.json): which
// remote module renders each path, who may open it (the guards' access), and what the host renders on
// a first visit (firstRender: 'page' for anyone, 'link' with the data its token opens, 'viewer' for
// the person who asks; shell/src/routing/route-table.ts). The host reads it to know, before any script
// runs, what the first page of a visit will need and whether it may be sent at all.
export const ROUTE_REMOTES_FILE = 'route-remotes.json';

export type RouteAccess = 'open' | 'signedIn' | 'signedOut';
export type RouteFirstRender = 'page' | 'link' | 'viewer';

export type RouteRemote = {
  path: string;
  remote: string;
  module: string;
  /** Who may open it; a route listed without (an older shell's file) is open. */
  access: RouteAccess;
  firstRender?: RouteFirstRender;
};

const ACCESS: readonly string[] = ['open', 'signedIn', 'signedOut'] satisfies RouteAccess[];
const FIRST_RENDERS: readonly string[] = ['page', 'link', 'viewer'] satisfies RouteFirstRender[];

const segments = (path: string) => path.split('/').filter(Boolean);

/**
 * The route a path opens, as React Router ranks them: every segment must match (a `:param` matches any
 * one segment) and, of several matches, the one with the most literal segments wins
 * (/team-assessments/join/:token before /team-assessments/:teamId), the earlier one on a tie.
 */
export function matchRoute(routes: readonly RouteRemote[], pathname: string): RouteRemote | undefined {
  let decoded: string[];
  try {
    decoded = segments(pathname).map(decodeURIComponent);
  } catch {
    return undefined;
  }
  let best: { route: RouteRemote; literals: number } | undefined;
  for (const route of routes) {
    const pattern = segments(route.path);
    if (pattern.length !== decoded.length) continue;
    let literals = 0;
    const matches = pattern.every((part, index) => {
      if (part.startsWith(':')) return true;
      literals += 1;
      return part === decoded[index];
    });
    if (matches && (!best || literals > best.literals)) best = { route, literals };
  }
  return best?.route;
}

export function parseRouteRemotes(json: unknown): RouteRemote[] {
  if (!Array.isArray(json)) return [];
  return json
    .filter(
      (entry): entry is Record<'path' | 'remote' | 'module', string> & Record<string, unknown> =>
        typeof entry === 'object' &&
        entry !== null &&
        ['path', 'remote', 'module'].every(
          (key) => typeof (entry as Record<string, unknown>)[key] === 'string',
        ),
    )
    .map(({ path, remote, module, access, firstRender }) => ({
      path,
      remote,
      module,
      access: typeof access === 'string' && ACCESS.includes(access) ? (access as RouteAccess) : 'open',
      ...(typeof firstRender === 'string' && FIRST_RENDERS.includes(firstRender)
        ? { firstRender: firstRender as RouteFirstRender }
        : {}),
    }));
}

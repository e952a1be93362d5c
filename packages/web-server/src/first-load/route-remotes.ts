// The route → remote map the shell's build writes beside its index.html (route-remotes.json): which
// remote module renders each path, and whether the host renders that page itself on a first visit
// (firstRender 'page'). The host reads it to know, before any script runs, what the first page of a
// visit will need.
export const ROUTE_REMOTES_FILE = 'route-remotes.json';

export type RouteRemote = { path: string; remote: string; module: string; firstRender?: 'page' };

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
      (entry): entry is RouteRemote =>
        typeof entry === 'object' &&
        entry !== null &&
        ['path', 'remote', 'module'].every(
          (key) => typeof (entry as Record<string, unknown>)[key] === 'string',
        ),
    )
    .map(({ path, remote, module, firstRender }) =>
      firstRender === 'page' ? { path, remote, module, firstRender } : { path, remote, module },
    );
}

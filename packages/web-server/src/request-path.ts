// The one reading of a request's path that every decision of the hosts is made on: percent-decoded
// once, backslashes taken as slashes (as browsers take them), dot segments resolved, doubled slashes
// folded, so that no other spelling of a path (`/%73erver/index.cjs`, `//server/index.cjs`,
// `/static/%2e%2e/server/index.cjs`, `/\server/index.cjs`) reaches a file, a route or a redirect that
// its plain spelling would not. The static files are then looked up by exactly this path (the request's
// URL is rewritten to it), so what was checked is what is served. A path that cannot be read so (a
// broken percent-encoding, an encoded slash or backslash inside a segment, a control character) is no
// path of the site: null, and the host answers 404.

/** The path as the hosts decide on it: its decoded segments, and the canonical, encoded spelling. */
export type RequestPath = {
  /** Decoded segments, without empty, '.' and '..' ones: `/static/js/app.js` → ['static', 'js', 'app.js']. */
  segments: string[];
  /** '/' and the segments, each percent-encoded again, one slash apart; never starts with '//'. */
  pathname: string;
  /** The query as sent, with its '?' ('' without one). */
  search: string;
};

// eslint-disable-next-line no-control-regex -- control characters are exactly what it refuses
const CONTROL = /[\u0000-\u001f\u007f]/;

/** encodeURIComponent, but keeping the characters a path segment may carry as they are. */
const encodeSegment = (segment: string) =>
  encodeURIComponent(segment).replace(/%(?:21|24|26|27|28|29|2A|2B|2C|3A|3B|3D|40)/g, decodeURIComponent);

export function readRequestPath(rawUrl: string | undefined): RequestPath | null {
  let target = rawUrl ?? '/';
  // The absolute form (a proxy's request line): only its path and query count.
  if (!target.startsWith('/')) {
    try {
      const url = new URL(target);
      target = `${url.pathname}${url.search}`;
    } catch {
      return null;
    }
  }
  const queryAt = target.search(/[?#]/);
  const rawPath = queryAt === -1 ? target : target.slice(0, queryAt);
  const search = queryAt === -1 || target[queryAt] === '#' ? '' : target.slice(queryAt).replace(/#.*$/s, '');
  const segments: string[] = [];
  for (const raw of rawPath.split(/[/\\]/)) {
    let segment: string;
    try {
      segment = decodeURIComponent(raw);
    } catch {
      return null;
    }
    if (/[/\\]/.test(segment) || CONTROL.test(segment)) return null;
    if (segment === '' || segment === '.') continue;
    if (segment === '..') segments.pop();
    else segments.push(segment);
  }
  return { segments, pathname: `/${segments.map(encodeSegment).join('/')}`, search };
}

// Where Auth may send a browser: the site URL, or an address config.toml's additional_redirect_urls
// allows (GoTrue's globs: `**` matches anything, `*` anything but a slash). Anything else falls back to
// the site URL, so a link or form can never carry tokens off to another site.
import type { ProjectConfig } from '../project-config.ts';

function globToRegExp(pattern: string): RegExp {
  const escape = (text: string) => text.replace(/[.+?^${}()|[\]\\]/g, '\\$&');
  const body = pattern
    .split('**')
    .map((part) => part.split('*').map(escape).join('[^/]*'))
    .join('.*');
  return new RegExp(`^${body}$`);
}

export function redirectTarget(
  project: Pick<ProjectConfig, 'siteUrl' | 'additionalRedirectUrls'>,
  requested: string | null | undefined,
): string {
  if (!requested) return project.siteUrl;
  let target: URL;
  try {
    target = new URL(requested);
  } catch {
    return project.siteUrl;
  }
  if (target.protocol !== 'http:' && target.protocol !== 'https:') return project.siteUrl;
  if (target.origin === new URL(project.siteUrl).origin) return target.href;
  const allowed = project.additionalRedirectUrls.some((pattern) => globToRegExp(pattern).test(target.href));
  return allowed ? target.href : project.siteUrl;
}

/** GoTrue's referrer: the request's redirect_to (query string, as supabase-js sends it), else the site URL. */
export function referrer(
  project: Pick<ProjectConfig, 'siteUrl' | 'additionalRedirectUrls'>,
  url: URL,
  body?: Record<string, unknown>,
): string {
  const fromBody = typeof body?.redirect_to === 'string' ? body.redirect_to : undefined;
  return redirectTarget(project, url.searchParams.get('redirect_to') ?? fromBody);
}

/** Parameters for the app on a redirect: in the query (PKCE), the fragment (implicit flow), or both (errors). */
export function withParams(
  target: string,
  params: Record<string, string>,
  where: 'query' | 'fragment' | 'both',
): string {
  const url = new URL(target);
  if (where !== 'fragment')
    for (const [key, value] of Object.entries(params)) url.searchParams.set(key, value);
  if (where !== 'query') url.hash = new URLSearchParams(params).toString();
  return url.href;
}

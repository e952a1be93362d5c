// The headers every answer of the shell's host carries. The Content-Security-Policy allows scripts
// only from the shell itself and the remotes named in app-config.json (no inline script, no eval),
// stylesheets from the same origins plus the one inline <style> element the UI kit writes (allowed by
// its hash, not by 'unsafe-inline'), no style attributes in markup, network calls only to those
// origins and the Supabase project, and no framing of the site. docs/decisions.md says why.
import { createHash } from 'node:crypto';
import type { AppConfig } from '@ahc/platform/app-config';

const origin = (url: string) => new URL(url).origin;

/**
 * The inline <style> elements the product's pages contain, word for word. Radix's ScrollArea (inside
 * every Radix Themes Table) renders this one to hide the native scrollbar of its viewport; it never
 * changes at run time, so its hash allows exactly it. security-headers.test.ts compares it with the
 * installed Radix, so an upgrade that changes the text fails there rather than in a visitor's console.
 */
export const INLINE_STYLES = [
  '[data-radix-scroll-area-viewport]{scrollbar-width:none;-ms-overflow-style:none;-webkit-overflow-scrolling:touch;}[data-radix-scroll-area-viewport]::-webkit-scrollbar{display:none}',
] as const;

/** A CSP source for the exact text of an inline element. */
export const cspHash = (text: string) =>
  `'sha256-${createHash('sha256').update(text, 'utf8').digest('base64')}'`;

const ENTITIES: Record<string, string> = {
  '&amp;': '&',
  '&quot;': '"',
  '&#x27;': "'",
  '&#39;': "'",
  '&lt;': '<',
  '&gt;': '>',
};

/**
 * The distinct style="" values in server-rendered markup, as the browser reads them (entities decoded):
 * React writes a component's style prop as an attribute on a server, where in the browser it sets the
 * CSSOM. Each is allowed by its hash for that one answer, so the policy still allows nothing else.
 */
export function styleAttributes(html: string): string[] {
  const values = new Set<string>();
  for (const [, value = ''] of html.matchAll(/\sstyle="([^"]*)"/g))
    values.add(value.replace(/&(?:amp|quot|#x27|#39|lt|gt);/g, (entity) => ENTITIES[entity] ?? entity));
  return [...values];
}

export function contentSecurityPolicy(
  config: AppConfig,
  page: { styleAttributes?: readonly string[] } = {},
): string {
  const remotes = [...new Set(Object.values(config.remotes).map(origin))];
  const supabase = origin(config.supabaseUrl);
  const directives: Record<string, string[]> = {
    'default-src': ["'self'"],
    'script-src': ["'self'", ...remotes],
    // Stylesheets from the shell and the remotes, and the UI kit's one inline <style> by its hash.
    'style-src': ["'self'", ...remotes, ...INLINE_STYLES.map(cspHash)],
    // React and the UI kit set styles through the CSSOM (element.style), which CSP does not govern; in
    // the browser nothing writes a style="" attribute into markup, so none is allowed, except, in a page
    // the host rendered, exactly the ones its markup holds (by hash).
    'style-src-attr': page.styleAttributes?.length
      ? ["'unsafe-hashes'", ...page.styleAttributes.map(cspHash)]
      : ["'none'"],
    'img-src': ["'self'", 'data:', ...remotes],
    'font-src': ["'self'", ...remotes],
    'connect-src': ["'self'", supabase, ...remotes],
    'manifest-src': ["'self'"],
    'frame-ancestors': ["'none'"],
    'base-uri': ["'self'"],
    'form-action': ["'self'", supabase],
    'object-src': ["'none'"],
  };
  return Object.entries(directives)
    .map(([name, values]) => `${name} ${values.join(' ')}`)
    .join('; ');
}

export function securityHeaders(config: AppConfig): Record<string, string> {
  return {
    'content-security-policy': contentSecurityPolicy(config),
    'x-content-type-options': 'nosniff',
    'referrer-policy': 'strict-origin-when-cross-origin',
    'x-frame-options': 'DENY',
    'cross-origin-opener-policy': 'same-origin',
    'permissions-policy': 'camera=(), microphone=(), geolocation=(), payment=()',
  };
}

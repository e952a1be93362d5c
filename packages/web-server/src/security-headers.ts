// The headers every answer of the shell's host carries. The Content-Security-Policy allows scripts
// only from the shell itself and the remotes named in app-config.json (no inline script, no eval),
// network calls only to those and the Supabase project, and no framing of the site.
import type { ShellAppConfig } from './servers.ts';

const origin = (url: string) => new URL(url).origin;

export function contentSecurityPolicy(config: ShellAppConfig): string {
  const remotes = [...new Set(Object.values(config.remotes).map(origin))];
  const supabase = origin(config.supabaseUrl);
  const directives: Record<string, string[]> = {
    'default-src': ["'self'"],
    'script-src': ["'self'", ...remotes],
    // Radix Themes sets style attributes at run time; stylesheets still come only from these origins.
    'style-src': ["'self'", ...remotes],
    'style-src-attr': ["'unsafe-inline'"],
    'img-src': ["'self'", 'data:', ...remotes],
    'font-src': ["'self'", ...remotes],
    'connect-src': ["'self'", supabase, ...remotes],
    'frame-ancestors': ["'none'"],
    'base-uri': ["'self'"],
    'form-action': ["'self'", supabase],
    'object-src': ["'none'"],
  };
  return Object.entries(directives).map(([name, values]) => `${name} ${values.join(' ')}`).join('; ');
}

export function securityHeaders(config: ShellAppConfig): Record<string, string> {
  return {
    'content-security-policy': contentSecurityPolicy(config),
    'x-content-type-options': 'nosniff',
    'referrer-policy': 'strict-origin-when-cross-origin',
    'x-frame-options': 'DENY',
    'cross-origin-opener-policy': 'same-origin',
    'permissions-policy': 'camera=(), microphone=(), geolocation=(), payment=()',
  };
}

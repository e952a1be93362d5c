import { describe, expect, it } from 'vitest';
import { contentSecurityPolicy, securityHeaders } from './security-headers.ts';

const config = {
  supabaseUrl: 'https://abc.supabase.co',
  supabaseAnonKey: 'key',
  remotes: {
    marketing: 'https://marketing.example.com/v7/mf-manifest.json',
    auth: 'https://auth.example.com/mf-manifest.json',
    assessment: 'https://auth.example.com/other/mf-manifest.json',
    reports: 'https://reports.example.com/mf-manifest.json',
  },
  generateReportUrl: '/api/generate-report',
};

describe('security headers', () => {
  it('allow scripts from the shell and the remotes only, with no inline script or eval', () => {
    const csp = contentSecurityPolicy(config);
    const script = csp.split('; ').find((d) => d.startsWith('script-src '))!;
    expect(script).toBe("script-src 'self' https://marketing.example.com https://auth.example.com https://reports.example.com");
    expect(csp).not.toContain("'unsafe-eval'");
    expect(script).not.toContain("'unsafe-inline'");
  });

  it('allow network calls to Supabase and the remotes, and forbid framing', () => {
    const csp = contentSecurityPolicy(config);
    expect(csp).toContain("connect-src 'self' https://abc.supabase.co https://marketing.example.com");
    expect(csp).toContain("frame-ancestors 'none'");
    expect(csp).toContain("object-src 'none'");
  });

  it('come with the usual companions', () => {
    expect(securityHeaders(config)).toMatchObject({ 'x-content-type-options': 'nosniff', 'x-frame-options': 'DENY' });
  });
});

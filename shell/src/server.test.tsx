// @vitest-environment node
// The shell's server render, as its host calls it: the page in the request's language, the route's
// title and description, the maintenance page while maintenance is on, the frame around the spinner
// for a page rendered in the browser, 404 for an unknown path; and failures that reject (the host then
// falls back to the browser) rather than markup with holes. Hydration in a browser:
// e2e/tests/server-rendering.spec.ts.
import { describe, expect, it } from 'vitest';
import { render, sharedModules } from './server.tsx';

function HomePage() {
  return <h1>How healthy is your architecture?</h1>;
}

const config = {
  supabaseUrl: 'http://supabase.test',
  supabaseAnonKey: 'anon-key-of-at-least-20-chars',
  remotes: {
    marketing: 'http://marketing.test/1.0.0/mf-manifest.json',
    auth: 'http://auth.test/1.0.0/mf-manifest.json',
    assessment: 'http://assessment.test/1.0.0/mf-manifest.json',
    reports: 'http://reports.test/1.0.0/mf-manifest.json',
  },
  generateReportUrl: '/api/generate-report',
};
const open = { enabled: false, message: '' };
const home = { remote: 'marketing', module: './HomePage', component: HomePage };

describe('render', () => {
  it("renders the route's page inside the frame, in the request's language, with its title and description", async () => {
    const en = await render({ url: '/', config, state: { language: 'en', maintenance: open }, page: home });
    expect(en.status).toBe(200);
    expect(en.html).toContain('<h1>How healthy is your architecture?</h1>');
    expect(en.html).toContain('Skip to content');
    expect(en.title).toBe('Home – Architecture Health Check');
    expect(en.description).toMatch(/^How healthy is your software architecture\?/);

    const da = await render({ url: '/', config, state: { language: 'da', maintenance: open }, page: home });
    expect(da.html).toContain('Gå til indhold');
    expect(da.title).toBe('Forside – Architecture Health Check');
    expect(da.description).toMatch(/^Hvor sund er din softwarearkitektur\?/);
  });

  it('renders the maintenance page while maintenance is on, and when the row could not be read', async () => {
    for (const maintenance of [{ enabled: true, message: 'Back at noon' }, null]) {
      const page = await render({ url: '/', config, state: { language: 'en', maintenance } });
      expect(page.html).toContain('data-testid="maintenance-page"');
      expect(page.html).not.toContain('How healthy is your architecture?');
      expect(page.title).toBe('Maintenance – Architecture Health Check');
    }
  });

  it('renders a signed-in page as the frame around its spinner, and an unknown path as the not-found page (404)', async () => {
    const dashboard = await render({
      url: '/dashboard',
      config,
      state: { language: 'en', maintenance: open },
    });
    expect(dashboard.status).toBe(200);
    expect(dashboard.html).toContain('Loading');
    expect(dashboard.html).toContain('Skip to content');
    // A page without a description of its own has the site's.
    expect(dashboard.description).toMatch(/^Answer 20 questions about your software architecture/);

    const missing = await render({
      url: '/no/such/page',
      config,
      state: { language: 'en', maintenance: open },
    });
    expect(missing.status).toBe(404);
    expect(missing.html).toContain('data-testid="not-found-page"');
    expect(missing.title).toBe('Page not found – Architecture Health Check');
    expect(missing.description).toBe(dashboard.description);
  });

  it('rejects when the page of a rendered route is missing or throws, and on an invalid configuration', async () => {
    await expect(render({ url: '/', config, state: { language: 'en', maintenance: open } })).rejects.toThrow(
      /could not be rendered/,
    );
    await expect(
      render({ url: '/', config, state: { language: 'en', maintenance: open } }),
    ).rejects.toHaveProperty('errors.0.message', expect.stringMatching(/did not provide marketing/));
    const throwing = {
      ...home,
      component: () => {
        throw new Error('boom');
      },
    };
    await expect(
      render({ url: '/', config, state: { language: 'en', maintenance: open }, page: throwing }),
    ).rejects.toThrow(/could not be rendered/);
    const invalid = { ...config, supabaseUrl: 'nope' };
    await expect(
      render({ url: '/', config: invalid, state: { language: 'en', maintenance: open }, page: home }),
    ).rejects.toThrow(/supabaseUrl/);
  });

  it('shares the instances remotes require by the names their server builds import', () => {
    expect(Object.keys(sharedModules).sort()).toEqual([
      '@ahc/platform',
      '@ahc/platform/data',
      '@ahc/platform/router',
      '@ahc/platform/ui',
      '@ahc/platform/ui/base',
      'react',
      'react-dom',
      'react/jsx-runtime',
    ]);
    expect(sharedModules.react).toHaveProperty('useState');
  });
});

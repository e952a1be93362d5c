// @vitest-environment node
// The shell's server render, as its host calls it: the page in the request's language, the route's
// title and description, the maintenance page while maintenance is on, the frame around the spinner
// for a page rendered in the browser, 404 for an unknown path; and failures that reject (the host then
// falls back to the browser) rather than markup with holes. Hydration in a browser:
// e2e/tests/server-rendering.spec.ts.
import { useAuth, usePageDescription, usePageTitle, useResponseStatus } from '@ahc/platform';
import { type PageData, useQuery } from '@ahc/platform/data';
import { describe, expect, it, vi } from 'vitest';
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

  describe('a page rendered with data, for its reader', () => {
    const person = {
      id: 'u1',
      email: 'ada@example.com',
      app_metadata: {},
      user_metadata: {},
      aud: 'x',
      created_at: '2026-01-01T00:00:00Z',
    };
    const profileRow = {
      id: 'u1',
      email: 'ada@example.com',
      name: 'Ada',
      company: 'Ada ApS',
      architecture_description: '',
      created_at: '2026-01-01T00:00:00Z',
    };
    /** A client that answers the profile read (the only read the shell makes itself). */
    const supabase = {
      from: (table: string) => ({
        select: () => ({
          eq: () => ({
            maybeSingle: async () =>
              table === 'profiles'
                ? { data: profileRow, error: null }
                : { data: null, error: { message: 'no' } },
          }),
        }),
      }),
    };
    function ReportPage() {
      const query = useQuery({
        queryKey: ['reports', 'detail', 'r1'],
        queryFn: async (): Promise<{ title: string }> => {
          throw new Error('a page never reads while it renders on a server');
        },
      });
      const name = useAuth((s) => s.userProfile?.name);
      useResponseStatus(403);
      usePageTitle('Q3 review');
      usePageDescription('One report, read only.');
      return <h1>{`${query.data?.title ?? 'pending'} for ${name ?? 'nobody'}`}</h1>;
    }

    it("reads the profile and the page's data as the reader, renders once with them, and hands them on", async () => {
      const seen: unknown[] = [];
      const pageData: PageData = async ({ read, params, userId, search }) => {
        seen.push({ params, userId, tab: search.get('tab') });
        await read({
          queryKey: ['reports', 'detail', params.reportId],
          queryFn: async () => ({ title: 'Q3 review' }),
        });
      };
      const loadPage = vi.fn();
      const page = await render({
        url: '/reports/r1?tab=plan',
        config,
        state: { language: 'en', maintenance: open },
        page: { remote: 'reports', module: './ReportPage', component: ReportPage, pageData },
        reader: { supabase, viewer: { user: person, secondFactorRequired: false }, loadPage },
      });
      expect(seen).toEqual([{ params: { reportId: 'r1' }, userId: 'u1', tab: 'plan' }]);
      expect(page.html).toContain('<h1>Q3 review for Ada</h1>');
      // Signed in, in the header too.
      expect(page.html).toContain('Signed in as Ada');
      expect(page.status).toBe(403);
      expect(page.title).toBe('Q3 review – Architecture Health Check');
      expect(page.description).toBe('One report, read only.');
      expect(page.state?.viewer).toEqual({
        userId: 'u1',
        secondFactorRequired: false,
        user: person,
        profile: expect.objectContaining({ name: 'Ada', company: 'Ada ApS' }),
      });
      expect(page.state?.queries?.queries.map((query) => query.queryKey)).toEqual([
        ['reports', 'detail', 'r1'],
      ]);
      expect(loadPage).not.toHaveBeenCalled();
    });

    it("renders the code step in the page's place while the second factor is owed, reading nothing of theirs", async () => {
      const pageData = vi.fn();
      const profileRead = vi.fn();
      function SecondFactorPage() {
        return <h1>Two-factor sign-in</h1>;
      }
      const loadPage = vi.fn(async (remote: string, module: string) => ({
        remote,
        module,
        component: SecondFactorPage,
      }));
      const page = await render({
        url: '/reports/r1',
        config,
        state: { language: 'en', maintenance: open },
        page: { remote: 'reports', module: './ReportPage', component: ReportPage, pageData },
        reader: {
          supabase: { from: profileRead },
          viewer: { user: person, secondFactorRequired: true },
          loadPage,
        },
      });
      expect(loadPage).toHaveBeenCalledWith('auth', './SecondFactorPage');
      expect(page.html).toContain('<h1>Two-factor sign-in</h1>');
      expect(page.html).not.toContain('Q3 review');
      expect(pageData).not.toHaveBeenCalled();
      expect(profileRead).not.toHaveBeenCalled();
      expect(page.state?.viewer).toEqual({
        userId: 'u1',
        secondFactorRequired: true,
        user: null,
        profile: null,
      });
      expect(page.state).not.toHaveProperty('queries');
    });

    it('rejects when a read fails, so the host sends the page to be rendered in the browser', async () => {
      const pageData: PageData = async ({ read }) => {
        await read({
          queryKey: ['reports', 'detail', 'r1'],
          queryFn: async () => {
            throw Object.assign(new Error('down'), { status: 503 });
          },
        });
      };
      vi.spyOn(console, 'error').mockImplementation(() => undefined);
      await expect(
        render({
          url: '/reports/r1',
          config,
          state: { language: 'en', maintenance: open },
          page: { remote: 'reports', module: './ReportPage', component: ReportPage, pageData },
          reader: { supabase, viewer: { user: person, secondFactorRequired: false }, loadPage: vi.fn() },
        }),
      ).rejects.toThrow(/could not be rendered/);
    });
  });
});

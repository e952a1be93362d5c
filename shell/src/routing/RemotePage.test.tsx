import { createTestPlatform, renderWithPlatform } from '@ahc/platform/testing';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { RemotePage } from './RemotePage.tsx';

const loadRemote = vi.fn();
const registerRemotes = vi.fn();
vi.mock('@module-federation/enhanced/runtime', () => ({
  loadRemote: (id: string) => loadRemote(id),
  registerRemotes: (...args: unknown[]) => registerRemotes(...args),
  registerPlugins: () => undefined,
}));

beforeEach(() => {
  loadRemote.mockReset();
  vi.spyOn(console, 'error').mockImplementation(() => undefined);
});

describe('RemotePage', () => {
  it('renders the page the remote exposes', async () => {
    loadRemote.mockResolvedValue({ default: () => <h1>Reports page</h1> });
    renderWithPlatform(<RemotePage remote="reports" module="./ReportsPage" />);
    expect(await screen.findByRole('heading', { name: 'Reports page' })).toBeTruthy();
    expect(loadRemote).toHaveBeenCalledWith('reports/ReportsPage');
  });

  it('shows the panel when the remote cannot be loaded, and retries successfully once it is back', async () => {
    loadRemote.mockRejectedValueOnce(new Error('RUNTIME-003 failed to fetch remoteEntry'));
    renderWithPlatform(<RemotePage remote="reports" module="./ReportsPage" />);
    expect(await screen.findByTestId('remote-error-panel')).toBeTruthy();
    expect(screen.getByRole('alert').textContent).toContain(
      'This part of the site is not available right now.',
    );

    loadRemote.mockResolvedValue({ default: () => <h1>Back again</h1> });
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('heading', { name: 'Back again' })).toBeTruthy();
    expect(loadRemote).toHaveBeenCalledTimes(2);
    // The runtime forgets the failed remote first, so the retry really goes back to the network.
    expect(registerRemotes).toHaveBeenCalledWith(
      [{ name: 'reports', entry: 'http://reports.test/mf-manifest.json' }],
      { force: true },
    );
  });

  it("reports the start and a failure of the registry's version once each, however often it is retried", async () => {
    const fetch = vi.spyOn(globalThis, 'fetch').mockResolvedValue(new Response(null, { status: 204 }));
    const platform = createTestPlatform();
    platform.config = { ...platform.config, releases: { assessment: 'as-7' }, releaseLoad: 'load-token' };
    loadRemote.mockRejectedValue(Object.assign(new Error('down'), { name: 'RemoteUnavailableError' }));
    renderWithPlatform(<RemotePage remote="assessment" module="./StartPage" />, { platform });
    expect(await screen.findByTestId('remote-error-panel')).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByTestId('remote-error-panel')).toBeTruthy();
    const reports = fetch.mock.calls.filter(([url]) => String(url) === '/release-health');
    expect(reports.map(([, init]) => init?.body)).toEqual([
      JSON.stringify({ token: 'load-token', remote: 'assessment', event: 'start' }),
      JSON.stringify({ token: 'load-token', remote: 'assessment', event: 'load' }),
    ]);
  });

  it('shows the panel when the page throws while rendering', async () => {
    loadRemote.mockResolvedValue({
      default: () => {
        throw new Error('render bug');
      },
    });
    renderWithPlatform(<RemotePage remote="marketing" module="./HomePage" />);
    expect(await screen.findByTestId('remote-error-panel')).toBeTruthy();
  });

  it('shows the panel when the module is not a page', async () => {
    loadRemote.mockResolvedValue({ default: 'not a component' });
    renderWithPlatform(<RemotePage remote="auth" module="./LoginPage" />);
    expect(await screen.findByTestId('remote-error-panel')).toBeTruthy();
  });
});

describe('RemotePage across routes', () => {
  it('does not carry one page’s failure over to the next page', async () => {
    loadRemote.mockImplementation(async (id: string) => {
      if (id === 'reports/ReportsPage') throw new Error('reports remote is down');
      return { default: () => <h1>About page</h1> };
    });
    const { rerender } = renderWithPlatform(<RemotePage remote="reports" module="./ReportsPage" />);
    expect(await screen.findByTestId('remote-error-panel')).toBeTruthy();
    rerender(<RemotePage remote="marketing" module="./AboutPage" />);
    expect(await screen.findByRole('heading', { name: 'About page' })).toBeTruthy();
  });
});

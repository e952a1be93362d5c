import { createTestPlatform, renderWithPlatform } from '@ahc/platform/testing';
import { act } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { App } from '../App.tsx';

vi.mock('@module-federation/enhanced/runtime', () => ({
  loadRemote: () => new Promise(() => undefined),
  registerRemotes: () => undefined,
  registerPlugins: () => undefined,
}));

function renderAt(path: string, options: { language?: 'en' | 'da'; maintenance?: boolean } = {}) {
  const platform = createTestPlatform({ language: options.language });
  platform.maintenance.stop();
  platform.maintenance.setState({
    isInMaintenance: Boolean(options.maintenance),
    status: 'known',
    message: '',
  });
  platform.auth.setState({
    isLoading: false,
    isAuthenticated: path.startsWith('/reports') || path.startsWith('/profile'),
  });
  return renderWithPlatform(<App />, { platform, path });
}

describe('tab titles', () => {
  it.each([
    ['/', 'en', 'Home – Architecture Health Check'],
    ['/methodology', 'en', 'How scores are calculated – Architecture Health Check'],
    ['/reports/abc', 'en', 'Report – Architecture Health Check'],
    ['/profile', 'da', 'Din profil – Architecture Health Check'],
    ['/no/such/page', 'en', 'Page not found – Architecture Health Check'],
    ['/no/such/page', 'da', 'Siden findes ikke – Architecture Health Check'],
  ] as const)('%s in %s: "%s"', (path, language, title) => {
    renderAt(path, { language });
    expect(document.title).toBe(title);
  });

  it("of a signed-in page send a signed-out visitor's tab to the sign-in page's title with them", () => {
    const platform = createTestPlatform();
    platform.maintenance.stop();
    platform.maintenance.setState({ isInMaintenance: false, status: 'known', message: '' });
    platform.auth.setState({ isLoading: false, isAuthenticated: false });
    renderWithPlatform(<App />, { platform, path: '/dashboard' });
    expect(document.title).toBe('Sign in – Architecture Health Check');
  });

  it('say "Maintenance" while the maintenance page shows, whichever page was asked for', () => {
    renderAt('/about', { maintenance: true });
    expect(document.title).toBe('Maintenance – Architecture Health Check');
  });

  it('follow a change of language', async () => {
    const { platform } = renderAt('/about');
    expect(document.title).toBe('About – Architecture Health Check');
    await act(async () => platform.language.getState().setLanguage('da'));
    expect(document.title).toBe('Om os – Architecture Health Check');
  });
});

import { createTestPlatform, renderWithPlatform } from '@ahc/platform/testing';
import { act, screen } from '@testing-library/react';
import { Route, Routes, useLocation } from '@ahc/platform/router';
import { describe, expect, it } from 'vitest';
import { Guard } from './guards.tsx';

function Where() {
  const location = useLocation();
  return <p data-testid="where">{`${location.pathname}${location.search}`}</p>;
}

function renderAt(path: string, authState: { isLoading: boolean; isAuthenticated: boolean }) {
  const platform = createTestPlatform();
  platform.auth.setState(authState);
  return renderWithPlatform(
    <Routes>
      <Route path="/dashboard" element={<Guard access="signedIn"><p>dashboard page</p></Guard>} />
      <Route path="/login" element={<Guard access="signedOut"><p>login page</p><Where /></Guard>} />
      <Route path="*" element={<Where />} />
    </Routes>,
    { platform, path },
  );
}

describe('Guard', () => {
  it('shows the spinner while auth is loading', () => {
    renderAt('/dashboard', { isLoading: true, isAuthenticated: false });
    expect(screen.getByRole('status').textContent).toContain('Loading page...');
  });

  it('sends a signed-out visitor to /login with the page as next', () => {
    renderAt('/dashboard?tab=1', { isLoading: false, isAuthenticated: false });
    expect(screen.getByText('login page')).toBeTruthy();
    expect(screen.getByTestId('where').textContent).toBe(`/login?next=${encodeURIComponent('/dashboard?tab=1')}`);
  });

  it('sends a signed-in visitor on /login to /dashboard, or to a safe next path', () => {
    renderAt('/login', { isLoading: false, isAuthenticated: true });
    expect(screen.getByText('dashboard page')).toBeTruthy();
  });

  it.each(['https://evil.example', '//evil', '/\\evil'])('refuses next=%s and goes to /dashboard', (next) => {
    renderAt(`/login?next=${encodeURIComponent(next)}`, { isLoading: false, isAuthenticated: true });
    expect(screen.getByText('dashboard page')).toBeTruthy();
  });

  it('follows a same-site next path after sign-in', () => {
    renderAt(`/login?next=${encodeURIComponent('/reports/42?x=1')}`, { isLoading: false, isAuthenticated: true });
    expect(screen.getByTestId('where').textContent).toBe('/reports/42?x=1');
  });

  it('shows the page once auth settles', () => {
    const { platform } = renderAt('/dashboard', { isLoading: true, isAuthenticated: false });
    act(() => platform.auth.setState({ isLoading: false, isAuthenticated: true }));
    expect(screen.getByText('dashboard page')).toBeTruthy();
  });
});

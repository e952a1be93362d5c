import { usePlatform } from '@ahc/platform';
import { createTestPlatform, renderWithPlatform } from '@ahc/platform/testing';
import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Link, Route, Routes, useLocation } from '@ahc/platform/router';
import { useState } from 'react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { Guard } from './guards.tsx';

// The auth remote's code step, as the guard loads it: giving the code raises the session to aal2,
// which the auth store reports as signed in (here set directly, as the store's own tests show it does).
const loadRemote = vi.fn();
vi.mock('@module-federation/enhanced/runtime', () => ({
  loadRemote: (id: string) => loadRemote(id),
  registerRemotes: () => undefined,
  registerPlugins: () => undefined,
}));
function FakeSecondFactorPage() {
  const { setState } = usePlatform().auth;
  return (
    <section>
      <h1>Two-factor sign-in</h1>
      <button type="button" onClick={() => setState({ isAuthenticated: true, secondFactorRequired: false })}>
        Confirm
      </button>
    </section>
  );
}
beforeEach(() => {
  loadRemote.mockReset();
  loadRemote.mockImplementation(async (id: string) =>
    id === 'auth/SecondFactorPage' ? { default: FakeSecondFactorPage } : undefined,
  );
});

/** A signed-in page one can type on, counting how often it is made (rendered for the first time). */
const mounts = vi.fn();
function DashboardWithForm() {
  const [note, setNote] = useState(() => {
    mounts();
    return '';
  });
  return (
    <label>
      Note
      <input value={note} onChange={(event) => setNote(event.target.value)} />
    </label>
  );
}

function Where() {
  const location = useLocation();
  return <p data-testid="where">{`${location.pathname}${location.search}`}</p>;
}

type AuthState = { isLoading: boolean; isAuthenticated: boolean; secondFactorRequired?: boolean };

function renderAt(path: string, authState: AuthState) {
  const platform = createTestPlatform();
  // The state is the test's alone: the store stops following the (signed-out) fake client.
  platform.auth.stop();
  platform.auth.setState(authState);
  return renderWithPlatform(
    <Routes>
      <Route
        path="/dashboard"
        element={
          <Guard access="signedIn">
            <p>dashboard page</p>
          </Guard>
        }
      />
      <Route
        path="/login"
        element={
          <Guard access="signedOut">
            <p>login page</p>
            <Where />
          </Guard>
        }
      />
      {/* The link (and on /reports the address) stand outside the guard, as the header does. */}
      <Route
        path="/profile"
        element={
          <>
            <Guard access="signedIn">
              <DashboardWithForm />
              <Where />
            </Guard>
            <Link to="/reports">to reports</Link>
          </>
        }
      />
      <Route
        path="/reports"
        element={
          <>
            <Guard access="signedIn">
              <p>reports page</p>
            </Guard>
            <Where />
          </>
        }
      />
      <Route
        path="/about"
        element={
          <Guard access="open">
            <p>about page</p>
          </Guard>
        }
      />
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
    expect(screen.getByTestId('where').textContent).toBe(
      `/login?next=${encodeURIComponent('/dashboard?tab=1')}`,
    );
  });

  it('sends a signed-in visitor on /login to /dashboard, or to a safe next path', () => {
    renderAt('/login', { isLoading: false, isAuthenticated: true });
    expect(screen.getByText('dashboard page')).toBeTruthy();
  });

  it.each(['https://evil.example', '//evil', '/\\evil', '/.//evil.example/x', '/%2e//evil.example/x'])(
    'refuses next=%s and goes to /dashboard',
    (next) => {
      renderAt(`/login?next=${encodeURIComponent(next)}`, { isLoading: false, isAuthenticated: true });
      expect(screen.getByText('dashboard page')).toBeTruthy();
    },
  );

  it('follows a same-site next path after sign-in', () => {
    renderAt(`/login?next=${encodeURIComponent('/reports/42?x=1')}`, {
      isLoading: false,
      isAuthenticated: true,
    });
    expect(screen.getByTestId('where').textContent).toBe('/reports/42?x=1');
  });

  it('shows the page once auth settles', () => {
    const { platform } = renderAt('/dashboard', { isLoading: true, isAuthenticated: false });
    act(() => platform.auth.setState({ isLoading: false, isAuthenticated: true }));
    expect(screen.getByText('dashboard page')).toBeTruthy();
  });
});

describe('Guard, when the session owes its second factor', () => {
  const owed = { isLoading: false, isAuthenticated: false, secondFactorRequired: true };

  beforeEach(() => mounts.mockReset());

  it('shows the code step on a signed-in page instead of the page, at the same address, and the page once the code is right', async () => {
    renderAt('/profile', owed);
    expect(await screen.findByRole('heading', { name: 'Two-factor sign-in' })).toBeTruthy();
    expect(loadRemote).toHaveBeenCalledWith('auth/SecondFactorPage');
    expect(screen.queryByLabelText('Note')).toBeNull();
    expect(mounts).not.toHaveBeenCalled();
    await userEvent.click(screen.getByRole('button', { name: 'Confirm' }));
    expect(screen.getByRole('textbox', { name: 'Note' })).toBeTruthy();
    expect(screen.queryByRole('heading', { name: 'Two-factor sign-in' })).toBeNull();
    expect(screen.getByTestId('where').textContent).toBe('/profile');
  });

  it('never shows the page while the assurance level is being read, then the step', async () => {
    const { platform } = renderAt('/profile', { isLoading: true, isAuthenticated: false });
    expect(screen.getByRole('status')).toBeTruthy();
    act(() => platform.auth.setState(owed));
    expect(await screen.findByRole('heading', { name: 'Two-factor sign-in' })).toBeTruthy();
    expect(mounts).not.toHaveBeenCalled();
  });

  it('keeps a page already on screen behind the step, with what was typed, and shows it again after the code', async () => {
    const { platform } = renderAt('/profile', { isLoading: false, isAuthenticated: true });
    await userEvent.type(screen.getByRole('textbox', { name: 'Note' }), 'half a thought');
    // A data call was refused with 'aal2_required': the store now says the code is owed.
    act(() => platform.auth.setState(owed));
    expect(await screen.findByRole('heading', { name: 'Two-factor sign-in' })).toBeTruthy();
    // Hidden and out of reach (not merely covered): no role query finds it.
    expect(screen.queryByRole('textbox', { name: 'Note' })).toBeNull();
    await userEvent.click(screen.getByRole('button', { name: 'Confirm' }));
    expect((screen.getByRole('textbox', { name: 'Note' }) as HTMLInputElement).value).toBe('half a thought');
    expect(mounts).toHaveBeenCalledTimes(1);
  });

  it('does not keep one page for another: a page first opened while the code is owed waits for it', async () => {
    const { platform } = renderAt('/profile', { isLoading: false, isAuthenticated: true });
    act(() => platform.auth.setState(owed));
    expect(await screen.findByRole('heading', { name: 'Two-factor sign-in' })).toBeTruthy();
    await userEvent.click(screen.getByRole('link', { name: 'to reports' }));
    expect(screen.getByTestId('where').textContent).toBe('/reports');
    expect(screen.getByRole('heading', { name: 'Two-factor sign-in' })).toBeTruthy();
    // Not even hidden in the page: it has never been made.
    expect(screen.queryByText('reports page')).toBeNull();
    await userEvent.click(screen.getByRole('button', { name: 'Confirm' }));
    expect(screen.getByText('reports page')).toBeTruthy();
  });

  it('leaves open pages as they are, and the sign-in page to ask for the code itself', () => {
    renderAt('/about', owed);
    expect(screen.getByText('about page')).toBeTruthy();
    renderAt('/login?next=%2Fprofile', owed);
    expect(screen.getByText('login page')).toBeTruthy();
    expect(loadRemote).not.toHaveBeenCalled();
  });
});

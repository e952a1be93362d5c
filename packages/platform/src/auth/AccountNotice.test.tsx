import { act, fireEvent, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createTestPlatform, renderWithPlatform } from '../testing/index.tsx';
import { ACCOUNT_NOTICE_MS, AccountNotice } from './AccountNotice.tsx';

afterEach(() => vi.useRealTimers());

describe('<AccountNotice>', () => {
  it('is placed by the host: the provider alone shows no notice, and with none there is nothing', () => {
    const platform = createTestPlatform();
    platform.auth.getState().showNotice('accountDeleted');
    renderWithPlatform(<p>page</p>, { platform });
    expect(screen.queryByTestId('account-notice')).toBeNull();

    const empty = createTestPlatform();
    const { container } = renderWithPlatform(<AccountNotice />, { platform: empty });
    expect(container.textContent).toBe('');
  });

  it.each([
    ['en', 'Your account and everything in it have been deleted. You are signed out.', 'Dismiss'],
    ['da', 'Din konto og alt i den er slettet. Du er logget ud.', 'Luk'],
  ] as const)(
    'stands in the flow on an opaque panel, never floating over the page (%s)',
    (language, text, dismiss) => {
      const platform = createTestPlatform({ language });
      platform.auth.getState().showNotice('accountDeleted');
      renderWithPlatform(<AccountNotice />, { platform });
      const notice = screen.getByTestId('account-notice');
      expect(notice.getAttribute('role')).toBe('status');
      expect(notice.textContent).toContain(text);
      // The opaque look is theme.css's .notice-panel (over the callout's see-through background; the e2e
      // reads the computed colour); no fixed layer of its own.
      expect(notice.classList.contains('notice-panel')).toBe(true);
      expect(notice.closest('[style*="fixed"]')).toBeNull();
      fireEvent.click(screen.getByRole('button', { name: dismiss }));
      expect(screen.queryByTestId('account-notice')).toBeNull();
    },
  );

  it('goes by itself after a while', () => {
    vi.useFakeTimers();
    const platform = createTestPlatform();
    platform.auth.getState().showNotice('passwordChanged');
    renderWithPlatform(<AccountNotice />, { platform });
    expect(screen.getByTestId('account-notice')).toBeTruthy();
    act(() => vi.advanceTimersByTime(ACCOUNT_NOTICE_MS));
    expect(screen.queryByTestId('account-notice')).toBeNull();
  });
});

import { createTestPlatform, renderWithPlatform } from '@ahc/platform/testing';
import { fireEvent, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { ProfileErrorToast } from './ProfileErrorToast.tsx';

describe('ProfileErrorToast', () => {
  it.each([
    ['en', 'Failed to load your profile. Please try again later.', 'Dismiss'],
    ['da', 'Din profil kunne ikke indlæses. Prøv igen senere.', 'Luk'],
  ] as const)('says the profile failed, as an alert its × dismisses (%s)', (language, text, dismiss) => {
    const platform = createTestPlatform({ language });
    platform.auth.setState({ profileError: new Error('profile read failed') });
    renderWithPlatform(<ProfileErrorToast />, { platform });
    const toast = screen.getByTestId('profile-error-toast');
    expect(toast.getAttribute('role')).toBe('alert');
    expect(toast.textContent).toContain(text);
    fireEvent.click(screen.getByRole('button', { name: dismiss }));
    expect(screen.queryByTestId('profile-error-toast')).toBeNull();
  });
});

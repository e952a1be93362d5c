import { createTestPlatform, renderWithPlatform } from '@ahc/platform/testing';
import { fireEvent, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { LanguageSwitch } from './LanguageSwitch.tsx';

describe('LanguageSwitch', () => {
  it('shows the current language by its name and switches the page to the one picked', async () => {
    const platform = createTestPlatform();
    renderWithPlatform(<LanguageSwitch />, { platform });
    const picker = screen.getByRole('combobox', { name: 'Language' }) as HTMLSelectElement;
    expect(picker.value).toBe('en');
    expect(picker.selectedOptions[0]!.textContent).toBe('English');

    fireEvent.change(picker, { target: { value: 'da' } });
    expect(platform.language.getState().language).toBe('da');
    expect(window.localStorage.getItem('language')).toBe('da');
    expect(((await screen.findByRole('combobox')) as HTMLSelectElement).selectedOptions[0]!.textContent).toBe(
      'Dansk',
    );
  });
});

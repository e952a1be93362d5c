import { renderHook, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { useAuth, useLanguage, useMaintenance } from './hooks.ts';
import { useAppTranslation } from './i18n/i18n.ts';
import { renderWithPlatform } from './testing.tsx';

describe('hooks outside PlatformProvider', () => {
  it.each<[string, () => unknown]>([
    ['useLanguage', () => useLanguage()],
    ['useMaintenance', () => useMaintenance()],
    ['useAuth', () => useAuth()],
    ['useAppTranslation', () => useAppTranslation('x', { en: {}, da: {} })],
  ])('%s throws', (name, hook) => {
    expect(() => renderHook(hook)).toThrow(/must be used inside <PlatformProvider>/);
    expect(name).toBeTruthy();
  });
});

describe('translations', () => {
  function Greeting() {
    const { t } = useAppTranslation('demo', { en: { hello: 'Hello' }, da: { hello: 'Hej' } });
    return <p>{t('hello')} / {t('missing.key')}</p>;
  }

  it('shows the text in the current language and the key itself when a translation is missing', () => {
    renderWithPlatform(<Greeting />);
    expect(screen.getByText('Hello / missing.key')).toBeTruthy();
  });

  it('shows the key, not English, when only the Danish text is missing', async () => {
    function Partial() {
      const { t } = useAppTranslation('partial', { en: { only: 'English only' }, da: {} });
      return <p>{t('only')}</p>;
    }
    renderWithPlatform(<Partial />, { platform: undefined });
    const { platform } = renderWithPlatform(<Partial />);
    platform.language.getState().setLanguage('da');
    expect(await screen.findByText('only')).toBeTruthy();
  });
});

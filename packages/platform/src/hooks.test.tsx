import { act, renderHook, screen } from '@testing-library/react';
import { Suspense } from 'react';
import { describe, expect, it } from 'vitest';
import { useAuth, useLanguage, useMaintenance, useSupabase } from './hooks.ts';
import { useAppTranslation } from './i18n/i18n.ts';
import { useCommonTexts } from './i18n/use-common-translation.ts';
import { createSupabaseLoader } from './supabase/supabase-loader.ts';
import { createTestPlatform, renderWithPlatform } from './testing/index.tsx';

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
    return (
      <p>
        {t('hello')} / {t('missing.key' as never)}
      </p>
    );
  }

  it('shows the text in the current language and the key itself when a translation is missing', () => {
    renderWithPlatform(<Greeting />);
    expect(screen.getByText('Hello / missing.key')).toBeTruthy();
  });

  it("gives every app the common phrases in the page's language", async () => {
    function Retry() {
      return <button type="button">{useCommonTexts().t('retry')}</button>;
    }
    const { platform } = renderWithPlatform(<Retry />);
    expect(screen.getByRole('button', { name: 'Try again' })).toBeTruthy();
    platform.language.getState().setLanguage('da');
    expect(await screen.findByRole('button', { name: 'Prøv igen' })).toBeTruthy();
  });

  it('shows the key, not English, when only the Danish text is missing', async () => {
    function Partial() {
      const { t } = useAppTranslation('partial', { en: { only: 'English only' }, da: {} as never });
      return <p>{t('only')}</p>;
    }
    renderWithPlatform(<Partial />, { platform: undefined });
    const { platform } = renderWithPlatform(<Partial />);
    platform.language.getState().setLanguage('da');
    expect(await screen.findByText('only')).toBeTruthy();
  });
});

describe('useSupabase', () => {
  it('suspends while the client loads, then gives the same client to every caller', async () => {
    const platform = createTestPlatform();
    let release!: () => void;
    const arrived = new Promise<void>((resolve) => (release = resolve));
    const loader = createSupabaseLoader(async () => {
      await arrived;
      return platform.supabaseClient;
    });
    const seen: unknown[] = [];
    function Reader() {
      seen.push(useSupabase());
      return <p>client ready</p>;
    }
    // Awaited acts: React retries a suspended render only once the act that suspended it is awaited.
    await act(async () => {
      renderWithPlatform(
        <Suspense fallback={<p>loading</p>}>
          <Reader />
          <Reader />
        </Suspense>,
        { platform: { ...platform, supabase: loader } },
      );
    });
    expect(screen.getByText('loading')).toBeTruthy();
    await act(async () => {
      release();
      await loader.get();
    });
    expect(await screen.findAllByText('client ready')).toHaveLength(2);
    expect(new Set(seen)).toEqual(new Set([platform.supabaseClient]));
  });
});

// The language store in a page the host rendered: it starts in the page's language (so hydration matches),
// mirrors every choice into the 'language' cookie the host reads, and a stored one at start.
import { describe, expect, it, vi } from 'vitest';
import { createI18n } from '../i18n/i18n.ts';
import { createLanguageStore } from './language-store.ts';
import { languageCookie } from './request-language.ts';

function memoryStorage(initial: Record<string, string> = {}) {
  const data = new Map(Object.entries(initial));
  return {
    getItem: vi.fn((k: string) => data.get(k) ?? null),
    setItem: vi.fn((k: string, v: string) => void data.set(k, v)),
    data,
  };
}

/** document.cookie as the store sees it: each assignment replaces the text (one cookie is all it writes). */
const cookieJar = () => ({ cookie: '' });

describe('language store, with the cookie', () => {
  it('writes the cookie on every change', () => {
    const cookies = cookieJar();
    const store = createLanguageStore(createI18n('en'), memoryStorage(), { cookies });
    store.getState().setLanguage('da');
    expect(cookies.cookie).toBe(languageCookie('da'));
    store.getState().setLanguage('en');
    expect(cookies.cookie).toBe(languageCookie('en'));
  });

  it('writes the cookie even when storage refuses the choice', () => {
    const cookies = cookieJar();
    const blocked = {
      getItem: () => null,
      setItem: () => {
        throw new Error('QuotaExceededError');
      },
    };
    const store = createLanguageStore(createI18n('en'), blocked, { cookies });
    store.getState().setLanguage('da');
    expect(store.getState().language).toBe('da');
    expect(cookies.cookie).toBe(languageCookie('da'));
  });

  it('writes no cookie for an unsupported language', () => {
    const cookies = cookieJar();
    const store = createLanguageStore(createI18n('en'), memoryStorage(), { cookies });
    expect(() => store.getState().setLanguage('fr' as never)).toThrow('Unsupported language');
    expect(cookies.cookie).toBe('');
  });
});

describe('language store, starting from the rendered page', () => {
  it('starts in the initial language, over the stored one, without saving it', () => {
    const storage = memoryStorage({ language: 'da' });
    const i18n = createI18n('da');
    const store = createLanguageStore(i18n, storage, { initial: 'en', cookies: cookieJar() });
    expect(store.getState().language).toBe('en');
    expect(document.documentElement.lang).toBe('en');
    expect(i18n.language).toBe('en');
    expect(storage.setItem).not.toHaveBeenCalled();
    expect(storage.data.get('language')).toBe('da');
  });

  it('mirrors a stored language into the cookie at start, without changing anything', () => {
    const storage = memoryStorage({ language: 'da' });
    const cookies = cookieJar();
    const store = createLanguageStore(createI18n('da'), storage, { initial: 'da', cookies });
    expect(store.getState().language).toBe('da');
    expect(storage.setItem).not.toHaveBeenCalled();
    expect(cookies.cookie).toBe(languageCookie('da'));
  });

  it.each(['xx', 'fr', 'DA', ''])(
    'takes a stored %j, which is no language, as English over the rendered Danish, and writes the cookie so',
    (value) => {
      const storage = memoryStorage({ language: value });
      const cookies = { cookie: languageCookie('da') };
      const store = createLanguageStore(createI18n('da'), storage);
      expect(store.getState().language).toBe('en');
      void createLanguageStore(createI18n('da'), storage, { initial: 'en', cookies });
      expect(cookies.cookie).toBe(languageCookie('en'));
      expect(storage.setItem).not.toHaveBeenCalled();
    },
  );

  it.each([
    ['nothing is stored', memoryStorage()],
    [
      'storage throws',
      {
        getItem: vi.fn(() => {
          throw new Error('SecurityError');
        }),
        setItem: vi.fn(),
      },
    ],
  ])('writes no cookie at start when %s', (_case, storage) => {
    const cookies = cookieJar();
    const store = createLanguageStore(createI18n('da'), storage, { initial: 'da', cookies });
    expect(store.getState().language).toBe('da');
    expect(cookies.cookie).toBe('');
  });
});

import { describe, expect, it } from 'vitest';
import { createI18n } from '../i18n/i18n.ts';
import { createLanguageStore, readStoredLanguage } from './language-store.ts';

function memoryStorage(initial: Record<string, string> = {}) {
  const data = new Map(Object.entries(initial));
  return {
    getItem: (k: string) => data.get(k) ?? null,
    setItem: (k: string, v: string) => void data.set(k, v),
    data,
  };
}

describe('language store', () => {
  it('reads the stored language and falls back to English for anything else', () => {
    expect(readStoredLanguage(memoryStorage({ language: 'da' }))).toBe('da');
    for (const value of ['fr', 'DA', '', ' da'])
      expect(readStoredLanguage(memoryStorage({ language: value }))).toBe('en');
    expect(readStoredLanguage(memoryStorage())).toBe('en');
    expect(
      readStoredLanguage({
        getItem: () => {
          throw new Error('blocked');
        },
      }),
    ).toBe('en');
  });

  it('saves every change, sets <html lang> and switches i18next', () => {
    const storage = memoryStorage({ language: 'nonsense' });
    const i18n = createI18n('en');
    const store = createLanguageStore(i18n, storage);
    expect(store.getState().language).toBe('en');
    expect(document.documentElement.lang).toBe('en');
    store.getState().setLanguage('da');
    expect(storage.data.get('language')).toBe('da');
    expect(document.documentElement.lang).toBe('da');
    expect(i18n.language).toBe('da');
    expect(() => store.getState().setLanguage('fr' as never)).toThrow('Unsupported language');
  });
});

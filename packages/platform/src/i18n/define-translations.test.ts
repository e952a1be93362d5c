// What the compiler holds an app's texts to: the `@ts-expect-error` lines fail the typecheck the day
// defineTranslations or TranslateFunction lets that mistake through.
import { describe, expect, it } from 'vitest';
import { type TranslateFunction, defineTranslations } from './define-translations.ts';

const texts = defineTranslations({
  en: { title: 'Report', errors: { network: 'No connection' }, counts_one: 'One', counts_other: 'Many' },
  da: { title: 'Rapport', errors: { network: 'Ingen forbindelse' }, counts_one: 'Én', counts_other: 'Mange' },
});

describe('defineTranslations', () => {
  it('returns the texts as written', () => {
    expect(texts.da.errors.network).toBe('Ingen forbindelse');
  });

  it('refuses Danish texts that lack a key or have one English does not', () => {
    defineTranslations({
      en: { title: 'Report', body: 'Text' },
      // @ts-expect-error: 'body' is missing in Danish
      da: { title: 'Rapport' },
    });
    defineTranslations({
      en: { title: 'Report' },
      // @ts-expect-error: 'titel' is not an English key
      da: { title: 'Rapport', titel: 'Rapport' },
    });
    expect(true).toBe(true);
  });

  it("gives a t() that takes the namespace's keys, plurals by their base, and nothing else", () => {
    const keys: string[] = [];
    const t = ((key: string) => (keys.push(key), key)) as TranslateFunction<typeof texts.en>;
    t('title');
    t('errors.network');
    t('counts', { count: 2 });
    // @ts-expect-error: misspelt key
    t('errors.netwrok');
    // @ts-expect-error: a group of texts is not a text
    t('errors');
    expect(keys).toEqual(['title', 'errors.network', 'counts', 'errors.netwrok', 'errors']);
  });
});

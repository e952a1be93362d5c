// appTranslator: an app's texts read outside React (the server's page head, the shell's start-up error).
import { describe, expect, it } from 'vitest';
import { defineTranslations } from './define-translations.ts';
import { appTranslator, createI18n } from './i18n.ts';

const demoTranslations = defineTranslations({
  en: { greeting: 'Hello, {{name}}', items_one: '{{count}} item', items_other: '{{count}} items' },
  da: { greeting: 'Hej, {{name}}', items_one: '{{count}} ting', items_other: '{{count}} ting' },
});

describe('appTranslator', () => {
  it("registers the namespace and reads its texts in the instance's language, plurals by their base", () => {
    const i18n = createI18n('en');
    const t = appTranslator(i18n, 'demo', demoTranslations);
    expect(i18n.hasResourceBundle('da', 'demo')).toBe(true);
    expect(t('greeting', { name: 'Ada' })).toBe('Hello, Ada');
    expect(t('items', { count: 2 })).toBe('2 items');
  });

  it('follows a change of language made after it was made', async () => {
    const i18n = createI18n('en');
    const t = appTranslator(i18n, 'demo', demoTranslations);
    await i18n.changeLanguage('da');
    expect(t('greeting', { name: 'Ada' })).toBe('Hej, Ada');
  });
});

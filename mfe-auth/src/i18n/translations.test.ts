import { describe, expect, it } from 'vitest';
import { authTranslations } from './translations.ts';

function keys(tree: object, prefix = ''): string[] {
  return Object.entries(tree).flatMap(([key, value]) =>
    typeof value === 'string' ? [`${prefix}${key}`] : keys(value as object, `${prefix}${key}.`),
  );
}

describe('auth translations', () => {
  it('has exactly the same keys in English and Danish', () => {
    expect(keys(authTranslations.da).sort()).toEqual(keys(authTranslations.en).sort());
  });

  it('has no empty texts', () => {
    for (const language of [authTranslations.en, authTranslations.da]) {
      const empty = keys(language).filter((key) => {
        const value = key.split('.').reduce<unknown>((node, part) => (node as Record<string, unknown>)[part], language);
        return typeof value !== 'string' || value.trim() === '';
      });
      expect(empty).toEqual([]);
    }
  });
});

import { describe, expect, it } from 'vitest';
import { type Asked, askedFor, definedKeys, unusedKeys } from './unused-keys.ts';

const texts = `
const en = { title: 'Report', status: { open: 'Open', done: 'Done' }, counts_one: 'One', counts_other: 'Many' };
export const reportTexts = defineTranslations({
  en: { ...en, errors: { network: 'No connection', gone: 'Gone' }, steps: ['a', 'b'], intro: '$t(common:retry)' },
  da: {} as never,
});
`;

function asked(code: string): Asked {
  const result = askedFor('code.tsx', code);
  return askedFor('texts.ts', texts, result);
}

describe('definedKeys', () => {
  it('reads every leaf key of the English texts, lists as leaves, plurals as written', () => {
    const inline =
      "export const x = defineTranslations({ en: { a: 'A', b: { c: 'C', d: ['x'] } }, da: {} });";
    expect(definedKeys('x.ts', inline)).toEqual(['a', 'b.c', 'b.d']);
    const viaConst =
      "const en = { a: 'A', b: { c: 'C' } };\nexport const x = defineTranslations({ en, da: en });";
    expect(definedKeys('x.ts', viaConst)).toEqual(['a', 'b.c']);
  });
});

describe('unusedKeys', () => {
  const keys = [
    'title',
    'status.open',
    'status.done',
    'counts_one',
    'counts_other',
    'errors.network',
    'errors.gone',
  ];

  it('finds the keys no literal or template of the code asks for', () => {
    const code =
      "t('title'); t(`status.${s}`); t('counts', { count }); const KEYS = { network: 'errors.network' };";
    expect(unusedKeys(keys, asked(code))).toEqual(['errors.gone']);
  });

  it('reports every key when the code asks for none, and takes no key from the wording of texts', () => {
    expect(unusedKeys(keys, asked("t('Report')"))).toEqual(keys);
  });

  it('counts a reference from another text, $t(namespace:key), as a use', () => {
    expect(asked('').literals.has('retry')).toBe(true);
  });

  it('counts a template with a fixed end (`${prefix}.title`) for every key that ends so', () => {
    expect(unusedKeys(['a.title', 'b.title', 'b.text'], asked('t(`${prefix}.title`)'))).toEqual(['b.text']);
  });
});

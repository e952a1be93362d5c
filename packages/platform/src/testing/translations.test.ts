import { mkdtempSync, mkdirSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { COMMON_SAME_IN_BOTH_LANGUAGES, commonTranslations } from '../i18n/common.ts';
import { jsxLiteralProblems, translationProblems } from './translations.ts';

describe('translationProblems', () => {
  it('passes complete, translated texts', () => {
    expect(
      translationProblems({
        en: { a: 'Hello {{name}}', list: ['One'] },
        da: { a: 'Hej {{name}}', list: ['En'] },
      }),
    ).toEqual([]);
  });

  it('finds missing keys, different list lengths, empty texts and different variables', () => {
    expect(
      translationProblems({
        en: { a: 'Hello {{name}}', b: 'Bye', list: ['One', 'Two'], c: '' },
        da: { a: 'Hej {{navn}}', list: ['En'], c: 'x', d: 'Ekstra' },
      }),
    ).toEqual([
      'b: no Danish text',
      'list.1: no Danish text',
      'd: no English text',
      'c (en): empty',
      'a: the Danish text uses ["navn"], the English ["name"]',
    ]);
  });

  it('refuses a Danish text equal to the English one unless its key is listed, with * for one segment', () => {
    const texts = {
      en: { email: 'E-mail', people: [{ name: 'Mette', role: 'Founder' }], menu: 'Menu' },
      da: { email: 'E-mail', people: [{ name: 'Mette', role: 'Stifter' }], menu: 'Menu' },
    };
    expect(translationProblems(texts, { sameInBothLanguages: ['email', 'people.*.name'] })).toEqual([
      'menu: the Danish text is the English one ("Menu"); translate it or list the key as the same on purpose',
    ]);
    expect(
      translationProblems(texts, { sameInBothLanguages: ['email', 'people.*.name', 'menu', 'gone'] }),
    ).toEqual(['gone: listed as the same in both languages, but no such key']);
  });

  it('holds for the common texts', () => {
    expect(
      translationProblems(commonTranslations, { sameInBothLanguages: COMMON_SAME_IN_BOTH_LANGUAGES }),
    ).toEqual([]);
  });
});

describe('jsxLiteralProblems', () => {
  it('finds text typed into JSX, in children and visible attributes, and nothing else', () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'jsx-literals-'));
    mkdirSync(path.join(dir, 'pages'));
    writeFileSync(
      path.join(dir, 'pages', 'Page.tsx'),
      [
        'export function Page({ t }: { t(key: string): string }) {',
        '  return (',
        '    <main aria-label="Main part" data-testid="page" className="x">',
        '      <h1>{t("title")}</h1>',
        '      <p>Untranslated words</p>',
        "      <p>{'A string child'} · {t('ok')} ×</p>",
        '      <img alt={`Picture`} src="/a.png" />',
        '      <input placeholder={t("hint")} title="12:30" />',
        '    </main>',
        '  );',
        '}',
      ].join('\n'),
    );
    writeFileSync(path.join(dir, 'pages', 'Page.test.tsx'), 'export const x = <p>Test text is fine</p>;');
    expect(jsxLiteralProblems(dir)).toEqual([
      'pages/Page.tsx:3 "Main part"',
      'pages/Page.tsx:5 "Untranslated words"',
      'pages/Page.tsx:6 "A string child"',
      'pages/Page.tsx:7 "Picture"',
    ]);
  });

  it('finds none in the platform', () => {
    expect(
      jsxLiteralProblems(path.resolve(import.meta.dirname, '..'), { exclude: /[\\/]standalone\.tsx$/ }),
    ).toEqual([]);
  });
});

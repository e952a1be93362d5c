// The checks that span this remote's features: each feature's texts (its own namespace) are complete and
// translated, and no page anywhere in src/ shows a text typed into its JSX instead of taken from them.
import { jsxLiteralProblems, translationProblems } from '@ahc/platform/testing/translations';
import { describe, expect, it } from 'vitest';
import { benchmarkTranslations } from './features/benchmark/i18n/benchmark-translations.ts';
import { dashboardTranslations } from './features/dashboard/i18n/dashboard-translations.ts';
import { generationTranslations } from './features/generation/i18n/generation-translations.ts';
import { historyTranslations } from './features/history/i18n/history-translations.ts';
import { notesTranslations } from './features/notes/i18n/notes-translations.ts';
import { planTranslations } from './features/plan/i18n/plan-translations.ts';
import { remindersTranslations } from './features/reminders/i18n/reminders-translations.ts';
import { reportTranslations } from './features/report/i18n/report-translations.ts';
import { sharingTranslations } from './features/sharing/i18n/sharing-translations.ts';
import { sharedTranslations } from './shared/i18n/shared-translations.ts';

function leaves(value: unknown, prefix = ''): [string, unknown][] {
  if (typeof value === 'object' && value !== null) {
    return Object.entries(value).flatMap(([key, child]) => leaves(child, prefix ? `${prefix}.${key}` : key));
  }
  return [[prefix, value]];
}

const variables = (text: string) => [...text.matchAll(/\{\{(\w+)\}\}/g)].map((match) => match[1]).sort();

/** Each namespace with the keys whose Danish text is the English one on purpose ("Score", "Stop"). */
const NAMESPACES = [
  { name: 'shared', translations: sharedTranslations, sameInBothLanguages: ['common.score'] },
  { name: 'report', translations: reportTranslations, sameInBothLanguages: [] },
  { name: 'plan', translations: planTranslations, sameInBothLanguages: [] },
  { name: 'history', translations: historyTranslations, sameInBothLanguages: [] },
  { name: 'notes', translations: notesTranslations, sameInBothLanguages: [] },
  { name: 'dashboard', translations: dashboardTranslations, sameInBothLanguages: [] },
  { name: 'reminders', translations: remindersTranslations, sameInBothLanguages: [] },
  {
    name: 'generation',
    translations: generationTranslations,
    sameInBothLanguages: ['narrative.stop', 'dummy.stop'],
  },
];

describe('reports translations', () => {
  it('has a non-empty text for every key in both languages, with the same interpolation variables', () => {
    for (const { name, translations } of NAMESPACES) {
      const en = new Map(leaves(translations.en));
      const da = new Map(leaves(translations.da));
      expect([...da.keys()].sort(), name).toEqual([...en.keys()].sort());
      for (const [path, text] of en) {
        expect(typeof text, `${name}: ${path}`).toBe('string');
        expect(String(text).trim(), `${name}: ${path}`).not.toBe('');
        expect(String(da.get(path)).trim(), `${name}: ${path}`).not.toBe('');
        expect(variables(String(da.get(path))), `${name}: ${path}`).toEqual(variables(String(text)));
      }
    }
  });

  it('are translated (no English left in Danish), and no page shows a text that is not in them', () => {
    for (const { name, translations, sameInBothLanguages } of NAMESPACES) {
      expect(translationProblems(translations, { sameInBothLanguages }), name).toEqual([]);
    }
    expect(jsxLiteralProblems(import.meta.dirname)).toEqual([]);
  });
});

describe('the benchmark and share-link texts', () => {
  it('are complete and translated in English and Danish', () => {
    // The same in both languages on purpose: "Score" (a Danish word too) in the figures line.
    expect(translationProblems(benchmarkTranslations)).toEqual([]);
    expect(translationProblems(sharingTranslations)).toEqual([]);
  });
});

import { translationLeaves } from '@ahc/platform/testing/translations';
import { describe, expect, it } from 'vitest';
import { reportTranslations } from './report-translations.ts';

describe('report translations', () => {
  it('keeps the exact report messages of docs/product.md §4', () => {
    const en = new Map(translationLeaves(reportTranslations.en));
    expect(en.get('states.notFound.title')).toBe('Report Not Found');
    expect(en.get('states.notFound.text')).toBe("We couldn't find the report you're looking for.");
    expect(en.get('states.forbidden.text')).toBe("You don't have permission to view this report.");
    expect(en.get('states.failed.text')).toBe('Failed to load the report. Please try again later.');
  });
});

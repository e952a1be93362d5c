import { describe, expect, it } from 'vitest';
import { linkInLanguage } from './link-language.ts';

describe('linkInLanguage', () => {
  it('adds ?lang= to an address, keeping its path, query and fragment', () => {
    expect(linkInLanguage('https://site.example/start', 'da')).toBe('https://site.example/start?lang=da');
    expect(linkInLanguage('https://site.example/reminders/unsubscribe?token=rmd_a-b_c', 'da')).toBe(
      'https://site.example/reminders/unsubscribe?token=rmd_a-b_c&lang=da',
    );
    expect(linkInLanguage('https://site.example/login?next=%2Fassessment#x', 'en')).toBe(
      'https://site.example/login?next=%2Fassessment&lang=en#x',
    );
  });

  it('replaces a language already there, and works on a path of the site', () => {
    expect(linkInLanguage('https://site.example/?lang=en', 'da')).toBe('https://site.example/?lang=da');
    expect(linkInLanguage('/team-assessments/42?lang=da&x=1', 'en')).toBe('/team-assessments/42?lang=en&x=1');
    expect(linkInLanguage('/', 'da')).toBe('/?lang=da');
  });
});

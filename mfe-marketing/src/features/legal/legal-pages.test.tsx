import { createTestPlatform, renderWithPlatform } from '@ahc/platform/testing';
import { screen } from '@testing-library/react';
import type { ComponentType } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import { expectHeadingOutline, resetAfterTest } from '#shared/testing/page-checks.ts';
import CookiePolicyPage from './CookiePolicyPage.tsx';
import PrivacyPolicyPage from './PrivacyPolicyPage.tsx';
import TermsOfServicePage from './TermsOfServicePage.tsx';

afterEach(resetAfterTest);

const PAGES: [string, ComponentType, { en: string; da: string }][] = [
  ['PrivacyPolicyPage', PrivacyPolicyPage, { en: 'Privacy policy', da: 'Privatlivspolitik' }],
  ['TermsOfServicePage', TermsOfServicePage, { en: 'Terms of service', da: 'Servicevilkår' }],
  ['CookiePolicyPage', CookiePolicyPage, { en: 'Cookie policy', da: 'Cookiepolitik' }],
];

describe.each(PAGES)('%s', (_name, Page, titles) => {
  it.each([
    ['en', 'Last updated: 21 November 2026'],
    ['da', 'Sidst opdateret: 21. november 2026'],
  ] as const)('renders its h1, date and sections in %s', (language, updated) => {
    const { container } = renderWithPlatform(<Page />, { platform: createTestPlatform({ language }) });
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe(titles[language]);
    expect(screen.getByText(updated).getAttribute('datetime')).toBe('2026-11-21');
    expect(screen.getAllByRole('heading', { level: 2 }).length).toBeGreaterThanOrEqual(4);
    expect(screen.getByRole('link', { name: 'privacy@archhealth.example' }).getAttribute('href')).toBe(
      'mailto:privacy@archhealth.example',
    );
    expectHeadingOutline(container);
  });
});

describe('what the legal texts promise', () => {
  it('the privacy policy names what is stored, where, for how long and the rights', () => {
    renderWithPlatform(<PrivacyPolicyPage />);
    expect(screen.getByText(/e-mail address, your name, your company/)).toBeTruthy();
    expect(
      screen.getByText(/Supabase Auth and everything else in a Supabase Postgres database/),
    ).toBeTruthy();
    expect(screen.getByText(/until your account is deleted/)).toBeTruthy();
    expect(screen.getByText(/Contact messages: 12 months/)).toBeTruthy();
    expect(
      screen.getByText(/see the data we hold about you, to have it corrected and to have it deleted/),
    ).toBeTruthy();
  });

  it('the cookie policy lists exactly the session and the language key, both strictly necessary', () => {
    renderWithPlatform(<CookiePolicyPage />);
    expect(screen.getByText(/do not use tracking or advertising cookies/)).toBeTruthy();
    expect(screen.getByText(/a key starting with "sb-"/)).toBeTruthy();
    expect(screen.getByText(/^language: remembers/)).toBeTruthy();
    expect(screen.getAllByText(/strictly necessary/).length).toBeGreaterThanOrEqual(2);
  });
});

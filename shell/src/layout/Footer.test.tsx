import { createTestPlatform, renderWithPlatform } from '@ahc/platform/testing';
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { Footer } from './Footer.tsx';

describe('Footer', () => {
  it.each([
    ['en', 'Footer', 'The people behind it'],
    ['da', 'Sidefod', 'Folkene bag'],
  ] as const)(
    'names /teams as the people behind the product, not as team assessments (%s)',
    (language, label, people) => {
      renderWithPlatform(<Footer />, { platform: createTestPlatform({ language }) });
      const nav = screen.getByRole('navigation', { name: label });
      expect(within(nav).getByRole('link', { name: people }).getAttribute('href')).toBe('/teams');
      // About is here too: a signed-in wide header leaves it to the footer.
      expect(
        within(nav)
          .getByRole('link', { name: language === 'en' ? 'About' : 'Om os' })
          .getAttribute('href'),
      ).toBe('/about');
      expect(within(nav).queryByRole('link', { name: /^(Team|Holdet)$/ })).toBeNull();
    },
  );
});

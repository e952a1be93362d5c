import { createTestPlatform, renderWithPlatform } from '@ahc/platform/testing';
import { screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { expectHeadingOutline, resetAfterTest } from '#shared/testing/page-checks.ts';
import PressPage from './PressPage.tsx';

afterEach(resetAfterTest);

describe('PressPage', () => {
  it.each([
    ['en', 'Press'],
    ['da', 'Presse'],
  ] as const)('renders its h1 in %s', (language, title) => {
    const { container } = renderWithPlatform(<PressPage />, { platform: createTestPlatform({ language }) });
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe(title);
    expectHeadingOutline(container);
  });

  it('has a description, key facts and the press contact address', () => {
    renderWithPlatform(<PressPage />);
    expect(screen.getByRole('heading', { level: 2, name: 'About the product' })).toBeTruthy();
    expect(screen.getByRole('heading', { level: 2, name: 'Key facts' })).toBeTruthy();
    expect(screen.getByText('About 10 minutes')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'press@archhealth.example' }).getAttribute('href')).toBe(
      'mailto:press@archhealth.example',
    );
  });
});

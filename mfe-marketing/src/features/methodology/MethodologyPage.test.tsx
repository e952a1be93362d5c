import { createTestPlatform, renderWithPlatform } from '@ahc/platform/testing';
import { screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { expectHeadingOutline, resetAfterTest } from '#shared/testing/page-checks.ts';
import MethodologyPage from './MethodologyPage.tsx';

afterEach(resetAfterTest);

describe('MethodologyPage', () => {
  it.each([
    [
      'en',
      'How scores are calculated',
      ['Foundational', 'Developing', 'Established', 'Advanced'],
      ['High priority', 'Medium priority', 'Low priority'],
    ],
    [
      'da',
      'Sådan beregnes scoren',
      ['Grundlæggende', 'Under udvikling', 'Etableret', 'Avanceret'],
      ['Høj prioritet', 'Mellem prioritet', 'Lav prioritet'],
    ],
  ] as const)(
    'explains the rule, the bands and the priorities in %s',
    (language, title, bands, priorities) => {
      const { container } = renderWithPlatform(<MethodologyPage />, {
        platform: createTestPlatform({ language }),
      });
      expect(screen.getByRole('heading', { level: 1 }).textContent).toBe(title);
      expectHeadingOutline(container);
      const bandList = within(screen.getByTestId('methodology-bands'));
      expect(bandList.getAllByRole('heading', { level: 3 }).map((heading) => heading.textContent)).toEqual(
        bands,
      );
      expect(bandList.getByText('0–39')).toBeTruthy();
      expect(bandList.getByText('80–100')).toBeTruthy();
      expect(
        within(screen.getByTestId('methodology-priorities'))
          .getAllByRole('listitem')
          .map((item) => item.textContent?.split(/for/)[0]?.trim()),
      ).toEqual(priorities);
      expect(
        screen
          .getByRole('link', { name: language === 'en' ? 'Start the health check' : 'Start sundhedstjekket' })
          .getAttribute('href'),
      ).toBe('/start');
    },
  );

  it('states the points per answer and a worked example in the number format of the language', () => {
    renderWithPlatform(<MethodologyPage />, { platform: createTestPlatform({ language: 'da' }) });
    const points = within(screen.getByTestId('methodology-points'));
    expect(points.getByText('33,3 point')).toBeTruthy();
    expect(points.getByText('100 point')).toBeTruthy();
    expect(screen.getByTestId('methodology-example').textContent).toMatch(
      /^Eksempel: svar, der giver 33,3, 66,7, 100, 0 og 33,3 point i ét område, giver området en score på \d+\.$/,
    );
  });

  it("names the product and the model's numbers in its prose", () => {
    renderWithPlatform(<MethodologyPage />);
    expect(screen.getByText(/^The Architecture Health Check turns your answers into scores/)).toBeTruthy();
    expect(
      screen.getByText(
        'There are 20 questions, 5 in each of 4 areas. Every question has 4 answers that describe the practice as we have met it in real organisations, from the weakest to the strongest.',
      ),
    ).toBeTruthy();
    expect(screen.getByText(/is worth \(p − 1\) ÷ 3 × 100 points\.$/)).toBeTruthy();
  });
});

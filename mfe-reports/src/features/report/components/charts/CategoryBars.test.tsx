import { renderWithPlatform } from '@ahc/platform/testing';
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { CategoryBars } from './CategoryBars.tsx';

describe('<CategoryBars>', () => {
  it('shows each area as text with its score and band, and a bar as wide as the score in the band’s colour', () => {
    renderWithPlatform(
      <CategoryBars
        label="Score per area"
        bars={[
          {
            category: 'architecture',
            name: 'Arkitektur',
            score: 60,
            band: 'established',
            bandLabel: 'Etableret',
          },
          {
            category: 'scalability',
            name: 'Skalerbarhed',
            score: 7,
            band: 'foundational',
            bandLabel: 'Grundlæggende',
          },
        ]}
      />,
    );
    const list = screen.getByRole('list', { name: 'Score per area' });
    const [architecture, scalability] = within(list).getAllByRole('listitem');
    expect(architecture!.textContent).toBe('Arkitektur60 / 100, Etableret');
    expect(architecture!.className).toContain('band-established');
    expect((architecture!.querySelector('.category-bar-fill') as HTMLElement).style.width).toBe('60%');
    // The label is text in the page, whole (it wraps rather than clips).
    expect(scalability!.querySelector('.category-bar-label')!.textContent).toBe('Skalerbarhed');
    expect(scalability!.querySelector('.category-bar-track')!.getAttribute('aria-hidden')).toBe('true');
  });
});

import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithPlatform } from '@ahc/platform/testing';
import type { Benchmark, BenchmarkMetric } from '../data/benchmark.ts';
import { HowItCompares } from './HowItCompares.tsx';

const metric = (score: number, percentile: number): BenchmarkMetric => ({
  score,
  percentile,
  mean: 51.5,
  buckets: [0, 1, 2, 5, 8, 9, 4, 2, 1, 0],
});

const benchmark: Benchmark = {
  peopleAbout: 30,
  minPeople: 20,
  overall: metric(55, 61),
  categories: {
    architecture: metric(60, 70),
    deployment: metric(53, 48),
    security: metric(47, 40),
    scalability: metric(60, 66),
  },
  questions: [],
};

describe('<HowItCompares>', () => {
  it('renders nothing when there is nothing to compare', () => {
    const { container } = renderWithPlatform(<HowItCompares benchmark={{ kind: 'none' }} />);
    expect(container.querySelector('[data-testid="how-it-compares"]')).toBeNull();
  });

  it('says where the overall score and each area stand, with the population', () => {
    renderWithPlatform(<HowItCompares benchmark={{ kind: 'ok', benchmark }} />);
    expect(screen.getByTestId('benchmark-overall-line').textContent).toContain(
      'The overall score of 55 is at percentile 61.',
    );
    expect(screen.getByTestId('benchmark-area-security').textContent).toContain('Security: percentile 40');
    expect(screen.getByTestId('benchmark-population').textContent).toContain(
      'Compared with the latest report of each of about 30 organisations.',
    );
    expect(screen.getByTestId('benchmark-chart-overall').getAttribute('data-marked-bucket')).toBe('5');
  });

  it('says "not enough data yet" with k and no figures below k', () => {
    renderWithPlatform(<HowItCompares benchmark={{ kind: 'insufficient', minPeople: 20 }} />);
    expect(screen.getByTestId('benchmark-insufficient').textContent).toContain('Not enough data yet');
    expect(screen.getByTestId('benchmark-insufficient').textContent).toContain(
      'The comparison appears once at least 20 organisations have a report.',
    );
    expect(screen.queryByTestId('benchmark-glance')).toBeNull();
  });
});

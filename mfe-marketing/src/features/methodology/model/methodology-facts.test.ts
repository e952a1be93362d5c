import { describe, expect, it } from 'vitest';
import { FACTS, answerPoints, bandRanges, priorityByPlace, scoringExample } from './methodology-facts.ts';

// The product's rules (docs/product.md §3 and docs/decisions.md), written out here on purpose: the
// page must state what the model does, and the model what the product says.
describe('what the methodology page states', () => {
  it('20 questions, 5 in each of 4 areas, 4 answers each, scored 0 to 100, scoring version 1', () => {
    expect(FACTS).toMatchObject({
      questions: 20,
      areas: 4,
      perArea: 5,
      options: 4,
      maxPosition: 3,
      min: 0,
      max: 100,
      version: 1,
    });
  });

  it('an answer at place p is worth (p − 1)/3 × 100 points', () => {
    expect(answerPoints().map(({ place, points }) => [place, Math.round(points * 10) / 10])).toEqual([
      [1, 0],
      [2, 33.3],
      [3, 66.7],
      [4, 100],
    ]);
  });

  it('bands 0–39, 40–59, 60–79 and 80–100', () => {
    expect(bandRanges()).toEqual([
      { band: 'foundational', from: 0, to: 39 },
      { band: 'developing', from: 40, to: 59 },
      { band: 'established', from: 60, to: 79 },
      { band: 'advanced', from: 80, to: 100 },
    ]);
  });

  it('the weakest answer is high priority, the next medium, the third low; the strongest gets none', () => {
    expect(priorityByPlace()).toEqual([
      { place: 1, priority: 'high' },
      { place: 2, priority: 'medium' },
      { place: 3, priority: 'low' },
    ]);
  });

  it("works its example out with the model's rounding", () => {
    const { points, score } = scoringExample();
    expect(points).toHaveLength(5);
    expect(score).toBe(Math.round(points.reduce((sum, p) => sum + p, 0) / points.length));
  });
});

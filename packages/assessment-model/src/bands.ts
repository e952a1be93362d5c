// Maturity bands for a 0–100 score (category or overall): 0–39 foundational, 40–59 developing,
// 60–79 established, 80–100 advanced.
export const BANDS = ['foundational', 'developing', 'established', 'advanced'] as const;
export type Band = (typeof BANDS)[number];

/** The lowest score of each band. */
export const BAND_THRESHOLDS: Record<Band, number> = {
  foundational: 0,
  developing: 40,
  established: 60,
  advanced: 80,
};

export function bandFor(score: number): Band {
  if (!Number.isFinite(score) || score < 0 || score > 100)
    throw new RangeError(`A score is 0..100, got ${score}`);
  if (score >= BAND_THRESHOLDS.advanced) return 'advanced';
  if (score >= BAND_THRESHOLDS.established) return 'established';
  if (score >= BAND_THRESHOLDS.developing) return 'developing';
  return 'foundational';
}

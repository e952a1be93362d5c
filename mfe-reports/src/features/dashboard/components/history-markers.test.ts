import { describe, expect, it } from 'vitest';
import { TIED_MARKER_GAP, markerOffsets } from './history-markers.ts';

describe('markerOffsets', () => {
  const keys = ['overall', 'architecture', 'deployment', 'security', 'scalability'] as const;

  it('leaves every marker on its report when no two scores are equal', () => {
    const offsets = markerOffsets(
      { overall: 55, architecture: 60, deployment: 27, security: 100, scalability: 53 },
      keys,
    );
    expect(Object.values(offsets)).toEqual([0, 0, 0, 0, 0]);
  });

  it('puts the markers of equal scores side by side, centred on the report, in the series’ order', () => {
    const offsets = markerOffsets(
      { overall: 60, architecture: 60, deployment: 27, security: 60, scalability: 27 },
      keys,
    );
    expect(offsets).toEqual({
      overall: -TIED_MARKER_GAP,
      architecture: 0,
      deployment: -TIED_MARKER_GAP / 2,
      security: TIED_MARKER_GAP,
      scalability: TIED_MARKER_GAP / 2,
    });
  });
});

// Where each line's marker sits at one report of the history chart. Lines whose scores are equal at a
// report would draw their markers on one spot, and the one drawn last would hide the others (two areas
// at 60: the legend names both, the chart shows one). So the markers of equal scores stand side by
// side, centred on the report, a marker's width apart; a score no other line shares stays on the report.

/** The horizontal distance between two markers of equal scores, in pixels. */
export const TIED_MARKER_GAP = 9;

/**
 * Each series' horizontal offset at one report: 0 for a score of its own; for scores several series
 * share, offsets spread around 0 in the series' order.
 */
export function markerOffsets<Key extends string>(
  scores: Readonly<Record<Key, number>>,
  keys: readonly Key[],
): Record<Key, number> {
  const offsets = {} as Record<Key, number>;
  for (const key of keys) {
    const tied = keys.filter((other) => scores[other] === scores[key]);
    offsets[key] = (tied.indexOf(key) - (tied.length - 1) / 2) * TIED_MARKER_GAP;
  }
  return offsets;
}

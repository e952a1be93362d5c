// The product's one colour scale for scores: a colour per maturity band of the assessment model, from
// red (foundational) to green (advanced), used by the gauge, the bars, the badges and the history
// chart's band zones. Colour only repeats what a label or number already says.
import { BAND_THRESHOLDS, BANDS, type Band } from '@ahc/assessment-model';

/** The Radix Themes colour of each band (theme.css loads these palettes). */
export const BAND_COLORS = {
  foundational: 'red',
  developing: 'orange',
  established: 'blue',
  advanced: 'green',
} as const satisfies Record<Band, string>;

/**
 * The same colours as values, for SVG attributes, which cannot read CSS variables: Radix Themes' light
 * steps 9 (solid) and 3 (tint).
 */
export const BAND_HEX: Record<Band, { solid: string; tint: string }> = {
  foundational: { solid: '#e5484d', tint: '#feebec' },
  developing: { solid: '#f76b15', tint: '#ffefd6' },
  established: { solid: '#0090ff', tint: '#e6f4fe' },
  advanced: { solid: '#30a46c', tint: '#e6f6eb' },
};

/** The class that sets --band-solid, --band-tint and --band-text (shared.css) for a band. */
export const bandClass = (band: Band) => `band-${band}`;

/** Each band's range of scores, lowest first: [0, 40), [40, 60), [60, 80), [80, 100]. */
export const BAND_RANGES: { band: Band; from: number; to: number }[] = BANDS.map((band, i) => ({
  band,
  from: BAND_THRESHOLDS[band],
  to: i + 1 < BANDS.length ? BAND_THRESHOLDS[BANDS[i + 1]!] : 100,
}));

// The history chart's line colours and markers. Each line is an area (or the overall score), so its
// colour names the line, not a verdict: the overall line takes the product's accent (indigo), the areas
// hues that are none of the band colours (red, orange, blue, green mean a band), each with a dash
// pattern and a marker of its own shape (the legend shows the same), so the lines are told apart
// without colour too: in black and white, in print, for a reader who does not see the hues.
import type { CategoryId } from '@ahc/assessment-model';

export type MarkerShape = 'circle' | 'square' | 'triangle' | 'diamond' | 'cross';

export const OVERALL_COLOR = '#3e63dd'; // indigo 9
export const OVERALL_MARKER: MarkerShape = 'circle';

export const CATEGORY_STYLES: Record<CategoryId, { color: string; dash: string; marker: MarkerShape }> = {
  architecture: { color: '#12a594', dash: '6 3', marker: 'square' }, // teal 9
  deployment: { color: '#8e4ec6', dash: '2 3', marker: 'triangle' }, // purple 9
  security: { color: '#a18072', dash: '10 4 2 4', marker: 'diamond' }, // mocha 9
  scalability: { color: '#d6409f', dash: '1 5', marker: 'cross' }, // pink 9
};

/** The axes' and grid's text and lines: Radix slate 11 and 6. */
export const AXIS_TEXT = '#60646c';
export const GRID_LINE = '#d9d9e0';

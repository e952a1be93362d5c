// The history chart's line colours. Each line is an area (or the overall score), so its colour names
// the line, not a verdict: the overall line takes the product's accent (indigo), the areas hues that are
// none of the band colours (red, orange, blue, green mean a band), each with a dash pattern, so the
// lines are told apart without colour too.
import type { CategoryId } from '@ahc/assessment-model';

export const OVERALL_COLOR = '#3e63dd'; // indigo 9

export const CATEGORY_STYLES: Record<CategoryId, { color: string; dash: string }> = {
  architecture: { color: '#12a594', dash: '6 3' }, // teal 9
  deployment: { color: '#8e4ec6', dash: '2 3' }, // purple 9
  security: { color: '#a18072', dash: '10 4 2 4' }, // mocha 9
  scalability: { color: '#d6409f', dash: '1 5' }, // pink 9
};

/** The axes' and grid's text and lines: Radix slate 11 and 6. */
export const AXIS_TEXT = '#60646c';
export const GRID_LINE = '#d9d9e0';

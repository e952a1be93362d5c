// Chart colours (Radix Themes' step-9 colours) with a dash pattern each, so the lines of the history
// chart are told apart without colour too.
import type { CategoryId } from '@ahc/assessment-model';

export const OVERALL_COLOR = '#3e63dd'; // indigo 9

export const CATEGORY_STYLES: Record<CategoryId, { color: string; dash: string }> = {
  architecture: { color: '#12a594', dash: '6 3' }, // teal 9
  deployment: { color: '#f76b15', dash: '2 3' }, // orange 9
  security: { color: '#8e4ec6', dash: '10 4 2 4' }, // purple 9
  scalability: { color: '#e5484d', dash: '1 5' }, // red 9
};

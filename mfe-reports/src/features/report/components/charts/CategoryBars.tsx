// The four area scores as horizontal bars in the product's band colours. The labels are HTML text, so
// they wrap rather than clip in any language and at any width (on a phone they sit above their bar);
// each bar's number and band are text too, so nothing depends on colour.
import type { Band, CategoryId } from '@ahc/assessment-model';
import { VisuallyHidden } from '@ahc/platform/ui/base';
import { bandClass } from '#shared/ui/band-scale.ts';

export type CategoryBar = {
  category: CategoryId;
  name: string;
  score: number;
  band: Band;
  bandLabel: string;
};

export function CategoryBars({ bars, label }: { bars: CategoryBar[]; label: string }) {
  return (
    <ul className="category-bars plain-list" aria-label={label} data-testid="category-chart">
      {bars.map((bar) => (
        <li
          key={bar.category}
          className={`category-bar ${bandClass(bar.band)}`}
          data-testid={`category-bar-${bar.category}`}
          data-band={bar.band}
        >
          <span className="category-bar-label">{bar.name}</span>
          <span className="category-bar-track" aria-hidden="true">
            <span className="category-bar-fill" style={{ width: `${bar.score}%` }} />
          </span>
          <span className="category-bar-value">
            {bar.score}
            <VisuallyHidden> / 100, {bar.bandLabel}</VisuallyHidden>
          </span>
        </li>
      ))}
    </ul>
  );
}

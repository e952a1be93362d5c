// The overall score as a half-circle gauge: the four bands as tinted zones (the product's band scale),
// the score as a solid arc and a marker in its band's colour. A picture only: the number and the band
// are the text inside it (children), which is what assistive technology reads.
import type { Band } from '@ahc/assessment-model';
import type { ReactNode } from 'react';
import { BAND_RANGES, bandClass } from '#shared/ui/band-scale.ts';

const CENTRE = { x: 100, y: 100 };
const RADIUS = 80;

/** The point of the arc at a score: 0 on the left, 100 on the right, 50 at the top. */
export function gaugePoint(score: number): [number, number] {
  const angle = Math.PI * (1 - Math.min(100, Math.max(0, score)) / 100);
  return [CENTRE.x + RADIUS * Math.cos(angle), CENTRE.y - RADIUS * Math.sin(angle)];
}

/** The arc from one score to another (never more than half a circle). */
export function gaugeArc(from: number, to: number): string {
  const [x1, y1] = gaugePoint(from);
  const [x2, y2] = gaugePoint(to);
  return `M ${x1.toFixed(2)} ${y1.toFixed(2)} A ${RADIUS} ${RADIUS} 0 0 1 ${x2.toFixed(2)} ${y2.toFixed(2)}`;
}

export function ScoreGauge({ score, band, children }: { score: number; band: Band; children?: ReactNode }) {
  const [markerX, markerY] = gaugePoint(score);
  return (
    <div className={`score-gauge ${bandClass(band)}`} data-testid="score-gauge" data-band={band}>
      <svg viewBox="0 0 200 112" className="score-gauge-dial" aria-hidden="true" focusable="false">
        {BAND_RANGES.map((range) => (
          <path
            key={range.band}
            d={gaugeArc(range.from, range.to)}
            className={`score-gauge-zone ${bandClass(range.band)}`}
          />
        ))}
        {score > 0 && (
          <path d={gaugeArc(0, score)} className="score-gauge-value" data-testid="score-gauge-value" />
        )}
        <circle cx={markerX.toFixed(2)} cy={markerY.toFixed(2)} r="9" className="score-gauge-marker" />
      </svg>
      <div className="score-gauge-text">{children}</div>
    </div>
  );
}

import { renderWithPlatform } from '@ahc/platform/testing';
import { describe, expect, it } from 'vitest';
import { ScoreGauge, gaugeArc, gaugePoint } from './ScoreGauge.tsx';

const round = ([x, y]: [number, number]) => [Math.round(x), Math.round(y)];

describe('<ScoreGauge>', () => {
  it('runs from 0 on the left over the top (50) to 100 on the right', () => {
    expect(round(gaugePoint(0))).toEqual([20, 100]);
    expect(round(gaugePoint(50))).toEqual([100, 20]);
    expect(round(gaugePoint(100))).toEqual([180, 100]);
    expect(round(gaugePoint(140))).toEqual([180, 100]);
    expect(gaugeArc(0, 40)).toMatch(/^M 20\.00 100\.00 A 80 80 0 0 1 /);
  });

  it('draws the four band zones, the score in its band and the text it is given', () => {
    const { container } = renderWithPlatform(
      <ScoreGauge score={55} band="developing">
        <span>55 / 100</span>
      </ScoreGauge>,
    );
    const gauge = container.querySelector('[data-testid="score-gauge"]')!;
    expect(gauge.classList.contains('band-developing')).toBe(true);
    expect(
      [...gauge.querySelectorAll('.score-gauge-zone')].map((zone) => zone.getAttribute('class')),
    ).toEqual([
      'score-gauge-zone band-foundational',
      'score-gauge-zone band-developing',
      'score-gauge-zone band-established',
      'score-gauge-zone band-advanced',
    ]);
    expect(gauge.querySelector('[data-testid="score-gauge-value"]')!.getAttribute('d')).toBe(gaugeArc(0, 55));
    expect(gauge.querySelector('svg')!.getAttribute('aria-hidden')).toBe('true');
    expect(gauge.textContent).toBe('55 / 100');
  });

  it('draws no score arc for 0', () => {
    const { container } = renderWithPlatform(<ScoreGauge score={0} band="foundational" />);
    expect(container.querySelector('[data-testid="score-gauge-value"]')).toBeNull();
    expect(container.querySelector('.score-gauge-marker')!.getAttribute('cx')).toBe('20.00');
  });
});

import { renderToString } from 'react-dom/server';
import type { TGoal } from '@algoone/contracts';
import { describe, expect, it } from 'vitest';
import ProjectionChart, { projectionLayout } from './projection-chart';

function goal(monthReached: number | null, targetCents = 1_200_000): TGoal {
  return {
    targetCents,
    evaluation: { reached: false, monthsRemaining: 12 },
    projection: {
      monthReached,
      horizonMonths: 24,
      points: Array.from({ length: 25 }, (_, month) => ({
        month,
        withReturnCents: 300_000 + month * 52_000,
        withoutReturnCents: 300_000 + month * 50_000,
      })),
    },
  } as TGoal;
}

describe('the projection chart', () => {
  it('keeps the target inside the money axis, from zero, with distinct labels', () => {
    const { yLabels, xLabels, y } = projectionLayout(goal(null, 5_000_000));
    expect(yLabels.map((label) => label.label)).toEqual([
      'R$ 0',
      'R$ 20 mil',
      'R$ 40 mil',
      'R$ 60 mil',
    ]);
    expect(y(5_000_000)).toBeGreaterThanOrEqual(0);
    expect(xLabels.map((label) => label.label)).toEqual(['0m', '5m', '10m', '15m', '20m']);
  });

  it('draws both lines, the target, the deadline and the month reached, on the server', () => {
    const markup = renderToString(<ProjectionChart goal={goal(18)} />);
    expect(markup.match(/<path /g)).toHaveLength(2);
    expect(markup).toContain('stroke-dasharray="5 4"');
    for (const word of ['Meta', 'Prazo', 'Alcançado', 'Com rendimento', 'Sem rendimento']) {
      expect(markup).toContain(word);
    }
    // Month 18 of 24 is past the middle: the word goes to the dot's left.
    expect(markup).toMatch(/<text x="75%"[^>]*text-anchor="end"[^>]*>Alcançado/);
    expect(renderToString(<ProjectionChart goal={goal(18)} />)).toBe(markup);
  });

  it('leaves the dot out when the goal is not reached in the period', () => {
    expect(renderToString(<ProjectionChart goal={goal(null)} />)).not.toContain('Alcançado');
  });
});

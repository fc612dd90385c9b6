import { describe, expect, it } from 'vitest';
import { modifiedDietzReturn } from './modified-dietz.ts';

const d = (iso: string) => new Date(`${iso}T00:00:00Z`);

describe('Modified Dietz', () => {
  it('weights an aporte by the time it was invested', () => {
    // 30 days; R$ 100 added on day 15 counts half. (1.150 − 1.000 − 100) / (1.000 + 50) = 4.76%.
    const result = modifiedDietzReturn(
      [
        { at: d('2025-01-01'), value: 100_000 },
        { at: d('2025-01-31'), value: 115_000 },
      ],
      [{ at: d('2025-01-16'), amount: 10_000 }],
      d('2025-01-01'),
      d('2025-01-31'),
    );
    expect(result?.return).toBeCloseTo(5_000 / 105_000, 12);
    expect(result).toMatchObject({ startValue: 100_000, endValue: 115_000, netFlows: 10_000 });
  });

  it('without flows is the simple return', () => {
    const result = modifiedDietzReturn(
      [
        { at: d('2025-06-30'), value: 200_000 },
        { at: d('2025-01-01'), value: 100_000 },
      ],
      [],
      d('2025-01-01'),
      d('2025-12-31'),
    );
    expect(result?.return).toBe(1);
  });

  it('takes the last snapshot at or before each end, or the first one after the start', () => {
    const snapshots = [
      { at: d('2024-12-20'), value: 90_000 },
      { at: d('2025-02-10'), value: 100_000 },
      { at: d('2025-11-30'), value: 120_000 },
      { at: d('2026-01-05'), value: 999_999 },
    ];
    const year = modifiedDietzReturn(snapshots, [], d('2025-01-01'), d('2025-12-31'));
    expect(year).toMatchObject({
      start: d('2024-12-20'),
      end: d('2025-11-30'),
      startValue: 90_000,
      endValue: 120_000,
    });
    const lateStart = modifiedDietzReturn(snapshots.slice(1), [], d('2025-01-01'), d('2025-12-31'));
    expect(lateStart).toMatchObject({ start: d('2025-02-10'), startValue: 100_000 });
    expect(lateStart?.return).toBeCloseTo(0.2, 12);
  });

  it('counts flows strictly after the start snapshot and up to the end snapshot', () => {
    const snapshots = [
      { at: d('2025-01-01'), value: 100_000 },
      { at: d('2025-01-31'), value: 130_000 },
    ];
    const result = modifiedDietzReturn(
      snapshots,
      [
        { at: d('2025-01-01'), amount: 50_000 }, // already in the start snapshot
        { at: d('2025-01-31'), amount: 20_000 }, // in the end snapshot, weight 0
        { at: d('2025-02-05'), amount: 70_000 }, // after the period
      ],
      d('2025-01-01'),
      d('2025-01-31'),
    );
    expect(result?.netFlows).toBe(20_000);
    expect(result?.return).toBeCloseTo(10_000 / 100_000, 12);
  });

  it('handles a withdrawal', () => {
    const result = modifiedDietzReturn(
      [
        { at: d('2025-01-01'), value: 100_000 },
        { at: d('2025-01-31'), value: 95_000 },
      ],
      [{ at: d('2025-01-16'), amount: -10_000 }],
      d('2025-01-01'),
      d('2025-01-31'),
    );
    expect(result?.return).toBeCloseTo(5_000 / 95_000, 12);
  });

  it('is null when it cannot be measured', () => {
    const one = [{ at: d('2025-01-01'), value: 100_000 }];
    expect(modifiedDietzReturn([], [], d('2025-01-01'), d('2025-12-31'))).toBeNull();
    expect(modifiedDietzReturn(one, [], d('2025-01-01'), d('2025-12-31'))).toBeNull();
    expect(modifiedDietzReturn(one, [], d('2024-01-01'), d('2024-12-31'))).toBeNull();
    expect(
      modifiedDietzReturn(
        [
          { at: d('2025-01-01'), value: 0 },
          { at: d('2025-12-31'), value: 0 },
        ],
        [],
        d('2025-01-01'),
        d('2025-12-31'),
      ),
    ).toBeNull();
  });
});

import { describe, expect, it } from 'vitest';
import { bodyWeightTrend } from './body-weight-trend.ts';

const range = { start: '2026-11-01', end: '2026-11-30' };

describe('bodyWeightTrend', () => {
  it('lists the range weigh-ins with averages that reach into the days before it', () => {
    const trend = bodyWeightTrend(
      [
        { date: '2026-11-03', weightKg: 81 },
        { date: '2026-10-30', weightKg: 83 },
        { date: '2026-11-05', weightKg: 80 },
        // After the range's end: not the user's yet.
        { date: '2026-12-01', weightKg: 200 },
      ],
      range,
      'kg',
    );
    expect(trend.days).toEqual([
      { date: '2026-11-03', weight: 81, average7: 82 },
      { date: '2026-11-05', weight: 80, average7: 81.3 },
    ]);
    expect(trend.change).toEqual({ value: -0.7, since: '2026-11-03' });
    expect(trend.summary.latest).toEqual({ date: '2026-11-05', value: 80 });
    // Nothing in the 7 days ending on the range's end.
    expect(trend.summary.average7).toBeNull();
  });

  it('averages in the display unit and rounds last', () => {
    // 81.25 kg is 179.125 lb: 179.1, where 81.3 kg converted would give 179.2.
    const trend = bodyWeightTrend(
      [
        { date: '2026-11-29', weightKg: 81 },
        { date: '2026-11-30', weightKg: 81.5 },
      ],
      range,
      'lb',
    );
    expect(trend.days.map((day) => day.average7)).toEqual([178.6, 179.1]);
    expect(trend.summary).toEqual({
      latest: { date: '2026-11-30', value: 179.7 },
      average7: 179.1,
      previousAverage7: null,
    });
    expect(trend.change).toEqual({ value: 0.5, since: '2026-11-29' });
  });

  it('has no change for one weigh-in and nothing for none', () => {
    expect(bodyWeightTrend([{ date: '2026-11-10', weightKg: 90 }], range, 'kg').change).toBeNull();
    const empty = bodyWeightTrend([], range, 'kg');
    expect(empty).toEqual({
      days: [],
      summary: { latest: null, average7: null, previousAverage7: null },
      change: null,
    });
  });
});

import { describe, expect, it } from 'vitest';
import { exerciseById } from '../programme/exercises.ts';
import { movementSets } from './movement-sets.ts';

const patternOf = (id: string) => exerciseById(id)?.pattern;

describe('movement sets', () => {
  // 28 days, 1 to 28 Sep 2026 (a Monday to a Monday: this week is the 28th alone): 4 weeks.
  // His first set long before: the whole range counts.
  const range = { start: '2026-09-01', end: '2026-09-28', firstSetDay: '2025-01-06' };

  it('sums working sets per lifting pattern, per week on average and this week', () => {
    const result = movementSets(
      [
        { exerciseId: 'back-squat', date: '2026-09-01', sets: 4 },
        { exerciseId: 'front-squat', date: '2026-09-15', sets: 3 },
        { exerciseId: 'back-squat', date: '2026-09-28', sets: 5 },
        { exerciseId: 'bench-press', date: '2026-09-02', sets: 3 },
        { exerciseId: 'barbell-row', date: '2026-09-28', sets: 2 },
      ],
      range,
      patternOf,
    );
    expect(result.weeks).toBe(4);
    expect(result.patterns).toEqual([
      // Weeks from Monday 31 Aug (the range starts on the Tuesday) to Monday 28 Sep.
      { pattern: 'squat', total: 12, perWeek: 3, thisWeek: 5, recent: [4, 0, 3, 0, 5] },
      { pattern: 'push', total: 3, perWeek: 0.8, thisWeek: 0, recent: [3, 0, 0, 0, 0] },
      { pattern: 'pull', total: 2, perWeek: 0.5, thisWeek: 2, recent: [0, 0, 0, 0, 2] },
    ]);
  });

  it('leaves out days outside the range, unknown exercises and work that is not lifting', () => {
    const result = movementSets(
      [
        { exerciseId: 'deadlift', date: '2026-08-31', sets: 5 },
        { exerciseId: 'deadlift', date: '2026-09-29', sets: 5 },
        { exerciseId: 'custom-3f1c2b7a', date: '2026-09-10', sets: 3 },
        { exerciseId: 'stationary-bike', date: '2026-09-10', sets: 1 },
        { exerciseId: 'single-leg-balance', date: '2026-09-10', sets: 3 },
        { exerciseId: 'deadlift', date: '2026-09-10', sets: 2 },
      ],
      range,
      patternOf,
    );
    expect(result.patterns).toEqual([
      { pattern: 'hinge', total: 2, perWeek: 0.5, thisWeek: 0, recent: [0, 2, 0, 0, 0] },
    ]);
  });

  it('counts a range shorter than a week as one week', () => {
    const result = movementSets(
      [{ exerciseId: 'back-squat', date: '2026-09-01', sets: 3 }],
      { start: '2026-09-01', end: '2026-09-01', firstSetDay: '2026-09-01' },
      patternOf,
    );
    expect(result.weeks).toBe(1);
    expect(result.patterns[0]?.perWeek).toBe(3);
    expect(result.patterns[0]?.recent).toEqual([3]);
  });

  it('draws the last 8 weeks of a longer range, this week last', () => {
    const result = movementSets(
      [
        { exerciseId: 'back-squat', date: '2026-06-01', sets: 9 },
        { exerciseId: 'back-squat', date: '2026-08-03', sets: 2 },
        { exerciseId: 'back-squat', date: '2026-09-22', sets: 4 },
        { exerciseId: 'back-squat', date: '2026-09-24', sets: 1 },
      ],
      { start: '2026-06-01', end: '2026-09-24', firstSetDay: '2026-06-01' },
      patternOf,
    );
    // Monday 3 Aug to the week of Monday 21 Sep; 1 Jun is before it.
    expect(result.patterns[0]?.recent).toEqual([2, 0, 0, 0, 0, 0, 0, 5]);
    expect(result.patterns[0]?.thisWeek).toBe(5);
  });

  it("averages a new lifter's weeks from the week of his first set, not the range's empty ones", () => {
    // Six months to Tuesday 29 Sep; he began on Wednesday 9 Sep: 6 sets a week since.
    const rows = ['2026-09-09', '2026-09-16', '2026-09-23'].map((date) => ({
      exerciseId: 'back-squat',
      date,
      sets: 6,
    }));
    const range = { start: '2026-03-30', end: '2026-09-29', firstSetDay: '2026-09-09' };
    const result = movementSets(rows, range, patternOf);
    // From Monday 7 Sep to Tuesday 29 Sep: 23 days, 3.3 weeks (not 26.3).
    expect(result).toMatchObject({ since: '2026-09-07', weeks: 3.3 });
    expect(result.patterns).toEqual([
      { pattern: 'squat', total: 18, perWeek: 5.5, thisWeek: 0, recent: [6, 6, 6, 0] },
    ]);
    // Without any set there is nothing to average: the range's own weeks.
    expect(movementSets([], { ...range, firstSetDay: null }, patternOf)).toMatchObject({
      since: '2026-03-30',
      patterns: [],
    });
  });
});

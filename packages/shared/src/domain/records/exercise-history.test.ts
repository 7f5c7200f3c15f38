import { describe, expect, it } from 'vitest';
import { exerciseHistory } from './exercise-history.ts';
import type { RecordSet } from './records.ts';

let n = 0;
const set = (
  session: string,
  day: number,
  weight: number,
  reps: number,
  extra: Partial<RecordSet> = {},
): RecordSet => ({
  id: `s${++n}`,
  sessionId: session,
  performedAt: day * 86_400_000 + n * 1000,
  weight,
  weightUnit: 'kg',
  reps,
  rir: 0,
  skipped: false,
  setType: 'normal',
  ...extra,
});

describe('exerciseHistory', () => {
  it('gives the best e1RM, the heaviest load per rep count and a point per session', () => {
    const history = exerciseHistory(
      [
        set('a', 0, 100, 5),
        set('a', 0, 90, 8),
        set('b', 2, 105, 5),
        set('b', 2, 200, 5, { setType: 'warmup' }),
        set('b', 2, 300, 5, { skipped: true }),
      ],
      'reps',
    );
    expect(history.measure).toBe('e1rm');
    expect(history.bestE1rm).toMatchObject({ valueKg: 122.5, sessionId: 'b' });
    expect(history.bestByReps.map((b) => [b.reps, b.weightKg])).toEqual([
      [5, 105],
      [8, 90],
    ]);
    expect(history.series.map((p) => [p.sessionId, p.value])).toEqual([
      ['a', 116.666667],
      ['b', 122.5],
    ]);
  });

  it('charts reps for a bodyweight lift and duration for timed work', () => {
    expect(exerciseHistory([set('a', 0, 0, 8), set('a', 0, 0, 10)], 'reps')).toMatchObject({
      measure: 'reps',
      bestE1rm: null,
      series: [{ value: 10 }],
    });
    // Weighted pull-ups: the chart is his most reps, the table his heaviest belt per rep count.
    const weighted = [set('a', 0, 20, 6), set('a', 0, 0, 11), set('b', 2, 25, 5)];
    expect(exerciseHistory(weighted, 'bodyweight')).toMatchObject({
      measure: 'reps',
      bestE1rm: null,
      bestByReps: [
        { reps: 5, weightKg: 25 },
        { reps: 6, weightKg: 20 },
      ],
      series: [{ value: 11 }, { value: 5 }],
    });
    expect(exerciseHistory([set('a', 0, 20, 45), set('b', 1, 20, 60)], 'seconds')).toMatchObject({
      measure: 'duration',
      bestByReps: [],
      series: [{ value: 45 }, { value: 60 }],
    });
  });
});

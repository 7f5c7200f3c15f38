import { describe, expect, it } from 'vitest';
import type { ExercisePage } from '@grandfit/shared/schemas/records.ts';
import { chartWords } from './exercise-chart.ts';

const points = (values: number[]) =>
  values.map((value, i) => ({
    sessionId: `s${i}`,
    at: `2026-11-${String(12 + 7 * i).padStart(2, '0')}T07:30:00.000Z`,
    value,
  }));

describe('the exercise chart’s words (decision 095)', () => {
  it('calls the last session’s pull-ups "Latest" and the most reps "best"', () => {
    // 11 reps on Nov 26, 10 on Dec 3: the headline never calls 10 the most reps.
    const words = chartWords({ measure: 'reps', unit: 'reps', points: points([9, 11, 10]) });
    expect(words).toEqual({
      title: 'Most reps in a set, by session',
      pointLabel: 'Top set',
      latest: 'Latest 10 reps',
      best: 'best 11 reps',
      sessions: '3 sessions',
    });
  });

  it('says the same of e1RM and of timed work, and no best for one session', () => {
    expect(chartWords({ measure: 'e1rm', unit: 'kg', points: points([120, 118.5]) })).toMatchObject(
      {
        title: 'Estimated one-rep max',
        pointLabel: 'e1RM',
        latest: 'Latest e1RM 118.5 kg',
        best: 'best 120 kg',
      },
    );
    expect(
      chartWords({ measure: 'duration', unit: 'seconds', points: points([60]) }),
    ).toMatchObject({ latest: 'Latest 60 s', best: null, sessions: '1 session' });
    const empty: ExercisePage['series'] = { measure: 'reps', unit: 'reps', points: [] };
    expect(chartWords(empty).latest).toBeNull();
  });
});

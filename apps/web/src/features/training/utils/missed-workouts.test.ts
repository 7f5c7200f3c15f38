import { describe, expect, it } from 'vitest';
import type { WeekWorkouts, Workout } from '@grandfit/shared/schemas/training.ts';
import { workoutFixture } from '../../../test/workout-fixtures.ts';
import { firstDayOfTraining, isMissed, missedKeyWorkouts } from './missed-workouts.ts';

const day = (n: number) => `2026-11-${String(22 + n).padStart(2, '0')}`;

function workout(n: number, type: Workout['type'], overrides: Partial<Workout> = {}): Workout {
  return workoutFixture({ id: `w1d${n}-${type}`, day: n, date: day(n), type, ...overrides });
}

/** Week 1 from Mon 23 Nov: strength on days 1, 3, 5; Zone 2 on 2, 4, 6, 7; stability daily. */
function week(workouts: Workout[], overrides: Partial<WeekWorkouts> = {}): WeekWorkouts {
  const zero = { done: 0, planned: 0 };
  return {
    week: 1,
    currentWeek: 1,
    startDate: day(1),
    endDate: day(7),
    workouts,
    block: { strength: zero, zone2: zero, stability: zero, vo2max: zero },
    ...overrides,
  };
}

describe('missedKeyWorkouts (decision 069)', () => {
  const plan = [
    workout(1, 'strength'),
    workout(1, 'stability'),
    workout(2, 'zone2'),
    workout(3, 'strength'),
    workout(4, 'zone2'),
    workout(5, 'strength'),
    workout(6, 'vo2max'),
  ];

  it('points to an earlier strength workout never started, on a day without one', () => {
    const missed = missedKeyWorkouts(week(plan), day(2));
    expect(missed.map((w) => w.id)).toEqual(['w1d1-strength']);
  });

  it('lists every one missed, earliest first; never Zone 2 or stability', () => {
    const missed = missedKeyWorkouts(week(plan), day(4));
    expect(missed.map((w) => w.id)).toEqual(['w1d1-strength', 'w1d3-strength']);
    expect(missedKeyWorkouts(week(plan), day(7)).map((w) => w.id)).toEqual([
      'w1d1-strength',
      'w1d3-strength',
      'w1d5-strength',
      'w1d6-vo2max',
    ]);
  });

  it('misses nothing of a day before he joined, unless he trained that day or before (decision 087)', () => {
    // Signed up on Thursday (day 4) of the week his journey started on Monday.
    expect(missedKeyWorkouts(week(plan), day(4), day(4))).toEqual([]);
    expect(missedKeyWorkouts(week(plan), day(7), day(4)).map((w) => w.id)).toEqual([
      'w1d5-strength',
      'w1d6-vo2max',
    ]);
    // He joined on Thursday and caught Monday's workout up that day: it is dated Monday, and
    // Wednesday's, before he joined, is still not missed.
    const caughtUp = plan.map((w) => (w.id === 'w1d1-strength' ? { ...w, completed: true } : w));
    expect(missedKeyWorkouts(week(caughtUp), day(4), day(4))).toEqual([]);
    expect(firstDayOfTraining(caughtUp, day(4))).toBe(day(4));
    expect(firstDayOfTraining(caughtUp, undefined)).toBe('');
    // A session under way whose last set was on Tuesday (logged offline, sent later): he trained
    // with the app from Tuesday, so Wednesday's strength workout is missed.
    const walking = plan.map((w) =>
      w.id === 'w1d2-zone2'
        ? { ...w, inProgress: { setsDone: 1, lastSetAt: `${day(2)}T12:00:00` } }
        : w,
    );
    expect(firstDayOfTraining(walking, day(4))).toBe(day(2));
    expect(missedKeyWorkouts(week(walking), day(4), day(4)).map((w) => w.id)).toEqual([
      'w1d3-strength',
    ]);
    expect(isMissed(workout(3, 'strength'), day(4), day(4))).toBe(false);
    expect(isMissed(workout(3, 'strength'), day(5), day(2))).toBe(true);
  });

  it('says nothing on a day with its own strength or VO2 max workout', () => {
    expect(missedKeyWorkouts(week(plan), day(3))).toEqual([]);
    expect(missedKeyWorkouts(week(plan), day(6))).toEqual([]);
  });

  it('leaves out workouts done, under way (History has those) or still ahead', () => {
    const done = plan.map((w) =>
      w.id === 'w1d1-strength'
        ? { ...w, completed: true }
        : w.id === 'w1d3-strength'
          ? { ...w, inProgress: { setsDone: 2, lastSetAt: `${day(3)}T18:00:00.000Z` } }
          : w,
    );
    expect(missedKeyWorkouts(week(done), day(4))).toEqual([]);
    expect(missedKeyWorkouts(week(plan), day(1))).toEqual([]);
  });

  it('says nothing for a week that is not the current one, or a day outside it', () => {
    expect(missedKeyWorkouts(week(plan, { week: 2, currentWeek: 3 }), day(4))).toEqual([]);
    expect(missedKeyWorkouts(week(plan), '2026-12-01')).toEqual([]);
  });
});

describe('isMissed', () => {
  it('marks a key workout of an earlier day with no session, whatever day today is', () => {
    expect(isMissed(workout(1, 'strength'), day(3))).toBe(true);
    expect(isMissed(workout(1, 'zone2'), day(3))).toBe(false);
    expect(isMissed(workout(3, 'strength'), day(3))).toBe(false);
    expect(isMissed(workout(1, 'strength', { completed: true }), day(3))).toBe(false);
  });
});

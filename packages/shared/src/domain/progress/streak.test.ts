import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { addDays } from '../dates.ts';
import type { SessionType } from '../programme/types.ts';
import { trainedDays } from './completed-workouts.ts';
import { dayStreak, workoutStreak } from './streak.ts';
import { localDay } from '../time-zone.ts';

describe('dayStreak', () => {
  it('counts consecutive trained days back from today', () => {
    expect(dayStreak(['2026-11-20', '2026-11-21', '2026-11-22'], '2026-11-22')).toBe(3);
  });

  it('keeps a streak alive through today until today is over', () => {
    expect(dayStreak(['2026-11-20', '2026-11-21'], '2026-11-22')).toBe(2);
  });

  it('is broken by a missed day and is 0 without training', () => {
    expect(dayStreak(['2026-11-18', '2026-11-20', '2026-11-21'], '2026-11-22')).toBe(2);
    expect(dayStreak(['2026-11-19'], '2026-11-22')).toBe(0);
    expect(dayStreak([], '2026-11-22')).toBe(0);
  });

  it('counts each day once, however many workouts it had', () => {
    expect(dayStreak(['2026-11-22', '2026-11-22', '2026-11-21'], '2026-11-22')).toBe(2);
  });

  it('equals the length of an unbroken run ending today', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 400 }), (length) => {
        const days = Array.from({ length }, (_, i) => addDays('2026-11-22', -i));
        expect(dayStreak(days, '2026-11-22')).toBe(length);
      }),
    );
  });
});

describe('workoutStreak', () => {
  const utcDay = (time: number) => new Date(time).toISOString().slice(0, 10);
  const done = (iso: string | null, type: SessionType = 'strength') => ({
    workoutId: iso ?? 'left',
    type,
    completedAt: iso === null ? null : Date.parse(iso),
  });

  it('counts days with a completed workout of any type; a started session does not count', () => {
    const sessions = [
      done('2026-11-20T09:00:00Z', 'zone2'),
      done('2026-11-21T09:00:00Z', 'stability'),
      done('2026-11-22T09:00:00Z'),
      done(null),
    ];
    expect(workoutStreak(sessions, '2026-11-22', utcDay)).toEqual({
      days: 3,
      trainedToday: true,
      lastTrainedOn: '2026-11-22',
    });
    expect(workoutStreak([done(null)], '2026-11-22', utcDay)).toEqual({
      days: 0,
      trainedToday: false,
      lastTrainedOn: null,
    });
  });

  it('says when the last workout was, and ignores completions after today', () => {
    const sessions = [done('2026-11-18T09:00:00Z'), done('2026-11-24T09:00:00Z')];
    expect(workoutStreak(sessions, '2026-11-22', utcDay)).toEqual({
      days: 0,
      trainedToday: false,
      lastTrainedOn: '2026-11-18',
    });
  });

  it("uses the user's days: an evening in New York is the next day in UTC", () => {
    const sessions = [done('2026-11-21T14:00:00Z'), done('2026-11-23T02:00:00Z')];
    const newYork = (time: number) => localDay(time, 'America/New_York');
    expect(workoutStreak(sessions, '2026-11-22', newYork).days).toBe(2);
    expect(workoutStreak(sessions, '2026-11-22', utcDay).days).toBe(1);
  });

  it('is dayStreak over the trained days, whatever the sessions', () => {
    fc.assert(
      fc.property(
        fc.array(fc.option(fc.integer({ min: 0, max: 60 }), { nil: null }), { maxLength: 40 }),
        (offsets) => {
          const today = '2026-11-22';
          const sessions = offsets.map((offset) =>
            done(offset === null ? null : `${addDays(today, offset - 45)}T12:00:00Z`),
          );
          const streak = workoutStreak(sessions, today, utcDay);
          expect(streak.days).toBe(dayStreak(trainedDays(sessions, today, utcDay), today));
          expect(streak.trainedToday).toBe(streak.lastTrainedOn === today);
        },
      ),
    );
  });
});

import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { exerciseById } from '../programme/exercises.ts';
import {
  FINISH_AFTER_LAST_SET_MS,
  MAX_SESSION_MS,
  minutesTrained,
  ownTimeMs,
  sessionDurationMs,
  sessionSetTimes,
  sessionSpanMs,
  type SessionClock,
  type TimeSet,
} from './minutes-trained.ts';

const at = (time: string) => Date.parse(`2026-11-10T${time}:00Z`);
const MIN = 60_000;

/** A GrandFit session of the plan's 45 minutes, started (first set) at 08:00. */
const clock = (over: Partial<SessionClock> = {}): SessionClock => ({
  startedAt: at('08:00'),
  completedAt: at('08:50'),
  durationSeconds: null,
  plannedMinutes: 45,
  ...over,
});
const sets = (lastSetAt: number | null, timedSeconds = 0) => ({ lastSetAt, timedSeconds });

describe('minutesTrained (decision 091)', () => {
  it('counts a session from its first set to its finish, never its plan', () => {
    expect(minutesTrained(clock(), sets(at('08:45')))).toEqual({ minutes: 50, timed: true });
    // Finished early after 2 of 5 sets: the 6 minutes it took, not the plan's 45.
    expect(minutesTrained(clock({ completedAt: at('08:06') }), sets(at('08:04')))).toEqual({
      minutes: 6,
      timed: true,
    });
  });

  it('counts the finish at most 10 minutes after the last set: a workout left open overnight', () => {
    expect(FINISH_AFTER_LAST_SET_MS).toBe(10 * MIN);
    const overnight = clock({
      startedAt: at('18:00'),
      completedAt: at('18:50') + 13 * 60 * MIN,
    });
    expect(minutesTrained(overnight, sets(at('18:50')))).toEqual({ minutes: 60, timed: true });
    // Without its sets read, nothing bounds the finish but the 4 hours (below).
    expect(ownTimeMs(overnight)).toBeNull();
  });

  it('gives History and the finish summary the same span, without the 4-hour doubt', () => {
    // Left open overnight: its sets' time and 10 minutes.
    expect(sessionSpanMs(at('18:00'), at('18:50') + 13 * 60 * MIN, at('18:50'))).toBe(60 * MIN);
    // Finished 4 minutes after the last set: the whole span; no set known: start to finish.
    expect(sessionSpanMs(at('08:00'), at('08:34'), at('08:30'))).toBe(34 * MIN);
    expect(sessionSpanMs(at('08:00'), at('08:50'), null)).toBe(50 * MIN);
    // A 5-hour session of sets is shown as such (Progress doubts it, History does not hide it).
    expect(sessionSpanMs(at('08:00'), at('13:05'), at('13:00'))).toBe(305 * MIN);
    fc.assert(
      fc.property(fc.integer(), fc.integer(), fc.option(fc.integer()), (start, end, last) => {
        expect(sessionSpanMs(start, end, last)).toBeGreaterThanOrEqual(0);
        expect(sessionSpanMs(start, end, last)).toBeLessThanOrEqual(Math.max(0, end - start));
      }),
    );
  });

  it("takes an imported session's duration as its app timed it", () => {
    const strong = clock({
      startedAt: at('17:00'),
      completedAt: at('17:00') + 3125_000,
      durationSeconds: 3125,
      plannedMinutes: null,
    });
    // Hevy stamps every set with the workout's start: the app's duration stands.
    expect(minutesTrained(strong, sets(at('17:00')))).toEqual({ minutes: 52, timed: true });
  });

  it('believes no own time over 4 hours: the plan stands in, or 0 without one', () => {
    expect(MAX_SESSION_MS).toBe(4 * 60 * MIN);
    const forgotten = { durationSeconds: 13 * 3600, plannedMinutes: null };
    expect(minutesTrained(clock(forgotten))).toEqual({ minutes: 0, timed: false });
    expect(minutesTrained(clock({ ...forgotten, durationSeconds: 4 * 3600 }))).toEqual({
      minutes: 240,
      timed: true,
    });
    // Sets five hours apart (resumed in the afternoon): the plan's minutes, said apart.
    const resumed = clock({ startedAt: at('07:00'), completedAt: at('12:05') });
    expect(minutesTrained(resumed, sets(at('12:00')))).toEqual({ minutes: 45, timed: false });
  });

  it("counts a Zone 2 ride's logged minutes when longer than its clock (decision 033)", () => {
    // One set logged at the ride's end, finished a minute later: 35 minutes, not 1.
    const ride = clock({ startedAt: at('07:40'), completedAt: at('07:41') });
    expect(minutesTrained(ride, sets(at('07:40'), 35 * 60))).toEqual({ minutes: 35, timed: true });
    // A ride in the middle of a session is inside its clock: never counted twice.
    expect(minutesTrained(clock(), sets(at('08:45'), 20 * 60))).toEqual({
      minutes: 50,
      timed: true,
    });
  });

  it('starts a session whose first set is a ride where the ride began', () => {
    // A 20-minute ride logged at 08:00, then lifts to 08:40: 08:40 - 07:40, not the lifts' 40.
    const mixed = clock({ startedAt: at('08:00'), completedAt: at('08:42') });
    const times = { lastSetAt: at('08:40'), timedSeconds: 20 * 60, timedFrom: at('07:40') };
    expect(minutesTrained(mixed, times)).toEqual({ minutes: 62, timed: true });
  });

  it('falls back to the plan only when the session has no time at all', () => {
    // Completed with nothing logged: its start is its finish.
    const nothing = clock({ startedAt: at('08:50') });
    expect(minutesTrained(nothing)).toEqual({ minutes: 45, timed: false });
    expect(minutesTrained(nothing, sets(null))).toEqual({ minutes: 45, timed: false });
    // A free workout's plan has no minutes; an import has no plan.
    expect(minutesTrained({ ...nothing, plannedMinutes: 0 })).toEqual({ minutes: 0, timed: false });
    expect(minutesTrained({ ...nothing, plannedMinutes: null })).toEqual({
      minutes: 0,
      timed: false,
    });
    // A time under a minute is a time: 0 minutes trained, not the plan's 45.
    const quick = clock({ completedAt: at('08:00') + 20_000 });
    expect(minutesTrained(quick, sets(at('08:00')))).toEqual({ minutes: 0, timed: true });
  });

  it('never counts more than the larger of the two measures, nor less than either', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 6 * 60 * MIN }),
        fc.integer({ min: 0, max: 6 * 60 * MIN }),
        fc.integer({ min: 0, max: 200 * 60 }),
        fc.option(fc.integer({ min: 0, max: 120 }), { nil: null }),
        (lastAfterStart, finishAfterStart, timedSeconds, plannedMinutes) => {
          const start = at('06:00');
          const session = clock({
            startedAt: start,
            completedAt: start + finishAfterStart,
            plannedMinutes,
          });
          const times = sets(start + lastAfterStart, timedSeconds);
          const { minutes, timed } = minutesTrained(session, times);
          const own = ownTimeMs(session, times) ?? 0;
          expect(own).toBeLessThanOrEqual(Math.min(finishAfterStart, MAX_SESSION_MS));
          if (timed) {
            expect(minutes).toBe(Math.round(Math.max(own, timedSeconds * 1000) / MIN));
          } else {
            expect([own, timedSeconds]).toEqual([0, 0]);
            expect(minutes).toBe(plannedMinutes ?? 0);
          }
        },
      ),
    );
  });
});

describe('sessionSetTimes', () => {
  const set = (time: string, exerciseId: string, reps: number | null, skipped = false) => ({
    performedAt: at(time),
    reps,
    skipped,
    exerciseId,
  });
  const unitOf = (s: TimeSet & { exerciseId: string }) => exerciseById(s.exerciseId)?.unit;

  it('finds the last set, skipped ones included, and adds the timed sets’ seconds', () => {
    expect(exerciseById('stationary-bike')?.unit).toBe('minutes');
    expect(exerciseById('front-plank')?.unit).toBe('seconds');
    expect(
      sessionSetTimes(
        [
          set('08:00', 'stationary-bike', 10),
          set('08:20', 'back-squat', 5),
          set('08:30', 'front-plank', 45),
          // Skipped: no time, but the lifter was there.
          set('08:40', 'front-plank', null, true),
          set('08:35', 'front-plank', 60, true),
          // Unknown to the library: counted in reps.
          set('08:10', 'custom-x', 12),
        ],
        unitOf,
      ),
    ).toEqual({
      lastSetAt: at('08:40'),
      timedSeconds: 10 * 60 + 45,
      // The ride logged at 08:00 began 10 minutes before.
      timedFrom: at('07:50'),
    });
  });

  it('says nothing of a session without sets', () => {
    expect(sessionSetTimes([], unitOf)).toEqual({
      lastSetAt: null,
      timedSeconds: 0,
      timedFrom: null,
    });
  });
});

describe('sessionDurationMs (decision 025, amended 2026-12-03)', () => {
  const bike = (time: string, minutes: number) => ({
    performedAt: at(time),
    reps: minutes,
    skipped: false,
    exerciseId: 'stationary-bike',
  });
  const squat = (time: string) => ({
    performedAt: at(time),
    reps: 5,
    skipped: false,
    exerciseId: 'back-squat',
  });
  const unitOf = (s: TimeSet & { exerciseId: string }) => exerciseById(s.exerciseId)?.unit;
  const duration = (sets: ReturnType<typeof bike>[], finish: number) => {
    const start = Math.min(...sets.map((set) => set.performedAt));
    return sessionDurationMs(start, finish, sessionSetTimes(sets, unitOf));
  };

  it('counts a Zone 2 walk logged and finished at once as the minutes logged', () => {
    // Logged at 10:30, finished 3 seconds later: 30 minutes, not 0.
    expect(duration([bike('10:30', 30)], at('10:30') + 3000)).toBe(30 * MIN + 3000);
    // Finished at the same instant (History finishes a session as of its last set).
    expect(duration([bike('10:30', 30)], at('10:30'))).toBe(30 * MIN);
  });

  it('counts a ride before the lifts from where the ride began, one after them inside the span', () => {
    // Ride 07:40-08:00 (logged at 08:00), lifts to 08:40, finished 08:42.
    expect(duration([bike('08:00', 20), squat('08:10'), squat('08:40')], at('08:42'))).toBe(
      62 * MIN,
    );
    // Lifts 08:00-08:40, then a ride logged at 09:00: the span already holds it.
    expect(duration([squat('08:00'), squat('08:40'), bike('09:00', 20)], at('09:01'))).toBe(
      61 * MIN,
    );
  });

  it('is never less than the minutes logged, nor shorter than the span of the sets', () => {
    // Two rides typed in a minute apart: 50 minutes logged, though they overlap in time.
    expect(duration([bike('10:00', 30), bike('10:01', 20)], at('10:01'))).toBe(50 * MIN);
    // No timed set: the span as before, the finish bounded by the last set.
    expect(duration([squat('18:00'), squat('18:50')], at('18:50') + 13 * 60 * MIN)).toBe(60 * MIN);
    expect(sessionDurationMs(at('08:00'), at('08:50'), undefined)).toBe(50 * MIN);
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 6 * 60 * MIN }),
        fc.integer({ min: 0, max: 6 * 60 * MIN }),
        fc.integer({ min: 0, max: 200 * 60 }),
        fc.integer({ min: 0, max: 200 * 60 }),
        (lastAfterStart, finishAfterStart, timedSeconds, timedBefore) => {
          const start = at('06:00');
          const times = {
            lastSetAt: start + lastAfterStart,
            timedSeconds,
            timedFrom: start - timedBefore * 1000,
          };
          const ms = sessionDurationMs(start, start + finishAfterStart, times);
          expect(ms).toBeGreaterThanOrEqual(timedSeconds * 1000);
          expect(ms).toBeGreaterThanOrEqual(
            sessionSpanMs(start, start + finishAfterStart, start + lastAfterStart),
          );
        },
      ),
    );
  });
});

import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { SessionType } from '../programme/types.ts';
import {
  completedUpTo,
  plannedWorkoutsDone,
  trainedDays,
  workoutsCompleted,
  type SessionFact,
} from './completed-workouts.ts';
import { localDay } from '../time-zone.ts';
import { volumeRows } from './volume.ts';

const utcDay = (time: number) => new Date(time).toISOString().slice(0, 10);
const at = (iso: string) => Date.parse(iso);

const session = (
  workoutId: string | null,
  completedAt: string | null,
  type: SessionType = 'strength',
): SessionFact => ({ workoutId, type, completedAt: completedAt === null ? null : at(completedAt) });

describe('workoutsCompleted', () => {
  it('counts every completed session, a Redo again, and leaves unfinished ones out', () => {
    const sessions = [
      session('a', '2026-11-02T09:00:00Z'),
      // The Redo of workout a: a second workout completed.
      session('a', '2026-11-02T18:00:00Z'),
      session('b', '2026-11-03T09:00:00Z', 'zone2'),
      // Started and left: lifting done, not a completed workout.
      session('c', null),
      session('d', '2026-10-30T09:00:00Z'),
    ];
    expect(workoutsCompleted(sessions, '2026-11-25', utcDay)).toEqual({ total: 4, thisMonth: 3 });
  });

  it('counts as of the day asked for: a later completion does not count yet', () => {
    const sessions = [session('a', '2026-11-24T09:00:00Z'), session('b', '2026-11-26T09:00:00Z')];
    expect(workoutsCompleted(sessions, '2026-11-25', utcDay)).toEqual({ total: 1, thisMonth: 1 });
  });

  it("places a completion on the user's day in the user's time zone", () => {
    // 23:30 UTC on 31 Oct is 00:30 on 1 Nov in Paris: November's, not October's.
    const sessions = [session('a', '2026-10-31T23:30:00Z')];
    const paris = (time: number) => localDay(time, 'Europe/Paris');
    expect(workoutsCompleted(sessions, '2026-11-05', paris)).toEqual({ total: 1, thisMonth: 1 });
    expect(workoutsCompleted(sessions, '2026-11-05', utcDay)).toEqual({ total: 1, thisMonth: 0 });
  });

  it('equals the sessions the monthly volume counts in the month (one definition)', () => {
    const completion = fc.record({
      workoutId: fc.constantFrom('a', 'b', 'c', 'd'),
      type: fc.constantFrom<SessionType>('strength', 'zone2', 'vo2max', 'stability'),
      completedAt: fc.option(
        fc.integer({ min: at('2026-09-01T00:00:00Z'), max: at('2026-12-31T00:00:00Z') }),
        { nil: null },
      ),
      startedAt: fc.integer({ min: at('2026-09-01T00:00:00Z'), max: at('2026-12-31T00:00:00Z') }),
      durationSeconds: fc.constant(null),
      plannedMinutes: fc.integer({ min: 10, max: 60 }),
    });
    fc.assert(
      fc.property(fc.array(completion, { maxLength: 30 }), (sessions) => {
        const today = '2026-11-20';
        const counted = workoutsCompleted(sessions, today, utcDay);
        const rows = volumeRows(sessions, today, utcDay);
        const sessionsIn = (month: string) =>
          rows.filter((row) => row.month === month).reduce((sum, row) => sum + row.sessions, 0);
        expect(counted.thisMonth).toBe(sessionsIn('2026-11'));
        expect(counted.total).toBe(rows.reduce((sum, row) => sum + row.sessions, 0));
        expect(counted.total).toBe(completedUpTo(sessions, today, utcDay).length);
      }),
    );
  });
});

describe('trainedDays', () => {
  it('lists each day with a completed workout once, oldest first, up to today', () => {
    const sessions = [
      session('b', '2026-11-03T09:00:00Z'),
      session('a', '2026-11-02T09:00:00Z'),
      session('a', '2026-11-02T18:00:00Z'),
      session('c', null),
      session('d', '2026-11-30T09:00:00Z'),
    ];
    expect(trainedDays(sessions, '2026-11-25', utcDay)).toEqual(['2026-11-02', '2026-11-03']);
  });
});

describe('plannedWorkoutsDone', () => {
  it('counts a planned workout once however many sessions completed it', () => {
    const sessions = [
      session('a', '2026-11-02T09:00:00Z'),
      session('a', '2026-11-02T18:00:00Z'),
      session('b', null),
      session('c', '2026-11-03T09:00:00Z', 'zone2'),
    ];
    expect(plannedWorkoutsDone(sessions)).toEqual({
      strength: 1,
      zone2: 1,
      vo2max: 0,
      stability: 0,
    });
  });

  it('makes no planned workout done with an imported session, which is still a workout completed', () => {
    const sessions = [
      session('a', '2026-11-02T09:00:00Z'),
      // Imported from Strong: no programme workout.
      session(null, '2026-11-02T18:00:00Z'),
      session(null, '2026-11-03T18:00:00Z'),
    ];
    expect(plannedWorkoutsDone(sessions)).toEqual({
      strength: 1,
      zone2: 0,
      vo2max: 0,
      stability: 0,
    });
    expect(workoutsCompleted(sessions, '2026-11-30', utcDay).total).toBe(3);
    expect(trainedDays(sessions, '2026-11-30', utcDay)).toEqual(['2026-11-02', '2026-11-03']);
  });

  it("reads a workout's completed flag the same way as its sessions", () => {
    const workouts = [
      { workoutId: 'a', type: 'strength' as const, completed: true },
      { workoutId: 'b', type: 'strength' as const, completed: false },
      { workoutId: 'c', type: 'stability' as const, completed: true },
    ];
    expect(plannedWorkoutsDone(workouts)).toEqual({
      strength: 1,
      zone2: 0,
      vo2max: 0,
      stability: 1,
    });
  });

  it('never exceeds the distinct workouts, nor the workouts completed', () => {
    const item = fc.record({
      workoutId: fc.constantFrom('a', 'b', 'c'),
      type: fc.constantFrom<SessionType>('strength', 'zone2'),
      completedAt: fc.option(fc.integer({ min: 0, max: 10 ** 12 }), { nil: null }),
    });
    fc.assert(
      fc.property(fc.array(item, { maxLength: 20 }), (sessions) => {
        const done = plannedWorkoutsDone(sessions);
        const total = done.strength + done.zone2 + done.vo2max + done.stability;
        const completedIds = new Set(
          sessions.filter((s) => s.completedAt !== null).map((s) => s.workoutId),
        );
        expect(total).toBe(completedIds.size);
        expect(total).toBeLessThanOrEqual(sessions.filter((s) => s.completedAt !== null).length);
      }),
    );
  });
});

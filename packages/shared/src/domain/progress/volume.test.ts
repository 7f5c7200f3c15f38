import { describe, expect, it } from 'vitest';
import { exerciseById } from '../programme/exercises.ts';
import { KG_PER_LB } from '../units/weight.ts';
import {
  PILLARS,
  hasVolume,
  monthlyVolume,
  setWork,
  totalWork,
  volumeRows,
  type WorkSet,
} from './volume.ts';

const MONTHS = ['2026-09', '2026-10', '2026-11'];

/** A session's clock: timed from `minutes` before its completion, its plan 45 minutes. */
const took = (completedAt: number | null, minutes: number) => ({
  completedAt,
  startedAt: (completedAt ?? 0) - minutes * 60_000,
  durationSeconds: null,
  plannedMinutes: 45,
});

describe('monthlyVolume', () => {
  it('fills every month of the range, zeros included, and adds up the totals', () => {
    const volume = monthlyVolume(
      [
        {
          month: '2026-11',
          type: 'strength',
          sessions: 2,
          minutes: 90,
          untimedSessions: 1,
          minutesFromPlan: 45,
        },
        { month: '2026-11', type: 'zone2', sessions: 1, minutes: 40 },
        { month: '2026-09', type: 'strength', sessions: 1, minutes: 45 },
        { month: '2026-09', type: 'vo2max', sessions: 1, minutes: 30 },
      ],
      MONTHS,
    );
    const zero = {
      sessions: 0,
      minutes: 0,
      untimedSessions: 0,
      minutesFromPlan: 0,
      load: 0,
      timeUnderLoadSeconds: 0,
    };
    expect(volume.unit).toBe('minutes trained');
    expect(volume.loadUnit).toBe('lb');
    expect(volume.months.map((m) => m.month)).toEqual(MONTHS);
    expect(volume.months[1]!.pillars).toEqual({
      strength: zero,
      zone2: zero,
      vo2max: zero,
      stability: zero,
    });
    expect(volume.months[2]!.pillars.strength).toEqual({
      ...zero,
      sessions: 2,
      minutes: 90,
      untimedSessions: 1,
      minutesFromPlan: 45,
    });
    expect(volume.totals).toEqual({
      strength: { ...zero, sessions: 3, minutes: 135, untimedSessions: 1, minutesFromPlan: 45 },
      zone2: { ...zero, sessions: 1, minutes: 40 },
      vo2max: { ...zero, sessions: 1, minutes: 30 },
      stability: zero,
    });
    expect(hasVolume(volume)).toBe(true);
  });

  it('ignores rows outside the range and keeps the order of pillars of docs/product.md#progress-screen', () => {
    const volume = monthlyVolume(
      [{ month: '2026-08', type: 'stability', sessions: 3, minutes: 60 }],
      MONTHS,
    );
    expect(hasVolume(volume)).toBe(false);
    expect(Object.keys(volume.totals)).toEqual([...PILLARS]);
    expect(PILLARS).toEqual(['strength', 'zone2', 'vo2max', 'stability']);
  });
});

describe('volumeRows', () => {
  const utcDay = (time: number) => new Date(time).toISOString().slice(0, 10);
  const at = (iso: string) => Date.parse(iso);
  const none = { untimedSessions: 0, minutesFromPlan: 0, load: 0, timeUnderLoadSeconds: 0 };

  it('groups the completed sessions up to today by month and type, a Redo again, at the minutes each took', () => {
    const sessions = [
      { workoutId: 'a', type: 'strength' as const, ...took(at('2026-11-02T09:00Z'), 52) },
      // The Redo, cut short: its own 20 minutes, not the plan's 45 again.
      { workoutId: 'a', type: 'strength' as const, ...took(at('2026-11-02T18:00Z'), 20) },
      { workoutId: 'b', type: 'zone2' as const, ...took(at('2026-10-30T09:00Z'), 40) },
      { workoutId: 'c', type: 'zone2' as const, ...took(null, 40) },
      { workoutId: 'd', type: 'zone2' as const, ...took(at('2026-11-30T09:00Z'), 40) },
    ];
    expect(volumeRows(sessions, '2026-11-20', utcDay)).toEqual([
      { month: '2026-11', type: 'strength', sessions: 2, minutes: 72, ...none },
      { month: '2026-10', type: 'zone2', sessions: 1, minutes: 40, ...none },
    ]);
  });

  it('counts a session without a time of its own at its plan, apart', () => {
    const rows = volumeRows(
      [
        // Completed with nothing logged: its start is its finish.
        { workoutId: 'a', type: 'stability' as const, ...took(at('2026-11-02T09:00Z'), 0) },
        // Its ride logged, 35 minutes, though its clock saw 1.
        {
          workoutId: 'b',
          type: 'stability' as const,
          ...took(at('2026-11-03T09:00Z'), 1),
          setTimes: { lastSetAt: at('2026-11-03T08:59Z'), timedSeconds: 35 * 60 },
        },
      ],
      '2026-11-20',
      utcDay,
    );
    expect(rows).toEqual([
      {
        month: '2026-11',
        type: 'stability',
        sessions: 2,
        minutes: 45 + 35,
        ...none,
        untimedSessions: 1,
        minutesFromPlan: 45,
      },
    ]);
  });

  it("adds each session's load and time under load to its month and pillar, rounded once", () => {
    const rows = volumeRows(
      [
        {
          workoutId: 'a',
          type: 'strength' as const,
          ...took(at('2026-11-02T09:00Z'), 45),
          work: { load: 1000.4, timeUnderLoadSeconds: 60 },
        },
        {
          workoutId: 'a',
          type: 'strength' as const,
          ...took(at('2026-11-09T09:00Z'), 45),
          work: { load: 500.4, timeUnderLoadSeconds: 0 },
        },
        {
          workoutId: 's',
          type: 'stability' as const,
          ...took(at('2026-11-10T09:00Z'), 30),
          work: { load: 0, timeUnderLoadSeconds: 150 },
        },
      ],
      '2026-11-20',
      utcDay,
    );
    const volume = monthlyVolume(rows, MONTHS, 'kg');
    expect(volume.loadUnit).toBe('kg');
    expect(volume.months[2]!.pillars.strength).toEqual({
      ...none,
      sessions: 2,
      minutes: 90,
      load: 1501,
      timeUnderLoadSeconds: 60,
    });
    expect(volume.totals.stability).toEqual({
      ...none,
      sessions: 1,
      minutes: 30,
      load: 0,
      timeUnderLoadSeconds: 150,
    });
  });
});

describe('setWork (docs/product.md#volume-definition: volume counts only weight x reps)', () => {
  const set = (overrides: Partial<WorkSet> = {}): WorkSet => ({
    weight: 100,
    weightUnit: 'lb',
    reps: 5,
    skipped: false,
    setType: 'normal',
    ...overrides,
  });
  const squat = exerciseById('back-squat')!;
  const carry = exerciseById('farmers-carry')!;
  const plank = exerciseById('front-plank')!;
  const rucking = exerciseById('rucking')!;
  const bike = exerciseById('stationary-bike')!;

  it('counts weight x reps of a rep-counted set', () => {
    expect(setWork(set(), squat, 'lb')).toEqual({ load: 500, timeUnderLoadSeconds: 0 });
  });

  it("never counts a band's or a machine's help as load (decision 083)", () => {
    const assisted = { unit: 'reps', category: 'bodyweight', assisted: true } as const;
    expect(setWork(set({ weight: 40, reps: 8 }), assisted, 'lb')).toEqual({
      load: 0,
      timeUnderLoadSeconds: 0,
    });
    // A belt on the body is load (decision 073).
    expect(setWork(set({ weight: 20, reps: 5 }), { ...assisted, assisted: false }, 'lb').load).toBe(
      100,
    );
  });

  it("adds a 35 lb farmer's carry of 30 s as 30 s under load, never 1,050 lb", () => {
    expect(carry.unit).toBe('seconds');
    expect(setWork(set({ weight: 35, reps: 30 }), carry, 'lb')).toEqual({
      load: 0,
      timeUnderLoadSeconds: 30,
    });
    // Unloaded holds are time under load too; minutes become seconds.
    expect(setWork(set({ weight: 0, reps: 45 }), plank, 'lb').timeUnderLoadSeconds).toBe(45);
    expect(setWork(set({ weight: 30, reps: 20 }), rucking, 'lb')).toEqual({
      load: 0,
      timeUnderLoadSeconds: 1200,
    });
  });

  it('leaves cardio out of both: the pillar minutes count it', () => {
    expect(setWork(set({ weight: 0, reps: 40 }), bike, 'lb')).toEqual({
      load: 0,
      timeUnderLoadSeconds: 0,
    });
  });

  it('never counts skipped or warm-up sets, nor sets without reps', () => {
    expect(setWork(set({ skipped: true }), squat, 'lb').load).toBe(0);
    expect(setWork(set({ setType: 'warmup' }), squat, 'lb').load).toBe(0);
    expect(setWork(set({ setType: 'warmup', reps: 30 }), carry, 'lb').timeUnderLoadSeconds).toBe(0);
    expect(setWork(set({ reps: null }), squat, 'lb').load).toBe(0);
    expect(setWork(set({ reps: 0 }), squat, 'lb').load).toBe(0);
    // Drop and failure sets are working sets.
    expect(setWork(set({ setType: 'drop' }), squat, 'lb').load).toBe(500);
    expect(setWork(set({ setType: 'failure' }), squat, 'lb').load).toBe(500);
  });

  it("converts each set's weight from its own unit to the user's", () => {
    expect(setWork(set({ weight: 100, weightUnit: 'kg' }), squat, 'kg').load).toBe(500);
    expect(setWork(set({ weight: 100, weightUnit: 'kg' }), squat, 'lb').load).toBeCloseTo(
      (100 / KG_PER_LB) * 5,
      9,
    );
    expect(setWork(set({ weight: 220.5, weightUnit: 'lb' }), squat, 'kg').load).toBeCloseTo(
      220.5 * KG_PER_LB * 5,
      9,
    );
  });

  it('counts an exercise the library does not know as rep work; bodyweight reps add 0', () => {
    expect(setWork(set(), undefined, 'lb').load).toBe(500);
    expect(setWork(set({ weight: null }), squat, 'lb').load).toBe(0);
    expect(setWork(set({ weight: Number.NaN }), squat, 'lb').load).toBe(0);
  });

  it('adds up a mixed session: lb and kg lifts, a carry, a warm-up', () => {
    const work = totalWork(
      [
        { ...set({ weight: 100, reps: 5 }), exerciseId: 'back-squat' },
        { ...set({ weight: 50, weightUnit: 'kg', reps: 10 }), exerciseId: 'back-squat' },
        { ...set({ weight: 35, reps: 30 }), exerciseId: 'farmers-carry' },
        { ...set({ weight: 45, reps: 10, setType: 'warmup' }), exerciseId: 'back-squat' },
      ],
      (id) => exerciseById(id),
      'lb',
    );
    expect(work.load).toBeCloseTo(500 + (50 / KG_PER_LB) * 10, 9);
    expect(work.timeUnderLoadSeconds).toBe(30);
  });
});

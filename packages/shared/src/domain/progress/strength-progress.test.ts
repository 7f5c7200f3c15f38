import { exerciseById } from '../programme/exercises.ts';
import { describe, expect, it } from 'vitest';
import { estimatedOneRepMax } from '../coach/strength.ts';
import { REP_EXERCISE_IDS, strengthProgress, type ProgressSet } from './strength-progress.ts';

const set = (overrides: Partial<ProgressSet>): ProgressSet => ({
  exerciseId: 'back-squat',
  date: '2026-11-02',
  weight: 100,
  reps: 8,
  rir: 2,
  targetRir: 2,
  skipped: false,
  ...overrides,
});

describe('strengthProgress', () => {
  it("charts each day's best e1RM (Epley with RIR) and the change over the range", () => {
    const [squat] = strengthProgress([
      set({ weight: 100, reps: 8, rir: 2 }), // 133.3
      set({ weight: 105, reps: 8, rir: 1 }), // 136.5, the day's best
      set({ date: '2026-11-09', weight: 110, reps: 8, rir: 2 }), // 146.7
      set({ date: '2026-11-16', weight: 110, reps: 6, rir: 2 }), // 139.3
    ]);
    expect(squat).toEqual({
      lift: 'squat',
      exerciseId: 'back-squat',
      name: 'Back Squat',
      workingSets: 4,
      measure: 'e1rm',
      unit: 'lb',
      points: [
        { date: '2026-11-02', value: 136.5 },
        { date: '2026-11-09', value: 146.7 },
        { date: '2026-11-16', value: 139.3 },
      ],
      latest: 139.3,
      best: 146.7,
      change: 2.8,
      changePercent: 2.1,
    });
    expect(squat!.points[0]!.value).toBe(Math.round(estimatedOneRepMax(105, 8, 1) * 10) / 10);
  });

  it('counts a set without RIR at its target RIR, else at 2 (docs/coach.md)', () => {
    const [withTarget] = strengthProgress([set({ rir: null, targetRir: 3, reps: 5 })]);
    expect(withTarget!.latest).toBe(Math.round(100 * (1 + 8 / 30) * 10) / 10);
    const [withoutTarget] = strengthProgress([set({ rir: null, targetRir: null, reps: 5 })]);
    expect(withoutTarget!.latest).toBe(Math.round(100 * (1 + 7 / 30) * 10) / 10);
    expect(withoutTarget!.change).toBeNull();
    expect(withoutTarget!.changePercent).toBeNull();
  });

  it('ignores skipped sets, warm-ups, sets without load or reps, holds and unknown exercises', () => {
    expect(
      strengthProgress([
        set({ skipped: true, weight: null, reps: null }),
        set({ weight: 0 }),
        set({ reps: 0 }),
        set({ setType: 'warmup' }),
        set({ exerciseId: 'front-plank', weight: 0, reps: 30 }),
        set({ exerciseId: 'no-such-exercise' }),
      ]),
    ).toEqual([]);
  });

  it("shows the user's most-trained lifts from the first session, main lifts or not", () => {
    const lifts = strengthProgress([
      set({ exerciseId: 'goblet-squat', weight: 30 }),
      set({ exerciseId: 'goblet-squat', weight: 30 }),
      set({ exerciseId: 'goblet-squat', weight: 35 }),
      set({ exerciseId: 'dumbbell-bench-press', weight: 25 }),
      set({ exerciseId: 'dumbbell-bench-press', weight: 25 }),
      set({ exerciseId: 'back-squat', weight: 100 }),
      set({ exerciseId: 'bench-press', weight: 95 }),
      set({ exerciseId: 'deadlift', weight: 135 }),
    ]);
    // Most working sets first; on a tie, main lifts in their order.
    expect(lifts.map((lift) => [lift.exerciseId, lift.workingSets, lift.lift])).toEqual([
      ['goblet-squat', 3, null],
      ['dumbbell-bench-press', 2, null],
      ['back-squat', 1, 'squat'],
      ['deadlift', 1, 'deadlift'],
    ]);
  });

  it("answers loads in the user's unit, each set converted from its own", () => {
    const [squat] = strengthProgress(
      [
        set({ weight: 100, weightUnit: 'kg', reps: 5, rir: 0 }),
        set({ date: '2026-11-09', weight: 225, weightUnit: 'lb', reps: 5, rir: 0 }),
      ],
      'kg',
    );
    expect(squat).toMatchObject({ unit: 'kg', points: [{ value: 116.7 }, { value: 119.1 }] });
  });

  it('measures a bodyweight lift in reps to failure and lists lifts in the library order', () => {
    const lifts = strengthProgress([
      set({ exerciseId: 'pull-up', weight: 0, reps: 3, rir: 1 }),
      set({ exerciseId: 'pull-up', date: '2026-11-09', weight: 0, reps: 4, rir: 2 }),
      set({ exerciseId: 'bench-press', weight: 95, reps: 10, rir: 2 }),
      set({ exerciseId: 'deadlift', weight: 135, reps: 5, rir: 3 }),
    ]);
    // Two pull-up sets: most trained first; then the main lifts' order.
    expect(lifts.map((lift) => lift.lift)).toEqual(['pull-up', 'deadlift', 'bench']);
    expect(lifts[0]).toMatchObject({
      measure: 'repsToFailure',
      unit: 'reps',
      points: [
        { date: '2026-11-02', value: 4 },
        { date: '2026-11-09', value: 6 },
      ],
      change: 2,
      changePercent: 50,
    });
  });

  it("shows a user's custom lift the caller knows, and leaves out one it does not", () => {
    const fly = { id: 'custom-1', name: 'Cable Fly', unit: 'reps' as const, loaded: true };
    const lifts = strengthProgress(
      [
        set({ exerciseId: 'custom-1', weight: 40, reps: 12, rir: 2 }),
        set({ exerciseId: 'custom-1', date: '2026-11-09', weight: 45, reps: 12, rir: 2 }),
        set({ exerciseId: 'custom-2', weight: 50, reps: 10, rir: 2 }),
        set({ exerciseId: 'bench-press', weight: 95, reps: 10, rir: 2 }),
      ],
      'lb',
      4,
      (id) => (id === fly.id ? fly : exerciseById(id)),
    );
    expect(lifts.map((lift) => [lift.exerciseId, lift.name, lift.lift])).toEqual([
      ['custom-1', 'Cable Fly', null],
      ['bench-press', 'Bench Press', 'bench'],
    ]);
    // e1RM = w · (1 + (12 + 2)/30): 40 -> 58.7, 45 -> 66.
    expect(lifts[0]).toMatchObject({ measure: 'e1rm', workingSets: 2, latest: 66, change: 7.3 });
  });

  it('reads only exercises counted in reps from the database', () => {
    expect(REP_EXERCISE_IDS).toContain('goblet-squat');
    expect(REP_EXERCISE_IDS).not.toContain('front-plank');
  });
});

describe('strength progress in the user unit', () => {
  it('reads each set in its own unit and answers e1RMs in the user unit', () => {
    const sets = [
      { exerciseId: 'back-squat', date: '2026-11-02', weight: 220.5, weightUnit: 'lb' as const },
      { exerciseId: 'back-squat', date: '2026-11-09', weight: 100, weightUnit: 'kg' as const },
    ].map((set) => ({ ...set, reps: 5, rir: 0, targetRir: null, skipped: false }));
    // e1RM = w · (1 + 5/30): 220.5 lb -> 116.7 kg; 100 kg -> 116.7 kg.
    const [kg] = strengthProgress(sets, 'kg');
    expect(kg).toMatchObject({ unit: 'kg', latest: 116.7, change: 0 });
    expect(kg!.points.map((point) => point.value)).toEqual([116.7, 116.7]);
    const [lb] = strengthProgress(sets, 'lb');
    expect(lb).toMatchObject({ unit: 'lb', latest: 257.2 });
  });
});

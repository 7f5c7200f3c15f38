import { describe, expect, it } from 'vitest';
import { exerciseById } from './exercises.ts';
import { SET_LIMITS } from '../set-limits.ts';
import {
  firstPrescription,
  firstTarget,
  firstWorkingReps,
  freeWorkoutPlan,
  journeyPosition,
} from './free-workout.ts';

describe('journeyPosition', () => {
  it('counts the start as week 1, day 1, and goes on past the end and before the start', () => {
    expect(journeyPosition('2026-11-23', '2026-11-23')).toEqual({ week: 1, day: 1 });
    expect(journeyPosition('2026-11-23', '2026-11-29')).toEqual({ week: 1, day: 7 });
    expect(journeyPosition('2026-11-23', '2026-12-01')).toEqual({ week: 2, day: 2 });
    expect(journeyPosition('2025-08-03', '2026-12-01')).toEqual({ week: 70, day: 3 });
    expect(journeyPosition('2026-11-30', '2026-11-29')).toEqual({ week: 0, day: 7 });
    expect(journeyPosition('2026-12-14', '2026-12-01')).toEqual({ week: -1, day: 2 });
  });
});

describe('freeWorkoutPlan', () => {
  it('prescribes each exercise as the programme would start it, on the day it was done', () => {
    const squat = exerciseById('goblet-squat')!;
    const plank = exerciseById('front-plank')!;
    const plan = freeWorkoutPlan({
      workoutId: 'a1',
      name: 'Hotel gym',
      journeyStart: '2026-11-23',
      date: '2026-12-01',
      exercises: [squat, plank],
    });
    expect(plan).toMatchObject({
      id: 'free-a1',
      week: 2,
      day: 2,
      type: 'strength',
      phase: 1,
      name: 'Hotel gym',
      durationMinutes: 0,
      isDeload: false,
    });
    expect(plan.exercises).toEqual([firstPrescription(squat), firstPrescription(plank)]);
    expect(firstPrescription(squat)).toMatchObject({ targetReps: 10, targetRir: 2 });
    expect(firstPrescription(plank)).toMatchObject({ targetReps: 30, targetRir: null });
    expect(firstPrescription(squat).sets).toBe(squat.defaultSets);
  });

  it('starts an exercise with the sets he set, the others with their default (decision 078)', () => {
    const squat = exerciseById('goblet-squat')!;
    const plank = exerciseById('front-plank')!;
    const plan = freeWorkoutPlan({
      workoutId: 'a2',
      name: 'Strength',
      journeyStart: '2026-11-23',
      date: '2026-12-01',
      exercises: [squat, plank],
      sets: { 'goblet-squat': 5 },
    });
    expect(plan.exercises.map((exercise) => [exercise.exerciseId, exercise.sets])).toEqual([
      ['goblet-squat', 5],
      ['front-plank', plank.defaultSets],
    ]);
  });
});

describe('his last reps (decision 094)', () => {
  const squat = exerciseById('goblet-squat')!;
  const plank = exerciseById('front-plank')!;

  it('targets the reps of his first working set last time, the RIR target unchanged', () => {
    expect(firstPrescription(squat, 5)).toMatchObject({ targetReps: 5, targetRir: 2 });
    expect(firstPrescription(plank, 45)).toMatchObject({ targetReps: 45, targetRir: null });
  });

  it('keeps the default for an exercise never done, or a last set of 0', () => {
    expect(firstTarget(squat)).toBe(10);
    expect(firstTarget(squat, 0)).toBe(10);
    expect(firstTarget(squat, -3)).toBe(10);
    expect(firstTarget(squat, Number.NaN)).toBe(10);
    expect(firstTarget(plank)).toBe(30);
    expect(firstTarget({ unit: 'minutes' })).toBe(10);
  });

  it('stays within what the set route takes for the unit', () => {
    expect(firstTarget(squat, 80)).toBe(SET_LIMITS.reps.max);
    expect(firstTarget(plank, 900)).toBe(SET_LIMITS.duration.max);
    expect(firstTarget({ unit: 'minutes' }, 75)).toBe(75);
    expect(firstTarget(squat, 0.4)).toBe(1);
  });

  it('gives each exercise of a plan its own, the others the default', () => {
    const plan = freeWorkoutPlan({
      workoutId: 'a3',
      name: 'Legs',
      journeyStart: '2026-11-23',
      date: '2026-12-01',
      exercises: [squat, plank],
      sets: { 'goblet-squat': 3 },
      reps: { 'goblet-squat': 5, 'bench-press': 8 },
    });
    expect(
      plan.exercises.map((exercise) => [exercise.exerciseId, exercise.sets, exercise.targetReps]),
    ).toEqual([
      ['goblet-squat', 3, 5],
      ['front-plank', plank.defaultSets, 30],
    ]);
  });

  describe('firstWorkingReps', () => {
    it('takes the first set done as work, in the order given: no warm-up, skip, 0 or empty', () => {
      expect(
        firstWorkingReps([
          { reps: 3, setType: 'warmup', skipped: false },
          { reps: 5, setType: 'normal', skipped: true },
          { reps: 0, setType: 'normal', skipped: false },
          { reps: null, skipped: false },
          { reps: 4, setType: 'normal', skipped: false },
          { reps: 6, setType: 'normal', skipped: false },
        ]),
      ).toBe(4);
    });

    it('reads the "Last time" answer, which lists only working sets, done, in order', () => {
      // GET /api/exercises/{id}/last-session: Romanian deadlift, 3 x 6 then a set short of it.
      const lastTime = [
        { setNumber: 1, weight: 100, weightUnit: 'kg' as const, reps: 6, rir: null },
        { setNumber: 2, weight: 100, weightUnit: 'kg' as const, reps: 6, rir: 1 },
        { setNumber: 3, weight: 100, weightUnit: 'kg' as const, reps: 5, rir: 0 },
      ];
      expect(firstWorkingReps(lastTime)).toBe(6);
      expect(firstTarget(squat, firstWorkingReps(lastTime))).toBe(6);
      // A hold logged in seconds, past what a set takes: held to the limit by firstTarget.
      expect(firstTarget(plank, firstWorkingReps([{ reps: 900 }]))).toBe(SET_LIMITS.duration.max);
    });

    it('says nothing without a working set: the target stays the default', () => {
      expect(firstWorkingReps(undefined)).toBeUndefined();
      expect(firstWorkingReps(null)).toBeUndefined();
      expect(firstWorkingReps([])).toBeUndefined();
      expect(firstWorkingReps([{ reps: 8, setType: 'warmup' }, { reps: 0 }])).toBeUndefined();
      expect(firstWorkingReps([{ reps: Number.NaN }, { reps: 5, skipped: true }])).toBeUndefined();
      expect(firstTarget(squat, firstWorkingReps([]))).toBe(10);
    });
  });
});

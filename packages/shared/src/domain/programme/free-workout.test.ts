import { describe, expect, it } from 'vitest';
import { exerciseById } from './exercises.ts';
import { SET_LIMITS } from '../set-limits.ts';
import {
  firstPrescription,
  firstTarget,
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
});

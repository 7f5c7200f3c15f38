import { describe, expect, it } from 'vitest';
import { exerciseById } from './exercises.ts';
import { firstPrescription, freeWorkoutPlan, journeyPosition } from './free-workout.ts';

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

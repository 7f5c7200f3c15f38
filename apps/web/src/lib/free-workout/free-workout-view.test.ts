import { describe, expect, it } from 'vitest';
import { exerciseCatalog } from '../exercise-catalog.ts';
import { freeWorkoutView } from './free-workout-view.ts';

const catalog = exerciseCatalog([]);
const entry = (id: string) => catalog.find((candidate) => candidate.exercise.id === id)!;

describe('freeWorkoutView', () => {
  it('opens offline with the sets he set for each exercise, the others at their default', () => {
    const squat = entry('goblet-squat');
    const plank = entry('front-plank');
    const view = freeWorkoutView(
      {
        id: '3f2b8c1e-0000-4000-8000-00000000f2ee',
        date: '2026-12-02',
        name: 'Strength',
        exerciseIds: ['goblet-squat', 'front-plank'],
        sets: { 'goblet-squat': 5 },
      },
      [squat, plank],
      'kg',
      '2026-11-23',
    );
    expect(view).toMatchObject({ name: 'Strength', week: 2, day: 3, free: true });
    expect(view.exercises.map((exercise) => [exercise.id, exercise.sets])).toEqual([
      ['goblet-squat', 5],
      ['front-plank', plank.exercise.defaultSets],
    ]);
  });

  it("targets the reps it is given (a repeated session's, decision 094), the others at 10", () => {
    const view = freeWorkoutView(
      {
        id: '3f2b8c1e-0000-4000-8000-00000000f2ef',
        date: '2026-12-02',
        name: 'Strength A',
        exerciseIds: ['back-squat', 'goblet-squat', 'front-plank'],
        sets: { 'back-squat': 3 },
      },
      [entry('back-squat'), entry('goblet-squat'), entry('front-plank')],
      'kg',
      '2026-11-23',
      { 'back-squat': 5, 'front-plank': 900 },
    );
    expect(
      view.exercises.map((exercise) => [exercise.id, exercise.sets, exercise.targetReps]),
    ).toEqual([
      ['back-squat', 3, 5],
      ['goblet-squat', entry('goblet-squat').exercise.defaultSets, 10],
      // No more than a set of seconds takes.
      ['front-plank', entry('front-plank').exercise.defaultSets, 600],
    ]);
    expect(view.exercises[0]).toMatchObject({ targetRir: 2, targetWeight: 0 });
  });
});

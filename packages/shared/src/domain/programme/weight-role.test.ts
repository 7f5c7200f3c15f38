import { describe, expect, it } from 'vitest';
import { customExerciseAsExercise } from './custom-exercise.ts';
import { exerciseById } from './exercises.ts';
import { weightRoleOf } from './weight-role.ts';

describe('weightRoleOf', () => {
  it('reads a weight as load, added to the body, or help', () => {
    expect(weightRoleOf(exerciseById('back-squat')!)).toBe('load');
    expect(weightRoleOf(exerciseById('pull-up')!)).toBe('added');
    // Timed work's weight is what is held, whatever it is.
    expect(weightRoleOf(exerciseById('front-plank')!)).toBe('load');
    const band = customExerciseAsExercise({
      id: 'custom-1',
      name: 'Band pull-up',
      kind: 'assisted',
      restSeconds: 90,
    });
    expect(band).toMatchObject({ loaded: false, assisted: true, unit: 'reps' });
    expect(weightRoleOf(band)).toBe('assistance');
  });
});

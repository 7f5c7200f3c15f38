import { describe, expect, it } from 'vitest';
import {
  customExerciseAsExercise,
  customExerciseId,
  customExerciseUuid,
} from './custom-exercise.ts';

const uuid = '0b8f3f0e-2d7a-4c55-9d8e-7b1f0c2a9e11';

describe('custom exercises as library exercises', () => {
  it('counts and loads by kind, with the user rest and no made-up start', () => {
    const base = { id: customExerciseId(uuid), name: 'Mine', restSeconds: 45 };
    expect(customExerciseAsExercise({ ...base, kind: 'weighted' })).toMatchObject({
      unit: 'reps',
      loaded: true,
      startingWeightLb: 0,
      category: 'machine',
      restSeconds: 45,
      formCues: [],
    });
    expect(customExerciseAsExercise({ ...base, kind: 'bodyweight' })).toMatchObject({
      unit: 'reps',
      loaded: false,
    });
    expect(customExerciseAsExercise({ ...base, kind: 'timed' })).toMatchObject({
      unit: 'seconds',
      loaded: false,
    });
    expect(customExerciseAsExercise({ ...base, kind: 'cardio' })).toMatchObject({
      unit: 'minutes',
      category: 'cardio',
    });
  });

  it("takes the lifter's movement when he gave one, so the coach steps the load by it", () => {
    const base = { id: customExerciseId(uuid), name: 'Mine', restSeconds: 45 };
    expect(customExerciseAsExercise({ ...base, kind: 'weighted' }).pattern).toBe('core');
    expect(customExerciseAsExercise({ ...base, kind: 'weighted', pattern: null }).pattern).toBe(
      'core',
    );
    expect(customExerciseAsExercise({ ...base, kind: 'weighted', pattern: 'squat' }).pattern).toBe(
      'squat',
    );
    expect(customExerciseAsExercise({ ...base, kind: 'cardio', pattern: 'pull' }).pattern).toBe(
      'cardio',
    );
  });

  it('reads the uuid back from a custom id only', () => {
    expect(customExerciseUuid(customExerciseId(uuid))).toBe(uuid);
    expect(customExerciseUuid('back-squat')).toBeNull();
    expect(customExerciseUuid('custom-not-a-uuid')).toBeNull();
    expect(customExerciseUuid(`custom-${uuid}x`)).toBeNull();
  });
});

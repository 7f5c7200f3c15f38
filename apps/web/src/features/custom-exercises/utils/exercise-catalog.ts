import type { WorkoutExercise } from '@grandfit/shared/schemas/training.ts';
import type { WeightUnit } from '@grandfit/shared/domain/units/weight.ts';
import type { Exercise } from '@grandfit/shared/domain/programme/types.ts';
import type { CatalogEntry } from '../../../lib/exercise-catalog.ts';

/** A first target for an exercise added to a session: what the programme's defaults would be. */
const FIRST_TARGET: Record<Exercise['unit'], number> = { reps: 10, seconds: 30, minutes: 10 };

/** An exercise added during a session, shaped like a planned one for the active workout. */
export function addedWorkoutExercise(entry: CatalogEntry, weightUnit: WeightUnit): WorkoutExercise {
  const { exercise } = entry;
  return {
    id: exercise.id,
    name: exercise.name,
    sets: exercise.defaultSets,
    targetReps: FIRST_TARGET[exercise.unit],
    unit: exercise.unit,
    targetRir: exercise.unit === 'reps' ? 2 : null,
    // The coach's recommendation (asked for by the screen) fills the weight in.
    targetWeight: 0,
    weightUnit,
    barbell: exercise.category === 'barbell',
    dumbbell: exercise.category === 'dumbbell',
    kettlebell: exercise.category === 'kettlebell',
    cardio: exercise.category === 'cardio',
    restSeconds: exercise.restSeconds,
    notes: '',
    formCues: exercise.formCues,
    perSide: exercise.perSide ?? false,
    loaded: exercise.loaded,
    swappedFrom: null,
  };
}

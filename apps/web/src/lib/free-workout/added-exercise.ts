import type { WorkoutExercise } from '@grandfit/shared/schemas/training.ts';
import type { WeightUnit } from '@grandfit/shared/domain/units/weight.ts';
import { firstPrescription } from '@grandfit/shared/domain/programme/free-workout.ts';
import { steppedImplement } from '@grandfit/shared/domain/programme/stepped-implement.ts';
import type { CatalogEntry } from '../exercise-catalog.ts';

/**
 * An exercise added during a session, shaped like a planned one for the active workout. It starts
 * at the default target; the workout retargets it at his last reps of it once its "Last time" is
 * known (decision 094, `useAddedExerciseTargets`), never making the dialog wait for it.
 */
export function addedWorkoutExercise(entry: CatalogEntry, weightUnit: WeightUnit): WorkoutExercise {
  const { exercise } = entry;
  const prescription = firstPrescription(exercise);
  const implement = steppedImplement(exercise);
  return {
    id: exercise.id,
    name: exercise.name,
    sets: prescription.sets,
    targetReps: prescription.targetReps,
    unit: exercise.unit,
    targetRir: prescription.targetRir,
    // The coach's recommendation (asked for by the screen) fills the weight in.
    targetWeight: 0,
    weightUnit,
    barbell: implement === 'barbell',
    dumbbell: implement === 'dumbbell',
    kettlebell: implement === 'kettlebell',
    cardio: exercise.category === 'cardio',
    restSeconds: prescription.restSeconds,
    notes: '',
    formCues: exercise.formCues,
    perSide: exercise.perSide ?? false,
    loaded: exercise.loaded,
    ...(exercise.assisted ? { assisted: true } : {}),
    swappedFrom: null,
  };
}

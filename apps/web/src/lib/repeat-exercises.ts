import { FREE_WORKOUT_MAX_EXERCISES } from '@grandfit/shared/domain/programme/free-workout.ts';

/**
 * The exercises a past session is repeated with (decision 075) or saved as a routine with (076), in the order it lists them: those
 * he did (a working set or a warm-up), each once, as Strong makes a template of a workout as done.
 * A session with nothing done gives its plan. At most a new workout's first exercises.
 */
export function repeatExerciseIds(detail: {
  exercises: readonly { exerciseId: string; sets: readonly { skipped: boolean }[] }[];
}): string[] {
  const done = detail.exercises.filter((exercise) => exercise.sets.some((set) => !set.skipped));
  const chosen = done.length > 0 ? done : detail.exercises;
  return [...new Set(chosen.map((exercise) => exercise.exerciseId))].slice(
    0,
    FREE_WORKOUT_MAX_EXERCISES,
  );
}

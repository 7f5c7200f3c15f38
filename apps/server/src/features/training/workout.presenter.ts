import { steppedImplement } from '@grandfit/shared/domain/programme/stepped-implement.ts';
import { addDays } from '@grandfit/shared/domain/dates.ts';
import { phaseForWeek } from '@grandfit/shared/domain/journey.ts';
import { exerciseById } from '@grandfit/shared/domain/programme/exercises.ts';
import type { Exercise, ProgrammedExercise } from '@grandfit/shared/domain/programme/types.ts';
import { isCustomExerciseId } from '@grandfit/shared/schemas/custom-exercises.ts';
import type { WeightUnit } from '@grandfit/shared/domain/units/weight.ts';
import type { Workout, WorkoutExercise } from '@grandfit/shared/schemas/training.ts';
import type { WorkoutRow } from './user-workouts.ts';
import type { SwappedWorkoutRow } from './swaps.service.ts';

/** The calendar day a workout falls on: its week and day counted from the journey start. */
export function workoutDate(row: Pick<WorkoutRow, 'journeyStart' | 'week' | 'day'>): string {
  return addDays(row.journeyStart, (row.week - 1) * 7 + (row.day - 1));
}

/** The key of one prescription of an exercise (the same lift at 10 reps and at 5 differs). */
export function prescriptionKey(
  item: Pick<ProgrammedExercise, 'exerciseId' | 'targetReps' | 'targetRir'>,
): string {
  return `${item.exerciseId}|${item.targetReps}|${item.targetRir ?? ''}`;
}

/**
 * A workout as the API answers it (docs/product.md#training-routes), from the stored plan with the
 * user's swaps applied. `known` holds the library and custom exercises of the plan
 * (custom-exercises.service resolveExercises); `targetWeights` the coach's load per prescription
 * in `weightUnit`; an exercise without one (bodyweight, cardio, holds) shows weight 0, which the
 * screens hide.
 */
export function presentWorkout(
  row: SwappedWorkoutRow,
  known: ReadonlyMap<string, Exercise>,
  targetWeights: ReadonlyMap<string, number>,
  weightUnit: WeightUnit,
): Workout {
  const { plan } = row;
  const exercises: WorkoutExercise[] = plan.exercises.map((item, index) => {
    const exercise = known.get(item.exerciseId);
    const from = row.swappedFrom[index];
    const implement = exercise ? steppedImplement(exercise) : null;
    return {
      id: item.exerciseId,
      name: exercise?.name ?? item.exerciseId,
      sets: item.sets,
      targetReps: item.targetReps,
      unit: exercise?.unit ?? 'reps',
      targetRir: item.targetRir,
      targetWeight: exercise?.loaded ? (targetWeights.get(prescriptionKey(item)) ?? 0) : 0,
      weightUnit,
      barbell: implement === 'barbell',
      dumbbell: implement === 'dumbbell',
      kettlebell: implement === 'kettlebell',
      cardio: exercise?.category === 'cardio',
      // A user's own exercise rests as the user said; a library one keeps the programme's rest.
      restSeconds:
        exercise && isCustomExerciseId(exercise.id) ? exercise.restSeconds : item.restSeconds,
      notes: item.notes,
      formCues: exercise?.formCues ?? [],
      perSide: exercise?.perSide ?? false,
      loaded: exercise?.loaded ?? false,
      ...(exercise?.assisted ? { assisted: true } : {}),
      swappedFrom: from
        ? { id: from.id, name: exerciseById(from.id)?.name ?? from.id, scope: from.scope }
        : null,
    };
  });
  const phase = phaseForWeek(row.week);
  return {
    id: row.id,
    name: plan.name,
    phase: phase.number,
    phaseName: phase.name,
    week: row.week,
    day: row.day,
    date: workoutDate(row),
    type: row.type,
    durationMinutes: plan.durationMinutes,
    completed: row.completed,
    inProgress: row.inProgress,
    isDeload: plan.isDeload,
    description: plan.description,
    totalExercises: exercises.length,
    free: row.free,
    exercises,
    ...(plan.supersets?.length ? { supersets: plan.supersets } : {}),
  };
}

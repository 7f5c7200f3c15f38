import { phaseForWeek } from '@grandfit/shared/domain/journey.ts';
import { freeWorkoutPlan } from '@grandfit/shared/domain/programme/free-workout.ts';
import type { CreateFreeWorkout, Workout } from '@grandfit/shared/schemas/training.ts';
import type { WeightUnit } from '@grandfit/shared/domain/units/weight.ts';
import type { CatalogEntry } from '../exercise-catalog.ts';
import { addedWorkoutExercise } from './added-exercise.ts';

/**
 * A free workout as the server will answer it (decision 075), made on the device from the plan
 * the server will store (`freeWorkoutPlan`), so that one started without a connection opens at
 * once: its request waits in the outbox ahead of its sets, and the server's answer replaces this
 * one when it comes. The coach's loads come with the recommendation the session asks for, as for
 * an exercise added during a session. Without the journey start (settings never loaded on this
 * device) the day counts as the journey's first. The server targets each exercise at his reps of
 * the last session he did it in (decision 094), which the device does not keep: `reps` are those
 * it knows (a repeated session's), the others start at the default until the server answers.
 */
export function freeWorkoutView(
  input: CreateFreeWorkout,
  entries: readonly CatalogEntry[],
  weightUnit: WeightUnit,
  journeyStart: string | undefined,
  reps?: Readonly<Record<string, number>>,
): Workout {
  const plan = freeWorkoutPlan({
    workoutId: input.id,
    name: input.name,
    journeyStart: journeyStart ?? input.date,
    date: input.date,
    exercises: entries.map((entry) => entry.exercise),
    sets: input.sets,
    reps,
    supersets: input.supersets,
  });
  const exercises = entries.map((entry, index) => ({
    ...addedWorkoutExercise(entry, weightUnit),
    sets: plan.exercises[index]!.sets,
    targetReps: plan.exercises[index]!.targetReps,
  }));
  return {
    id: input.id,
    name: plan.name,
    phase: plan.phase,
    phaseName: phaseForWeek(plan.week).name,
    week: plan.week,
    day: plan.day,
    date: input.date,
    type: plan.type,
    durationMinutes: plan.durationMinutes,
    completed: false,
    inProgress: null,
    isDeload: plan.isDeload,
    description: plan.description,
    totalExercises: exercises.length,
    exercises,
    free: true,
    ...(plan.supersets ? { supersets: plan.supersets } : {}),
  };
}

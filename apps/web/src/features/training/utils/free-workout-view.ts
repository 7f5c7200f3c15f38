import { phaseForWeek } from '@grandfit/shared/domain/journey.ts';
import { journeyPosition } from '@grandfit/shared/domain/programme/free-workout.ts';
import type { CreateFreeWorkout, Workout } from '@grandfit/shared/schemas/training.ts';
import type { WeightUnit } from '@grandfit/shared/domain/units/weight.ts';
import type { CatalogEntry } from '../../../lib/exercise-catalog.ts';
import { addedWorkoutExercise } from '../../custom-exercises/utils/exercise-catalog.ts';

/**
 * A free workout as the server will answer it (decision 075), made on the device so that one
 * started without a connection opens at once: its request waits in the outbox ahead of its sets,
 * and the server's answer replaces this one when it comes. The coach's loads come with the
 * recommendation the session asks for, as for an exercise added during a session.
 */
export function freeWorkoutView(
  input: CreateFreeWorkout,
  entries: readonly CatalogEntry[],
  weightUnit: WeightUnit,
  journeyStart: string | undefined,
): Workout {
  const { week, day } = journeyStart
    ? journeyPosition(journeyStart, input.date)
    : { week: 1, day: 1 };
  const phase = phaseForWeek(week);
  const exercises = entries.map((entry) => addedWorkoutExercise(entry, weightUnit));
  return {
    id: input.id,
    name: input.name,
    phase: phase.number,
    phaseName: phase.name,
    week,
    day,
    date: input.date,
    type: 'strength',
    durationMinutes: 0,
    completed: false,
    inProgress: null,
    isDeload: false,
    description: '',
    totalExercises: exercises.length,
    exercises,
    free: true,
  };
}

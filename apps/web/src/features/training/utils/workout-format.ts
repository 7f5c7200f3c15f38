import { apiErrorOf } from '../../../lib/api-client.ts';
import type { WeightUnit } from '@grandfit/shared/domain/units/weight.ts';
import type { Workout, WorkoutExercise } from '@grandfit/shared/schemas/training.ts';

/**
 * A workout card shows its first 3 exercises and collapses the rest (docs/product.md#today-screen).
 */
export const COLLAPSED_EXERCISES = 3;

export const SESSION_LABELS: Record<Workout['type'], string> = {
  strength: 'Strength',
  zone2: 'Zone 2',
  stability: 'Stability',
  vo2max: 'VO2 Max',
};

const plural = (count: number, one: string, many = `${one}s`) =>
  `${count} ${count === 1 ? one : many}`;

export { formatRest } from '../../../lib/format-rest.ts';

/** The target of one set in the exercise's unit: "10 reps", "15 seconds per side", "30 minutes". */
export function formatTarget(exercise: Pick<WorkoutExercise, 'targetReps' | 'unit' | 'perSide'>) {
  const unit = { reps: 'rep', seconds: 'second', minutes: 'minute' }[exercise.unit];
  const target = plural(exercise.targetReps, unit);
  return exercise.perSide ? `${target} per side` : target;
}

/** The compact form for cards: "10 reps", "15 s per side", "30 min". */
export function formatShortTarget(
  exercise: Pick<WorkoutExercise, 'targetReps' | 'unit' | 'perSide'>,
) {
  const target =
    exercise.unit === 'reps'
      ? plural(exercise.targetReps, 'rep')
      : `${exercise.targetReps} ${exercise.unit === 'seconds' ? 's' : 'min'}`;
  return exercise.perSide ? `${target} per side` : target;
}

/**
 * The weight is shown only if above 0 (docs/product.md#workout-detail). In the unit the answer
 * gives (the user's: decision 024); lb for an answer kept from before units existed.
 */
export function formatWeight(weight: number, unit: WeightUnit | undefined = 'lb'): string | null {
  if (!(weight > 0)) return null;
  return `${Number.isInteger(weight) ? weight : Math.round(weight * 100) / 100} ${unit}`;
}

export const formatSets = (sets: number) => plural(sets, 'set');

/** One line for a card: "2 × 10 reps · 35 lb". */
export function exerciseSummary(exercise: WorkoutExercise): string {
  const weight = formatWeight(exercise.targetWeight, exercise.weightUnit);
  const sets = `${exercise.sets} × ${formatShortTarget(exercise)}`;
  return weight ? `${sets} · ${weight}` : sets;
}

/** The phase/week badge: "Phase 1 · Week 3". */
export const phaseWeekBadge = (workout: Pick<Workout, 'phase' | 'week'>) =>
  `Phase ${workout.phase} · Week ${workout.week}`;

export const dayBadge = (workout: Pick<Workout, 'day'>) => `Day ${workout.day}`;

export const formatDuration = (minutes: number) => `${minutes} min`;

export const formatExerciseCount = (count: number) => plural(count, 'exercise');

/** The list card's line under its first exercises: "+2 more exercises". */
export function moreExercisesLabel(total: number): string | null {
  const hidden = total - COLLAPSED_EXERCISES;
  return hidden > 0 ? `+${plural(hidden, 'more exercise', 'more exercises')}` : null;
}

/** Today's toggle: "Show 2 More Exercises" (singular for one) / "Show Less". */
export function showMoreLabel(total: number): string | null {
  const hidden = total - COLLAPSED_EXERCISES;
  if (hidden <= 0) return null;
  return `Show ${hidden} More ${hidden === 1 ? 'Exercise' : 'Exercises'}`;
}

type StartableWorkout = Pick<Workout, 'id' | 'completed' | 'inProgress'>;

/** Start begins a new session of a completed workout, unless one is under way (decision 053). */
export const startsRedo = (workout: StartableWorkout) => workout.completed && !workout.inProgress;

/**
 * Where Start goes: the active workout, which resumes a session under way; a new session (a redo)
 * when it was completed; built-in data for samples.
 */
export function startWorkoutPath(workout: StartableWorkout, sample = false) {
  if (sample) return '/workout/demo';
  return startsRedo(workout) ? `/workout/${workout.id}?redo=1` : `/workout/${workout.id}`;
}

/** The Start button's words: a session under way is resumed, even a redo of a completed one. */
export function startWorkoutLabel(workout: StartableWorkout): string {
  if (workout.inProgress) return 'Resume Workout';
  return workout.completed ? 'Redo Workout' : 'Start Workout';
}

/**
 * What Finish before the last set asks (decision 054): "4 of 10 sets done. The 6 sets left will
 * not be logged; the workout counts as done now." `behind` counts skipped sets too (the progress
 * bar's figure); only the sets neither done nor skipped are left.
 */
export function finishEarlyDescription(lifted: number, behind: number, total: number): string {
  const left = Math.max(total - behind, 0);
  const done = `${lifted} of ${plural(total, 'set')} done.`;
  if (left === 0) return `${done} The workout counts as done now.`;
  const rest = left === 1 ? 'The set left' : `The ${left} sets left`;
  return `${done} ${rest} will not be logged; the workout counts as done now.`;
}

/** "In progress · 4/10 sets": a session under way, its working sets of the plan's. */
export function inProgressLabel(workout: Pick<Workout, 'inProgress' | 'exercises'>): string | null {
  if (!workout.inProgress) return null;
  const planned = workout.exercises.reduce((sum, exercise) => sum + exercise.sets, 0);
  return `In progress · ${workout.inProgress.setsDone}/${planned} sets`;
}

export const workoutDetailsPath = (id: string) => `/workout-details/${id}`;

/** A 404 from the API client. */
export const isNotFoundError = (error: Error | null) => apiErrorOf(error)?.status === 404;

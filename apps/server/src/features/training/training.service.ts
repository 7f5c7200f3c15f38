import { addDays } from '@grandfit/shared/domain/dates.ts';
import { JOURNEY_WEEKS, daysBetween } from '@grandfit/shared/domain/journey.ts';
import { AWAY_DAYS } from '@grandfit/shared/domain/journey-resume.ts';
import { byDayOrder } from '@grandfit/shared/domain/programme/day-order.ts';
import { journeyDay } from '@grandfit/shared/domain/programme/programme.ts';
import { plannedWorkoutsDone } from '@grandfit/shared/domain/progress/completed-workouts.ts';
import type { TodayWorkouts, WeekWorkouts, Workout } from '@grandfit/shared/schemas/training.ts';
import type { WeightUnit } from '@grandfit/shared/domain/units/weight.ts';
import type { Db } from '../../db/client.ts';
import { getSettings } from '../profile/settings.service.ts';
import { ensureWeek, type WorkoutRow } from './user-workouts.ts';
import { presentWorkout } from './workout.presenter.ts';
import { withSwaps, type SwappedWorkoutRow } from './swaps.service.ts';
import { resolveExercises } from '../custom-exercises/custom-exercises.service.ts';
import { resumeAfterAbsence } from './journey-resume.service.ts';

/**
 * Loads for the exercises of some workouts, keyed by prescription (the coach, coach.service.ts),
 * in the user's unit and rounded to the user's step (decision 024).
 */
export type TargetWeights = (
  userId: string,
  rows: SwappedWorkoutRow[],
  date: string,
) => Promise<{ unit: WeightUnit; weights: ReadonlyMap<string, number> }>;

async function present(
  db: Db,
  userId: string,
  rows: WorkoutRow[],
  date: string,
  targetWeights: TargetWeights,
): Promise<Workout[]> {
  // As they are to be done: a swapped-in exercise gets its own name and its own load.
  const swapped = await withSwaps(db, userId, rows);
  const ids = swapped.flatMap((row) => row.plan.exercises.map((item) => item.exerciseId));
  const [known, { unit, weights }] = await Promise.all([
    resolveExercises(db, userId, ids),
    targetWeights(userId, swapped, date),
  ]);
  return swapped.map((row) => presentWorkout(row, known, weights, unit));
}

export function trainingService(db: Db, targetWeights: TargetWeights) {
  return {
    /** The day's workouts from the user's journey start and the user's local date. */
    async today(userId: string, date: string): Promise<TodayWorkouts> {
      const { journeyStartDate } = await getSettings(db, userId);
      const { week, day } = journeyDay(journeyStartDate, date);
      const daysIn = daysBetween(journeyStartDate, date);
      const journeyEnded = daysIn >= JOURNEY_WEEKS * 7;
      const [weekRows, resume] = await Promise.all([
        ensureWeek(db, userId, journeyStartDate, week),
        // No absence to measure in a journey's first week, before it or after it.
        daysIn >= AWAY_DAYS && !journeyEnded
          ? resumeAfterAbsence(db, userId, journeyStartDate, date)
          : null,
      ]);
      const rows = weekRows.filter((row) => row.day === day).sort(byDayOrder);
      const [workout = null, ...others] = await present(db, userId, rows, date, targetWeights);
      return {
        date,
        week,
        day,
        journeyEnded,
        journeyNotStarted: daysIn < 0,
        workout,
        others,
        resume,
      };
    },

    /** A journey week's workouts (the current one by default) and the weekly block. */
    async week(userId: string, date: string, requestedWeek?: number): Promise<WeekWorkouts> {
      const { journeyStartDate } = await getSettings(db, userId);
      const currentWeek = journeyDay(journeyStartDate, date).week;
      const week = requestedWeek ?? currentWeek;
      const rows = await ensureWeek(db, userId, journeyStartDate, week);
      const list = await present(db, userId, rows, date, targetWeights);
      // Plan adherence, the figure Analytics' Zone 2 line reads too: a completed workout of the
      // week counts once, however many sessions (a Redo) completed it.
      const done = plannedWorkoutsDone(
        list.map((workout) => ({
          workoutId: workout.id,
          type: workout.type,
          completed: workout.completed,
        })),
      );
      const count = (type: Workout['type']) => ({
        done: done[type],
        planned: list.filter((workout) => workout.type === type).length,
      });
      const startDate = addDays(journeyStartDate, (week - 1) * 7);
      return {
        week,
        currentWeek,
        startDate,
        endDate: addDays(startDate, 6),
        workouts: list,
        block: {
          strength: count('strength'),
          zone2: count('zone2'),
          stability: count('stability'),
          vo2max: count('vo2max'),
        },
      };
    },

    /** One of the user's workouts (found with findWorkout) as the screens show it. */
    async one(userId: string, row: WorkoutRow, date: string): Promise<Workout> {
      const [workout] = await present(db, userId, [row], date, targetWeights);
      if (!workout) throw new Error('presenting one workout gave none');
      return workout;
    },
  };
}
export type TrainingService = ReturnType<typeof trainingService>;

import { addDays } from '@grandfit/shared/domain/dates.ts';
import { freeWorkoutPlan } from '@grandfit/shared/domain/programme/free-workout.ts';
import type { CreateFreeWorkout } from '@grandfit/shared/schemas/training.ts';
import type { Db } from '../../db/client.ts';
import { workouts } from '../../db/schema/training.ts';
import { HttpError } from '../../http/http-error.ts';
import { pickedExercises } from '../custom-exercises/custom-exercises.service.ts';
import { getSettings } from '../profile/settings.service.ts';
import { findWorkout, type WorkoutRow } from './user-workouts.ts';

/** How long a workout started offline may wait to reach the server. */
const OFFLINE_DAYS = 28;

/**
 * A workout the lifter makes himself, outside the programme (decision 075), with the exercises he
 * picked (library or his own). The id is the client's: the same request again answers the same
 * workout and makes nothing new; an id another user holds is a 409 that tells nothing of his.
 * `date` is the lifter's local day: today in some time zone, or a day of the last four weeks for
 * a workout started offline whose request waited in the outbox.
 */
export async function createFreeWorkout(
  db: Db,
  userId: string,
  input: CreateFreeWorkout,
  serverDay: string,
): Promise<{ row: WorkoutRow; created: boolean }> {
  const existing = await findWorkout(db, userId, input.id);
  if (existing) return { row: existing, created: false };
  if (input.date < addDays(serverDay, -OFFLINE_DAYS) || input.date > addDays(serverDay, 1)) {
    throw new HttpError(400, `A workout starts today, or up to ${OFFLINE_DAYS} days ago offline`);
  }
  const exercises = await pickedExercises(db, userId, input.exerciseIds);
  const { journeyStartDate } = await getSettings(db, userId);
  const plan = freeWorkoutPlan({
    workoutId: input.id,
    name: input.name,
    journeyStart: journeyStartDate,
    date: input.date,
    exercises,
    sets: input.sets,
    supersets: input.supersets,
  });
  await db
    .insert(workouts)
    .values({
      id: input.id,
      userId,
      journeyStart: journeyStartDate,
      programmeWorkoutId: plan.id,
      week: plan.week,
      day: plan.day,
      type: plan.type,
      plan,
      free: true,
    })
    .onConflictDoNothing();
  const row = await findWorkout(db, userId, input.id);
  if (!row) throw new HttpError(409, 'This workout id is already in use: start the workout again');
  return { row, created: true };
}

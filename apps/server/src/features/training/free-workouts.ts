import { addDays } from '@grandfit/shared/domain/dates.ts';
import { freeWorkoutPlan } from '@grandfit/shared/domain/programme/free-workout.ts';
import type { CreateFreeWorkout } from '@grandfit/shared/schemas/training.ts';
import type { Db } from '../../db/client.ts';
import { workouts } from '../../db/schema/training.ts';
import { HttpError } from '../../http/http-error.ts';
import { resolveExercises } from '../custom-exercises/custom-exercises.service.ts';
import { getSettings } from '../profile/settings.service.ts';
import { findWorkout, type WorkoutRow } from './user-workouts.ts';

/**
 * A workout the lifter makes himself, outside the programme (decision 075), with the exercises he
 * picked (library or his own). The id is the client's: the same request again answers the same
 * workout and makes nothing new. `date` is the lifter's local day, which is the server's UTC day
 * or the one either side of it; an id another user holds is a 409 that tells nothing of his.
 */
export async function createFreeWorkout(
  db: Db,
  userId: string,
  input: CreateFreeWorkout,
  serverDay: string,
): Promise<{ row: WorkoutRow; created: boolean }> {
  const existing = await findWorkout(db, userId, input.id);
  if (existing) return { row: existing, created: false };
  if (input.date < addDays(serverDay, -1) || input.date > addDays(serverDay, 1)) {
    throw new HttpError(400, 'A workout starts today: the date must be your today');
  }
  const known = await resolveExercises(db, userId, input.exerciseIds);
  const exercises = input.exerciseIds.map((id) => {
    const exercise = known.get(id);
    if (!exercise) throw new HttpError(404, 'Exercise not found');
    return exercise;
  });
  const { journeyStartDate } = await getSettings(db, userId);
  const plan = freeWorkoutPlan({
    workoutId: input.id,
    name: input.name,
    journeyStart: journeyStartDate,
    date: input.date,
    exercises,
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

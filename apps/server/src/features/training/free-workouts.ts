import { sql } from 'drizzle-orm';
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
 * The reps (seconds, minutes) of the user's first working set of each exercise in the last
 * finished session he did it in (decision 094): what a free workout targets, as Strong and Hevy
 * repeat a workout's reps. A working set is done (not skipped), not a warm-up, and of more than 0;
 * a finished session is any with an end, imported ones included, as the coach reads his history
 * (`recentSets`). One statement for all the exercises: per exercise, the newest such set through
 * the (user, exercise, performed_at) index, read backwards until one lies in a finished session,
 * then that session's first through its sets' index. An exercise he never did is absent.
 */
export async function lastWorkingReps(
  db: Db,
  userId: string,
  exerciseIds: readonly string[],
): Promise<Record<string, number>> {
  if (exerciseIds.length === 0) return {};
  const ids = sql.join(
    exerciseIds.map((id) => sql`${id}`),
    sql`, `,
  );
  const result = (await db.execute(sql`
    select e.id as exercise_id, first_set.reps
    from unnest(array[${ids}]::text[]) as e(id)
    cross join lateral (
      select s.session_id
      from workout_sets s
      join workout_sessions ws on ws.id = s.session_id and ws.user_id = s.user_id
      where s.user_id = ${userId} and s.exercise_id = e.id
        and s.set_type <> 'warmup' and not s.skipped and s.reps > 0
        and ws.completed_at is not null
      order by s.performed_at desc
      limit 1
    ) last_session
    cross join lateral (
      select s.reps
      from workout_sets s
      where s.session_id = last_session.session_id and s.user_id = ${userId}
        and s.exercise_id = e.id
        and s.set_type <> 'warmup' and not s.skipped and s.reps > 0
      order by s.performed_at, s.exercise_index, s.set_number
      limit 1
    ) first_set
  `)) as unknown as { rows: { exercise_id: string; reps: number }[] };
  return Object.fromEntries(result.rows.map((row) => [row.exercise_id, Number(row.reps)]));
}

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
  const [{ journeyStartDate }, reps] = await Promise.all([
    getSettings(db, userId),
    lastWorkingReps(
      db,
      userId,
      exercises.map((exercise) => exercise.id),
    ),
  ]);
  const plan = freeWorkoutPlan({
    workoutId: input.id,
    name: input.name,
    journeyStart: journeyStartDate,
    date: input.date,
    exercises,
    sets: input.sets,
    reps,
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

import { sql } from 'drizzle-orm';
import type { Tx } from '../../db/client.ts';

/**
 * Moves a lifter's journey to a new start with his progress (decision 072): the workouts made
 * for the old start, done or not, and his swaps for the rest of a phase become the new start's,
 * so the weeks he trained stay done and the programme goes on where he left it. Workout ids do
 * not change, so sessions, sets, an active workout's address and one-workout swaps follow.
 *
 * A workout the new start already has (a start he had before) gives way when it was never begun;
 * one with a session stays, and the old start's workout of that day then stays where it was,
 * its sessions in History. Running it again finds nothing left to move: idempotent. A free workout
 * (decision 075) stays: its week and day are the date he did it, which a new start must not move.
 */
export async function moveJourney(tx: Tx, userId: string, from: string, to: string) {
  if (from === to) return;
  await tx.execute(sql`
    delete from workouts arrived
    where arrived.user_id = ${userId} and arrived.journey_start = ${to}
      and not exists (select 1 from workout_sessions s where s.workout_id = arrived.id)
      and exists (
        select 1 from workouts leaving
        where leaving.user_id = ${userId} and leaving.journey_start = ${from}
          and leaving.programme_workout_id = arrived.programme_workout_id
      )`);
  await tx.execute(sql`
    update workouts leaving set journey_start = ${to}
    where leaving.user_id = ${userId} and leaving.journey_start = ${from} and not leaving.free
      and not exists (
        select 1 from workouts arrived
        where arrived.user_id = ${userId} and arrived.journey_start = ${to}
          and arrived.programme_workout_id = leaving.programme_workout_id
      )`);
  // The swaps he chose on the journey he is on win over any a former one left at the new start.
  await tx.execute(sql`
    delete from exercise_swaps arrived
    where arrived.user_id = ${userId} and arrived.workout_id is null
      and arrived.journey_start = ${to}
      and exists (
        select 1 from exercise_swaps leaving
        where leaving.user_id = ${userId} and leaving.workout_id is null
          and leaving.journey_start = ${from} and leaving.phase = arrived.phase
          and leaving.from_exercise_id = arrived.from_exercise_id
      )`);
  await tx.execute(sql`
    update exercise_swaps set journey_start = ${to}
    where user_id = ${userId} and workout_id is null and journey_start = ${from}`);
}

import { and, eq, inArray, isNotNull } from 'drizzle-orm';
import { programmeWeek } from '@grandfit/shared/domain/programme/programme.ts';
import type { Db } from '../../db/client.ts';
import { workoutSessions, workouts } from '../../db/schema/training.ts';

export type WorkoutRow = typeof workouts.$inferSelect;

/**
 * The user's workouts of one journey week, created from the programme the first time the week is
 * asked for (insert-if-absent, so concurrent requests agree on one row per programme workout).
 */
export async function ensureWeek(
  db: Db,
  userId: string,
  journeyStart: string,
  week: number,
): Promise<WorkoutRow[]> {
  const planned = programmeWeek(week);
  const existing = await selectWeek(db, userId, journeyStart, week);
  if (existing.length >= planned.length) return existing;
  await db
    .insert(workouts)
    .values(
      planned.map((plan) => ({
        userId,
        journeyStart,
        programmeWorkoutId: plan.id,
        week: plan.week,
        day: plan.day,
        type: plan.type,
        plan,
      })),
    )
    .onConflictDoNothing();
  return selectWeek(db, userId, journeyStart, week);
}

function selectWeek(db: Db, userId: string, journeyStart: string, week: number) {
  return db
    .select()
    .from(workouts)
    .where(
      and(
        eq(workouts.userId, userId),
        eq(workouts.journeyStart, journeyStart),
        eq(workouts.week, week),
      ),
    )
    .orderBy(workouts.day, workouts.createdAt);
}

/** The user's own workout; another user's id finds nothing, exactly like an unknown one. */
export async function findWorkout(
  db: Db,
  userId: string,
  workoutId: string,
): Promise<WorkoutRow | undefined> {
  const [row] = await db
    .select()
    .from(workouts)
    .where(and(eq(workouts.id, workoutId), eq(workouts.userId, userId)));
  return row;
}

/** The ids among `workoutIds` that have at least one completed session. */
export async function completedWorkoutIds(db: Db, workoutIds: string[]): Promise<Set<string>> {
  if (workoutIds.length === 0) return new Set();
  const rows = await db
    .selectDistinct({ workoutId: workoutSessions.workoutId })
    .from(workoutSessions)
    .where(
      and(inArray(workoutSessions.workoutId, workoutIds), isNotNull(workoutSessions.completedAt)),
    );
  return new Set(rows.map((row) => row.workoutId));
}

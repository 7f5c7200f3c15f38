import { and, eq, getTableColumns, sql } from 'drizzle-orm';
import { programmeWeek } from '@grandfit/shared/domain/programme/programme.ts';
import type { WorkoutProgress } from '@grandfit/shared/schemas/training.ts';
import type { Db } from '../../db/client.ts';
import { workouts } from '../../db/schema/training.ts';
import { perDatabaseCache } from '../../db/per-database-cache.ts';

/** A stored workout, whether any of its sessions was completed, and its session under way. */
export type WorkoutRow = typeof workouts.$inferSelect & {
  completed: boolean;
  inProgress: WorkoutProgress | null;
};

/** The workout's latest session, as `inProgress` reads it: working sets and the last set's time. */
function progressOf(packed: unknown): WorkoutProgress | null {
  const [setsDone, lastSetAt] = JSON.parse(String(packed)) as [number, number | null];
  // No set in it, or its latest session is completed (or there is none): nothing under way.
  return lastSetAt === null ? null : { setsDone, lastSetAt: new Date(lastSetAt).toISOString() };
}

// Read with the workout in the same query: one round trip instead of two on every list.
const withCompleted = {
  ...getTableColumns(workouts),
  // Spelled out: drizzle leaves columns unqualified in a single-table select, which would make
  // "id" here the session's id.
  completed: sql<boolean>`exists (
    select 1 from workout_sessions s
    where s.workout_id = "workouts"."id" and s.completed_at is not null
  )`.mapWith(Boolean),
  // Decision 053: the latest session (the one the active workout resumes) while it is not
  // completed and holds a set. Its sets done are the working ones, as History's "Not finished"
  // counts them (decision 050). Packed as text: one column, parsed the same on both drivers.
  inProgress: sql<WorkoutProgress | null>`(
    select json_build_array(
      count(*) filter (where not ws.skipped and ws.set_type <> 'warmup'),
      (extract(epoch from max(ws.performed_at)) * 1000)::bigint
    )::text
    from workout_sets ws
    where ws.session_id = (
      select case when s.completed_at is null then s.id end
      from workout_sessions s
      where s.workout_id = "workouts"."id"
      order by s.started_at desc
      limit 1
    )
  )`.mapWith(progressOf),
};

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
    .select(withCompleted)
    .from(workouts)
    .where(
      and(
        eq(workouts.userId, userId),
        eq(workouts.journeyStart, journeyStart),
        eq(workouts.week, week),
        // A free workout falls in a week without being one of its programme's (decision 075).
        eq(workouts.free, false),
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
    .select(withCompleted)
    .from(workouts)
    .where(and(eq(workouts.id, workoutId), eq(workouts.userId, userId)));
  return row;
}

/** The part of a workout that never changes once made: its owner and plan snapshot. */
export type WorkoutPlanRow = Pick<WorkoutRow, 'id' | 'userId' | 'plan'>;

// Plans are snapshots (never updated), so remembering them is always right; the cache only spares
// logging a set its lookup round trip. Keyed by user and id: another user's id is never cached.
const plansOf = perDatabaseCache<WorkoutPlanRow>({ ttlMs: 10 * 60_000, max: 10_000 });

/** The user's own workout's plan, as findWorkout would give it. */
export async function findWorkoutPlan(
  db: Db,
  userId: string,
  workoutId: string,
): Promise<WorkoutPlanRow | undefined> {
  const cache = plansOf(db);
  const key = `${userId}:${workoutId}`;
  const cached = cache.get(key);
  if (cached) return cached;
  const [row] = await db
    .select({ id: workouts.id, userId: workouts.userId, plan: workouts.plan })
    .from(workouts)
    .where(and(eq(workouts.id, workoutId), eq(workouts.userId, userId)));
  if (row) cache.set(key, row);
  return row;
}

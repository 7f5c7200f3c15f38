/**
 * The last time a workout was done, for the finish summary's comparison
 * (docs/product.md#finish-summary): the newest completed session, other than the one just done,
 * of the same programme workout or of a workout with the same name, with the same figures the
 * device computes (session-summary.ts).
 */
import { and, desc, eq, isNotNull, ne, or, sql } from 'drizzle-orm';
import { sessionFigures } from '@grandfit/shared/domain/records/session-summary.ts';
import type { LastTime } from '@grandfit/shared/schemas/records.ts';
import type { Db } from '../../db/client.ts';
import { workoutSessions, workoutSets, workouts } from '../../db/schema/training.ts';
import { HttpError } from '../../http/http-error.ts';
import { getSettings } from '../profile/settings.service.ts';
import { exerciseInfos } from '../exercises/exercise-names.ts';

export async function lastTime(
  db: Db,
  userId: string,
  workoutId: string,
  sessionId: string,
): Promise<LastTime> {
  const [workout] = await db
    .select({
      programmeWorkoutId: workouts.programmeWorkoutId,
      name: sql<string>`${workouts.plan}->>'name'`,
    })
    .from(workouts)
    .where(and(eq(workouts.id, workoutId), eq(workouts.userId, userId)));
  if (!workout) throw new HttpError(404, 'Workout not found');
  const [previous] = await db
    .select({
      id: workoutSessions.id,
      completedAt: workoutSessions.completedAt,
      name: sql<string>`coalesce(${workouts.plan}->>'name', ${workoutSessions.title})`,
    })
    .from(workoutSessions)
    // An imported session (no workout, decision 039) is the same workout when the source app
    // named it as the plan does ("Lower A" in Strong, then in GrandFit).
    .leftJoin(workouts, eq(workouts.id, workoutSessions.workoutId))
    .where(
      and(
        eq(workoutSessions.userId, userId),
        isNotNull(workoutSessions.completedAt),
        ne(workoutSessions.id, sessionId),
        or(
          eq(workouts.programmeWorkoutId, workout.programmeWorkoutId),
          sql`coalesce(${workouts.plan}->>'name', ${workoutSessions.title}) = ${workout.name}`,
        ),
      ),
    )
    .orderBy(desc(workoutSessions.completedAt))
    .limit(1);
  if (!previous?.completedAt) return { previous: null };
  const [settings, sets] = await Promise.all([
    getSettings(db, userId),
    db
      .select({
        exerciseId: workoutSets.exerciseId,
        weight: workoutSets.weight,
        weightUnit: workoutSets.weightUnit,
        reps: workoutSets.reps,
        skipped: workoutSets.skipped,
        setType: workoutSets.setType,
      })
      .from(workoutSets)
      .where(and(eq(workoutSets.userId, userId), eq(workoutSets.sessionId, previous.id))),
  ]);
  const infos = await exerciseInfos(
    db,
    userId,
    sets.map((set) => set.exerciseId),
  );
  const figures = sessionFigures(
    sets.map((set) => ({ ...set, exerciseUnit: infos.get(set.exerciseId)?.unit ?? 'reps' })),
    settings.units,
  );
  return {
    previous: {
      sessionId: previous.id,
      workoutName: previous.name,
      completedAt: previous.completedAt.toISOString(),
      setsDone: figures.setsDone,
      volume: figures.volume,
      weightUnit: figures.weightUnit,
      timeUnderLoadSeconds: figures.timeUnderLoadSeconds,
      cardioMinutes: figures.cardioMinutes,
    },
  };
}

import { and, desc, eq, gte, lte, sql } from 'drizzle-orm';
import type {
  BreathingDay,
  BreathingSession,
  BreathingSessionData,
} from '@grandfit/shared/schemas/breathing.ts';
import type { Db } from '../../db/client.ts';
import { breathingSessions } from '../../db/schema/breathing.ts';

type SessionRow = typeof breathingSessions.$inferSelect;

function presentSession(row: SessionRow): BreathingSession {
  return {
    id: row.id,
    clientId: row.clientId,
    date: row.date,
    pattern: row.pattern,
    inhaleSeconds: row.inhaleSeconds,
    holdSeconds: row.holdSeconds,
    exhaleSeconds: row.exhaleSeconds,
    plannedSeconds: row.plannedSeconds,
    actualSeconds: row.actualSeconds,
    breaths: row.breaths,
    completed: row.completed,
    startedAt: row.startedAt.toISOString(),
    endedAt: row.endedAt.toISOString(),
    hrvSource: row.hrvSource,
    startRmssd: row.startRmssd,
    endRmssd: row.endRmssd,
    averageRmssd: row.averageRmssd,
    hrvSampleCount: row.hrvSampleCount,
    hrvArtefactPercent: row.hrvArtefactPercent,
    createdAt: row.createdAt.toISOString(),
  };
}

/**
 * Saves a session as it ended. The row is keyed by the user and the client's id: a replay (the
 * offline outbox, a retry after a lost answer) answers the row stored the first time, unchanged.
 * Only strap readings are stored as RMSSD; a demo session keeps its source and no figures (the
 * schema already dropped any it carried).
 */
export async function saveBreathingSession(
  db: Db,
  userId: string,
  input: BreathingSessionData,
): Promise<BreathingSession> {
  const strap = input.hrv?.source === 'strap' ? input.hrv : null;
  const [row] = await db
    .insert(breathingSessions)
    .values({
      userId,
      clientId: input.clientId,
      date: input.date,
      pattern: input.pattern,
      inhaleSeconds: input.inhaleSeconds,
      holdSeconds: input.holdSeconds,
      exhaleSeconds: input.exhaleSeconds,
      plannedSeconds: input.plannedSeconds,
      actualSeconds: input.actualSeconds,
      breaths: input.breaths,
      completed: input.completed,
      startedAt: new Date(input.startedAt),
      endedAt: new Date(input.endedAt),
      hrvSource: input.hrv?.source ?? null,
      startRmssd: strap?.startRmssd ?? null,
      endRmssd: strap?.endRmssd ?? null,
      averageRmssd: strap?.averageRmssd ?? null,
      hrvSampleCount: strap?.sampleCount ?? 0,
      hrvArtefactPercent: strap?.artefactPercent ?? null,
    })
    .onConflictDoNothing({ target: [breathingSessions.userId, breathingSessions.clientId] })
    .returning();
  if (row) return presentSession(row);
  const [stored] = await db
    .select()
    .from(breathingSessions)
    .where(
      and(eq(breathingSessions.userId, userId), eq(breathingSessions.clientId, input.clientId)),
    );
  if (!stored) throw new Error('a breathing session insert without a conflict returned no row');
  return presentSession(stored);
}

/** The user's most recent sessions, newest first. */
export async function listBreathingSessions(
  db: Db,
  userId: string,
  limit: number,
): Promise<BreathingSession[]> {
  const rows = await db
    .select()
    .from(breathingSessions)
    .where(eq(breathingSessions.userId, userId))
    .orderBy(desc(breathingSessions.startedAt), desc(breathingSessions.createdAt))
    .limit(limit);
  return rows.map(presentSession);
}

/**
 * Completed sessions per local day between two days (inclusive): minutes breathed, sessions, and
 * the mean of the strap sessions' average RMSSD. Read by readiness and the recovery trends.
 */
export async function completedBreathingDays(
  db: Db,
  userId: string,
  range: { start: string; end: string },
): Promise<BreathingDay[]> {
  return db
    .select({
      date: breathingSessions.date,
      minutes: sql<number>`sum(${breathingSessions.actualSeconds}) / 60.0`.mapWith(Number),
      sessions: sql<number>`count(*)`.mapWith(Number),
      strapRmssd: sql<number | null>`avg(${breathingSessions.averageRmssd})
        filter (where ${breathingSessions.hrvSource} = 'strap')`.mapWith((value) =>
        value === null ? null : Number(value),
      ),
    })
    .from(breathingSessions)
    .where(
      and(
        eq(breathingSessions.userId, userId),
        eq(breathingSessions.completed, true),
        gte(breathingSessions.date, range.start),
        lte(breathingSessions.date, range.end),
      ),
    )
    .groupBy(breathingSessions.date);
}

import { and, desc, eq, inArray, isNotNull, isNull, lte, sql, type SQL } from 'drizzle-orm';
import { repsLimitFor } from '@grandfit/shared/domain/set-limits.ts';
import { setWork } from '@grandfit/shared/domain/progress/volume.ts';
import type { SessionType } from '@grandfit/shared/domain/programme/types.ts';
import { DEFAULT_TIME_ZONE, localDay } from '@grandfit/shared/domain/time-zone.ts';
import type { WeightUnit } from '@grandfit/shared/domain/units/weight.ts';
import type { SessionSourceApp } from '@grandfit/shared/schemas/workout-import.ts';
import {
  historyCursor,
  SESSION_SOURCE_LABELS,
  UNFINISHED_LIMIT,
  type HistoryExercise,
  type HistoryItem,
  type HistoryPage,
  type SessionDetail,
  type UnfinishedSessions,
  type UpdateSet,
  type UpdatedSet,
} from '@grandfit/shared/schemas/history.ts';
import type { Db } from '../../db/client.ts';
import {
  personalRecords,
  workoutSessions,
  workoutSets,
  workouts,
} from '../../db/schema/training.ts';
import { SESSION_SET_ORDER } from '../../db/set-order.ts';
import { HttpError } from '../../http/http-error.ts';
import { isUuid } from '../../http/uuid.ts';
import { exerciseInfos, type ExerciseInfo } from '../exercises/exercise-names.ts';
import { getSettings } from '../profile/settings.service.ts';
import { refreshExerciseRecords } from '../records/refresh-records.ts';
import { readinessFor } from '../recovery/readiness.service.ts';
import {
  sessionDurationMs,
  sessionSetTimes,
  type SessionSetTimes,
} from '@grandfit/shared/domain/progress/minutes-trained.ts';

export const SESSION_NOT_FOUND = 'Session not found';
export const SET_NOT_FOUND = 'Set not found';

/** A set that counts as done work (as domain/progress/volume.ts setWork reads it), in SQL. */
const working = sql`not ${workoutSets.skipped} and ${workoutSets.setType} <> 'warmup'`;
/** A set with an amount that counts as time when its exercise is timed (sessionSetTimes). */
const timed = sql`not ${workoutSets.skipped} and ${workoutSets.reps} > 0`;
/** The plan's sets, summed over its exercises. */
const plannedSets = sql<number>`coalesce((select sum((e ->> 'sets')::int) from jsonb_array_elements(${workouts.plan} -> 'exercises') e), 0)`;

const round1 = (value: number) => Math.round(value * 10) / 10;

/**
 * The volume of sets summed per exercise and unit in SQL. Weight x reps is linear, so each sum
 * goes through setWork (the one definition) as a single one-rep set of that weight.
 */
function summedVolume(
  parts: readonly { exerciseId: string; weightUnit: WeightUnit; weightTimesReps: number }[],
  unit: WeightUnit,
  exercises: ReadonlyMap<string, ExerciseInfo>,
): number {
  let volume = 0;
  for (const part of parts) {
    const asOneSet = {
      weight: part.weightTimesReps,
      weightUnit: part.weightUnit,
      reps: 1,
      skipped: false,
      setType: 'normal',
    };
    volume += setWork(asOneSet, exercises.get(part.exerciseId), unit).load;
  }
  return volume;
}

/**
 * A GrandFit session's duration in seconds (`sessionDurationMs`, decision 025 amended 2026-12-03):
 * from when its work began to its finish, the finish counted at most 10 minutes after its last set
 * (decision 091), and never less than the minutes logged on its timed sets, as the finish summary
 * times it and Progress counts its minutes.
 */
function sessionSeconds(startedAt: Date, completedAt: Date, setTimes: SessionSetTimes) {
  return Math.round(sessionDurationMs(startedAt.getTime(), completedAt.getTime(), setTimes) / 1000);
}

/** One exercise's sets of a session as historyPage sums them in SQL, for the session's time. */
interface SummedSetTimes {
  exerciseId: string;
  lastAt: Date;
  /** Reps of its performed sets with an amount: minutes or seconds of a timed exercise. */
  amount: number;
  /** The earliest performed_at - reps, with reps read as minutes and as seconds. */
  fromAsMinutes: Date | null;
  fromAsSeconds: Date | null;
}

/**
 * `sessionSetTimes` over a session's sets summed per exercise: the same last set, timed seconds
 * and earliest timed start, each exercise's amount read in its unit.
 */
function summedSetTimes(
  parts: readonly SummedSetTimes[],
  exercises: ReadonlyMap<string, ExerciseInfo>,
): SessionSetTimes {
  let lastSetAt: number | null = null;
  let timedSeconds = 0;
  let timedFrom: number | null = null;
  for (const part of parts) {
    const last = part.lastAt.getTime();
    if (lastSetAt === null || last > lastSetAt) lastSetAt = last;
    const unit = exercises.get(part.exerciseId)?.unit;
    const seconds = unit === 'minutes' ? 60 : unit === 'seconds' ? 1 : 0;
    const from = (unit === 'minutes' ? part.fromAsMinutes : part.fromAsSeconds)?.getTime();
    if (seconds === 0 || part.amount <= 0 || from === undefined) continue;
    timedSeconds += part.amount * seconds;
    if (timedFrom === null || from < timedFrom) timedFrom = from;
  }
  return { lastSetAt, timedSeconds, timedFrom };
}

async function userUnit(db: Db, userId: string): Promise<WeightUnit> {
  return (await getSettings(db, userId)).units;
}

/** What History shows of a session's workout, or of where an imported session came from. */
interface SessionOrigin {
  startedAt: Date;
  source: SessionSourceApp;
  /** The source app's workout name (imported sessions). */
  title: string | null;
  /** Null for an imported session: no programme workout. */
  planName: string | null;
  type: SessionType | null;
}

/**
 * The session's day, name and type. Its day is the one it started on in the user's zone, as in
 * Strong and Hevy: a workout done a day late, or done again, is listed when it was done, not on
 * the programme's day for it. A GrandFit session is named and typed as its plan; an imported one
 * (decision 039) is a Strength session named as the source app named it.
 */
export function originOf(row: SessionOrigin, tz: string) {
  return {
    date: localDay(row.startedAt.getTime(), tz),
    name: row.planName ?? row.title ?? `${SESSION_SOURCE_LABELS[row.source]} workout`,
    type: row.type ?? ('strength' as const),
  };
}

/**
 * The user's completed sessions, newest first, one page at a time: keyset pagination on
 * (completed_at, id), served by workout_sessions (user_id, completed_at), so page 100 costs what
 * page 1 does. The page's sets and records are read in two more statements over its session ids.
 */
export async function historyPage(
  db: Db,
  userId: string,
  query: {
    cursor?: { completedAt: string; sessionId: string } | undefined;
    limit: number;
    tz?: string;
  },
): Promise<HistoryPage> {
  const conditions: SQL[] = [
    eq(workoutSessions.userId, userId),
    isNotNull(workoutSessions.completedAt),
  ];
  const { cursor } = query;
  if (cursor) {
    const at = cursor.completedAt;
    // The first bound lets the index range start at the cursor; the row comparison breaks ties.
    conditions.push(
      lte(workoutSessions.completedAt, sql`${at}::timestamptz`),
      sql`(${workoutSessions.completedAt}, ${workoutSessions.id}) < (${at}::timestamptz, ${cursor.sessionId}::uuid)`,
    );
  }
  // The page's sessions first, on their own: however the planner reads the cursor, it sorts
  // narrow rows, and only the page's workouts (and their plans) are read.
  const pageOfSessions = db.$with('page').as(
    db
      .select({
        id: workoutSessions.id,
        workoutId: workoutSessions.workoutId,
        startedAt: workoutSessions.startedAt,
        completedAt: workoutSessions.completedAt,
        source: workoutSessions.source,
        title: workoutSessions.title,
        durationSeconds: workoutSessions.durationSeconds,
      })
      .from(workoutSessions)
      .where(and(...conditions))
      .orderBy(desc(workoutSessions.completedAt), desc(workoutSessions.id))
      .limit(query.limit + 1),
  );
  const [unit, rows] = await Promise.all([
    userUnit(db, userId),
    db
      .with(pageOfSessions)
      .select({
        sessionId: pageOfSessions.id,
        workoutId: pageOfSessions.workoutId,
        startedAt: pageOfSessions.startedAt,
        completedAt: pageOfSessions.completedAt,
        // To the microsecond, as stored: the keyset cursor must not round it.
        completedKey: sql<string>`to_char(${pageOfSessions.completedAt} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US"Z"')`,
        source: pageOfSessions.source,
        title: pageOfSessions.title,
        durationSeconds: pageOfSessions.durationSeconds,
        type: workouts.type,
        planName: sql<string | null>`${workouts.plan} ->> 'name'`,
        setsPlanned: plannedSets.mapWith(Number),
        free: workouts.free,
      })
      .from(pageOfSessions)
      // An imported session has no workout (decision 039): it is listed all the same.
      .leftJoin(workouts, eq(workouts.id, pageOfSessions.workoutId))
      .orderBy(desc(pageOfSessions.completedAt), desc(pageOfSessions.id)),
  ]);
  const page = rows.slice(0, query.limit);
  const ids = page.map((row) => row.sessionId);
  const [sets, records] = ids.length
    ? await Promise.all([
        // Summed per session, exercise and unit in SQL (30 sessions' sets are ~750 rows), over
        // the working sets as setWork counts them.
        db
          .select({
            sessionId: workoutSets.sessionId,
            exerciseId: workoutSets.exerciseId,
            weightUnit: workoutSets.weightUnit,
            done: sql<number>`count(*) filter (where ${working})`.mapWith(Number),
            weightTimesReps:
              sql<number>`coalesce(sum(${workoutSets.weight} * ${workoutSets.reps}) filter (where ${working}), 0)`.mapWith(
                Number,
              ),
            lastAt: sql<Date>`max(${workoutSets.performedAt})`.mapWith(workoutSets.performedAt),
            // For the session's time: a timed set is logged at its end (sessionSetTimes).
            amount:
              sql<number>`coalesce(sum(${workoutSets.reps}) filter (where ${timed}), 0)`.mapWith(
                Number,
              ),
            fromAsMinutes:
              sql<Date | null>`min(${workoutSets.performedAt} - ${workoutSets.reps} * interval '1 minute') filter (where ${timed})`.mapWith(
                workoutSets.performedAt,
              ),
            fromAsSeconds:
              sql<Date | null>`min(${workoutSets.performedAt} - ${workoutSets.reps} * interval '1 second') filter (where ${timed})`.mapWith(
                workoutSets.performedAt,
              ),
          })
          .from(workoutSets)
          .where(and(eq(workoutSets.userId, userId), inArray(workoutSets.sessionId, ids)))
          .groupBy(workoutSets.sessionId, workoutSets.exerciseId, workoutSets.weightUnit),
        db
          .select({
            sessionId: personalRecords.sessionId,
            count: sql<number>`count(*)`.mapWith(Number),
          })
          .from(personalRecords)
          .where(and(eq(personalRecords.userId, userId), inArray(personalRecords.sessionId, ids)))
          .groupBy(personalRecords.sessionId),
      ])
    : [[], []];

  const exercises = await exerciseInfos(
    db,
    userId,
    sets.map((set) => set.exerciseId),
  );
  const setsBySession = new Map<string, typeof sets>();
  for (const set of sets) {
    const list = setsBySession.get(set.sessionId);
    if (list) list.push(set);
    else setsBySession.set(set.sessionId, [set]);
  }
  const prCounts = new Map(records.map((row) => [row.sessionId, row.count]));

  const items: HistoryItem[] = page.map((row) => {
    const own = setsBySession.get(row.sessionId) ?? [];
    const completedAt = row.completedAt ?? row.startedAt;
    const origin = originOf(row, query.tz ?? DEFAULT_TIME_ZONE);
    const setsDone = own.reduce((sum, part) => sum + part.done, 0);
    return {
      sessionId: row.sessionId,
      workoutId: row.workoutId,
      workoutName: origin.name,
      type: origin.type,
      source: row.source,
      date: origin.date,
      startedAt: row.startedAt.toISOString(),
      completedAt: completedAt.toISOString(),
      durationSeconds:
        row.durationSeconds ??
        sessionSeconds(row.startedAt, completedAt, summedSetTimes(own, exercises)),
      setsDone,
      // An imported session had no plan, and a free one (decision 075) grows as he goes: what was
      // done is all there was to do.
      setsPlanned: row.workoutId === null || row.free ? setsDone : row.setsPlanned,
      free: row.free ?? false,
      volume: { value: round1(summedVolume(own, unit, exercises)), unit },
      prCount: prCounts.get(row.sessionId) ?? 0,
    };
  });
  const last = page[page.length - 1];
  return {
    items,
    nextCursor:
      rows.length > query.limit && last ? historyCursor(last.completedKey, last.sessionId) : null,
  };
}

/**
 * The user's sessions with sets logged and no completion, the one with the latest set first
 * (decision 050): History lists them apart from the completed ones, to finish or discard. A
 * session being trained right now is one of them. Served by workout_sessions (user_id,
 * completed_at): only the user's unfinished sessions are read, then their sets through the
 * session index.
 */
export async function unfinishedSessions(
  db: Db,
  userId: string,
  tz: string = DEFAULT_TIME_ZONE,
): Promise<UnfinishedSessions> {
  const rows = await db
    .select({
      sessionId: workoutSessions.id,
      workoutId: workoutSessions.workoutId,
      startedAt: workoutSessions.startedAt,
      source: workoutSessions.source,
      title: workoutSessions.title,
      type: workouts.type,
      planName: sql<string | null>`${workouts.plan} ->> 'name'`,
      setsPlanned: plannedSets.mapWith(Number),
      setsDone: sql<number>`count(*) filter (where ${working})`.mapWith(Number),
      free: workouts.free,
      lastSetAt: sql<Date>`max(${workoutSets.performedAt})`.mapWith(workoutSets.performedAt),
    })
    .from(workoutSessions)
    .innerJoin(
      workoutSets,
      and(
        eq(workoutSets.sessionId, workoutSessions.id),
        eq(workoutSets.userId, workoutSessions.userId),
      ),
    )
    .innerJoin(workouts, eq(workouts.id, workoutSessions.workoutId))
    .where(and(eq(workoutSessions.userId, userId), isNull(workoutSessions.completedAt)))
    .groupBy(workoutSessions.id, workouts.id)
    .orderBy(desc(sql`max(${workoutSets.performedAt})`), desc(workoutSessions.id))
    .limit(UNFINISHED_LIMIT);
  return {
    items: rows.map((row) => {
      const origin = originOf(row, tz);
      return {
        sessionId: row.sessionId,
        workoutId: row.workoutId!,
        workoutName: origin.name,
        type: origin.type,
        date: origin.date,
        startedAt: row.startedAt.toISOString(),
        lastSetAt: row.lastSetAt.toISOString(),
        setsDone: row.setsDone,
        setsPlanned: row.setsPlanned,
        free: row.free,
      };
    }),
  };
}

async function ownSession(db: Db, userId: string, sessionId: string) {
  if (!isUuid(sessionId)) return undefined;
  const [row] = await db
    .select({
      id: workoutSessions.id,
      workoutId: workoutSessions.workoutId,
      startedAt: workoutSessions.startedAt,
      completedAt: workoutSessions.completedAt,
      notes: workoutSessions.notes,
      source: workoutSessions.source,
      title: workoutSessions.title,
      durationSeconds: workoutSessions.durationSeconds,
      supersets: workoutSessions.supersets,
      type: workouts.type,
      plan: workouts.plan,
    })
    .from(workoutSessions)
    .leftJoin(workouts, eq(workouts.id, workoutSessions.workoutId))
    .where(and(eq(workoutSessions.id, sessionId), eq(workoutSessions.userId, userId)));
  return row;
}

/**
 * One session of the user as done: every exercise of the plan in its order, with every set beside
 * its target, the day's readiness and the records its sets hold. An imported session has no plan:
 * its exercises are those of its sets, in the source app's order. Another user's session, like an
 * unknown one, is 404.
 */
export async function sessionDetail(
  db: Db,
  userId: string,
  sessionId: string,
  tz: string = DEFAULT_TIME_ZONE,
): Promise<SessionDetail> {
  const session = await ownSession(db, userId, sessionId);
  if (!session) throw new HttpError(404, SESSION_NOT_FOUND);
  const origin = originOf({ ...session, planName: session.plan?.name ?? null }, tz);
  const date = origin.date;
  const planned = session.plan?.exercises ?? [];
  const [unit, sets, records, readiness] = await Promise.all([
    userUnit(db, userId),
    db
      .select()
      .from(workoutSets)
      .where(and(eq(workoutSets.userId, userId), eq(workoutSets.sessionId, session.id)))
      .orderBy(...SESSION_SET_ORDER),
    db
      .select({
        setId: personalRecords.setId,
        exerciseId: personalRecords.exerciseId,
        kind: personalRecords.kind,
      })
      .from(personalRecords)
      .where(and(eq(personalRecords.userId, userId), eq(personalRecords.sessionId, session.id))),
    readinessFor(db, userId, date),
  ]);
  const infos = await exerciseInfos(db, userId, [
    ...planned.map((item) => item.exerciseId),
    ...sets.map((set) => set.exerciseId),
  ]);
  const kindsBySet = new Map<string, string[]>();
  // A session-wide record (best session volume) belongs to no set: its exercise lists it.
  const sessionKinds = new Map<string, string[]>();
  for (const record of records) {
    if (!record.setId) {
      sessionKinds.set(record.exerciseId, [
        ...(sessionKinds.get(record.exerciseId) ?? []),
        record.kind,
      ]);
      continue;
    }
    kindsBySet.set(record.setId, [...(kindsBySet.get(record.setId) ?? []), record.kind]);
  }

  const exercises = new Map<number, HistoryExercise>();
  const entry = (index: number, exerciseId: string): HistoryExercise => {
    const known = exercises.get(index);
    if (known) return known;
    const exercise = infos.get(exerciseId);
    const plan = planned[index];
    const made: HistoryExercise = {
      exerciseId,
      exerciseIndex: index,
      name: exercise?.name ?? exerciseId,
      unit: exercise?.unit ?? 'reps',
      loaded: exercise?.loaded ?? true,
      ...(exercise?.assisted ? { assisted: true } : {}),
      plannedSets: plan?.exerciseId === exerciseId ? plan.sets : null,
      sets: [],
    };
    exercises.set(index, made);
    return made;
  };
  planned.forEach((item, index) => entry(index, item.exerciseId));
  for (const set of sets) {
    entry(set.exerciseIndex, set.exerciseId).sets.push({
      clientId: set.clientId,
      setNumber: set.setNumber,
      weight: set.weight,
      weightUnit: set.weightUnit,
      reps: set.reps,
      rir: set.rir,
      rpe: set.rpe,
      targetWeight: set.targetWeight,
      targetReps: set.targetReps,
      targetRir: set.targetRir,
      skipped: set.skipped,
      setType: set.setType,
      performedAt: set.performedAt.toISOString(),
      note: set.note,
      records: kindsBySet.get(set.id) ?? [],
    });
  }
  const ordered = [...exercises.values()].sort((a, b) => a.exerciseIndex - b.exerciseIndex);
  for (const [exerciseId, kinds] of sessionKinds) {
    const exercise = ordered.find((listed) => listed.exerciseId === exerciseId);
    if (exercise) exercise.sessionRecords = kinds;
  }
  // As the finishing device joined them, else as the plan did (a routine's, decision 084); only
  // between two exercises the page lists.
  const supersets = (session.supersets ?? session.plan?.supersets ?? []).filter(
    (index) => exercises.has(index) && exercises.has(index + 1),
  );
  return {
    sessionId: session.id,
    workoutId: session.workoutId,
    workoutName: origin.name,
    type: origin.type,
    source: session.source,
    date,
    startedAt: session.startedAt.toISOString(),
    completedAt: session.completedAt?.toISOString() ?? null,
    durationSeconds:
      session.durationSeconds ??
      (session.completedAt === null
        ? null
        : sessionSeconds(
            session.startedAt,
            session.completedAt,
            sessionSetTimes(
              sets.map((set) => ({ ...set, performedAt: set.performedAt.getTime() })),
              (set) => infos.get(set.exerciseId)?.unit,
            ),
          )),
    notes: session.notes,
    readiness:
      readiness.readinessScore !== null && readiness.band !== null
        ? { score: readiness.readinessScore, band: readiness.band }
        : null,
    volume: {
      value: round1(
        ordered.reduce(
          (sum, exercise) =>
            sum +
            exercise.sets.reduce(
              (load, set) => load + setWork(set, infos.get(exercise.exerciseId), unit).load,
              0,
            ),
          0,
        ),
      ),
      unit,
    },
    prCount: records.length,
    exercises: ordered,
    ...(supersets.length > 0 ? { supersets } : {}),
  };
}

/**
 * Deletes the session with its sets and records. Idempotent and owner-only: an absent session,
 * or another user's, changes nothing and answers the same.
 */
export async function deleteSession(db: Db, userId: string, sessionId: string): Promise<void> {
  if (!isUuid(sessionId)) return;
  const exerciseIds = await db.transaction(async (tx) => {
    const touched = await tx
      .selectDistinct({ exerciseId: workoutSets.exerciseId })
      .from(workoutSets)
      .where(and(eq(workoutSets.userId, userId), eq(workoutSets.sessionId, sessionId)));
    const deleted = await tx
      .delete(workoutSessions)
      .where(and(eq(workoutSessions.id, sessionId), eq(workoutSessions.userId, userId)))
      .returning({ id: workoutSessions.id });
    return deleted.length ? touched.map((row) => row.exerciseId) : [];
  });
  if (exerciseIds.length) await refreshExerciseRecords(db, userId, exerciseIds);
}

/**
 * Corrects a logged set: weight, its unit, reps, RIR and, when given, its type (working or
 * warm-up) and its note (empty clears it) replace what was stored (the same request twice leaves
 * the same set). A set that was skipped becomes a performed one. An imported RPE stays while the
 * RIR stays the one it was rounded to; another RIR replaces it (decision 096). Another user's
 * set, like an unknown one, is 404.
 */
export async function updateSet(
  db: Db,
  userId: string,
  clientId: string,
  change: UpdateSet,
): Promise<UpdatedSet> {
  if (!isUuid(clientId)) throw new HttpError(404, SET_NOT_FOUND);
  const where = and(eq(workoutSets.userId, userId), eq(workoutSets.clientId, clientId));
  const [current] = await db
    .select({ exerciseId: workoutSets.exerciseId })
    .from(workoutSets)
    .where(where);
  if (!current) throw new HttpError(404, SET_NOT_FOUND);
  const info = (await exerciseInfos(db, userId, [current.exerciseId])).get(current.exerciseId);
  const limit = repsLimitFor(info?.unit ?? 'reps');
  if (change.reps > limit.max) throw new HttpError(400, `Reps must be at most ${limit.max}`);
  const [row] = await db
    .update(workoutSets)
    .set({
      weight: change.weight,
      weightUnit: change.weightUnit,
      reps: change.reps,
      rir: change.rir,
      // In the statement, against the row's own RIR: a repeat of the request keeps what the
      // first left.
      rpe: sql`case when ${workoutSets.rir} is not distinct from ${change.rir}::smallint
        then ${workoutSets.rpe} end`,
      skipped: false,
      // Marking a set a warm-up, or no longer one (decision 051); absent, it keeps its type.
      ...(change.setType ? { setType: change.setType } : {}),
      // Trimmed by the schema; absent, the note stays (decision 096).
      ...(change.note !== undefined ? { note: change.note || null } : {}),
    })
    .where(where)
    .returning();
  if (!row) throw new HttpError(404, SET_NOT_FOUND);
  await refreshExerciseRecords(db, userId, [row.exerciseId]);
  return {
    clientId: row.clientId,
    sessionId: row.sessionId,
    exerciseId: row.exerciseId,
    setNumber: row.setNumber,
    weight: row.weight,
    weightUnit: row.weightUnit,
    reps: row.reps,
    rir: row.rir,
    rpe: row.rpe,
    targetWeight: row.targetWeight,
    targetReps: row.targetReps,
    targetRir: row.targetRir,
    skipped: row.skipped,
    setType: row.setType,
    performedAt: row.performedAt.toISOString(),
    note: row.note,
  };
}

/** Deletes a logged set; idempotent and owner-only, like deleteSession. */
export async function deleteSet(db: Db, userId: string, clientId: string): Promise<void> {
  if (!isUuid(clientId)) return;
  const deleted = await db
    .delete(workoutSets)
    .where(and(eq(workoutSets.userId, userId), eq(workoutSets.clientId, clientId)))
    .returning({ exerciseId: workoutSets.exerciseId });
  if (deleted.length) {
    await refreshExerciseRecords(db, userId, [...new Set(deleted.map((row) => row.exerciseId))]);
  }
}

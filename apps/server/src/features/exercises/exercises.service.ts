/**
 * GET /api/exercises/{exerciseId}: everything the user logged of one exercise (issue 16 point 2).
 * Two queries: the exercise's sets (narrow rows, by the (user, exercise, time) index), then the
 * sessions of the page asked for. The figures come from the shared domain: the records fold
 * (one definition with the records found when a set is logged) and exerciseHistory.
 */
import { and, eq, inArray, sql } from 'drizzle-orm';
import { exerciseById } from '@grandfit/shared/domain/programme/exercises.ts';
import { exerciseHistory } from '@grandfit/shared/domain/records/exercise-history.ts';
import { presentBest, presentRecord } from '@grandfit/shared/domain/records/present.ts';
import {
  exerciseRecords,
  timeOf,
  type RecordKind,
  type RecordSet,
} from '@grandfit/shared/domain/records/records.ts';
import {
  convertWeight,
  displayNumber,
  type WeightUnit,
} from '@grandfit/shared/domain/units/weight.ts';
import {
  EXERCISE_PAGE_SESSIONS,
  type ExercisePage,
  type ExerciseSession,
} from '@grandfit/shared/schemas/records.ts';
import type { Db } from '../../db/client.ts';
import { workoutSessions, workoutSets, workouts } from '../../db/schema/training.ts';
import { HttpError } from '../../http/http-error.ts';
import { getSettings } from '../profile/settings.service.ts';
import { recordSetColumns, toRecordSet } from '../records/records.store.ts';

const MAX_RECORDS = 50;

type PageSet = RecordSet & { setNumber: number; performedAt: number };

export async function exercisePage(
  db: Db,
  userId: string,
  exerciseId: string,
  before: string | undefined,
): Promise<ExercisePage> {
  const exercise = exerciseById(exerciseId);
  if (!exercise) throw new HttpError(404, 'Exercise not found');
  const [settings, rows] = await Promise.all([
    getSettings(db, userId),
    db
      .select({ ...recordSetColumns, setNumber: workoutSets.setNumber })
      .from(workoutSets)
      .where(and(eq(workoutSets.userId, userId), eq(workoutSets.exerciseId, exerciseId)))
      .orderBy(workoutSets.performedAt),
  ]);
  const to: WeightUnit = settings.units;
  const unit = exercise.unit;
  const sets = rows.map((row) => ({ ...toRecordSet(row), setNumber: row.setNumber })) as PageSet[];
  const load = (kg: number) => displayNumber(convertWeight(kg, 'kg', to), 1);
  const inUnit = (set: RecordSet) =>
    set.weight === null ? null : displayNumber(convertWeight(set.weight, set.weightUnit, to), 1);

  const records = exerciseRecords(sets, unit);
  const history = exerciseHistory(sets, unit);
  const setKinds = new Map<string, RecordKind[]>();
  const volumeSessions = new Set<string>();
  for (const event of records.events) {
    if (event.setId === null) volumeSessions.add(event.sessionId);
    else setKinds.set(event.setId, [...(setKinds.get(event.setId) ?? []), event.kind]);
  }

  // Sessions newest first, by their first set of this exercise.
  const bySession = new Map<string, PageSet[]>();
  for (const set of sets) {
    const list = bySession.get(set.sessionId);
    if (list) list.push(set);
    else bySession.set(set.sessionId, [set]);
  }
  const sessions = [...bySession.entries()]
    .map(([sessionId, list]) => ({ sessionId, list, first: list[0]!.performedAt }))
    .sort((a, b) => b.first - a.first);
  const cutoff = before === undefined ? Infinity : Date.parse(before);
  const eligible = sessions.filter((session) => session.first < cutoff);
  const page = eligible.slice(0, EXERCISE_PAGE_SESSIONS);
  const meta = page.length
    ? await db
        .select({
          id: workoutSessions.id,
          startedAt: workoutSessions.startedAt,
          completedAt: workoutSessions.completedAt,
          name: sql<string>`${workouts.plan}->>'name'`,
        })
        .from(workoutSessions)
        .innerJoin(workouts, eq(workouts.id, workoutSessions.workoutId))
        .where(
          and(
            eq(workoutSessions.userId, userId),
            inArray(
              workoutSessions.id,
              page.map((session) => session.sessionId),
            ),
          ),
        )
    : [];
  const metaOf = new Map(meta.map((row) => [row.id, row]));
  const volumeOf = (list: PageSet[]) =>
    list.reduce(
      (sum, set) =>
        unit === 'reps' && !set.skipped && set.setType !== 'warmup'
          ? sum + (inUnit(set) ?? 0) * (set.reps ?? 0)
          : sum,
      0,
    );

  return {
    exercise: { id: exercise.id, name: exercise.name, unit, loaded: exercise.loaded },
    weightUnit: to,
    totalSets: sets.length,
    totalSessions: sessions.length,
    bestE1rm: history.bestE1rm && {
      kind: 'e1rm',
      value: load(history.bestE1rm.valueKg),
      unit: to,
      achievedAt: new Date(history.bestE1rm.at).toISOString(),
      sessionId: history.bestE1rm.sessionId,
    },
    bestByReps: history.bestByReps.map((best) => ({
      reps: best.reps,
      weight: load(best.weightKg),
      achievedAt: new Date(best.at).toISOString(),
    })),
    series: {
      measure: history.measure,
      unit:
        history.measure === 'e1rm'
          ? to
          : history.measure === 'reps'
            ? 'reps'
            : unit === 'minutes'
              ? 'minutes'
              : 'seconds',
      points: history.series.map((point) => ({
        sessionId: point.sessionId,
        at: new Date(point.at).toISOString(),
        value: history.measure === 'e1rm' ? load(point.value) : point.value,
      })),
    },
    bests: records.bests
      .filter((best) => best.kind !== 'first' && best.kind !== 'reps')
      .map((best) => presentBest(best, unit, to)),
    records: records.events
      .slice(-MAX_RECORDS)
      .reverse()
      .map((event) => presentRecord(event, exercise.id, unit, to)),
    sessions: page.map(({ sessionId, list, first }): ExerciseSession => {
      const row = metaOf.get(sessionId);
      return {
        sessionId,
        workoutName: row?.name ?? exercise.name,
        startedAt: (row?.startedAt ?? new Date(first)).toISOString(),
        completedAt: row?.completedAt?.toISOString() ?? null,
        volume: displayNumber(volumeOf(list), 1),
        volumeRecord: volumeSessions.has(sessionId),
        sets: list.map((set) => ({
          setId: set.id,
          setNumber: set.setNumber,
          weight: inUnit(set),
          reps: set.reps,
          rir: set.rir,
          skipped: set.skipped,
          setType: set.setType ?? 'normal',
          performedAt: new Date(timeOf(set.performedAt)).toISOString(),
          records: setKinds.get(set.id) ?? [],
        })),
      };
    }),
    nextBefore:
      eligible.length > page.length ? new Date(page[page.length - 1]!.first).toISOString() : null,
  };
}

/**
 * GET /api/exercises/{exerciseId}: everything the user logged of one exercise
 * (docs/product.md#exercise-page).
 * Nothing is folded over the exercise's whole history here (decision 025): one statement reads
 * the sessions' kept figures (exercise_session_stats, for the chart and the best load per rep
 * count), the kept bests, the last records and the number of sets; a second fetches only the
 * page's sessions: their sets, names and badges. If the kept figures do not account for every set
 * (sets from before records were kept, or a set whose figures were never merged), the exercise's
 * records are rebuilt from its sets first.
 */
import { and, eq, inArray, sql } from 'drizzle-orm';
import { presentBest, presentRecord } from '@grandfit/shared/domain/records/present.ts';
import {
  mostRepsBest,
  scoringOf,
  type Best,
  type RecordKind,
  type RecordSet,
} from '@grandfit/shared/domain/records/records.ts';
import {
  bestVolume,
  historyFromStats,
  type SessionStats,
} from '@grandfit/shared/domain/records/session-stats.ts';
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
import {
  personalRecords,
  workoutSessions,
  workoutSets,
  workouts,
} from '../../db/schema/training.ts';
import { HttpError } from '../../http/http-error.ts';
import { getSettings } from '../profile/settings.service.ts';
import { rebuildExerciseRecords, recordSetColumns, toRecordSet } from '../records/records.store.ts';
import { exerciseInfos } from './exercise-names.ts';

const MAX_RECORDS = 50;

type PageSet = RecordSet & { setNumber: number; performedAt: number };

interface Overview {
  stats: {
    session_id: string;
    first_at: string;
    sets: number;
    working_sets: number;
    volume_kg: number;
    volume_at: string | null;
    best_e1rm_kg: number | null;
    first_loaded_at: string | null;
    top_weight_kg: number | null;
    top_amount: number | null;
    first_working_at: string | null;
    best_by_reps: SessionStats['bestByReps'];
  }[];
  bests: {
    kind: Best['kind'];
    value: number;
    session_id: string;
    achieved_at: string;
  }[];
  /** The 'reps' bests (one per load), for bodyweight work's most reps (decision 095). */
  reps: {
    value: number;
    weight_key: string;
    set_id: string | null;
    session_id: string;
    achieved_at: string;
  }[];
  records: {
    kind: RecordKind;
    value: number;
    previous: number | null;
    weight_kg: number | null;
    set_id: string | null;
    session_id: string;
    achieved_at: string;
  }[];
  total_sets: number | string;
}

const msOf = (value: string | null) => (value === null ? null : Date.parse(value));

/**
 * Kept figures, bests (not 'first'; reps-at-weight apart, and only for bodyweight work) and the
 * last records, in one statement.
 */
async function overview(
  db: Db,
  userId: string,
  exerciseId: string,
  withReps: boolean,
): Promise<Overview> {
  const result = (await db.execute(sql`
    select
      coalesce((select json_agg(s order by s.first_at) from exercise_session_stats s
        where s.user_id = ${userId} and s.exercise_id = ${exerciseId}), '[]'::json) as stats,
      coalesce((select json_agg(b) from exercise_bests b
        where b.user_id = ${userId} and b.exercise_id = ${exerciseId}
          and b.kind not in ('first', 'reps')), '[]'::json) as bests,
      coalesce((select json_agg(b) from exercise_bests b
        where b.user_id = ${userId} and b.exercise_id = ${exerciseId}
          and ${withReps ? sql`b.kind = 'reps'` : sql`false`}), '[]'::json) as reps,
      coalesce((select json_agg(r) from (
        select kind, value, previous, weight_kg, set_id, session_id, achieved_at
        from personal_records
        where user_id = ${userId} and exercise_id = ${exerciseId}
        -- Newest first; of one set, in the reverse of the order the fold finds them.
        order by achieved_at desc, set_id is not null,
          array_position(array['duration', 'reps', 'e1rm', 'weight'], kind)
        limit ${MAX_RECORDS}) r), '[]'::json) as records,
      (select count(*) from workout_sets w
        where w.user_id = ${userId} and w.exercise_id = ${exerciseId}) as total_sets
  `)) as unknown as { rows: Overview[] };
  return result.rows[0]!;
}

export async function exercisePage(
  db: Db,
  userId: string,
  exerciseId: string,
  before: string | undefined,
): Promise<ExercisePage> {
  // A library exercise, or one of the user's own (another user's custom exercise is unknown here).
  const exercise = (await exerciseInfos(db, userId, [exerciseId])).get(exerciseId);
  if (!exercise) throw new HttpError(404, 'Exercise not found');
  const scoring = scoringOf(exercise);
  // Bodyweight work's headline best is its most reps (decision 095).
  const bodyweight = scoring === 'bodyweight';
  const [settings, first] = await Promise.all([
    getSettings(db, userId),
    overview(db, userId, exerciseId, bodyweight),
  ]);
  let view = first;
  const counted = view.stats.reduce((sum, session) => sum + session.sets, 0);
  if (counted !== Number(view.total_sets)) {
    await rebuildExerciseRecords(db, userId, exerciseId);
    view = await overview(db, userId, exerciseId, bodyweight);
  }
  const to: WeightUnit = settings.units;
  const unit = exercise.unit;
  const load = (kg: number) => displayNumber(convertWeight(kg, 'kg', to), 1);
  const inUnit = (set: RecordSet) =>
    set.weight === null ? null : displayNumber(convertWeight(set.weight, set.weightUnit, to), 1);

  const stats: SessionStats[] = view.stats.map((row) => ({
    sessionId: row.session_id,
    firstAt: Date.parse(row.first_at),
    sets: row.sets,
    workingSets: row.working_sets,
    volumeKg: row.volume_kg,
    volumeAt: msOf(row.volume_at),
    bestE1rmKg: row.best_e1rm_kg,
    firstLoadedAt: msOf(row.first_loaded_at),
    topWeightKg: row.top_weight_kg,
    topAmount: row.top_amount,
    firstWorkingAt: msOf(row.first_working_at),
    bestByReps: row.best_by_reps,
  }));
  const history = historyFromStats(stats, scoring);
  const kept: Best[] = view.bests.map((row) => ({
    kind: row.kind,
    weightKey: '',
    value: row.value,
    prior: null,
    setId: null,
    sessionId: row.session_id,
    achievedAt: Date.parse(row.achieved_at),
  }));
  const volume = bestVolume(stats);
  if (volume) {
    kept.push({
      kind: 'volume',
      weightKey: '',
      value: volume.valueKg,
      prior: null,
      setId: null,
      sessionId: volume.sessionId,
      achievedAt: volume.at,
    });
  }
  const most = mostRepsBest(
    view.reps.map((row) => ({
      kind: 'reps',
      weightKey: row.weight_key,
      value: row.value,
      prior: null,
      setId: row.set_id,
      sessionId: row.session_id,
      achievedAt: Date.parse(row.achieved_at),
    })),
  );
  if (most) kept.push(most);
  // Most reps leads for bodyweight work, the only kind that has it here.
  const order = ['reps', 'weight', 'e1rm', 'volume', 'duration'];
  const bests = kept
    .filter((best) => order.includes(best.kind))
    .sort((a, b) => order.indexOf(a.kind) - order.indexOf(b.kind));
  const bestE1rm = bests.find((best) => best.kind === 'e1rm');

  // Sessions newest first, by their first set of this exercise.
  const sessions = [...stats].sort((a, b) => b.firstAt - a.firstAt);
  const cutoff = before === undefined ? Infinity : Date.parse(before);
  const eligible = sessions.filter((session) => session.firstAt < cutoff);
  const page = eligible.slice(0, EXERCISE_PAGE_SESSIONS);
  const ids = page.map((session) => session.sessionId);
  const [meta, rows, badges] = ids.length
    ? await Promise.all([
        db
          .select({
            id: workoutSessions.id,
            startedAt: workoutSessions.startedAt,
            completedAt: workoutSessions.completedAt,
            source: workoutSessions.source,
            // An imported session (no workout, decision 039) goes by the source app's name.
            name: sql<string | null>`coalesce(${workouts.plan}->>'name', ${workoutSessions.title})`,
          })
          .from(workoutSessions)
          .leftJoin(workouts, eq(workouts.id, workoutSessions.workoutId))
          .where(and(eq(workoutSessions.userId, userId), inArray(workoutSessions.id, ids))),
        db
          .select({ ...recordSetColumns, setNumber: workoutSets.setNumber })
          .from(workoutSets)
          .where(
            and(
              eq(workoutSets.userId, userId),
              eq(workoutSets.exerciseId, exerciseId),
              inArray(workoutSets.sessionId, ids),
            ),
          )
          .orderBy(workoutSets.performedAt, workoutSets.id),
        db
          .select({
            kind: personalRecords.kind,
            setId: personalRecords.setId,
            sessionId: personalRecords.sessionId,
          })
          .from(personalRecords)
          .where(
            and(
              eq(personalRecords.userId, userId),
              eq(personalRecords.exerciseId, exerciseId),
              inArray(personalRecords.sessionId, ids),
            ),
          ),
      ])
    : [[], [], []];
  const metaOf = new Map(meta.map((row) => [row.id, row]));
  const setsOf = new Map<string, PageSet[]>();
  for (const row of rows) {
    const set = { ...toRecordSet(row), setNumber: row.setNumber } as PageSet;
    const list = setsOf.get(set.sessionId);
    if (list) list.push(set);
    else setsOf.set(set.sessionId, [set]);
  }
  const setKinds = new Map<string, RecordKind[]>();
  const volumeSessions = new Set<string>();
  for (const badge of badges) {
    if (badge.setId === null) volumeSessions.add(badge.sessionId);
    else
      setKinds.set(badge.setId, [...(setKinds.get(badge.setId) ?? []), badge.kind as RecordKind]);
  }
  const volumeOf = (list: PageSet[]) =>
    list.reduce(
      (sum, set) =>
        unit === 'reps' && !exercise.assisted && !set.skipped && set.setType !== 'warmup'
          ? sum + (inUnit(set) ?? 0) * (set.reps ?? 0)
          : sum,
      0,
    );

  return {
    exercise: {
      id: exerciseId,
      name: exercise.name,
      unit,
      loaded: exercise.loaded,
      ...(exercise.assisted ? { assisted: true } : {}),
    },
    weightUnit: to,
    totalSets: Number(view.total_sets),
    totalSessions: sessions.length,
    bestE1rm: bestE1rm ? presentBest(bestE1rm, scoring, to) : null,
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
    bests: bests.map((best) => presentBest(best, scoring, to)),
    records: view.records.map((row) =>
      presentRecord(
        {
          kind: row.kind,
          weightKg: row.weight_kg,
          value: row.value,
          previous: row.previous ?? row.value,
          setId: row.set_id,
          sessionId: row.session_id,
          achievedAt: Date.parse(row.achieved_at),
        },
        exerciseId,
        scoring,
        to,
      ),
    ),
    sessions: page.map(({ sessionId, firstAt }): ExerciseSession => {
      const row = metaOf.get(sessionId);
      const list = setsOf.get(sessionId) ?? [];
      return {
        sessionId,
        workoutName: row?.name ?? exercise.name,
        source: row?.source ?? 'grandfit',
        startedAt: (row?.startedAt ?? new Date(firstAt)).toISOString(),
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
          performedAt: new Date(set.performedAt).toISOString(),
          records: setKinds.get(set.id) ?? [],
        })),
      };
    }),
    nextBefore:
      eligible.length > page.length ? new Date(page[page.length - 1]!.firstAt).toISOString() : null,
  };
}

/**
 * "Strong CSV" (docs/product.md#exports): every completed session as Strong's comma layout, which
 * Hevy, Liftosaur and Ryot import and GrandFit reads back to the same sets (decision 037).
 */
import { sql } from 'drizzle-orm';
import {
  sessionDurationMs,
  sessionSetTimes,
  type TimeSet,
} from '@grandfit/shared/domain/progress/minutes-trained.ts';
import type { ExerciseUnit } from '@grandfit/shared/domain/programme/types.ts';
import { exerciseById } from '@grandfit/shared/domain/programme/exercises.ts';
import { DEFAULT_TIME_ZONE, isTimeZone } from '@grandfit/shared/domain/time-zone.ts';
import type { WeightUnit } from '@grandfit/shared/domain/units/weight.ts';
import type { ImportedSetType } from '@grandfit/shared/domain/workout-import/rows.ts';
import {
  strongCsv,
  type StrongExportSession,
  type StrongExportSet,
} from '@grandfit/shared/domain/workout-import/strong-export.ts';
import type { CustomExerciseKind } from '@grandfit/shared/schemas/workout-import.ts';
import type { Db } from '../../db/client.ts';
import { HttpError } from '../../http/http-error.ts';
import { getSettings } from '../profile/settings.service.ts';
import { rowsOf } from './workout-import.service.ts';

interface Row {
  session_id: string;
  started_at: string | Date;
  completed_at: string | Date;
  performed_at: string | Date;
  duration_seconds: number | null;
  session_notes: string | null;
  title: string | null;
  exercise_id: string;
  custom_name: string | null;
  custom_kind: CustomExerciseKind | null;
  set_type: ImportedSetType;
  weight: number | null;
  weight_unit: WeightUnit;
  reps: number | null;
  rir: number | null;
  rpe: number | null;
  set_duration: number | null;
  distance_meters: number | null;
  note: string | null;
}

const ms = (value: string | Date) => (value instanceof Date ? value.getTime() : Date.parse(value));

/** The unit of a set's exercise: the library's, or its custom exercise's kind. */
function unitOf(row: Row): ExerciseUnit {
  return (
    exerciseById(row.exercise_id)?.unit ??
    (row.custom_kind === 'timed' ? 'seconds' : row.custom_kind === 'cardio' ? 'minutes' : 'reps')
  );
}

/**
 * A set as Strong writes it. A timed or cardio exercise logged here keeps its amount in `reps`
 * (seconds, or minutes for cardio: decision 024); Strong puts time in Seconds, so it moves there.
 */
function exportSet(row: Row): StrongExportSet {
  const unit = unitOf(row);
  let reps = row.reps;
  let durationSeconds = row.set_duration;
  if (unit !== 'reps') {
    durationSeconds ??= reps === null ? null : unit === 'minutes' ? reps * 60 : reps;
    reps = null;
  }
  return {
    exerciseName: exerciseById(row.exercise_id)?.name ?? row.custom_name ?? row.exercise_id,
    ...(row.custom_kind === null ? {} : { customKind: row.custom_kind }),
    setType: row.set_type,
    weight: row.weight,
    weightUnit: row.weight_unit,
    reps,
    rir: row.rir,
    rpe: row.rpe,
    durationSeconds,
    distanceMeters: row.distance_meters,
    // Strong's Notes column is the set's (decision 096).
    notes: row.note,
  };
}

export async function strongCsvExport(
  db: Db,
  userId: string,
  tz: string | undefined,
): Promise<string> {
  const timeZone = tz ?? DEFAULT_TIME_ZONE;
  if (!isTimeZone(timeZone)) throw new HttpError(400, `Unknown time zone: ${timeZone}`);
  const { units } = await getSettings(db, userId);
  const result = await db.execute(sql`
    select s.id as session_id, s.started_at, s.completed_at, s.duration_seconds, t.performed_at,
      s.notes as session_notes, coalesce(s.title, w.plan->>'name') as title,
      t.exercise_id, c.name as custom_name, c.kind as custom_kind, t.set_type, t.weight, t.weight_unit, t.reps, t.rir,
      t.rpe, t.duration_seconds as set_duration, t.distance_meters, t.note
    from workout_sessions s
    join workout_sets t on t.session_id = s.id and t.user_id = s.user_id
    left join workouts w on w.id = s.workout_id
    left join custom_exercises c
      on c.user_id = s.user_id and 'custom-' || c.id::text = t.exercise_id
    where s.user_id = ${userId} and s.completed_at is not null and not t.skipped
    order by s.started_at, s.id, t.performed_at, t.exercise_index, t.set_number`);
  const sessions: StrongExportSession[] = [];
  type Current = StrongExportSession & {
    id: string;
    sets: StrongExportSet[];
    completedAt: number;
    times: (TimeSet & { unit: ExerciseUnit })[];
  };
  let current: Current | null = null;
  // An imported session keeps the duration its file gave; one logged here is as long as History
  // says it was (decision 091: a workout finished the next morning is not 14 h; decision 025: a
  // walk logged at its end began its minutes before).
  const timeOf = (session: Current) => {
    if (session.durationSeconds !== null) return;
    const times = sessionSetTimes(session.times, (set) => set.unit);
    session.durationSeconds = Math.round(
      sessionDurationMs(session.startedAt, session.completedAt, times) / 1000,
    );
  };
  for (const row of rowsOf<Row>(result)) {
    if (current === null || current.id !== row.session_id) {
      if (current) timeOf(current);
      current = {
        id: row.session_id,
        title: row.title ?? 'Workout',
        startedAt: ms(row.started_at),
        completedAt: ms(row.completed_at),
        durationSeconds: row.duration_seconds,
        notes: row.session_notes,
        sets: [],
        times: [],
      };
      sessions.push(current);
    }
    current.sets.push(exportSet(row));
    current.times.push({
      performedAt: ms(row.performed_at),
      reps: row.reps,
      skipped: false,
      unit: unitOf(row),
    });
  }
  if (current) timeOf(current);
  return strongCsv(sessions, { timeZone, unit: units });
}

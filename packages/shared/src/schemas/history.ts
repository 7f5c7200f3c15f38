import { z } from 'zod';
import { SET_LIMITS } from '../domain/set-limits.ts';
import { WEIGHT_UNITS } from '../domain/units/weight.ts';
import { isoDateSchema } from './health.ts';
import {
  DATE_RANGE,
  DATE_RANGE_MESSAGE,
  isInDateRange,
  loggedInstantSchema,
  numberSchema,
  textSchema,
} from './safe-input.ts';
import { LOGGED_SET_TYPES, SESSION_TYPES, SET_TYPES } from './training.ts';
import { SESSION_SOURCE_LABELS } from '../domain/session-sources.ts';
import { SESSION_SOURCES } from './workout-import.ts';
import { DEFAULT_TIME_ZONE, isTimeZone } from '../domain/time-zone.ts';
import { SESSION_NOTES_MAX, SET_NOTE_MAX } from '../domain/session-notes.ts';
import { MAX_SESSION_MS } from '../domain/progress/minutes-trained.ts';

export { SESSION_NOTES_MAX, SET_NOTE_MAX };

export { SESSION_SOURCE_LABELS };

/**
 * The user's IANA zone: an imported session has no journey day, so its `date` is the day it
 * started on in this zone (UTC when not given).
 */
const historyTzSchema = textSchema('tz', { max: 64 })
  .refine(isTimeZone, { message: 'Use an IANA time zone such as Europe/Paris' })
  .default(DEFAULT_TIME_ZONE);

/** A page of History: 30 sessions unless asked otherwise, never more than 100. */
export const HISTORY_PAGE = { default: 30, max: 100 } as const;

/**
 * The keyset cursor of History: the last item's completion instant (to the microsecond, as stored)
 * and session id, `2026-11-25T07:00:00.123456Z_<uuid>`. Opaque to the client, which only sends
 * back the `nextCursor` it was given.
 */
const CURSOR = /^(\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{6}Z)_([0-9a-f-]{36})$/i;

export const historyCursorSchema = textSchema('The cursor', { max: 100 })
  .regex(CURSOR, 'Invalid cursor')
  .transform((cursor) => {
    const [, completedAt = '', sessionId = ''] = CURSOR.exec(cursor) ?? [];
    return { completedAt, sessionId };
  })
  .refine(
    ({ completedAt, sessionId }) =>
      isInDateRange(Date.parse(completedAt)) && z.uuid().safeParse(sessionId).success,
    {
      message: 'Invalid cursor',
    },
  );

export function historyCursor(completedAt: string, sessionId: string): string {
  return `${completedAt}_${sessionId}`;
}

/** GET /api/history?cursor=&limit= */
export const historyQuerySchema = z.object({
  cursor: historyCursorSchema.optional(),
  limit: z.coerce
    .number()
    .int('Limit must be a whole number')
    .min(1, 'Limit must be at least 1')
    .max(HISTORY_PAGE.max, `Limit must be at most ${HISTORY_PAGE.max}`)
    .default(HISTORY_PAGE.default),
  tz: historyTzSchema,
});

/** GET /api/history/sessions/{id}?tz= */
export const sessionDetailQuerySchema = z.object({ tz: historyTzSchema });

/** A weight figure in the user's unit (volume). */
export const weightAmountSchema = z.object({ value: z.number(), unit: z.enum(WEIGHT_UNITS) });

/** One completed session in History. */
export const historyItemSchema = z.object({
  sessionId: z.string(),
  /** Null for a session imported from another app (decision 037). */
  workoutId: z.string().nullable(),
  /** The plan's name; for an imported session, the source app's workout name. */
  workoutName: z.string(),
  /** An imported session is a Strength session (decision 039). */
  type: z.enum(SESSION_TYPES),
  /** Where it was logged: 'grandfit', or the app it was imported from (SESSION_SOURCE_LABELS). */
  source: z.enum(SESSION_SOURCES),
  /**
   * The workout's day in the user's journey (YYYY-MM-DD); for an imported session, the day it
   * started on in the `tz` asked.
   */
  date: isoDateSchema,
  startedAt: z.string(),
  completedAt: z.string(),
  /** The source app's duration for an imported session that has one, else start to finish. */
  durationSeconds: z.number(),
  setsDone: z.number(),
  /** An imported session had no plan, nor a free one a fixed one: its sets done. */
  setsPlanned: z.number(),
  /** A workout of his own outside the programme (decision 075). */
  free: z.boolean(),
  /** Weight x reps of the performed working sets of rep-counted exercises, in the user's unit. */
  volume: weightAmountSchema,
  prCount: z.number(),
});
export type HistoryItem = z.infer<typeof historyItemSchema>;

export const historyPageSchema = z.object({
  items: z.array(historyItemSchema),
  /** Pass as `cursor` for the next (older) page; null on the last page. */
  nextCursor: z.string().nullable(),
});
export type HistoryPage = z.infer<typeof historyPageSchema>;

/** GET /api/history/unfinished?tz= */
export const unfinishedQuerySchema = z.object({ tz: historyTzSchema });

/**
 * A session with sets logged that was never finished (the app closed before Finish, say): History
 * lists it apart, to finish at its last set or to discard (docs/decisions/050-unfinished-sessions.md).
 */
export const unfinishedSessionSchema = z.object({
  sessionId: z.string(),
  workoutId: z.string(),
  workoutName: z.string(),
  type: z.enum(SESSION_TYPES),
  /** The day it started on in the `tz` asked (YYYY-MM-DD). */
  date: isoDateSchema,
  startedAt: z.string(),
  /** When its last set was done: finishing the session completes it then. */
  lastSetAt: z.string(),
  /** Performed working sets, as History counts them. */
  setsDone: z.number(),
  setsPlanned: z.number(),
  /** Addition (decision 075): a workout of his own, which no programme card shows under way. */
  free: z.boolean(),
});
export type UnfinishedSession = z.infer<typeof unfinishedSessionSchema>;

export const unfinishedSessionsSchema = z.object({ items: z.array(unfinishedSessionSchema) });
export type UnfinishedSessions = z.infer<typeof unfinishedSessionsSchema>;

/** The most unfinished sessions listed: the newest, if a user somehow left more. */
export const UNFINISHED_LIMIT = 20;

const CALENDAR_MONTH = /^(\d{4})-(0[1-9]|1[0-2])$/;

/** GET /api/history/calendar?month=YYYY-MM&tz= (decision 061). */
export const historyCalendarQuerySchema = z.object({
  month: textSchema('month', { max: 7 })
    .regex(CALENDAR_MONTH, 'Use a month as YYYY-MM')
    .refine((month) => month >= DATE_RANGE.min.slice(0, 7) && month <= DATE_RANGE.max.slice(0, 7), {
      message: `The month ${DATE_RANGE_MESSAGE}`,
    }),
  tz: historyTzSchema,
});

/** A completed session on History's calendar. */
export const calendarSessionSchema = z.object({
  sessionId: z.string(),
  /** As History names it: the plan's name, or the source app's workout name. */
  workoutName: z.string(),
  type: z.enum(SESSION_TYPES),
  source: z.enum(SESSION_SOURCES),
});

/**
 * The month's days with a completed session, each on the day it started in the `tz` asked (as
 * History dates them), oldest first; a day's sessions in the order they started.
 */
export const historyCalendarSchema = z.object({
  month: z.string(),
  days: z.array(z.object({ date: isoDateSchema, sessions: z.array(calendarSessionSchema) })),
});
export type HistoryCalendar = z.infer<typeof historyCalendarSchema>;
export type CalendarSession = z.infer<typeof calendarSessionSchema>;

export const sessionIdParamsSchema = z.object({ id: textSchema('The session id', { max: 100 }) });
export const setClientIdParamsSchema = z.object({
  clientId: textSchema('The set id', { max: 100 }),
});

/** A set of a past session: as done, beside what was asked. Weights as stored, in `weightUnit`. */
export const historySetSchema = z.object({
  clientId: z.string(),
  setNumber: z.number(),
  weight: z.number().nullable(),
  weightUnit: z.enum(WEIGHT_UNITS),
  reps: z.number().nullable(),
  rir: z.number().nullable(),
  /**
   * Addition (decision 096): the RPE the source app logged (an import), shown as he typed it
   * ("RPE 8.5") where `rir` is its rounding (10 - RPE); null for a set without one.
   */
  rpe: z.number().nullable(),
  targetWeight: z.number().nullable(),
  targetReps: z.number().nullable(),
  targetRir: z.number().nullable(),
  skipped: z.boolean(),
  setType: z.enum(SET_TYPES),
  performedAt: z.string(),
  /** Addition (decision 096): the set's own note ("Paused reps"), null without one. */
  note: z.string().nullable(),
  /** The record kinds this set set (domain/records RECORD_KINDS). */
  records: z.array(z.string()),
});
export type HistorySet = z.infer<typeof historySetSchema>;

export const historyExerciseSchema = z.object({
  exerciseId: z.string(),
  exerciseIndex: z.number(),
  name: z.string(),
  /** What `reps` counts: reps, seconds or minutes. */
  unit: z.enum(['reps', 'seconds', 'minutes']),
  /**
   * Whether a set's weight is the load lifted; false for bodyweight work, whose weight is added to
   * the body (a belt, a vest: decisions 073 and 080) and reads "+10 kg".
   */
  loaded: z.boolean(),
  /** Assisted work (decision 083): a set's weight is help ("−20 kg"); absent otherwise. */
  assisted: z.boolean().optional(),
  /** The plan's sets, reps and RIR for this exercise (null for an exercise not in the plan). */
  plannedSets: z.number().nullable(),
  sets: z.array(historySetSchema),
  /**
   * Records of the exercise's whole session rather than of one set (best session volume): counted
   * in the session's `prCount` like the sets' own; absent when none.
   */
  sessionRecords: z.array(z.string()).optional(),
});
export type HistoryExercise = z.infer<typeof historyExerciseSchema>;

/** GET /api/history/sessions/{id} */
export const sessionDetailSchema = z.object({
  sessionId: z.string(),
  /** Null for a session imported from another app (decision 037). */
  workoutId: z.string().nullable(),
  workoutName: z.string(),
  type: z.enum(SESSION_TYPES),
  source: z.enum(SESSION_SOURCES),
  date: isoDateSchema,
  startedAt: z.string(),
  completedAt: z.string().nullable(),
  durationSeconds: z.number().nullable(),
  notes: z.string().nullable(),
  readiness: z
    .object({
      score: z.number(),
      band: z.enum(['Excellent', 'Good', 'Fair', 'Low', 'Poor']),
    })
    .nullable(),
  volume: weightAmountSchema,
  prCount: z.number(),
  exercises: z.array(historyExerciseSchema),
  /**
   * Addition (decision 086): the `exerciseIndex` of each exercise done back to back with the next
   * one listed; absent when none were.
   */
  supersets: z.array(z.number()).optional(),
});
export type SessionDetail = z.infer<typeof sessionDetailSchema>;

/**
 * The durations a session can be given (decision 093): a minute up to the longest session Progress
 * believes (MAX_SESSION_MS, decision 091).
 */
export const SESSION_DURATION_LIMITS = { min: 60, max: MAX_SESSION_MS / 1000 } as const;

/**
 * PATCH /api/history/sessions/{id}: what is sent is replaced, the rest stays. `startedAt` moves a
 * finished session whole (its sets keep their times from its start); `durationSeconds` replaces
 * the duration its sets give, null gives that back (decision 093).
 */
export const updateSessionSchema = z
  .object({
    notes: textSchema('Notes', { max: SESSION_NOTES_MAX, trim: false }).nullable().optional(),
    startedAt: loggedInstantSchema('The start').optional(),
    durationSeconds: numberSchema('Duration')
      .int('Duration must be a whole number of seconds')
      .min(SESSION_DURATION_LIMITS.min, 'Duration must be at least 1 minute')
      .max(SESSION_DURATION_LIMITS.max, 'Duration must be at most 4 hours')
      .nullable()
      .optional(),
  })
  .refine(
    (change) =>
      change.notes !== undefined ||
      change.startedAt !== undefined ||
      change.durationSeconds !== undefined,
    { message: 'Send the notes, the start or the duration to change' },
  );
export type UpdateSession = z.infer<typeof updateSessionSchema>;

/** What PATCH /api/history/sessions/{id} answers: the session's notes and time as now stored. */
export const updatedSessionSchema = z.object({
  sessionId: z.string(),
  notes: z.string().nullable(),
  startedAt: z.string(),
  completedAt: z.string().nullable(),
  /** The duration given to it (by its app, or by a correction); null: its sets' span. */
  durationSeconds: z.number().int().nullable(),
});
export type UpdatedSession = z.infer<typeof updatedSessionSchema>;

const setInt = (limits: { min: number; max: number }, label: string) =>
  numberSchema(label)
    .int(`${label} must be a whole number`)
    .min(limits.min, `${label} must be at least ${limits.min}`)
    .max(limits.max, `${label} must be at most ${limits.max}`);

/**
 * PATCH /api/sets/{clientId}: a full replacement of what was done (the same limits as logging;
 * reps up to 50 for a rep-counted exercise, which the route checks, 600 for timed work). A RIR
 * other than the stored one drops the RPE it was rounded from (decision 096).
 */
export const updateSetSchema = z.object({
  weight: numberSchema('Weight')
    .min(SET_LIMITS.weight.min, 'Weight must not be negative')
    .max(SET_LIMITS.weight.max, `Weight must be at most ${SET_LIMITS.weight.max}`),
  weightUnit: z.enum(WEIGHT_UNITS, { message: 'Weight unit must be kg or lb' }),
  reps: setInt(SET_LIMITS.duration, 'Reps'),
  rir: setInt(SET_LIMITS.rir, 'RIR').nullable(),
  /** Absent: the set keeps its type (an imported drop set stays one). */
  setType: z.enum(LOGGED_SET_TYPES, { message: 'Set type must be normal or warmup' }).optional(),
  /**
   * Addition (decision 096): the set's note, trimmed; empty clears it, absent keeps it (a
   * correction queued by an older client says nothing of notes).
   */
  note: textSchema('The note', { max: SET_NOTE_MAX }).optional(),
});
export type UpdateSet = z.infer<typeof updateSetSchema>;

/** What PATCH /api/sets/{clientId} answers: the set as now stored. */
export const updatedSetSchema = historySetSchema.omit({ records: true }).extend({
  sessionId: z.string(),
  exerciseId: z.string(),
});
export type UpdatedSet = z.infer<typeof updatedSetSchema>;

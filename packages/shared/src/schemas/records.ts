/**
 * Personal records and the per-exercise page
 * (docs/decisions/025-training-log-history-records-corrections.md). Every weight here is in the
 * unit the answer names (`weightUnit`): the set's own for a logged set's records, the user's for
 * the exercise page.
 */
import { z } from 'zod';
import { RECORD_KINDS } from '../domain/records/records.ts';
import { WEIGHT_UNITS } from '../domain/units/weight.ts';
import { instantSchema, textSchema } from './safe-input.ts';
import { SESSION_SOURCES } from './workout-import.ts';

export const RECORD_UNITS = ['kg', 'lb', 'reps', 'seconds', 'minutes'] as const;
export type RecordUnit = (typeof RECORD_UNITS)[number];

/** A record a set (or, for volume, its session) broke. */
export const achievedRecordSchema = z.object({
  exerciseId: z.string(),
  kind: z.enum(RECORD_KINDS),
  /**
   * weight and e1rm: a load; volume: load x reps (of the session so far); reps: reps at `weight`;
   * duration: seconds or minutes. `unit` says which.
   */
  value: z.number(),
  /** The best it beat, in the same unit. */
  previous: z.number(),
  unit: z.enum(RECORD_UNITS),
  /** For 'reps': the load the reps were done with; null otherwise. */
  weight: z.number().nullable(),
  weightUnit: z.enum(WEIGHT_UNITS),
  /**
   * True for bodyweight work: its loads are added to the body ("Heaviest added weight: +10 kg",
   * decisions 073 and 080). Absent otherwise, and on records a device kept from before.
   */
  addedLoad: z.boolean().optional(),
  /**
   * True for assisted work (decision 083): its loads are help ("Least assistance: 20 kg", "8 reps
   * at −20 kg"), `value` and `previous` of a 'weight' record the help, positive. Absent otherwise.
   */
  assistance: z.boolean().optional(),
  sessionId: z.string(),
  /** Null for a session's volume. */
  setId: z.string().nullable(),
  achievedAt: z.string(),
});
export type AchievedRecord = z.infer<typeof achievedRecordSchema>;

export const exerciseParamsSchema = z.object({
  exerciseId: textSchema('An exercise id', {
    max: 100,
    trim: false,
    maxMessage: 'An exercise id is at most 100 characters',
  }).regex(/^[a-z0-9]+(-[a-z0-9]+)*$/, 'An exercise id is lower-case words joined by hyphens'),
});

export const EXERCISE_PAGE_SESSIONS = 20;

export const exerciseQuerySchema = z.object({
  /** Paging of the set history: sessions started before this instant (the previous page's cursor). */
  before: instantSchema('before').optional(),
});

const exerciseSetSchema = z.object({
  setId: z.string(),
  setNumber: z.number(),
  weight: z.number().nullable(),
  reps: z.number().nullable(),
  rir: z.number().nullable(),
  skipped: z.boolean(),
  setType: z.string(),
  performedAt: z.string(),
  /** The kinds of record this set broke. */
  records: z.array(z.enum(RECORD_KINDS)),
});

export const exerciseSessionSchema = z.object({
  sessionId: z.string(),
  /** The plan's name; for an imported session, the source app's workout name. */
  workoutName: z.string(),
  /** Where the session was logged: 'grandfit' or the app it was imported from (decision 039). */
  source: z.enum(SESSION_SOURCES),
  startedAt: z.string(),
  completedAt: z.string().nullable(),
  /** Weight x reps of the session's working sets of this exercise. */
  volume: z.number(),
  /** Whether the session broke this exercise's volume record. */
  volumeRecord: z.boolean(),
  sets: z.array(exerciseSetSchema),
});
export type ExerciseSession = z.infer<typeof exerciseSessionSchema>;

export const exerciseBestSchema = z.object({
  kind: z.enum(RECORD_KINDS),
  value: z.number(),
  unit: z.enum(RECORD_UNITS),
  achievedAt: z.string(),
  sessionId: z.string(),
});
export type ExerciseBest = z.infer<typeof exerciseBestSchema>;

/** GET /api/exercises/{exerciseId}. */
export const exercisePageSchema = z.object({
  exercise: z.object({
    id: z.string(),
    name: z.string(),
    unit: z.enum(['reps', 'seconds', 'minutes']),
    loaded: z.boolean(),
    /** Assisted work (decision 083): its loads are help, and less is better. */
    assisted: z.boolean().optional(),
  }),
  /** The user's unit: every load below is in it. */
  weightUnit: z.enum(WEIGHT_UNITS),
  /** Sets logged (skipped and warm-ups included) and sessions with a set. */
  totalSets: z.number(),
  totalSessions: z.number(),
  /** The best e1RM of any working set (Epley with RIR), null without a loaded rep set. */
  bestE1rm: exerciseBestSchema.nullable(),
  /** The heaviest load for each rep count done, fewest reps first. */
  bestByReps: z.array(z.object({ reps: z.number(), weight: z.number(), achievedAt: z.string() })),
  /**
   * One point per session: its best e1RM for loaded lifts, its most reps for bodyweight lifts,
   * its longest set for timed and cardio work. Oldest first.
   */
  series: z.object({
    measure: z.enum(['e1rm', 'reps', 'duration']),
    unit: z.enum(RECORD_UNITS),
    points: z.array(z.object({ sessionId: z.string(), at: z.string(), value: z.number() })),
  }),
  /**
   * The current best of each kind (the first session counts: it is where the bests start). 'reps'
   * only for bodyweight work: its most reps in one working set, whatever load (decision 095).
   */
  bests: z.array(exerciseBestSchema),
  /** Records broken, newest first (at most 50). */
  records: z.array(achievedRecordSchema),
  /** Sessions with a set of the exercise, newest first, EXERCISE_PAGE_SESSIONS at a time. */
  sessions: z.array(exerciseSessionSchema),
  /** Pass as `before` for the next page; null on the last. */
  nextBefore: z.string().nullable(),
});
export type ExercisePage = z.infer<typeof exercisePageSchema>;

export const lastSessionQuerySchema = z.object({
  /** The session under way: its own sets are not "last time". */
  exclude: z.uuid({ message: 'exclude must be a session id' }).optional(),
});

/**
 * GET /api/exercises/{exerciseId}/last-session (decision 055): the working sets of the newest
 * session, other than `exclude`, in which the exercise was lifted, each in the unit it was logged.
 */
export const lastSessionSchema = z.object({
  lastSession: z
    .object({
      sessionId: z.string(),
      /** When its first working set of the exercise was done. */
      performedAt: z.string(),
      sets: z.array(
        z.object({
          setNumber: z.number(),
          weight: z.number().nullable(),
          weightUnit: z.enum(WEIGHT_UNITS),
          reps: z.number().nullable(),
          rir: z.number().nullable(),
        }),
      ),
    })
    .nullable(),
});
export type LastSession = z.infer<typeof lastSessionSchema>;

export const lastTimeQuerySchema = z.object({
  workoutId: z.uuid({ message: 'workoutId must be a workout id' }),
  /** The session just done: the answer is the one before it. */
  sessionId: z.uuid({ message: 'sessionId must be a session id' }),
});

/** GET /api/records/last-time: the last completed session of the same workout (or name). */
export const lastTimeSchema = z.object({
  previous: z
    .object({
      sessionId: z.string(),
      workoutName: z.string(),
      completedAt: z.string(),
      setsDone: z.number(),
      volume: z.number(),
      weightUnit: z.enum(WEIGHT_UNITS),
      timeUnderLoadSeconds: z.number(),
      cardioMinutes: z.number(),
    })
    .nullable(),
});
export type LastTime = z.infer<typeof lastTimeSchema>;

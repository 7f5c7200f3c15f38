/**
 * Importing Strong, Hevy and Liftosaur logs (docs/decisions/037-workout-import.md): a preview that
 * stages the upload and describes it, then a commit that writes it in one transaction with its
 * progress.
 */
import type { Readable } from 'node:stream';
import { and, eq, inArray, sql } from 'drizzle-orm';
import { exerciseById } from '@grandfit/shared/domain/programme/exercises.ts';
import { DEFAULT_TIME_ZONE, isTimeZone } from '@grandfit/shared/domain/time-zone.ts';
import type { WeightUnit } from '@grandfit/shared/domain/units/weight.ts';
import {
  CUSTOM_EXERCISE_NAME_MAX,
  isCustomExerciseId,
} from '@grandfit/shared/schemas/custom-exercises.ts';
import {
  WORKOUT_IMPORT_MAX_BYTES,
  type CustomExerciseKind,
  type ExerciseMatch,
  type ImportedExerciseName,
  type SessionSourceApp,
  type WorkoutImportCommit,
  type WorkoutImportLine,
  type WorkoutImportPreview,
  type WorkoutImportResult,
} from '@grandfit/shared/schemas/workout-import.ts';
import { customExerciseId } from '@grandfit/shared/domain/programme/custom-exercise.ts';
import type { Db, Tx } from '../../db/client.ts';
import { customExercises, exerciseMappings } from '../../db/schema/training.ts';
import { increasingUuidV7s } from '../../db/uuid-v7.ts';
import { HttpError } from '../../http/http-error.ts';
import { UPLOAD_INTERRUPTED, openUpload, refuseAnnouncedSize } from '../../http/read-upload.ts';
import {
  lockAndReadRecordSets,
  rebuildManyExerciseRecords,
  type HeldRecordSets,
} from '../records/records.store.ts';
import { StoredFileTooLarge } from '../../storage/file-storage.ts';
import {
  HEADER_MAX_BYTES,
  detectLog,
  readHead,
  readLog,
  type DetectedLog,
  type ReadSummary,
} from './csv-reader.ts';
import { exerciseMatcher, mappingKey } from './exercise-matcher.ts';
import { sessionIdOf, setClientIdOf } from './idempotency.ts';
import { ParsedSets, parsedSetsCache } from './parsed-sets.ts';
import {
  guessKind,
  sourceOf,
  type ImportedSet,
} from '@grandfit/shared/domain/workout-import/rows.ts';
import type { StagingArea } from './staging.ts';

export const TOO_LARGE = `The file is larger than ${WORKOUT_IMPORT_MAX_BYTES / 1_048_576} MB: export a shorter period`;
export const UNKNOWN_UPLOAD =
  'This upload is not there any more (uploads are kept a day): choose the file again';
export const UNIT_NEEDED =
  "Strong's export does not say whether its weights are in kg or lb: choose the unit";
/** The most distinct exercise names a file may have (the commit lists at most as many choices). */
export const MAX_EXERCISE_NAMES = 5000;
/** Sets written per statement. */
export const IMPORT_BATCH = 5000;
/**
 * The most sets a user may already have of an import's exercises for the records to be folded
 * from memory (theirs read once, the import's kept as written); past it they are read back.
 */
const HELD_PRIOR_SETS = 50_000;
/** Sets of a name kept to guess its kind: the first ones, and the first of each kind of amount. */
const KIND_SAMPLE = 20;

/** The rows of a raw statement (both drivers answer `{ rows }`). */
export const rowsOf = <T>(result: unknown) => (result as { rows: T[] }).rows;

export interface ImportOptions {
  maxBytes?: number;
  maxRows?: number;
}

function zoneOf(tz: string | undefined): string {
  if (tz === undefined) return DEFAULT_TIME_ZONE;
  if (!isTimeZone(tz)) throw new HttpError(400, `Unknown time zone: ${tz}`);
  return tz;
}

/** The user's custom exercises (ids as sets store them) and remembered mappings. */
async function userExercises(db: Db | Tx, userId: string) {
  const customs = await db
    .select({ id: customExercises.id, name: customExercises.name, kind: customExercises.kind })
    .from(customExercises)
    .where(eq(customExercises.userId, userId));
  const mappings = await db
    .select({ sourceName: exerciseMappings.sourceName, exerciseId: exerciseMappings.exerciseId })
    .from(exerciseMappings)
    .where(eq(exerciseMappings.userId, userId));
  const customById = new Map(
    customs.map((custom) => [
      customExerciseId(custom.id),
      { ...custom, id: customExerciseId(custom.id) },
    ]),
  );
  return {
    customById,
    mappings: new Map(mappings.map((row) => [row.sourceName, row.exerciseId])),
    matcher: exerciseMatcher([...customById.values()]),
  };
}
type UserExercises = Awaited<ReturnType<typeof userExercises>>;

function exerciseName(exercises: UserExercises, exerciseId: string): string | null {
  return exerciseById(exerciseId)?.name ?? exercises.customById.get(exerciseId)?.name ?? null;
}

/** A name's match: the remembered choice first (confidence 1), else the matcher's. */
function matchName(
  exercises: UserExercises,
  name: string,
): { match: ExerciseMatch | null; alternatives: ExerciseMatch[] } {
  const found = exercises.matcher.match(name);
  const rememberedId = exercises.mappings.get(mappingKey(name));
  const rememberedName = rememberedId ? exerciseName(exercises, rememberedId) : null;
  if (!rememberedId || !rememberedName) return found;
  const others = [found.match, ...found.alternatives].filter(
    (match): match is ExerciseMatch => match !== null && match.exerciseId !== rememberedId,
  );
  return {
    match: {
      exerciseId: rememberedId,
      name: rememberedName,
      confidence: 1,
      remembered: true,
      custom: isCustomExerciseId(rememberedId),
    },
    alternatives: others.slice(0, 5),
  };
}

/** Per exercise name: its set count and a few sets to guess its kind from. */
class NameTally {
  readonly names = new Map<string, { sets: number; sample: ImportedSet[]; amounts: Set<string> }>();

  add(set: ImportedSet): void {
    let entry = this.names.get(set.exerciseName);
    if (!entry) {
      if (this.names.size >= MAX_EXERCISE_NAMES) {
        throw new HttpError(
          400,
          `The file has more than ${MAX_EXERCISE_NAMES.toLocaleString('en-US')} exercise names`,
        );
      }
      entry = { sets: 0, sample: [], amounts: new Set() };
      this.names.set(set.exerciseName, entry);
    }
    entry.sets++;
    const amount =
      set.distanceMeters !== null
        ? 'distance'
        : set.durationSeconds !== null
          ? 'time'
          : set.weight !== null && set.weight > 0
            ? 'weight'
            : 'reps';
    if (entry.sample.length < KIND_SAMPLE || !entry.amounts.has(amount)) {
      entry.amounts.add(amount);
      if (entry.sample.length < KIND_SAMPLE * 2) entry.sample.push(set);
    }
  }

  kindOf(name: string): CustomExerciseKind {
    return guessKind(this.names.get(name)?.sample ?? [], name);
  }
}

async function hasImportedFrom(db: Db | Tx, userId: string, source: SessionSourceApp) {
  const result = await db.execute(sql`
    select exists (select 1 from workout_sessions where user_id = ${userId}
      and source = ${source}) as found`);
  return rowsOf<{ found: boolean }>(result)[0]?.found === true;
}

/** Counts the sets of these client ids already stored. */
async function countStored(db: Db, userId: string, clientIds: string[]): Promise<number> {
  if (clientIds.length === 0) return 0;
  const result = await db.execute(sql`
    select count(*)::int as n from workout_sets
    where user_id = ${userId} and client_id = any(${`{${clientIds.join(',')}}`}::uuid[])`);
  return Number(rowsOf<{ n: number | string }>(result)[0]?.n ?? 0);
}

/** What the preview learnt that the commit needs: the zone, and the names with their kinds. */
interface StagedMeta {
  timeZone: string;
  sets: number;
  /** Each distinct exercise name, in the file's order, and the kind its sets suggest. */
  kinds: [string, CustomExerciseKind][];
}

export function workoutImportService(db: Db, staging: StagingArea, options: ImportOptions = {}) {
  const maxBytes = options.maxBytes ?? WORKOUT_IMPORT_MAX_BYTES;
  const kept = parsedSetsCache();

  /** The staged file and its format, or 404. */
  async function openFile(userId: string, uploadId: string) {
    const stream = await staging.open(userId, uploadId);
    if (!stream) throw new HttpError(404, UNKNOWN_UPLOAD);
    const { head, rest, close } = await readHead(stream, HEADER_MAX_BYTES);
    try {
      return { detected: detectLog(head), rest, close };
    } catch (error) {
      close();
      throw error;
    }
  }

  /** What the preview kept beside the file (absent: not previewed to the end, or not this user's). */
  async function readMeta(userId: string, uploadId: string): Promise<StagedMeta> {
    const stream = await staging.open(userId, uploadId, 'meta');
    if (!stream) throw new HttpError(404, UNKNOWN_UPLOAD);
    const chunks: Buffer[] = [];
    for await (const chunk of stream) chunks.push(chunk as Buffer);
    return JSON.parse(Buffer.concat(chunks).toString('utf8')) as StagedMeta;
  }

  async function preview(
    userId: string,
    body: Readable,
    contentLength: string | undefined,
    tz: string | undefined,
  ): Promise<WorkoutImportPreview> {
    const timeZone = zoneOf(tz);
    refuseAnnouncedSize(contentLength, maxBytes, TOO_LARGE);
    const opened = await openUpload(body, HEADER_MAX_BYTES);
    // The first bytes decide before anything is stored: empty, binary, another app's file.
    detectLog(opened.head);
    let uploadId: string;
    try {
      uploadId = (await staging.stage(userId, opened.stream, maxBytes)).uploadId;
    } catch (error) {
      if (error instanceof StoredFileTooLarge) throw new HttpError(413, TOO_LARGE);
      if (opened.interrupted) throw new HttpError(400, UPLOAD_INTERRUPTED);
      throw error;
    }
    try {
      const { preview, meta, parsed, summary } = await describe(userId, uploadId, timeZone);
      // Written last: an upload without it was never previewed to the end, and cannot be committed.
      await staging.put(userId, uploadId, 'meta', JSON.stringify(meta));
      if (parsed) kept.keep(userId, uploadId, parsed, summary);
      return preview;
    } catch (error) {
      // A file the preview refuses is never committed: it goes at once.
      await staging.remove(userId, uploadId);
      throw error;
    }
  }

  async function describe(
    userId: string,
    uploadId: string,
    timeZone: string,
  ): Promise<{
    preview: WorkoutImportPreview;
    meta: StagedMeta;
    parsed: ParsedSets | null;
    summary: ReadSummary;
  }> {
    const { detected, rest } = await openFile(userId, uploadId);
    const source = sourceOf(detected.format) as SessionSourceApp;
    const tally = new NameTally();
    const workouts = new Set<string>();
    let first: number | null = null;
    let last: number | null = null;
    let sets = 0;
    let warmupSets = 0;
    let timedSets = 0;
    let setNotes = 0;
    let unit: WeightUnit | null = null;
    let alreadyImported = 0;
    let pending: string[] = [];
    // The sets as the commit will read them, unless it reads in a unit the user has yet to choose.
    const parsed = detected.needsUnit ? null : new ParsedSets();
    // A first import from this app finds nothing already there: no ids to make or look up.
    const imported = await hasImportedFrom(db, userId, source);
    const flush = async () => {
      alreadyImported += await countStored(db, userId, pending);
      pending = [];
    };
    const summary = await readLog(
      rest,
      detected,
      // A file without its unit is read as kg here: the counts and names do not depend on it.
      {
        timeZone,
        unit: detected.needsUnit ? 'kg' : undefined,
        maxRows: options.maxRows,
      },
      (set) => {
        parsed?.add(set);
        tally.add(set);
        sets++;
        if (set.setType === 'warmup') warmupSets++;
        if (set.durationSeconds !== null || set.distanceMeters !== null) timedSets++;
        if (set.notes !== null) setNotes++;
        if (!workouts.has(set.workoutKey)) {
          workouts.add(set.workoutKey);
          if (first === null || set.startedAt < first) first = set.startedAt;
          if (last === null || set.startedAt > last) last = set.startedAt;
        }
        if (unit === null && set.weightUnit) unit = set.weightUnit;
        if (imported) {
          pending.push(setClientIdOf(userId, source, set.setKey));
          // A promise only when there is something to wait for: most rows go on at once.
          if (pending.length >= IMPORT_BATCH) return flush();
        }
      },
    );
    await flush();
    const exercises = await userExercises(db, userId);
    const names: ImportedExerciseName[] = [...tally.names].map(([name, entry]) => ({
      name,
      sets: entry.sets,
      kind: tally.kindOf(name),
      ...matchName(exercises, name),
    }));
    const iso = (time: number | null) => (time === null ? null : new Date(time).toISOString());
    const meta: StagedMeta = {
      timeZone,
      sets,
      kinds: names.map((name) => [name.name, name.kind]),
    };
    const preview: WorkoutImportPreview = {
      uploadId,
      format: detected.format,
      source,
      unit: detected.needsUnit ? null : (detected.weightUnit ?? unit ?? 'kg'),
      workouts: workouts.size,
      sets,
      warmupSets,
      timedSets,
      setNotes,
      alreadyImported,
      firstWorkoutAt: iso(first),
      lastWorkoutAt: iso(last),
      exercises: names,
      rejected: summary.rejected,
      rejectedCount: summary.rejectedCount,
    };
    return { preview, meta, parsed: parsed?.full ? null : parsed, summary };
  }

  /**
   * Checks everything a commit needs before its answer starts streaming (so a refusal is a plain
   * 4xx), and answers the job that writes it.
   */
  async function prepareCommit(userId: string, uploadId: string, choices: WorkoutImportCommit) {
    const meta = await readMeta(userId, uploadId);
    const staged = await openFile(userId, uploadId);
    // Only the header was read: the job reads the file again from the start.
    staged.close();
    const { detected } = staged;
    const unit = detected.needsUnit ? choices.unit : undefined;
    if (detected.needsUnit && !unit) throw new HttpError(400, UNIT_NEEDED);
    const exercises = await userExercises(db, userId);
    for (const choice of choices.exercises ?? []) {
      if ('exerciseId' in choice && !exerciseName(exercises, choice.exerciseId)) {
        throw new HttpError(400, `Unknown exercise: ${choice.exerciseId}`);
      }
    }
    return {
      run: (emit: (line: WorkoutImportLine) => void) =>
        commit(userId, uploadId, detected, meta, unit, choices, emit),
    };
  }

  async function commit(
    userId: string,
    uploadId: string,
    detected: DetectedLog,
    meta: StagedMeta,
    unit: WeightUnit | undefined,
    choices: WorkoutImportCommit,
    emit: (line: WorkoutImportLine) => void,
  ): Promise<WorkoutImportResult> {
    const source = sourceOf(detected.format) as SessionSourceApp;
    const readOptions = { timeZone: meta.timeZone, unit, maxRows: options.maxRows };

    // The names, their kinds and the total are the preview's: the file is read once more only.
    const total = meta.sets;
    const kinds = new Map(meta.kinds);
    emit({ type: 'progress', done: 0, total });

    const result = await db.transaction(async (tx) => {
      // One import of a user at a time. Then a user with no session from this app yet has none
      // of the ids this import makes (they are derived from the user, the app and each row), and
      // its rows are inserted without `on conflict`, whose check of each id against the user's
      // sets cost 40 % of each batch's time (docs/benchmarks.md).
      await tx.execute(
        sql`select pg_advisory_xact_lock(hashtext(${userId}), hashtext('workout-import'))`,
      );
      const firstFromApp = !(await hasImportedFrom(tx, userId, source));
      const exercises = await userExercises(tx, userId);
      const chosen = new Map((choices.exercises ?? []).map((choice) => [choice.name, choice]));
      // Each name's exercise id; new custom exercises first, reusing one of the same name.
      const idOf = new Map<string, string>();
      const wanted = new Map<string, { name: string; kind: CustomExerciseKind }>();
      for (const name of kinds.keys()) {
        const choice = chosen.get(name);
        if (choice && 'exerciseId' in choice) {
          idOf.set(name, choice.exerciseId);
          continue;
        }
        if (!choice) {
          const { match } = matchName(exercises, name);
          if (match) {
            idOf.set(name, match.exerciseId);
            continue;
          }
        }
        const custom =
          choice && 'custom' in choice
            ? choice.custom
            : { name: customName(name), kind: kinds.get(name)! };
        wanted.set(name, custom);
      }
      const created = await ensureCustomExercises(tx, userId, [...wanted.values()]);
      for (const [name, custom] of wanted) {
        idOf.set(name, created.idByName.get(custom.name.toLowerCase())!);
      }
      const kindOfCustom = new Map<string, CustomExerciseKind>([
        ...[...exercises.customById.values()].map((c) => [c.id, c.kind] as const),
        ...created.kindById,
      ]);
      await saveMappings(tx, userId, idOf);
      // A first import writes every set it reads: the records are folded from the sets in memory
      // (the user's others read now, under the records' locks) instead of reading 150,000 back.
      const held = firstFromApp
        ? await lockAndReadRecordSets(tx, userId, idOf.values(), HELD_PRIOR_SETS)
        : null;

      // Sessions and sets, in batches.
      const writer = batchWriter(
        tx,
        userId,
        source,
        unit ?? detected.weightUnit ?? 'kg',
        (id) => amountUnitOf(id, kindOfCustom),
        firstFromApp,
        held,
      );
      let done = 0;
      const written = (handled: number) => {
        done += handled;
        emit({ type: 'progress', done, total });
      };
      // One batch is written while the next is read from the file (PostgreSQL works in its own
      // process meanwhile); never more than one in flight.
      let writing: Promise<void> = Promise.resolve();
      const onSet = (set: ImportedSet) => {
        const exerciseId = idOf.get(set.exerciseName);
        // The staged file is the one previewed: every name is known.
        if (!exerciseId) throw new Error(`no exercise for ${set.exerciseName}`);
        writer.add(set, exerciseId);
        if (writer.size < IMPORT_BATCH) return;
        const write = writer.prepare();
        return writing.then(() => {
          writing = write().then(written);
          // Awaited before the next batch or at the end; handled here so it is never "unhandled".
          writing.catch(() => undefined);
          // The next batch gathers (tens of milliseconds without a pause) once this one is sent:
          // the driver sends it a few promise ticks after the call, so wait for the next turn.
          return new Promise<void>((resolve) => setImmediate(resolve));
        });
      };
      // The preview's sets when this process still has them (same file, zone and unit: the same
      // sets); else the staged file is read again.
      const summary = await (async () => {
        const previewed = unit === undefined ? kept.take(userId, uploadId) : null;
        if (!previewed) {
          const { rest } = await openFile(userId, uploadId);
          return readLog(rest, detected, readOptions, (set) => onSet(set));
        }
        for (const set of previewed.sets.sets()) {
          const pending = onSet(set);
          if (pending) await pending;
        }
        return previewed.summary;
      })().finally(() => writing.catch(() => undefined));
      await writing;
      written(await writer.flush());
      await writer.writeSupersets();

      // Records and the exercise pages' figures follow from the sets, imported ones included.
      await rebuildManyExerciseRecords(tx as unknown as Db, userId, writer.touched, {
        held: held ?? undefined,
      });
      return {
        source,
        sessionsAdded: writer.sessionsAdded,
        setsAdded: writer.setsAdded,
        setsUnchanged: done - writer.setsAdded,
        customExercisesCreated: created.count,
        rejected: summary.rejected,
        rejectedCount: summary.rejectedCount,
      } satisfies WorkoutImportResult;
    });
    await staging.remove(userId, uploadId).catch(() => undefined);
    return result;
  }

  return { preview, prepareCommit };
}
export type WorkoutImportService = ReturnType<typeof workoutImportService>;

/** A source name as a custom exercise's name: one line, at most CUSTOM_EXERCISE_NAME_MAX long. */
function customName(name: string): string {
  const clean = name.replace(/\s+/g, ' ').trim().slice(0, CUSTOM_EXERCISE_NAME_MAX);
  return clean || 'Imported exercise';
}

/** What a set's `reps` holds for the exercise: reps, or its seconds or minutes (decision 024). */
function amountUnitOf(
  exerciseId: string,
  kindOfCustom: ReadonlyMap<string, CustomExerciseKind>,
): 'reps' | 'seconds' | 'minutes' {
  const library = exerciseById(exerciseId);
  if (library) return library.unit;
  const kind = kindOfCustom.get(exerciseId);
  return kind === 'timed' ? 'seconds' : kind === 'cardio' ? 'minutes' : 'reps';
}

/** Creates the custom exercises not there yet (same name, any case: the existing one). */
async function ensureCustomExercises(
  tx: Tx,
  userId: string,
  wanted: { name: string; kind: CustomExerciseKind }[],
) {
  const idByName = new Map<string, string>();
  const kindById = new Map<string, CustomExerciseKind>();
  let count = 0;
  if (wanted.length === 0) return { idByName, kindById, count };
  const unique = [...new Map(wanted.map((w) => [w.name.toLowerCase(), w])).values()];
  const inserted = await tx.execute(sql`
    insert into custom_exercises (user_id, name, kind)
    select ${userId}::uuid, x.name, x.kind
    from jsonb_to_recordset(${JSON.stringify(unique)}::jsonb) as x(name text, kind text)
    on conflict (user_id, lower(name)) do nothing
    returning id`);
  count = rowsOf(inserted).length;
  const rows = await tx
    .select({ id: customExercises.id, name: customExercises.name, kind: customExercises.kind })
    .from(customExercises)
    .where(
      and(
        eq(customExercises.userId, userId),
        inArray(
          sql`lower(${customExercises.name})`,
          unique.map((w) => w.name.toLowerCase()),
        ),
      ),
    );
  for (const row of rows) {
    const id = customExerciseId(row.id);
    idByName.set(row.name.toLowerCase(), id);
    kindById.set(id, row.kind);
  }
  return { idByName, kindById, count };
}

/** The commit confirms every name's exercise: the next preview shows them as remembered. */
async function saveMappings(tx: Tx, userId: string, idOf: ReadonlyMap<string, string>) {
  const rows = [...new Map([...idOf].map(([name, id]) => [mappingKey(name), id]))].map(
    ([source_name, exercise_id]) => ({ source_name, exercise_id }),
  );
  for (let i = 0; i < rows.length; i += 1000) {
    await tx.execute(sql`
      insert into exercise_mappings (user_id, source_name, exercise_id)
      select ${userId}::uuid, x.source_name, x.exercise_id
      from jsonb_to_recordset(${JSON.stringify(rows.slice(i, i + 1000))}::jsonb)
        as x(source_name text, exercise_id text)
      on conflict (user_id, source_name) do update
        set exercise_id = excluded.exercise_id, updated_at = now()`);
  }
}

const SMALLINT_MAX = 32767;

/** The set columns a batch writes, one array each (unnest). */
const SET_COLUMNS = [
  'id',
  'client_id',
  'session_id',
  'exercise_id',
  'exercise_index',
  'set_number',
  'weight',
  'weight_unit',
  'reps',
  'rir',
  'rpe',
  'set_type',
  'duration_seconds',
  'distance_meters',
  'performed_at',
  'note',
] as const;
type SetColumns = Record<(typeof SET_COLUMNS)[number], (string | number | null)[]>;

const emptySetColumns = (): SetColumns =>
  Object.fromEntries(SET_COLUMNS.map((name) => [name, []])) as unknown as SetColumns;

/**
 * A PostgreSQL array literal: each element double-quoted, its quotes and backslashes escaped
 * (inside quotes every other character, commas, braces, line breaks, "NULL", is taken as written:
 * the array input rules), null as an unquoted NULL. Set notes are the only free text written
 * this way; the reader has already refused a NUL, which PostgreSQL text cannot hold.
 */
export function arrayLiteral(values: readonly (string | number | null)[]): string {
  const items = values.map((value) =>
    value === null
      ? 'NULL'
      : typeof value === 'number'
        ? String(value)
        : `"${value.replace(/["\\]/g, (char) => `\\${char}`)}"`,
  );
  return `{${items.join(',')}}`;
}

/**
 * Gathers sets into batches and writes each batch as one statement: its new sessions, then its
 * sets, both `on conflict do nothing` (unless this is the user's first import from the app), so a
 * set or session already imported is left as it is.
 */
function batchWriter(
  tx: Tx,
  userId: string,
  source: SessionSourceApp,
  /** The unit of a set with a weight the file gives no unit for (a weight of 0). */
  unit: WeightUnit,
  amountUnitOf: (exerciseId: string) => 'reps' | 'seconds' | 'minutes',
  /** Nothing of this import can be stored yet (see commit): no `on conflict` checks. */
  firstFromApp: boolean,
  /** Where each written set is kept, by exercise, as the records read it (null: not kept). */
  held: HeldRecordSets | null,
) {
  // No conflict target for sessions: both unique indexes (the id, and the id with the user that
  // sets' key refers to) must be arbiters, or a clash on the second would be an error.
  const keepSessionsThere = firstFromApp ? sql`` : sql`on conflict do nothing`;
  const keepSetsThere = firstFromApp ? sql`` : sql`on conflict (user_id, client_id) do nothing`;
  // Increasing ids keep the primary key's inserts at its end: random ones (the column's default)
  // touched a page each, and each page touched first since a checkpoint is written whole to the
  // WAL (docs/benchmarks.md, 2026-11-28).
  const nextSetId = increasingUuidV7s();
  /**
   * Per workout: its session id, how many of its sets came so far, and its supersets (the place
   * of each exercise done back to back with the next: decision 086).
   */
  const workouts = new Map<string, { sessionId: string; sets: number; supersets: number[] }>();
  let sessions: Record<string, unknown>[] = [];
  // Columns, not an object per set: 150,000 objects were most of the commit's garbage.
  let sets = emptySetColumns();
  const touched = new Set<string>();
  let sessionsAdded = 0;
  let setsAdded = 0;

  return {
    get size() {
      return sets.client_id.length;
    },
    get touched() {
      return touched;
    },
    get sessionsAdded() {
      return sessionsAdded;
    },
    get setsAdded() {
      return setsAdded;
    },
    add(set: ImportedSet, exerciseId: string) {
      let workout = workouts.get(set.workoutKey);
      if (!workout) {
        const sessionId = sessionIdOf(userId, source, set.workoutKey);
        workout = { sessionId, sets: 0, supersets: [] };
        workouts.set(set.workoutKey, workout);
        const duration = set.workoutDurationSeconds;
        sessions.push({
          id: sessionId,
          started_at: new Date(set.startedAt).toISOString(),
          completed_at: new Date(set.startedAt + (duration ?? 0) * 1000).toISOString(),
          notes: set.workoutNotes,
          title: set.workoutTitle,
          duration_seconds: duration,
        });
      }
      workout.sets++;
      const joined = set.exerciseIndex - 1;
      if (set.supersetWithPrevious && joined >= 0 && !workout.supersets.includes(joined)) {
        workout.supersets.push(joined);
      }
      const amountUnit = amountUnitOf(exerciseId);
      const amount =
        amountUnit === 'seconds' && set.durationSeconds !== null
          ? set.durationSeconds
          : amountUnit === 'minutes' && set.durationSeconds !== null
            ? Math.round(set.durationSeconds / 60)
            : set.reps;
      const id = nextSetId();
      const weightUnit = set.weightUnit ?? unit;
      const reps = amount === null ? null : Math.min(amount, SMALLINT_MAX);
      // Strong and Hevy give the workout's start only: a millisecond per set keeps their order.
      const performedAt = new Date(set.performedAt ?? set.startedAt + workout.sets);
      sets.id.push(id);
      sets.client_id.push(setClientIdOf(userId, source, set.setKey));
      sets.session_id.push(workout.sessionId);
      sets.exercise_id.push(exerciseId);
      sets.exercise_index.push(Math.min(set.exerciseIndex, SMALLINT_MAX));
      sets.set_number.push(Math.min(set.setOrder, SMALLINT_MAX));
      sets.weight.push(set.weight);
      sets.weight_unit.push(weightUnit);
      sets.reps.push(reps);
      sets.rir.push(set.rir);
      sets.rpe.push(set.rpe);
      sets.set_type.push(set.setType);
      sets.duration_seconds.push(set.durationSeconds);
      sets.distance_meters.push(set.distanceMeters);
      sets.performed_at.push(performedAt.toISOString());
      sets.note.push(set.notes);
      if (held) {
        let kept = held.get(exerciseId);
        if (!kept) held.set(exerciseId, (kept = []));
        // As readRecordSets would read the row back.
        kept.push({
          id,
          sessionId: workout.sessionId,
          performedAt: performedAt.getTime(),
          weight: set.weight,
          weightUnit,
          reps,
          rir: set.rir,
          targetRir: null,
          skipped: false,
          setType: set.setType,
        });
      }
    },
    /**
     * Takes what is gathered and builds its statements at once, so the next batch can gather
     * meanwhile and the database is never kept waiting for a batch's text to be built; answers
     * the write, which answers how many sets it handled (new or already there).
     */
    prepare(): () => Promise<number> {
      const batchSessions = sessions;
      const batchSets = sets;
      sessions = [];
      sets = emptySetColumns();
      const handled = batchSets.client_id.length;
      if (handled === 0 && batchSessions.length === 0) return async () => 0;
      const column = (name: keyof SetColumns) => arrayLiteral(batchSets[name]);
      // One statement for the batch's sessions and sets: a second round trip waited behind the
      // next batch's gathering. The sets' key to their session is checked at the statement's end,
      // when its sessions are in. Sets go as one array per column (unnest): cheaper to send and
      // read than a JSON document per row. Their one text from the file is the note, quoted by
      // arrayLiteral (the tests write quotes, backslashes, braces and "NULL" through it).
      const statement = sql`
        with new_sessions as (
          insert into workout_sessions (id, user_id, workout_id, started_at, completed_at, notes,
            source, title, duration_seconds)
          select x.id, ${userId}::uuid, null, x.started_at, x.completed_at, x.notes, ${source},
            x.title, x.duration_seconds
          from jsonb_to_recordset(${JSON.stringify(batchSessions)}::jsonb) as x(id uuid,
            started_at timestamptz, completed_at timestamptz, notes text, title text,
            duration_seconds int)
          ${keepSessionsThere}
          returning 1
        ), inserted as (
          insert into workout_sets (id, user_id, client_id, session_id, workout_id, exercise_id,
            exercise_index, set_number, weight, weight_unit, reps, rir, rpe, set_type,
            duration_seconds, distance_meters, performed_at, note)
          select x.id, ${userId}::uuid, x.client_id, x.session_id, null, x.exercise_id,
            x.exercise_index, x.set_number, x.weight, x.weight_unit, x.reps, x.rir, x.rpe,
            x.set_type, x.duration_seconds, x.distance_meters, x.performed_at, x.note
          from unnest(${column('id')}::uuid[], ${column('client_id')}::uuid[],
            ${column('session_id')}::uuid[],
            ${column('exercise_id')}::text[], ${column('exercise_index')}::smallint[],
            ${column('set_number')}::smallint[], ${column('weight')}::float8[],
            ${column('weight_unit')}::text[], ${column('reps')}::smallint[],
            ${column('rir')}::smallint[], ${column('rpe')}::float8[],
            ${column('set_type')}::text[], ${column('duration_seconds')}::int[],
            ${column('distance_meters')}::float8[], ${column('performed_at')}::timestamptz[],
            ${column('note')}::text[])
            as x(id, client_id, session_id, exercise_id, exercise_index, set_number, weight,
              weight_unit, reps, rir, rpe, set_type, duration_seconds, distance_meters,
              performed_at, note)
          ${keepSetsThere}
          returning exercise_id
        )
        -- The sessions added (no exercise), then the sets added per exercise.
        select null as exercise_id, count(*)::int as n from new_sessions
        union all
        select exercise_id, count(*)::int as n from inserted group by exercise_id`;
      return async () => {
        const rows = rowsOf<{ exercise_id: string | null; n: number }>(await tx.execute(statement));
        for (const row of rows) {
          if (row.exercise_id === null) {
            sessionsAdded += Number(row.n);
          } else {
            setsAdded += Number(row.n);
            touched.add(row.exercise_id);
          }
        }
        return handled;
      };
    },
    /** Writes what is gathered at once (see prepare). */
    flush(): Promise<number> {
      return this.prepare()();
    },
    /**
     * Gives the sessions their supersets, known once their exercises are all read (a session is
     * written with its first set): one statement, after the last batch.
     */
    async writeSupersets(): Promise<void> {
      const joined = [...workouts.values()]
        .filter((workout) => workout.supersets.length > 0)
        .map(({ sessionId, supersets }) => ({ id: sessionId, supersets }));
      if (joined.length === 0) return;
      await tx.execute(sql`
        update workout_sessions s set supersets = x.supersets
        from jsonb_to_recordset(${JSON.stringify(joined)}::jsonb) as x(id uuid, supersets jsonb)
        where s.id = x.id and s.user_id = ${userId}`);
    },
  };
}

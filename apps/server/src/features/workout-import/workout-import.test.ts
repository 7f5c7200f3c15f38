import fs from 'node:fs';
import { sql } from 'drizzle-orm';
import { expect, it } from 'vitest';
import type { HistoryPage, SessionDetail } from '@grandfit/shared/schemas/history.ts';
import { REJECTED_ROWS_LISTED } from '@grandfit/shared/schemas/workout-import.ts';
import { SET_NOTE_MAX } from '@grandfit/shared/domain/session-notes.ts';
import { TestBrowser, signedInBrowser } from '../../../test/browser.ts';
import { describeWithServer, type TestServer } from '../../../test/server.ts';
import { uuidV7Time } from '../../db/uuid-v7.ts';
import { NOT_A_WORKOUT_LOG, WORKOUT_IMPORT_MAX_ROWS } from './csv-reader.ts';
import {
  commit,
  commitLines,
  commitRequest,
  importCsv,
  preview,
  previewRequest,
  storedSets,
  userIdOf,
} from './test-import.ts';
import { UNIT_NEEDED, UNKNOWN_UPLOAD } from './workout-import.service.ts';
import {
  chunksBySets,
  lockAndReadRecordSets,
  rebuildExerciseRecords,
  rebuildManyExerciseRecords,
} from '../records/records.store.ts';

const fixture = (name: string) =>
  fs.readFileSync(
    new URL(
      `../../../../../packages/shared/src/domain/workout-import/fixtures/${name}`,
      import.meta.url,
    ),
    'utf8',
  );

const STRONG_HEADER =
  'Date;Workout Name;Exercise Name;Set Order;Weight;Weight Unit;Reps;RPE;Distance;Distance Unit;Seconds;Notes;Workout Notes;Workout Duration';

/** A Strong semicolon file: a heavy warm-up (it must not be a record), a plank, an unknown name. */
const STRONG = [
  STRONG_HEADER,
  '2026-11-20 07:30:00;Push Day;Bench Press (Barbell);W;100;kg;3;;;;;;;1h 5m',
  '2026-11-20 07:30:00;Push Day;Bench Press (Barbell);1;82,5;kg;5;8;;;;;;1h 5m',
  '2026-11-20 07:30:00;Push Day;Bench Press (Barbell);2;82,5;kg;5;9;;;;;;1h 5m',
  '2026-11-20 07:30:00;Push Day;Bench Press (Barbell);Rest Timer;;;;;;;90;;;1h 5m',
  '2026-11-20 07:30:00;Push Day;Plank;1;0;kg;0;;;;60;;;1h 5m',
  '2026-11-22 08:00:00;Pull Day;Pull Up;1;0;kg;8;;;;;;;45m',
  '2026-11-22 08:00:00;Pull Day;Cable Crossover Fly;1;15;kg;12;;;;;;;45m',
  '',
].join('\r\n');

async function signedIn(server: TestServer) {
  const { browser, account } = await signedInBrowser(server.url);
  return { browser, userId: await userIdOf(server.database.db, account.email) };
}

async function count(server: TestServer, query: ReturnType<typeof sql>): Promise<number> {
  const result = (await server.database.db.execute(query)) as unknown as {
    rows: { n: number | string }[];
  };
  return Number(result.rows[0]?.n ?? 0);
}

describeWithServer('workout import', (server) => {
  it('answers 401 to a signed-out caller on both routes', async () => {
    const browser = new TestBrowser(server().url);
    expect((await previewRequest(browser, STRONG)).status).toBe(401);
    const response = await commitRequest(browser, '01900000-0000-7000-8000-000000000000', {});
    expect(response.status).toBe(401);
  });

  it('previews a Strong file, imports it in one go, and a second import adds nothing', async () => {
    const { browser, userId } = await signedIn(server());
    const previewed = await preview(browser, STRONG, 'Europe/Paris');
    expect(previewed).toMatchObject({
      format: 'strong-semicolon',
      source: 'strong',
      unit: 'kg',
      workouts: 2,
      sets: 6,
      warmupSets: 1,
      timedSets: 1,
      setNotes: 0,
      alreadyImported: 0,
      // Local times in the zone given: 07:30 in Paris is 06:30 UTC.
      firstWorkoutAt: '2026-11-20T06:30:00.000Z',
      lastWorkoutAt: '2026-11-22T07:00:00.000Z',
      rejected: [],
      rejectedCount: 0,
    });
    const names = Object.fromEntries(previewed.exercises.map((e) => [e.name, e]));
    expect(names['Bench Press (Barbell)']).toMatchObject({
      sets: 3,
      kind: 'weighted',
      match: { exerciseId: 'bench-press', confidence: 1, remembered: false, custom: false },
    });
    expect(names['Bench Press (Barbell)']!.alternatives.length).toBeLessThanOrEqual(5);
    expect(names['Plank']).toMatchObject({ kind: 'timed', match: { exerciseId: 'front-plank' } });
    expect(names['Cable Crossover Fly']).toMatchObject({ kind: 'weighted', match: null });
    // Nothing is written by a preview.
    expect(await storedSets(server().database.db, userId)).toEqual([]);

    const lines = await commitLines(browser, previewed.uploadId);
    expect(lines[0]).toEqual({ type: 'progress', done: 0, total: 6 });
    expect(lines.at(-2)).toEqual({ type: 'progress', done: 6, total: 6 });
    expect(lines.at(-1)).toEqual({
      type: 'result',
      result: {
        source: 'strong',
        sessionsAdded: 2,
        setsAdded: 6,
        setsUnchanged: 0,
        customExercisesCreated: 1,
        rejected: [],
        rejectedCount: 0,
      },
    });

    const sets = await storedSets(server().database.db, userId);
    expect(sets.map((s) => [s.exercise_id.replace(/^custom-.*/, 'custom'), s.set_type])).toEqual([
      ['bench-press', 'warmup'],
      ['bench-press', 'normal'],
      ['bench-press', 'normal'],
      ['front-plank', 'normal'],
      ['pull-up', 'normal'],
      ['custom', 'normal'],
    ]);
    expect(sets[1]).toMatchObject({
      weight: 82.5,
      weight_unit: 'kg',
      reps: 5,
      rpe: 8,
      rir: 2,
      workout_id: null,
      source: 'strong',
      title: 'Push Day',
      exercise_index: 0,
    });
    // The plank's seconds are its amount, as for a plank logged here.
    expect(sets[3]).toMatchObject({ reps: 60, duration_seconds: 60, exercise_index: 1 });
    const [custom] = (
      (await server().database.db.execute(
        sql`select name, kind from custom_exercises where user_id = ${userId}`,
      )) as unknown as { rows: { name: string; kind: string }[] }
    ).rows;
    expect(custom).toEqual({ name: 'Cable Crossover Fly', kind: 'weighted' });

    // Sessions are done (completed = start + duration) and mark no programme workout.
    expect(
      await count(
        server(),
        sql`select count(*) as n from workout_sessions where user_id = ${userId}
          and completed_at - started_at = interval '1 hour 5 minutes' and workout_id is null`,
      ),
    ).toBe(1);

    // The sets' ids are UUID v7s made by this import: they go to the end of the primary key.
    const setIds = (
      (await server().database.db.execute(
        sql`select id from workout_sets where user_id = ${userId}`,
      )) as unknown as { rows: { id: string }[] }
    ).rows.map((row) => uuidV7Time(row.id));
    expect(setIds.length).toBeGreaterThan(0);
    for (const made of setIds) expect(Date.now() - made!).toBeLessThan(10 * 60_000);

    // Records come from the working sets only: the 100 kg warm-up is no record.
    const records = (
      (await server().database.db.execute(sql`
        select r.kind, r.value, t.set_type from personal_records r
        left join workout_sets t on t.id = r.set_id
        where r.user_id = ${userId} and r.exercise_id = 'bench-press'`)) as unknown as {
        rows: { kind: string; value: number; set_type: string | null }[];
      }
    ).rows;
    expect(records.every((r) => r.set_type !== 'warmup')).toBe(true);
    const [stats] = (
      (await server().database.db.execute(sql`
        select sets, working_sets, volume_kg, top_weight_kg from exercise_session_stats
        where user_id = ${userId} and exercise_id = 'bench-press'`)) as unknown as {
        rows: { sets: number; working_sets: number; volume_kg: number; top_weight_kg: number }[];
      }
    ).rows;
    expect(stats).toMatchObject({ working_sets: 2, volume_kg: 825, top_weight_kg: 82.5 });

    // The exercise page and the records list read the imported sets.
    const page = await browser.api('/api/exercises/bench-press');
    expect(page.status).toBe(200);

    const again = await importCsv(browser, STRONG, {}, 'Europe/Paris');
    expect(again.preview.alreadyImported).toBe(6);
    // The name left unmatched is now remembered as the custom exercise made for it.
    const fly = again.preview.exercises.find((e) => e.name === 'Cable Crossover Fly');
    expect(fly?.match).toMatchObject({ confidence: 1, remembered: true, custom: true });
    expect(again.result).toMatchObject({
      sessionsAdded: 0,
      setsAdded: 0,
      setsUnchanged: 6,
      customExercisesCreated: 0,
    });
    expect(await storedSets(server().database.db, userId)).toHaveLength(6);
  });

  it("keeps each set's note, whatever its characters, and a second import changes none", async () => {
    const { browser, userId } = await signedIn(server());
    const odd = 'He said "go" \\ {x,y} NULL; 💪';
    const noted = [
      STRONG_HEADER,
      '2026-11-20 07:30:00;Push Day;Bench Press (Barbell);1;82,5;kg;5;8,5;;;;Paused reps;;1h 5m',
      '2026-11-20 07:30:00;Push Day;Bench Press (Barbell);2;82,5;kg;5;9;;;;  ;;1h 5m',
      '2026-11-20 07:30:00;Push Day;Bench Press (Barbell);3;82,5;kg;5;9;;;;"  Belt; chalk\\nthen straps ";;1h 5m',
      `2026-11-20 07:30:00;Push Day;Bench Press (Barbell);4;82,5;kg;5;;;;;"${odd.replaceAll('"', '""')}";;1h 5m`,
      '2026-11-20 07:30:00;Push Day;Bench Press (Barbell);5;82,5;kg;5;;;;;NULL;;1h 5m',
      `2026-11-20 07:30:00;Push Day;Bench Press (Barbell);6;82,5;kg;5;;;;;${'x'.repeat(SET_NOTE_MAX + 50)};;1h 5m`,
      '',
    ].join('\r\n');
    const { preview: previewed, result } = await importCsv(browser, noted);
    expect(previewed).toMatchObject({ sets: 6, setNotes: 5, rejectedCount: 0 });
    expect(result).toMatchObject({ setsAdded: 6 });
    const notes = [
      'Paused reps',
      null,
      'Belt; chalk\nthen straps',
      odd,
      'NULL',
      'x'.repeat(SET_NOTE_MAX),
    ];
    const stored = await storedSets(server().database.db, userId);
    expect(stored.map((set) => set.note)).toEqual(notes);
    // Beside the note, the RPE as logged (8.5) and the RIR it rounds to.
    expect(stored[0]).toMatchObject({ rpe: 8.5, rir: 2 });

    // A note he changed here, then the same file (its notes edited meanwhile) again: nothing
    // added, no note changed.
    const [first] = (
      (await server().database.db.execute(
        sql`select client_id from workout_sets where user_id = ${userId} and note = 'Paused reps'`,
      )) as unknown as { rows: { client_id: string }[] }
    ).rows;
    const edited = await browser.api(`/api/sets/${first!.client_id}`, {
      method: 'PATCH',
      json: { weight: 82.5, weightUnit: 'kg', reps: 5, rir: 2, note: 'Paused, 2 s' },
    });
    expect(edited.status).toBe(200);
    const renoted = noted.replace(';;;;  ;;1h 5m', ';;;;Late note;;1h 5m');
    expect(renoted).not.toBe(noted);
    const again = await importCsv(browser, renoted);
    expect(again.result).toMatchObject({ setsAdded: 0, setsUnchanged: 6 });
    expect((await storedSets(server().database.db, userId)).map((set) => set.note)).toEqual([
      'Paused, 2 s',
      ...notes.slice(1),
    ]);
  });

  it("keeps the notes of Strong's comma file (the file read again for its unit) and Hevy's once per exercise", async () => {
    const { browser, userId } = await signedIn(server());
    const comma = await preview(browser, fixture('strong-comma.csv'), 'Europe/London');
    expect(comma.setNotes).toBe(2);
    await commit(browser, comma.uploadId, { unit: 'lb' });
    const hevy = await importCsv(browser, fixture('hevy-kg.csv'));
    const sets = await storedSets(server().database.db, userId);
    const noted = (source: string) =>
      sets
        .filter((set) => set.source === source && set.note !== null)
        .map((set) => [set.exercise_id, set.set_type, set.note]);
    expect(noted('strong')).toEqual([
      ['back-squat', 'normal', 'Belt on, "brace" hard'],
      ['easy-run', 'normal', 'Tempo, felt "easy"'],
    ]);
    // Hevy's exercise_notes is the exercise's: its first set has it, not each of its sets.
    expect(hevy.preview.setNotes).toBe(noted('hevy').length);
    expect(noted('hevy')).toContainEqual(['bench-press', 'warmup', 'Elbows tucked, 2s pause']);
    expect(noted('hevy').filter(([exercise]) => exercise === 'bench-press')).toHaveLength(1);
    // The sets' RPE as Hevy logged them (8.5 is RIR 2 rounded).
    expect(
      sets.filter((set) => set.source === 'hevy' && set.rpe !== null).map((set) => set.rpe),
    ).toContain(8.5);
  });

  it('adds only the new sets of a longer export of the same history', async () => {
    const { browser, userId } = await signedIn(server());
    await importCsv(browser, STRONG);
    const longer = `${STRONG}${[
      '2026-11-20 07:30:00;Push Day;Bench Press (Barbell);3;80;kg;6;;;;;;;1h 5m',
      '2026-11-24 07:30:00;Legs;Squat (Barbell);1;120;kg;5;;;;;;;50m',
      '',
    ].join('\r\n')}`;
    const { preview: previewed, result } = await importCsv(browser, longer);
    expect(previewed).toMatchObject({ sets: 8, alreadyImported: 6, workouts: 3 });
    expect(result).toMatchObject({ sessionsAdded: 1, setsAdded: 2, setsUnchanged: 6 });
    expect(await storedSets(server().database.db, userId)).toHaveLength(8);
  });

  it('imports the same file for two users at the same time, each once (a first import writes without conflict checks)', async () => {
    const users = [await signedIn(server()), await signedIn(server())];
    const previews = [
      await preview(users[0]!.browser, STRONG),
      await preview(users[1]!.browser, STRONG),
    ];
    const results = await Promise.all(
      users.map(({ browser }, i) => commit(browser, previews[i]!.uploadId)),
    );
    expect(results.map((result) => [result.sessionsAdded, result.setsAdded])).toEqual([
      [2, 6],
      [2, 6],
    ]);
    for (const { userId } of users) {
      expect(await storedSets(server().database.db, userId)).toHaveLength(6);
    }
  });

  it("applies the user's choices and remembers them for the next preview", async () => {
    const { browser, userId } = await signedIn(server());
    const previewed = await preview(browser, STRONG);
    const result = await commit(browser, previewed.uploadId, {
      exercises: [
        // A better match than the matcher's: the user knows it was the dumbbell bench.
        { name: 'Bench Press (Barbell)', exerciseId: 'dumbbell-bench-press' },
        { name: 'Cable Crossover Fly', custom: { name: 'Cable Fly', kind: 'weighted' } },
      ],
    });
    expect(result.customExercisesCreated).toBe(1);
    const ids = new Set((await storedSets(server().database.db, userId)).map((s) => s.exercise_id));
    expect(ids.has('dumbbell-bench-press')).toBe(true);
    expect(ids.has('bench-press')).toBe(false);

    const next = await preview(browser, STRONG);
    const byName = Object.fromEntries(next.exercises.map((e) => [e.name, e.match]));
    expect(byName['Bench Press (Barbell)']).toMatchObject({
      exerciseId: 'dumbbell-bench-press',
      name: 'Dumbbell Bench Press',
      confidence: 1,
      remembered: true,
    });
    expect(byName['Cable Crossover Fly']).toMatchObject({ name: 'Cable Fly', custom: true });

    // A custom exercise of the same name (any case) is reused, never made twice.
    const other = STRONG.replaceAll('Cable Crossover Fly', 'cable fly').replaceAll(
      '2026-11',
      '2025-10',
    );
    const second = await importCsv(browser, other);
    expect(second.result.customExercisesCreated).toBe(0);
    expect(
      await count(
        server(),
        sql`select count(*) as n from custom_exercises where user_id = ${userId}`,
      ),
    ).toBe(1);
  });

  it("refuses a choice of an exercise that does not exist, or another user's custom one", async () => {
    const { browser } = await signedIn(server());
    const owner = await signedIn(server());
    await importCsv(owner.browser, STRONG);
    const [custom] = (
      (await server().database.db.execute(
        sql`select id from custom_exercises where user_id = ${owner.userId}`,
      )) as unknown as { rows: { id: string }[] }
    ).rows;
    const previewed = await preview(browser, STRONG);
    for (const exerciseId of ['no-such-lift', `custom-${custom!.id}`]) {
      const response = await commitRequest(browser, previewed.uploadId, {
        exercises: [{ name: 'Pull Up', exerciseId }],
      });
      expect(response.status).toBe(400);
    }
  });

  it('keeps an upload to its owner: another user cannot commit it (404)', async () => {
    const owner = await signedIn(server());
    const other = await signedIn(server());
    const previewed = await preview(owner.browser, STRONG);
    const response = await commitRequest(other.browser, previewed.uploadId, {});
    expect(response.status).toBe(404);
    expect(await response.json()).toEqual({ message: UNKNOWN_UPLOAD });
    expect(await storedSets(server().database.db, other.userId)).toEqual([]);
    // An unknown id and a malformed one.
    expect(
      (await commitRequest(owner.browser, '01900000-0000-7000-8000-000000000000', {})).status,
    ).toBe(404);
    expect((await commitRequest(owner.browser, 'not-an-id', {})).status).toBe(400);
    // The owner still can; a commit uses the upload up.
    await commit(owner.browser, previewed.uploadId);
    expect((await commitRequest(owner.browser, previewed.uploadId, {})).status).toBe(404);

    // A preview reads only its own user's data: the owner's sets, mappings and custom
    // exercises are none of the other's.
    const theirs = await preview(other.browser, STRONG);
    expect(theirs.alreadyImported).toBe(0);
    for (const name of theirs.exercises) {
      expect(name.match?.remembered ?? false).toBe(false);
      expect(name.match?.custom ?? false).toBe(false);
    }
    expect(theirs.exercises.find((e) => e.name === 'Cable Crossover Fly')?.match).toBeNull();
  });

  it("asks for the unit of Strong's comma file and refuses a commit without it", async () => {
    const { browser, userId } = await signedIn(server());
    const previewed = await preview(browser, fixture('strong-comma.csv'), 'America/New_York');
    expect(previewed).toMatchObject({ format: 'strong-comma', unit: null, workouts: 2 });
    const refused = await commitRequest(browser, previewed.uploadId, {});
    expect(refused.status).toBe(400);
    expect(await refused.json()).toEqual({ message: UNIT_NEEDED });
    expect(await storedSets(server().database.db, userId)).toEqual([]);
    const result = await commit(browser, previewed.uploadId, { unit: 'lb' });
    expect(result.setsAdded).toBe(previewed.sets);
    const sets = await storedSets(server().database.db, userId);
    const squats = sets.filter((s) => s.exercise_id === 'back-squat');
    expect(squats.map((s) => [s.set_type, s.weight, s.weight_unit])).toEqual([
      ['warmup', 135, 'lb'],
      ['normal', 225, 'lb'],
      ['normal', 225, 'lb'],
      // A decimal comma in a quoted cell.
      ['drop', 182.5, 'lb'],
    ]);
    expect(squats[1]).toMatchObject({ rpe: 8, rir: 2 });
    // 01:45 in New York (EDT) is 05:45 UTC.
    expect(squats[0]?.started_at).toBe('2022-03-27T05:45:00Z');
  });

  it.each([
    ['strong-semicolon.csv', 'strong-semicolon', 'strong'],
    ['strong-comma-workout-no.csv', 'strong-comma', 'strong'],
    ['hevy-kg.csv', 'hevy', 'hevy'],
    ['hevy-lbs.csv', 'hevy', 'hevy'],
    ['liftosaur.csv', 'liftosaur', 'liftosaur'],
  ])('imports %s (%s), then again adding nothing', async (file, format, source) => {
    const { browser, userId } = await signedIn(server());
    const csv = fixture(file);
    const previewed = await preview(browser, csv, 'America/Los_Angeles');
    expect(previewed).toMatchObject({ format, source, rejectedCount: 0 });
    expect(previewed.sets).toBeGreaterThan(0);
    expect(previewed.workouts).toBe(2);
    const result = await commit(browser, previewed.uploadId, { unit: 'lb' });
    expect(result).toMatchObject({
      source,
      sessionsAdded: 2,
      setsAdded: previewed.sets,
      setsUnchanged: 0,
    });
    const sets = await storedSets(server().database.db, userId);
    expect(sets).toHaveLength(previewed.sets);
    expect(sets.filter((s) => s.set_type === 'warmup')).toHaveLength(previewed.warmupSets);
    expect(new Set(sets.map((s) => s.source))).toEqual(new Set([source]));
    const again = await importCsv(browser, csv, { unit: 'lb' }, 'America/Los_Angeles');
    expect(again.preview.alreadyImported).toBe(previewed.sets);
    expect(again.result).toMatchObject({ sessionsAdded: 0, setsAdded: 0 });
  });

  it('reads the fixtures to the right sets', async () => {
    const { browser, userId } = await signedIn(server());
    // Strong semicolon: rest timers skipped, an empty row skipped, kg and lbs rows, warm-up W.
    const strong = await importCsv(browser, fixture('strong-semicolon.csv'));
    expect(strong.preview).toMatchObject({ workouts: 2, sets: 10, warmupSets: 1 });
    const hevy = await importCsv(browser, fixture('hevy-kg.csv'));
    expect(hevy.preview).toMatchObject({ workouts: 2, sets: 10, warmupSets: 1, unit: 'kg' });
    const lbs = await importCsv(browser, fixture('hevy-lbs.csv'));
    expect(lbs.preview).toMatchObject({ sets: 7, warmupSets: 1, unit: 'lb' });
    // Liftosaur: a set not done (no completed reps) is no set.
    const liftosaur = await importCsv(browser, fixture('liftosaur.csv'));
    expect(liftosaur.preview).toMatchObject({ workouts: 2, sets: 8, warmupSets: 2 });
    const sets = await storedSets(server().database.db, userId);
    const ohp = sets.filter((s) => s.exercise_id === 'overhead-press' && s.source === 'strong');
    expect(ohp.map((s) => [s.weight, s.weight_unit, s.set_type])).toEqual([
      [95, 'lb', 'normal'],
      [95, 'lb', 'failure'],
    ]);
    const run = sets.find((s) => s.exercise_id === 'easy-run' && s.source === 'hevy');
    // Running is a minutes exercise: its 31 minutes are its amount; time and distance kept exactly.
    expect(run).toMatchObject({ reps: 31, duration_seconds: 1860, distance_meters: 5200 });

    // Hevy's superset 0 (pushdowns with raises) is the session's superset in History (decision
    // 086), a second import of the same file keeping it once.
    await importCsv(browser, fixture('hevy-kg.csv'));
    const { items } = (await (await browser.api('/api/history?limit=50')).json()) as HistoryPage;
    const push = items.find((item) => item.source === 'hevy' && item.workoutName === 'Push, Day 1');
    const detail = (await (
      await browser.api(`/api/history/sessions/${push!.sessionId}`)
    ).json()) as SessionDetail;
    expect(detail.exercises.map((exercise) => exercise.exerciseIndex)).toEqual([0, 1, 2, 3]);
    expect(detail.supersets).toEqual([1]);
  });

  it('writes the same records in bulk as the per-exercise rebuild', async () => {
    const { browser, userId } = await signedIn(server());
    await importCsv(browser, STRONG);
    await importCsv(browser, fixture('strong-semicolon.csv'));
    await importCsv(browser, fixture('hevy-kg.csv'));
    await importCsv(browser, fixture('liftosaur.csv'));
    const db = server().database.db;
    // Every column but personal_records' random id, in a fixed order.
    const snapshot = async () => {
      const rows = async (query: ReturnType<typeof sql>) =>
        ((await db.execute(query)) as unknown as { rows: unknown[] }).rows;
      return {
        bests: await rows(sql`select to_jsonb(b) as r from exercise_bests b
          where user_id = ${userId} order by 1`),
        records: await rows(sql`select to_jsonb(p) - 'id' - 'created_at' as r
          from personal_records p where user_id = ${userId} order by 1`),
        stats: await rows(sql`select to_jsonb(s) as r from exercise_session_stats s
          where user_id = ${userId} order by 1`),
      };
    };
    const bulk = await snapshot();
    expect(bulk.bests.length).toBeGreaterThan(0);
    expect(bulk.records.length).toBeGreaterThan(0);
    expect(bulk.stats.length).toBeGreaterThan(0);
    const exercises = await touchedExercises(db, userId);
    for (const exerciseId of exercises) await rebuildExerciseRecords(db, userId, exerciseId);
    expect(await snapshot()).toEqual(bulk);
    // Read a few sets at a time (a chunk per exercise or two): the same rows again.
    await rebuildManyExerciseRecords(db, userId, exercises, { chunkSets: 5 });
    expect(await snapshot()).toEqual(bulk);
  });

  it('holds the sets stored so far for a first import only up to its limit', async () => {
    const { browser, userId } = await signedIn(server());
    await importCsv(browser, STRONG);
    const db = server().database.db;
    const exercises = await touchedExercises(db, userId);
    const stored = await count(
      server(),
      sql`select count(*) as n from workout_sets
      where user_id = ${userId}`,
    );
    const held = await db.transaction((tx) => lockAndReadRecordSets(tx, userId, exercises, stored));
    expect([...held!.values()].flat()).toHaveLength(stored);
    expect([...held!.keys()].sort()).toEqual([...exercises].sort());
    // One set more than the limit: read back at the rebuild instead.
    expect(
      await db.transaction((tx) => lockAndReadRecordSets(tx, userId, exercises, stored - 1)),
    ).toBeNull();
    expect(await db.transaction((tx) => lockAndReadRecordSets(tx, userId, [], 0))).toEqual(
      new Map(),
    );
  });

  it('groups exercises into chunks of at most so many sets, a larger one alone', () => {
    const sets = new Map([
      ['a', 3],
      ['b', 4],
      ['c', 12],
      ['d', 1],
      ['e', 0],
    ]);
    expect(chunksBySets([...sets.keys()], (id) => sets.get(id)!, 8)).toEqual([
      ['a', 'b'],
      ['c'],
      ['d', 'e'],
    ]);
    expect(chunksBySets([], () => 1, 8)).toEqual([]);
  });

  it('lists rejected rows with their reasons and imports the rest', async () => {
    const { browser, userId } = await signedIn(server());
    const bad = [
      STRONG_HEADER,
      '2026-11-20 07:30:00;Push Day;Bench Press (Barbell);1;80;kg;5;;;;;;;1h',
      '0000-01-01 07:30:00;Push Day;Bench Press (Barbell);2;80;kg;5;;;;;;;1h',
      '2026-11-20 07:30:00;Push Day;Bench Press (Barbell);3;-20;kg;5;;;;;;;1h',
      '2026-11-20 07:30:00;Push Day;Bench Press (Barbell);4;80;kg;1001;;;;;;;1h',
      '2026-11-20 07:30:00;Push Day;Bench Press (Barbell);5;1e-320;kg;5;;;;;;;1h',
      '2026-11-20 07:30:00;Push Day;Bench Press (Barbell);6;80;stone;5;;;;;;;1h',
      '2026-11-20 07:30:00;Push Day;Bench\u0000Press;7;80;kg;5;;;;;;;1h',
      '',
    ].join('\n');
    const previewed = await preview(browser, bad);
    // 1e-320 is no measurement: the parsers read it as 0 (h-parse's rule), never a subnormal.
    expect(previewed.sets).toBe(2);
    expect(previewed.rejected.map((r) => r.line)).toEqual([3, 4, 5, 7, 8]);
    expect(previewed.rejected.map((r) => r.reason)).toEqual([
      expect.stringContaining('0000-01-01'),
      expect.stringMatching(/negative/),
      expect.stringMatching(/over 1,000/),
      expect.stringMatching(/unit "stone"/),
      expect.stringMatching(/NUL/),
    ]);
    const result = await commit(browser, previewed.uploadId);
    expect(result).toMatchObject({ setsAdded: 2, rejectedCount: 5 });
    expect(result.rejected).toEqual(previewed.rejected);
    const weights = (await storedSets(server().database.db, userId)).map((s) => s.weight);
    expect(weights.sort()).toEqual([0, 80]);
  });

  it('lists the first 100 rejected rows and counts them all', async () => {
    const { browser } = await signedIn(server());
    const rows = Array.from(
      { length: 150 },
      (_, i) => `2026-11-20 07:30:00;Push Day;Bench Press (Barbell);${i + 1};-1;kg;5;;;;;;;1h`,
    );
    const previewed = await preview(browser, [STRONG_HEADER, ...rows, ''].join('\n'));
    expect(previewed.rejectedCount).toBe(150);
    expect(previewed.rejected).toHaveLength(REJECTED_ROWS_LISTED);
  });

  it('turns away files that are not a training log, before storing anything', async () => {
    const { browser } = await signedIn(server());
    const cases: [string | Uint8Array, number, string?][] = [
      ['', 400],
      ['\r\n\r\n', 400],
      ['date,steps,calories\n2026-11-20,9000,2100\n', 400, NOT_A_WORKOUT_LOG],
      [Buffer.from([0x50, 0x4b, 0x03, 0x04, 0x14, 0x00, 0x00, 0x00]), 415],
      [Buffer.from([0x00, 0x01, 0x02, 0x03, 0xff, 0xfe, 0x0a]), 415],
      // A header of a million columns: never parsed, the first line is too long to be a header.
      [`${'a,'.repeat(1_000_000)}a\n`, 400, NOT_A_WORKOUT_LOG],
    ];
    for (const [body, status, message] of cases) {
      const response = await previewRequest(browser, body);
      expect(response.status, String(body).slice(0, 20)).toBe(status);
      const answer = (await response.json()) as { message: string };
      if (message) expect(answer.message).toBe(message);
    }
    // text/plain is refused: a cross-site form could send it (CSRF guard).
    expect((await previewRequest(browser, STRONG, { contentType: 'text/plain' })).status).toBe(415);
    expect(await count(server(), sql`select count(*) as n from workout_sets`)).toBe(0);
  });

  it('stops at a row of absurd width, and at too many rows', async () => {
    const { browser } = await signedIn(server());
    const wide = `${STRONG_HEADER}\n${'1;'.repeat(1_000_000)}1\n`;
    const response = await previewRequest(browser, wide);
    expect(response.status).toBe(400);
    const narrowButMany = `${STRONG_HEADER}\n${';'.repeat(100)}\n`;
    expect((await previewRequest(browser, narrowButMany)).status).toBe(400);
    // Ten million tiny rows stop at the row limit, not at the end of the file.
    const header = Buffer.from(`${STRONG_HEADER}\n`);
    const rows = 10_000_000;
    let sent = 0;
    const body = new ReadableStream<Uint8Array>({
      pull(controller) {
        if (sent >= rows) return controller.close();
        const chunk = Math.min(100_000, rows - sent);
        controller.enqueue(Buffer.from('x\n'.repeat(chunk)));
        sent += chunk;
      },
      start(controller) {
        controller.enqueue(header);
      },
    });
    const many = await previewRequest(browser, body);
    expect(many.status).toBe(400);
    expect(((await many.json()) as { message: string }).message).toContain(
      WORKOUT_IMPORT_MAX_ROWS.toLocaleString('en-US'),
    );
  });

  it('refuses a body over the size limit (413) as it streams, and stays up', async () => {
    const { browser } = await signedIn(server());
    const chunk = Buffer.from(
      `2026-11-20 07:30:00;Push Day;Bench Press (Barbell);1;80;kg;5;;;;;;;1h\n`.repeat(10_000),
    );
    let sent = 0;
    const body = new ReadableStream<Uint8Array>({
      start(controller) {
        controller.enqueue(Buffer.from(`${STRONG_HEADER}\n`));
      },
      pull(controller) {
        if (sent > 40 * 1024 * 1024) return controller.close();
        controller.enqueue(chunk);
        sent += chunk.length;
      },
    });
    const streamed = await previewRequest(browser, body);
    expect(streamed.status).toBe(413);
    // The server is still there.
    expect((await previewRequest(browser, STRONG)).status).toBe(200);
  });
});

async function touchedExercises(
  db: TestServer['database']['db'],
  userId: string,
): Promise<string[]> {
  const result = (await db.execute(
    sql`select distinct exercise_id from workout_sets where user_id = ${userId}`,
  )) as unknown as { rows: { exercise_id: string }[] };
  return result.rows.map((row) => row.exercise_id);
}

import { sql } from 'drizzle-orm';
import { expect, it } from 'vitest';
import { STRONG_CSV_HEADER } from '@grandfit/shared/domain/workout-import/strong-export.ts';
import { TestBrowser, signedInBrowser } from '../../../test/browser.ts';
import { describeWithServer, type TestServer } from '../../../test/server.ts';
import { seedHistory, seedImportedSessions, type SeedImportedSet } from '../history/test-seed.ts';
import { importCsv, userIdOf } from './test-import.ts';

const EXPORT = '/api/user/export/strong.csv';
const ZONE = 'Europe/Paris';
const HOUR = 3_600_000;

async function signedIn(server: TestServer, units: 'kg' | 'lb') {
  const { browser, account } = await signedInBrowser(server.url);
  const settings = (await (await browser.api('/api/user/settings')).json()) as object;
  const saved = await browser.api('/api/user/settings', {
    method: 'PUT',
    json: { ...settings, units },
  });
  expect(saved.status).toBe(200);
  return { browser, userId: await userIdOf(server.database.db, account.email) };
}

async function exportStrong(browser: TestBrowser, tz = ZONE): Promise<string> {
  const response = await browser.api(`${EXPORT}?tz=${encodeURIComponent(tz)}`);
  expect(response.status).toBe(200);
  expect(response.headers.get('content-type')).toMatch(/^text\/csv/);
  expect(response.headers.get('content-disposition')).toMatch(/grandfit-strong-.*\.csv/);
  return response.text();
}

const set = (
  exerciseId: string,
  setNumber: number,
  weight: number | null,
  reps: number | null,
  performedAt: Date,
  over: Partial<SeedImportedSet> = {},
): SeedImportedSet => ({
  exerciseId,
  exerciseIndex: 0,
  setNumber,
  weight,
  weightUnit: 'lb',
  reps,
  rir: null,
  performedAt,
  ...over,
});

/**
 * Two GrandFit sessions: lb and kg loads, a warm-up, a plank, a walk, a skipped set, a set's note
 * with a comma, quotes and a line break, and custom exercises: a lift, band-assisted pull-ups (the
 * weight is help) and dips with a vest (added). Then a Hevy session as imported: RPE 8.5 and 9.5
 * as logged, beside the RIR they round to, and a note (decision 096).
 */
async function buildHistory(server: TestServer, userId: string) {
  const [custom, band, dip] = (
    (await server.database.db.execute(sql`
      insert into custom_exercises (user_id, name, kind) values
        (${userId}, 'Landmine Press', 'weighted'),
        (${userId}, 'Band Pull-Up', 'assisted'),
        (${userId}, 'Ring Dip', 'bodyweight')
      returning id`)) as unknown as { rows: { id: string }[] }
  ).rows;
  const first = new Date('2026-03-02T07:00:00.000Z');
  const second = new Date('2026-03-05T17:30:00.000Z');
  const at = (start: Date, minutes: number) => new Date(start.getTime() + minutes * 60_000);
  await seedHistory(server.database.db, userId, [
    {
      journeyStart: '2026-03-02',
      week: 1,
      day: 1,
      type: 'strength',
      startedAt: first,
      completedAt: new Date(first.getTime() + HOUR),
      notes: 'Felt "good", slept well',
      sets: [
        set('goblet-squat', 1, 20, 10, at(first, 1), { setType: 'warmup' }),
        set('goblet-squat', 2, 50, 8, at(first, 3), { rir: 2, note: 'Paused, "deep"\nslow' }),
        set('goblet-squat', 3, 50, 8, at(first, 6), { rir: 1 }),
        set('back-squat', 1, 100, 5, at(first, 10), { weightUnit: 'kg', exerciseIndex: 1 }),
        set('back-squat', 2, 102.5, 3, at(first, 14), { weightUnit: 'kg', exerciseIndex: 1 }),
        set('front-plank', 1, null, 45, at(first, 50), { exerciseIndex: 2 }),
        // Skipped: not a set done, not exported.
        set('front-plank', 2, null, null, at(first, 52), { exerciseIndex: 2, skipped: true }),
      ],
    },
    {
      journeyStart: '2026-03-02',
      week: 1,
      day: 2,
      type: 'zone2',
      startedAt: second,
      completedAt: new Date(second.getTime() + 40 * 60_000),
      sets: [
        set('brisk-walk', 1, null, 30, at(second, 30)),
        set(`custom-${custom!.id}`, 1, 20, 10, at(second, 35), {
          weightUnit: 'kg',
          exerciseIndex: 1,
        }),
        set(`custom-${band!.id}`, 1, 20, 8, at(second, 37), { weightUnit: 'kg', exerciseIndex: 2 }),
        set(`custom-${dip!.id}`, 1, 10, 6, at(second, 39), { weightUnit: 'kg', exerciseIndex: 3 }),
      ],
    },
  ]);
  const third = new Date('2026-03-07T09:00:00.000Z');
  await seedImportedSessions(server.database.db, userId, [
    {
      source: 'hevy',
      title: 'Heavy Bench',
      startedAt: third,
      completedAt: at(third, 30),
      durationSeconds: 1800,
      sets: [
        set('bench-press', 1, 100, 3, at(third, 5), {
          weightUnit: 'kg',
          rir: 2,
          rpe: 8.5,
          note: 'Belt',
        }),
        set('bench-press', 2, 100, 3, at(third, 9), { weightUnit: 'kg', rir: 1, rpe: 9.5 }),
      ],
    },
  ]);
}

describeWithServer('Strong CSV export', (server) => {
  it('answers 401 without a session and 400 for an unknown zone', async () => {
    expect((await new TestBrowser(server().url).api(EXPORT)).status).toBe(401);
    const { browser } = await signedIn(server(), 'kg');
    expect((await browser.api(`${EXPORT}?tz=Mars%2FOlympus`)).status).toBe(400);
  });

  it("writes Strong's comma layout in the user's unit and zone", async () => {
    const { browser, userId } = await signedIn(server(), 'kg');
    await buildHistory(server(), userId);
    const lines = (await exportStrong(browser)).trimEnd().split('\r\n');
    expect(lines[0]).toBe(STRONG_CSV_HEADER.join(','));
    expect(lines.slice(1)).toEqual([
      // 07:00 UTC is 08:00 in Paris; lb loads converted to kg; RPE = 10 - RIR.
      '2026-03-02 08:00:00,Foundation A: Squat & Push,1h,Goblet Squat,W,9.072,10,,,,"Felt ""good"", slept well",',
      // The set's note as Strong writes it: its line break as a literal \n.
      '2026-03-02 08:00:00,Foundation A: Squat & Push,1h,Goblet Squat,1,22.68,8,,,"Paused, ""deep""\\nslow","Felt ""good"", slept well",8',
      '2026-03-02 08:00:00,Foundation A: Squat & Push,1h,Goblet Squat,2,22.68,8,,,,"Felt ""good"", slept well",9',
      '2026-03-02 08:00:00,Foundation A: Squat & Push,1h,Back Squat,1,100,5,,,,"Felt ""good"", slept well",',
      '2026-03-02 08:00:00,Foundation A: Squat & Push,1h,Back Squat,2,102.5,3,,,,"Felt ""good"", slept well",',
      '2026-03-02 08:00:00,Foundation A: Squat & Push,1h,Front Plank,1,,,,45,,"Felt ""good"", slept well",',
      '2026-03-05 18:30:00,Zone 2: Stationary Bike,40m,Brisk Walk,1,,,,1800,,,',
      '2026-03-05 18:30:00,Zone 2: Stationary Bike,40m,Landmine Press,1,20,10,,,,,',
      // Marked where the sets alone would read back as a load (KIND_MARK).
      '2026-03-05 18:30:00,Zone 2: Stationary Bike,40m,Band Pull-Up (Assisted),1,20,8,,,,,',
      '2026-03-05 18:30:00,Zone 2: Stationary Bike,40m,Ring Dip (Bodyweight),1,10,6,,,,,',
      // The RPE he logged, not 10 - RIR.
      '2026-03-07 10:00:00,Heavy Bench,30m,Bench Press,1,100,3,,,Belt,,8.5',
      '2026-03-07 10:00:00,Heavy Bench,30m,Bench Press,2,100,3,,,,,9.5',
    ]);
  });

  it('times a workout finished the next morning as History does, not start to finish', async () => {
    const { browser, userId } = await signedIn(server(), 'kg');
    const start = new Date('2026-03-02T18:00:00.000Z');
    await seedHistory(server().database.db, userId, [
      {
        journeyStart: '2026-03-02',
        week: 1,
        day: 1,
        type: 'strength',
        startedAt: start,
        // Left open overnight: 14 hours after the start, 13 h 35 min after the last set.
        completedAt: new Date(start.getTime() + 14 * HOUR),
        sets: [
          set('back-squat', 1, 100, 5, new Date(start.getTime() + 5 * 60_000)),
          set('back-squat', 2, 100, 5, new Date(start.getTime() + 25 * 60_000)),
        ],
      },
    ]);
    const [, row] = (await exportStrong(browser)).trimEnd().split('\r\n');
    // The last set at 25 min, the finish counted 10 min after it (decision 091).
    expect(row).toMatch(/^2026-03-02 19:00:00,[^,]+,35m,Back Squat,1,/);
    const history = (await (await browser.api('/api/history')).json()) as {
      items: { durationSeconds: number }[];
    };
    expect(history.items.map((item) => item.durationSeconds)).toEqual([35 * 60]);
  });

  it('reads back exactly: export, import into a fresh account, export again', async () => {
    const { browser, userId } = await signedIn(server(), 'kg');
    await buildHistory(server(), userId);
    const exported = await exportStrong(browser);

    const fresh = await signedIn(server(), 'kg');
    const { preview, result } = await importCsv(fresh.browser, exported, { unit: 'kg' }, ZONE);
    expect(preview).toMatchObject({ format: 'strong-comma', unit: null, rejectedCount: 0 });
    expect(result).toMatchObject({ sessionsAdded: 3, setsAdded: 12, customExercisesCreated: 3 });
    expect(await exportStrong(fresh.browser)).toBe(exported);
    // The notes and the RPE he logged came back as they were, each RIR beside its RPE.
    const back = (
      (await fresh.browser.api('/api/user/export.json').then((r) => r.json())) as {
        trainingSets: { note: string | null; rpe: number | null; rir: number | null }[];
      }
    ).trainingSets;
    expect(back.filter((one) => one.note !== null).map((one) => one.note)).toEqual([
      'Paused, "deep"\nslow',
      'Belt',
    ]);
    expect(back.filter((one) => one.rpe === 8.5 || one.rpe === 9.5)).toEqual([
      expect.objectContaining({ rpe: 8.5, rir: 2 }),
      expect.objectContaining({ rpe: 9.5, rir: 1 }),
    ]);
    // Each custom exercise is back as its kind: the band's help and the vest are not loads.
    const mine = (await (await fresh.browser.api('/api/custom-exercises')).json()) as {
      name: string;
      kind: string;
    }[];
    expect(mine.map(({ name, kind }) => [name, kind]).sort()).toEqual([
      ['Band Pull-Up (Assisted)', 'assisted'],
      ['Landmine Press', 'weighted'],
      ['Ring Dip (Bodyweight)', 'bodyweight'],
    ]);
    // The first account's export did not change either, and holds none of the second's rows.
    expect(await exportStrong(browser)).toBe(exported);
  });

  it('keeps the JSON and training CSV exports working with imported sessions', async () => {
    const { browser } = await signedIn(server(), 'kg');
    const csv = [
      'Date,Workout Name,Duration,Exercise Name,Set Order,Weight,Reps,Distance,Seconds,Notes,Workout Notes,RPE',
      '2026-03-02 08:00:00,=HYPERLINK("x"),1h,Bench Press (Barbell),1,80,5,0,0,,,8',
      '',
    ].join('\r\n');
    await importCsv(browser, csv, { unit: 'kg' }, ZONE);
    const training = await browser.api('/api/user/export/training.csv');
    expect(training.status).toBe(200);
    const [, row] = (await training.text()).trim().split('\n');
    // The source app's title, defused so a spreadsheet does not run it.
    expect(row).toContain(`"'=HYPERLINK(""x"")"`);
    expect(row).toContain('bench-press');
    const json = await browser.api('/api/user/export.json');
    expect(json.status).toBe(200);
    const { trainingSets } = (await json.json()) as {
      trainingSets: { exerciseId: string; source: string; workoutName: string; week: null }[];
    };
    expect(trainingSets).toEqual([
      expect.objectContaining({
        exerciseId: 'bench-press',
        source: 'strong',
        workoutName: '=HYPERLINK("x")',
        week: null,
      }),
    ]);
  });
});

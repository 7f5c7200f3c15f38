/**
 * Sessions imported from Strong, Hevy or Liftosaur in History (decision 039): listed with their
 * source app and name, paged with GrandFit's own, opened, annotated and deleted like them.
 */
import { count, eq } from 'drizzle-orm';
import { expect, it } from 'vitest';
import { KG_PER_LB } from '@grandfit/shared/domain/units/weight.ts';
import type { HistoryPage, SessionDetail } from '@grandfit/shared/schemas/history.ts';
import { workoutSessions, workoutSets } from '../../db/schema/training.ts';
import { signedInBrowser } from '../../../test/browser.ts';
import { describeWithServer } from '../../../test/server.ts';
import {
  seedCustomExercise,
  seedHistory,
  seedImportedSessions,
  seedStrongPushDay,
} from './test-seed.ts';

const START = '2025-08-03';
const HOUR = 3_600_000;

async function json<T>(response: Response): Promise<T> {
  expect(response.status, await response.clone().text()).toBe(200);
  return (await response.json()) as T;
}

describeWithServer('imported sessions in history', (server) => {
  async function user() {
    const { browser } = await signedInBrowser(server().url);
    const { id } = await json<{ id: string }>(await browser.api('/api/auth/user'));
    return { browser, id };
  }
  const db = () => server().database.db;

  /** A GrandFit session of w1d1 on `day`, an hour long from 07:00 UTC. */
  const own = (day: string) => {
    const startedAt = new Date(`${day}T07:00:00.000Z`);
    return {
      journeyStart: START,
      week: 1,
      day: 1,
      type: 'strength' as const,
      startedAt,
      completedAt: new Date(startedAt.getTime() + HOUR),
    };
  };

  it('lists an imported session with its source app, title, duration and working sets', async () => {
    const { browser, id } = await user();
    const custom = await seedCustomExercise(db(), id, { name: 'Cable Fly', kind: 'weighted' });
    const pushDay = await seedStrongPushDay(db(), id, {
      startedAt: new Date('2025-08-05T23:30:00.000Z'),
      customExerciseId: custom,
    });
    const page = await json<HistoryPage>(await browser.api('/api/history'));
    expect(page.items).toHaveLength(1);
    // Working sets only: 3 bench sets at 100 kg x 5 and 2 custom sets at 40 kg (12 and 10 reps);
    // the warm-ups add nothing, the plank is time.
    const volumeLb = (3 * 100 * 5 + 40 * 22) / KG_PER_LB;
    expect(page.items[0]).toEqual({
      sessionId: pushDay.sessionId,
      workoutId: null,
      workoutName: 'Push Day',
      type: 'strength',
      source: 'strong',
      date: '2025-08-05',
      startedAt: '2025-08-05T23:30:00.000Z',
      completedAt: '2025-08-06T00:00:00.000Z',
      // Strong's duration, not the span of the sets.
      durationSeconds: 3125,
      setsDone: 6,
      setsPlanned: 6,
      free: false,
      volume: { value: Math.round(volumeLb * 10) / 10, unit: 'lb' },
      prCount: 0,
    });
    // The day is the user's: 23:30 UTC is the next morning in Sydney.
    const sydney = await json<HistoryPage>(
      await browser.api(`/api/history?tz=${encodeURIComponent('Australia/Sydney')}`),
    );
    expect(sydney.items[0]?.date).toBe('2025-08-06');
    expect((await browser.api('/api/history?tz=Mars/Olympus')).status).toBe(400);
  });

  it('pages imported and GrandFit sessions together by completion, without gaps or repeats', async () => {
    const { browser, id } = await user();
    const mine = await seedHistory(
      db(),
      id,
      ['2025-08-04', '2025-08-06', '2025-08-08', '2025-08-10'].map(own),
    );
    const imported = await seedImportedSessions(
      db(),
      id,
      ['2025-08-05', '2025-08-07', '2025-08-09', '2025-08-09'].map((day, i) => ({
        source: i % 2 ? ('hevy' as const) : ('liftosaur' as const),
        title: null,
        startedAt: new Date(`${day}T07:00:00.000Z`),
        completedAt: new Date(`${day}T08:00:00.000Z`),
        sets: [],
      })),
    );
    // And one of the same instant as a GrandFit session: the id breaks the tie.
    const tied = await seedImportedSessions(db(), id, [
      {
        source: 'strong',
        title: 'Tie',
        startedAt: new Date('2025-08-10T07:00:00.000Z'),
        completedAt: new Date('2025-08-10T08:00:00.000Z'),
        sets: [],
      },
    ]);
    const all = [
      ...mine.map((s, i) => ({
        id: s.sessionId,
        at: own(['2025-08-04', '2025-08-06', '2025-08-08', '2025-08-10'][i]!).completedAt.getTime(),
      })),
      ...imported.map((s, i) => ({
        id: s.sessionId,
        at: Date.parse(
          `${['2025-08-05', '2025-08-07', '2025-08-09', '2025-08-09'][i]}T08:00:00.000Z`,
        ),
      })),
      { id: tied[0]!.sessionId, at: Date.parse('2025-08-10T08:00:00.000Z') },
    ];
    const expected = all.sort((a, b) => b.at - a.at || (a.id < b.id ? 1 : -1)).map((s) => s.id);

    const seen: string[] = [];
    const sources: string[] = [];
    let cursor: string | null = null;
    let pages = 0;
    do {
      const query: string = cursor ? `&cursor=${encodeURIComponent(cursor)}` : '';
      const page: HistoryPage = await json<HistoryPage>(
        await browser.api(`/api/history?limit=2${query}`),
      );
      seen.push(...page.items.map((item) => item.sessionId));
      sources.push(...page.items.map((item) => item.source));
      cursor = page.nextCursor;
      pages += 1;
    } while (cursor && pages < 10);
    expect(pages).toBe(5);
    expect(seen).toEqual(expected);
    expect(sources.filter((s) => s === 'grandfit')).toHaveLength(4);
    const names = (await json<HistoryPage>(await browser.api('/api/history'))).items.map(
      (item) => item.workoutName,
    );
    // Untitled imports are named after their app.
    expect(names).toContain('Hevy workout');
    expect(names).toContain('Liftosaur workout');
  });

  it('opens an imported session: its sets in order, warm-ups marked, custom exercise named', async () => {
    const { browser, id } = await user();
    const custom = await seedCustomExercise(db(), id, { name: 'Cable Fly', kind: 'weighted' });
    const { sessionId } = await seedStrongPushDay(db(), id, {
      startedAt: new Date('2025-08-05T17:00:00.000Z'),
      customExerciseId: custom,
    });
    const detail = await json<SessionDetail>(
      await browser.api(`/api/history/sessions/${sessionId}`),
    );
    expect(detail).toMatchObject({
      sessionId,
      workoutId: null,
      workoutName: 'Push Day',
      type: 'strength',
      source: 'strong',
      date: '2025-08-05',
      durationSeconds: 3125,
      volume: { value: Math.round(((1500 + 880) / KG_PER_LB) * 10) / 10, unit: 'lb' },
    });
    expect(
      detail.exercises.map(({ exerciseId, name, unit, loaded, plannedSets, sets }) => ({
        exerciseId,
        name,
        unit,
        loaded,
        plannedSets,
        types: sets.map((set) => set.setType),
      })),
    ).toEqual([
      {
        exerciseId: 'bench-press',
        name: 'Bench Press',
        unit: 'reps',
        loaded: true,
        plannedSets: null,
        types: ['warmup', 'warmup', 'normal', 'normal', 'normal'],
      },
      {
        exerciseId: 'front-plank',
        name: 'Front Plank',
        unit: 'seconds',
        loaded: false,
        plannedSets: null,
        types: ['normal'],
      },
      {
        exerciseId: custom,
        name: 'Cable Fly',
        unit: 'reps',
        loaded: true,
        plannedSets: null,
        types: ['normal', 'normal'],
      },
    ]);
    expect(detail.exercises[0]?.sets[2]).toMatchObject({
      weight: 100,
      weightUnit: 'kg',
      reps: 5,
      rir: 2,
      targetWeight: null,
    });
  });

  it('gives each set its note and the RPE he logged; a new RIR replaces the RPE, the same RIR keeps it', async () => {
    const { browser, id } = await user();
    const at = (minute: number) => new Date(Date.UTC(2025, 7, 5, 17, minute));
    const bench = { exerciseId: 'bench-press', exerciseIndex: 0, weightUnit: 'kg' as const };
    const [seeded] = await seedImportedSessions(db(), id, [
      {
        source: 'strong',
        title: 'Push Day',
        startedAt: at(0),
        completedAt: at(30),
        sets: [
          { ...bench, setNumber: 1, weight: 100, reps: 5, rir: 2, rpe: 8.5, note: 'Paused reps' },
          { ...bench, setNumber: 2, weight: 100, reps: 5, rir: 2, performedAt: at(5) },
        ].map((set) => ({ performedAt: at(2), ...set })),
      },
    ]);
    const url = `/api/history/sessions/${seeded!.sessionId}`;
    const sets = async () => (await json<SessionDetail>(await browser.api(url))).exercises[0]!.sets;
    expect((await sets()).map(({ rir, rpe, note }) => ({ rir, rpe, note }))).toEqual([
      { rir: 2, rpe: 8.5, note: 'Paused reps' },
      { rir: 2, rpe: null, note: null },
    ]);

    // The weight corrected, the RIR left as it was: the RPE stays, as does the note.
    const patch = (rir: number | null) =>
      browser.api(`/api/sets/${seeded!.sets[0]!.clientId}`, {
        method: 'PATCH',
        json: { weight: 102.5, weightUnit: 'kg', reps: 5, rir },
      });
    expect(await json(await patch(2))).toMatchObject({ rpe: 8.5, rir: 2, note: 'Paused reps' });
    // Another RIR is what he now says: the RPE it was rounded from goes, and stays gone.
    expect(await json(await patch(1))).toMatchObject({ rpe: null, rir: 1 });
    expect(await json(await patch(1))).toMatchObject({ rpe: null, rir: 1 });
    expect((await sets())[0]).toMatchObject({
      weight: 102.5,
      rir: 1,
      rpe: null,
      note: 'Paused reps',
    });
  });

  it('edits the notes of an imported session and deletes it with its sets', async () => {
    const { browser, id } = await user();
    const custom = await seedCustomExercise(db(), id, { name: 'Cable Fly', kind: 'weighted' });
    const { sessionId } = await seedStrongPushDay(db(), id, {
      startedAt: new Date('2025-08-05T17:00:00.000Z'),
      customExerciseId: custom,
    });
    const url = `/api/history/sessions/${sessionId}`;
    expect(
      await json(await browser.api(url, { method: 'PATCH', json: { notes: 'Old PR' } })),
    ).toMatchObject({ sessionId, notes: 'Old PR' });
    expect((await json<SessionDetail>(await browser.api(url))).notes).toBe('Old PR');
    expect((await browser.api(url, { method: 'DELETE', json: {} })).status).toBe(204);
    expect((await browser.api(url)).status).toBe(404);
    const [left] = await db()
      .select({ n: count() })
      .from(workoutSets)
      .where(eq(workoutSets.sessionId, sessionId));
    expect(left?.n).toBe(0);
    expect((await json<HistoryPage>(await browser.api('/api/history'))).items).toEqual([]);
  });

  it("never shows, names or changes another user's imported session", async () => {
    const owner = await user();
    const custom = await seedCustomExercise(db(), owner.id, {
      name: 'Secret Lift',
      kind: 'weighted',
    });
    const { sessionId } = await seedStrongPushDay(db(), owner.id, {
      startedAt: new Date('2025-08-05T17:00:00.000Z'),
      customExerciseId: custom,
    });
    const intruder = await user();
    const b = intruder.browser;
    const url = `/api/history/sessions/${sessionId}`;
    expect((await json<HistoryPage>(await b.api('/api/history'))).items).toEqual([]);
    expect((await b.api(url)).status).toBe(404);
    expect((await b.api(url, { method: 'PATCH', json: { notes: 'theirs' } })).status).toBe(404);
    expect((await b.api(url, { method: 'DELETE', json: {} })).status).toBe(204);
    // Their own session with the owner's custom id in it learns nothing of its name.
    const [theirs] = await seedImportedSessions(db(), intruder.id, [
      {
        source: 'hevy',
        title: 'Probe',
        startedAt: new Date('2025-08-06T17:00:00.000Z'),
        completedAt: new Date('2025-08-06T18:00:00.000Z'),
        sets: [
          {
            exerciseId: custom,
            exerciseIndex: 0,
            setNumber: 1,
            weight: 10,
            reps: 5,
            performedAt: new Date('2025-08-06T17:10:00.000Z'),
          },
        ],
      },
    ]);
    const probe = await json<SessionDetail>(
      await b.api(`/api/history/sessions/${theirs!.sessionId}`),
    );
    expect(probe.exercises[0]?.name).toBe(custom);

    const [row] = await db()
      .select({ notes: workoutSessions.notes })
      .from(workoutSessions)
      .where(eq(workoutSessions.id, sessionId));
    expect(row).toEqual({ notes: null });
    expect((await json<HistoryPage>(await owner.browser.api('/api/history'))).items).toHaveLength(
      1,
    );
  });

  it('validates the detail query', async () => {
    const { browser } = await user();
    const response = await browser.api(
      `/api/history/sessions/${crypto.randomUUID()}?tz=Nowhere/Else`,
    );
    expect(response.status).toBe(400);
    const body = (await response.json()) as { issues: { path: string[]; message: string }[] };
    expect(body.issues).toEqual([{ path: ['tz'], message: expect.stringMatching(/IANA/) }]);
  });
});

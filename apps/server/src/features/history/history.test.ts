import { count, eq } from 'drizzle-orm';
import { expect, it } from 'vitest';
import { KG_PER_LB } from '@grandfit/shared/domain/units/weight.ts';
import {
  SET_NOTE_MAX,
  type HistoryPage,
  type SessionDetail,
  type UnfinishedSessions,
} from '@grandfit/shared/schemas/history.ts';
import { workoutSessions, workoutSets } from '../../db/schema/training.ts';
import { TestBrowser, signedInBrowser } from '../../../test/browser.ts';
import { describeWithServer } from '../../../test/server.ts';
import { seedHistory, type SeedHistorySession, type SeedHistorySet } from './test-seed.ts';

// The journey starts on Sunday 3 Aug 2025: week 1 day 1 is that day.
const START = '2025-08-03';
const HOUR = 3_600_000;
const at = (iso: string) => new Date(iso);

async function json<T>(response: Response): Promise<T> {
  expect(response.status, await response.clone().text()).toBe(200);
  return (await response.json()) as T;
}

async function userId(browser: TestBrowser): Promise<string> {
  return (await json<{ id: string }>(await browser.api('/api/auth/user'))).id;
}

function set(over: Partial<SeedHistorySet> & Pick<SeedHistorySet, 'exerciseId'>): SeedHistorySet {
  return {
    exerciseIndex: 0,
    setNumber: 1,
    weight: 100,
    reps: 5,
    rir: 2,
    targetWeight: 95,
    targetReps: 8,
    targetRir: 2,
    performedAt: at('2025-08-03T07:10:00.000Z'),
    ...over,
  };
}

/** A completed w1d1 strength session (goblet squat, push-ups, row, bridge, farmer's carry). */
function strength(
  day: string,
  sets: SeedHistorySet[] = [],
  over: Partial<SeedHistorySession> = {},
) {
  const startedAt = at(`${day}T07:00:00.000Z`);
  return {
    journeyStart: START,
    week: 1,
    day: 1,
    type: 'strength' as const,
    startedAt,
    completedAt: new Date(startedAt.getTime() + HOUR),
    sets,
    ...over,
  };
}

describeWithServer('history', (server) => {
  async function user() {
    const { browser } = await signedInBrowser(server().url);
    return { browser, id: await userId(browser) };
  }

  async function setRow(clientId: string) {
    const [row] = await server()
      .database.db.select()
      .from(workoutSets)
      .where(eq(workoutSets.clientId, clientId));
    return row;
  }

  async function sessionCount(id: string) {
    const [row] = await server()
      .database.db.select({ n: count() })
      .from(workoutSessions)
      .where(eq(workoutSessions.id, id));
    return row?.n ?? 0;
  }

  it('answers 401 to a signed-out caller on every route', async () => {
    const browser = new TestBrowser(server().url);
    const id = crypto.randomUUID();
    const calls: [string, string, unknown?][] = [
      ['GET', '/api/history'],
      ['GET', '/api/history/unfinished'],
      ['GET', `/api/history/sessions/${id}`],
      ['PATCH', `/api/history/sessions/${id}`, { notes: 'x' }],
      ['DELETE', `/api/history/sessions/${id}`, {}],
      ['PATCH', `/api/sets/${id}`, { weight: 1, weightUnit: 'lb', reps: 1, rir: 1 }],
      ['DELETE', `/api/sets/${id}`, {}],
    ];
    for (const [method, url, body] of calls) {
      const response = await browser.api(url, { method, json: body });
      expect(response.status, `${method} ${url}`).toBe(401);
    }
  });

  it('lists completed sessions newest first, page after page, without gaps or repeats', async () => {
    const { browser, id } = await user();
    const seeds: SeedHistorySession[] = [];
    for (let i = 0; i < 9; i++) seeds.push(strength(`2025-08-${String(4 + i).padStart(2, '0')}`));
    // Two sessions completed at the same instant: the id breaks the tie.
    seeds.push(strength('2025-08-20'), strength('2025-08-20'));
    // Started, never completed: not history.
    seeds.push(strength('2025-08-30', [], { completedAt: null }));
    const seeded = await seedHistory(server().database.db, id, seeds);
    const other = await user();
    await seedHistory(server().database.db, other.id, [strength('2025-08-25')]);

    const expected = seeded
      .slice(0, 11)
      .map((s, i) => ({ id: s.sessionId, completedAt: seeds[i]!.completedAt!.getTime() }))
      .sort((a, b) => b.completedAt - a.completedAt || (a.id < b.id ? 1 : -1))
      .map((s) => s.id);

    const seen: string[] = [];
    let cursor: string | null = null;
    let pages = 0;
    do {
      const query: string = cursor ? `&cursor=${encodeURIComponent(cursor)}` : '';
      const page: HistoryPage = await json<HistoryPage>(
        await browser.api(`/api/history?limit=4${query}`),
      );
      expect(page.items.length).toBeLessThanOrEqual(4);
      seen.push(...page.items.map((item) => item.sessionId));
      cursor = page.nextCursor;
      pages += 1;
    } while (cursor && pages < 10);
    expect(pages).toBe(3);
    expect(seen).toEqual(expected);

    const first = await json<HistoryPage>(await browser.api('/api/history'));
    expect(first.items.map((item) => item.sessionId)).toEqual(expected);
    expect(first.nextCursor).toBeNull();
    // Every session is of the programme's first workout: each is listed on the day it was done.
    expect(new Set(first.items.map((item) => item.date)).size).toBe(10);
    expect(first.items[0]).toMatchObject({
      workoutName: 'Foundation A: Squat & Push',
      type: 'strength',
      date: '2025-08-20',
      durationSeconds: 3600,
      setsPlanned: 10,
    });
  });

  it('lists the sessions never finished, latest set first, until they are finished or discarded', async () => {
    const { browser, id } = await user();
    const squat = 'goblet-squat';
    const [done, idle, older, empty] = await seedHistory(server().database.db, id, [
      strength('2025-08-04', [set({ exerciseId: squat })]),
      // Two sets logged, one skipped, no Finish: the app was closed on the gym floor.
      strength(
        '2025-08-06',
        [
          set({ exerciseId: squat, performedAt: at('2025-08-06T07:05:00.000Z') }),
          set({ exerciseId: squat, setNumber: 2, performedAt: at('2025-08-06T07:09:00.000Z') }),
          set({
            exerciseId: squat,
            exerciseIndex: 1,
            skipped: true,
            weight: null,
            reps: null,
            performedAt: at('2025-08-06T07:12:00.000Z'),
          }),
        ],
        { completedAt: null },
      ),
      strength('2025-08-05', [set({ exerciseId: squat })], { completedAt: null }),
      // Started, nothing logged: nothing to show.
      strength('2025-08-07', [], { completedAt: null }),
    ]);
    const other = await user();
    await seedHistory(server().database.db, other.id, [
      strength('2025-08-08', [set({ exerciseId: squat })], { completedAt: null }),
    ]);

    const listed = await json<UnfinishedSessions>(
      await browser.api('/api/history/unfinished?tz=America/Los_Angeles'),
    );
    expect(listed.items.map((item) => item.sessionId)).toEqual([idle!.sessionId, older!.sessionId]);
    expect(listed.items[0]).toEqual({
      sessionId: idle!.sessionId,
      workoutId: idle!.workoutId,
      workoutName: 'Foundation A: Squat & Push',
      type: 'strength',
      date: '2025-08-06',
      startedAt: '2025-08-06T07:00:00.000Z',
      lastSetAt: '2025-08-06T07:12:00.000Z',
      setsDone: 2,
      setsPlanned: 10,
      free: false,
    });
    expect(JSON.stringify(listed)).not.toContain(done!.sessionId);
    expect(JSON.stringify(listed)).not.toContain(empty!.sessionId);

    // Finished at its last set, it is History's, with that duration; discarded, it is gone.
    await json(
      await browser.api(`/api/workouts/${idle!.workoutId}/complete`, {
        method: 'POST',
        json: { sessionId: idle!.sessionId, completedAt: listed.items[0]!.lastSetAt },
      }),
    );
    const history = await json<HistoryPage>(await browser.api('/api/history'));
    expect(history.items.find((item) => item.sessionId === idle!.sessionId)).toMatchObject({
      completedAt: '2025-08-06T07:12:00.000Z',
      durationSeconds: 12 * 60,
      setsDone: 2,
    });
    const discarded = await browser.api(`/api/history/sessions/${older!.sessionId}`, {
      method: 'DELETE',
      json: {},
    });
    expect(discarded.status).toBe(204);
    expect(await json(await browser.api('/api/history/unfinished'))).toEqual({ items: [] });

    // The other user's unfinished session was never listed, and is still there for them.
    const theirs = await json<UnfinishedSessions>(
      await other.browser.api('/api/history/unfinished'),
    );
    expect(theirs.items).toHaveLength(1);
    expect((await browser.api('/api/history/unfinished?tz=Not%2FA_Zone')).status).toBe(400);
  });

  it('counts volume of performed working sets of rep exercises only, in the user unit, with PRs', async () => {
    const { browser, id } = await user();
    const [session] = await seedHistory(server().database.db, id, [
      strength('2025-08-03', [
        set({
          exerciseId: 'goblet-squat',
          weight: 50,
          reps: 10,
          records: ['heaviest-weight', 'best-e1rm'],
        }),
        set({ exerciseId: 'goblet-squat', setNumber: 2, weight: 20, weightUnit: 'kg', reps: 10 }),
        // Warm-up and skipped sets are no work.
        set({ exerciseId: 'goblet-squat', setNumber: 3, weight: 25, reps: 10, setType: 'warmup' }),
        set({
          exerciseId: 'incline-push-up',
          exerciseIndex: 1,
          weight: null,
          reps: null,
          skipped: true,
        }),
        set({ exerciseId: 'incline-push-up', exerciseIndex: 1, setNumber: 2, weight: 0, reps: 8 }),
        // A carry counts seconds: never volume.
        set({ exerciseId: 'farmers-carry', exerciseIndex: 4, weight: 35, reps: 30, rir: null }),
      ]),
    ]);
    const expectedLb = 500 + 200 / KG_PER_LB;
    const page = await json<HistoryPage>(await browser.api('/api/history'));
    expect(page.items[0]).toMatchObject({
      sessionId: session!.sessionId,
      setsDone: 4,
      setsPlanned: 10,
      prCount: 2,
      volume: { value: Math.round(expectedLb * 10) / 10, unit: 'lb' },
    });

    const settings = await json<Record<string, unknown>>(await browser.api('/api/user/settings'));
    await json(
      await browser.api('/api/user/settings', {
        method: 'PUT',
        json: { ...settings, units: 'kg' },
      }),
    );
    const inKg = await json<HistoryPage>(await browser.api('/api/history'));
    expect(inKg.items[0]?.volume).toEqual({
      value: Math.round((500 * KG_PER_LB + 200) * 10) / 10,
      unit: 'kg',
    });
  });

  it('times a session finished the morning after as its sets took, the finish at most 10 min after the last', async () => {
    const { browser, id } = await user();
    // Sets at 18:00 and 18:50, Finish tapped at 07:00 the next day: 18:00 to 19:00, not 13 h.
    const [late, onTime] = await seedHistory(server().database.db, id, [
      strength(
        '2025-08-04',
        [
          set({ exerciseId: 'goblet-squat', performedAt: at('2025-08-04T18:00:00.000Z') }),
          set({
            exerciseId: 'goblet-squat',
            setNumber: 2,
            performedAt: at('2025-08-04T18:50:00.000Z'),
          }),
        ],
        { startedAt: at('2025-08-04T18:00:00.000Z'), completedAt: at('2025-08-05T07:00:00.000Z') },
      ),
      // Finished 4 minutes after its last set: the whole span.
      strength(
        '2025-08-06',
        [set({ exerciseId: 'goblet-squat', performedAt: at('2025-08-06T07:30:00.000Z') })],
        { startedAt: at('2025-08-06T07:00:00.000Z'), completedAt: at('2025-08-06T07:34:00.000Z') },
      ),
    ]);
    const list = await json<HistoryPage>(await browser.api('/api/history?limit=10'));
    const duration = (sessionId: string) =>
      list.items.find((item) => item.sessionId === sessionId)?.durationSeconds;
    expect(duration(late!.sessionId)).toBe(3600);
    expect(duration(onTime!.sessionId)).toBe(34 * 60);
    const detail = await json<SessionDetail>(
      await browser.api(`/api/history/sessions/${late!.sessionId}`),
    );
    expect(detail.durationSeconds).toBe(3600);
  });

  it('shows a session as done against its targets, in plan order, with the day readiness', async () => {
    const { browser, id } = await user();
    const [session] = await seedHistory(server().database.db, id, [
      strength(
        '2025-08-03',
        [
          set({ exerciseId: 'incline-push-up', exerciseIndex: 1, weight: 0, reps: 8, rir: 1 }),
          set({
            exerciseId: 'goblet-squat',
            weight: 30,
            reps: 10,
            rir: 2,
            targetWeight: 27.5,
            targetReps: 10,
            records: ['heaviest-weight'],
          }),
          set({
            exerciseId: 'goblet-squat',
            setNumber: 2,
            weight: null,
            reps: null,
            rir: null,
            skipped: true,
          }),
        ],
        { notes: 'Felt strong' },
      ),
    ]);
    // No readiness yet for that day.
    const before = await json<SessionDetail>(
      await browser.api(`/api/history/sessions/${session!.sessionId}`),
    );
    expect(before.readiness).toBeNull();
    await json(
      await browser.api('/api/recovery/readiness', {
        method: 'POST',
        json: { date: START, energy: 8, mood: 8, soreness: 2 },
      }),
    );
    const detail = await json<SessionDetail>(
      await browser.api(`/api/history/sessions/${session!.sessionId}`),
    );
    expect(detail).toMatchObject({
      workoutName: 'Foundation A: Squat & Push',
      date: START,
      // Started 07:00, its sets done by 07:10, finished at 08:00: counted to 10 min after them.
      durationSeconds: 20 * 60,
      notes: 'Felt strong',
      prCount: 1,
      volume: { value: 300, unit: 'lb' },
    });
    expect(detail.readiness?.score).toBeGreaterThan(0);
    expect(detail.readiness?.band).toBeTruthy();
    expect(detail.exercises.map((e) => e.exerciseId)).toEqual([
      'goblet-squat',
      'incline-push-up',
      'one-arm-dumbbell-row',
      'glute-bridge',
      'farmers-carry',
    ]);
    const squat = detail.exercises[0]!;
    expect(squat).toMatchObject({ name: 'Goblet Squat', unit: 'reps', plannedSets: 2 });
    expect(squat.sets).toEqual([
      expect.objectContaining({
        setNumber: 1,
        weight: 30,
        weightUnit: 'lb',
        reps: 10,
        rir: 2,
        targetWeight: 27.5,
        targetReps: 10,
        targetRir: 2,
        skipped: false,
        setType: 'normal',
        records: ['heaviest-weight'],
      }),
      expect.objectContaining({ setNumber: 2, skipped: true, weight: null, records: [] }),
    ]);
    expect(detail.exercises[4]).toMatchObject({ unit: 'seconds', sets: [] });
  });

  it('edits notes, and refuses notes over 1000 characters without changing them', async () => {
    const { browser, id } = await user();
    const [session] = await seedHistory(server().database.db, id, [strength('2025-08-03')]);
    const url = `/api/history/sessions/${session!.sessionId}`;
    expect(
      await json(await browser.api(url, { method: 'PATCH', json: { notes: 'Good day' } })),
    ).toMatchObject({ sessionId: session!.sessionId, notes: 'Good day' });
    for (const body of [{ notes: 'x'.repeat(1001) }, { notes: 5 }, {}]) {
      expect((await browser.api(url, { method: 'PATCH', json: body })).status).toBe(400);
    }
    expect((await json<SessionDetail>(await browser.api(url))).notes).toBe('Good day');
  });

  it('validates the list query', async () => {
    const { browser } = await user();
    for (const query of [
      'limit=0',
      'limit=101',
      'limit=abc',
      'cursor=nonsense',
      `cursor=2025-01-01T00:00:00.000000Z_x`,
    ]) {
      const response = await browser.api(`/api/history?${query}`);
      expect(response.status, query).toBe(400);
      expect(((await response.json()) as { message: string }).message).toBeTruthy();
    }
  });

  it('edits a set as a full replacement, idempotently, and refuses bad input changing nothing', async () => {
    const { browser, id } = await user();
    const [session] = await seedHistory(server().database.db, id, [
      strength('2025-08-03', [
        set({ exerciseId: 'goblet-squat', weight: 30, reps: 10, rir: 2 }),
        set({
          exerciseId: 'farmers-carry',
          exerciseIndex: 4,
          weight: 35,
          reps: 30,
          rir: null,
          skipped: true,
        }),
      ]),
    ]);
    const [squat, carry] = session!.sets;
    const url = `/api/sets/${squat!.clientId}`;
    const change = { weight: 15, weightUnit: 'kg', reps: 8, rir: 1 };
    const first = await json(await browser.api(url, { method: 'PATCH', json: change }));
    const again = await json(await browser.api(url, { method: 'PATCH', json: change }));
    expect(again).toEqual(first);
    expect(first).toMatchObject({ clientId: squat!.clientId, ...change, targetReps: 8 });
    expect(await setRow(squat!.clientId)).toMatchObject({
      weight: 15,
      weightUnit: 'kg',
      reps: 8,
      rir: 1,
    });

    const bad = [
      { ...change, weight: -1 },
      { ...change, weight: 1501 },
      { ...change, reps: 51 }, // a rep-counted exercise
      { ...change, reps: 601 },
      { ...change, reps: 2.5 },
      { ...change, rir: 11 },
      { ...change, rir: -1 },
      { ...change, weightUnit: 'st' },
      { weight: 15, reps: 8 },
    ];
    for (const body of bad) {
      const response = await browser.api(url, { method: 'PATCH', json: body });
      expect(response.status, JSON.stringify(body)).toBe(400);
    }
    expect(await setRow(squat!.clientId)).toMatchObject({
      weight: 15,
      weightUnit: 'kg',
      reps: 8,
      rir: 1,
    });

    // A timed exercise goes up to 600 seconds; a skipped set corrected becomes performed.
    await json(
      await browser.api(`/api/sets/${carry!.clientId}`, {
        method: 'PATCH',
        json: { weight: 40, weightUnit: 'lb', reps: 90, rir: null },
      }),
    );
    expect(await setRow(carry!.clientId)).toMatchObject({ reps: 90, skipped: false });

    expect(
      (await browser.api(`/api/sets/${crypto.randomUUID()}`, { method: 'PATCH', json: change }))
        .status,
    ).toBe(404);
    expect(
      (await browser.api('/api/sets/not-a-uuid', { method: 'PATCH', json: change })).status,
    ).toBe(404);
  });

  it("adds, changes and clears a set's note with its numbers, and refuses a bad note changing nothing", async () => {
    const { browser, id } = await user();
    const [session] = await seedHistory(server().database.db, id, [
      strength('2025-08-03', [set({ exerciseId: 'goblet-squat', weight: 30, reps: 10, rir: 2 })]),
    ]);
    const { clientId } = session!.sets[0]!;
    const url = `/api/sets/${clientId}`;
    const detailUrl = `/api/history/sessions/${session!.sessionId}`;
    const numbers = { weight: 30, weightUnit: 'lb', reps: 10, rir: 2 };
    const noteOf = async () =>
      (await json<SessionDetail>(await browser.api(detailUrl))).exercises[0]!.sets[0]!.note;
    expect(await noteOf()).toBeNull();

    // Added (trimmed), the same request twice leaving the same set.
    const patch = (note?: string) =>
      browser.api(url, {
        method: 'PATCH',
        json: note === undefined ? numbers : { ...numbers, note },
      });
    const first = await json(await patch('  Paused reps, belt \n'));
    expect(first).toMatchObject({ clientId, note: 'Paused reps, belt', rpe: null });
    expect(await json(await patch('  Paused reps, belt \n'))).toEqual(first);
    expect(await noteOf()).toBe('Paused reps, belt');

    // Changed; a correction that says nothing of notes (an older client's) keeps it.
    await json(await patch('Belt'));
    await json(await browser.api(url, { method: 'PATCH', json: { ...numbers, reps: 9 } }));
    expect(await setRow(clientId)).toMatchObject({ reps: 9, note: 'Belt' });

    // Refused, changing nothing: too long, a NUL, a lone surrogate, not text.
    for (const note of ['x'.repeat(SET_NOTE_MAX + 1), 'a\u0000b', 'a\ud800b', 5, null]) {
      const response = await browser.api(url, { method: 'PATCH', json: { ...numbers, note } });
      expect(response.status, JSON.stringify(note).slice(0, 20)).toBe(400);
    }
    expect(await setRow(clientId)).toMatchObject({ reps: 9, note: 'Belt' });
    // The longest note is taken.
    await json(await patch('y'.repeat(SET_NOTE_MAX)));
    expect(await noteOf()).toHaveLength(SET_NOTE_MAX);

    // Cleared by an empty note, white space alone included.
    await json(await patch('   '));
    expect(await setRow(clientId)).toMatchObject({ note: null });
    expect(await noteOf()).toBeNull();
  });

  it('takes a set forgotten in a finished session: it stays finished and lists the set', async () => {
    const { browser, id } = await user();
    const [session] = await seedHistory(server().database.db, id, [
      strength('2025-08-03', [set({ exerciseId: 'goblet-squat', weight: 30, reps: 10 })]),
    ]);
    // Decision 082: History posts it as the active workout would, after the session's last set.
    const forgotten = {
      clientId: '0b8d6c1e-0000-4000-8000-00000000f082',
      sessionId: session!.sessionId,
      exerciseId: 'goblet-squat',
      exerciseIndex: 0,
      setNumber: 2,
      weight: 30,
      weightUnit: 'lb',
      reps: 8,
      rir: 1,
      targetWeight: null,
      targetReps: null,
      targetRir: null,
      skipped: false,
      setType: 'normal',
      performedAt: '2025-08-03T07:10:01.000Z',
    };
    const url = `/api/workouts/${session!.workoutId}/sets`;
    for (let post = 0; post < 2; post += 1) {
      const answer = await browser.api(url, { method: 'POST', json: forgotten });
      expect(answer.status, await answer.clone().text()).toBeLessThan(300);
    }
    const detail = await json<SessionDetail>(
      await browser.api(`/api/history/sessions/${session!.sessionId}`),
    );
    expect(detail.completedAt).toBe('2025-08-03T08:00:00.000Z');
    expect(detail.exercises[0]!.sets.map((one) => [one.setNumber, one.reps])).toEqual([
      [1, 10],
      [2, 8],
    ]);

    // Decision 085: an exercise he did and forgot to log at all goes after the session's last.
    const added = {
      ...forgotten,
      clientId: '0b8d6c1e-0000-4000-8000-00000000f085',
      exerciseId: 'lat-pulldown',
      exerciseIndex: detail.exercises.length,
      setNumber: 1,
      weight: 50,
      reps: 10,
      performedAt: '2025-08-03T07:10:02.000Z',
    };
    const answer = await browser.api(url, { method: 'POST', json: added });
    expect(answer.status, await answer.clone().text()).toBeLessThan(300);
    const withAdded = await json<SessionDetail>(
      await browser.api(`/api/history/sessions/${session!.sessionId}`),
    );
    expect(withAdded.completedAt).toBe('2025-08-03T08:00:00.000Z');
    expect(withAdded.exercises.at(-1)).toMatchObject({
      exerciseId: 'lat-pulldown',
      exerciseIndex: detail.exercises.length,
      name: 'Lat Pulldown',
      plannedSets: null,
      sets: [expect.objectContaining({ setNumber: 1, weight: 50, reps: 10 })],
    });
  });

  it('deletes a set and a session idempotently', async () => {
    const { browser, id } = await user();
    const [session] = await seedHistory(server().database.db, id, [
      strength('2025-08-03', [
        set({ exerciseId: 'goblet-squat' }),
        set({ exerciseId: 'goblet-squat', setNumber: 2 }),
      ]),
    ]);
    const [first, second] = session!.sets;
    for (let i = 0; i < 2; i++) {
      const response = await browser.api(`/api/sets/${first!.clientId}`, {
        method: 'DELETE',
        json: {},
      });
      expect(response.status).toBe(204);
    }
    expect(await setRow(first!.clientId)).toBeUndefined();
    expect(await setRow(second!.clientId)).toBeDefined();
    const detail = await json<SessionDetail>(
      await browser.api(`/api/history/sessions/${session!.sessionId}`),
    );
    expect(detail.exercises[0]?.sets.map((s) => s.clientId)).toEqual([second!.clientId]);

    for (let i = 0; i < 2; i++) {
      const response = await browser.api(`/api/history/sessions/${session!.sessionId}`, {
        method: 'DELETE',
        json: {},
      });
      expect(response.status).toBe(204);
    }
    expect(await sessionCount(session!.sessionId)).toBe(0);
    expect(await setRow(second!.clientId)).toBeUndefined();
    expect((await json<HistoryPage>(await browser.api('/api/history'))).items).toEqual([]);
    expect((await browser.api(`/api/history/sessions/${session!.sessionId}`)).status).toBe(404);
  });

  it("never shows or changes another user's sessions or sets", async () => {
    const owner = await user();
    const [session] = await seedHistory(server().database.db, owner.id, [
      strength('2025-08-03', [set({ exerciseId: 'goblet-squat', weight: 30, note: 'My belt' })], {
        notes: 'mine',
      }),
    ]);
    const { clientId } = session!.sets[0]!;
    const intruder = await user();
    const b = intruder.browser;
    const sessionUrl = `/api/history/sessions/${session!.sessionId}`;

    expect((await json<HistoryPage>(await b.api('/api/history'))).items).toEqual([]);
    expect((await b.api(sessionUrl)).status).toBe(404);
    expect((await b.api(sessionUrl, { method: 'PATCH', json: { notes: 'theirs' } })).status).toBe(
      404,
    );
    expect((await b.api(sessionUrl, { method: 'DELETE', json: {} })).status).toBe(204);
    expect(
      (
        await b.api(`/api/sets/${clientId}`, {
          method: 'PATCH',
          json: { weight: 1, weightUnit: 'lb', reps: 1, rir: 1 },
        })
      ).status,
    ).toBe(404);
    // Nor its note, added, changed or cleared.
    for (const note of ['theirs', '']) {
      const response = await b.api(`/api/sets/${clientId}`, {
        method: 'PATCH',
        json: { weight: 30, weightUnit: 'lb', reps: 5, rir: 2, note },
      });
      expect(response.status).toBe(404);
    }
    expect((await b.api(`/api/sets/${clientId}`, { method: 'DELETE', json: {} })).status).toBe(204);

    expect(await sessionCount(session!.sessionId)).toBe(1);
    expect(await setRow(clientId)).toMatchObject({ weight: 30, reps: 5, note: 'My belt' });
    const detail = await json<SessionDetail>(await owner.browser.api(sessionUrl));
    expect(detail.notes).toBe('mine');
    expect(detail.exercises[0]?.sets[0]?.note).toBe('My belt');
  });
});

import { randomUUID } from 'node:crypto';
import { count, eq } from 'drizzle-orm';
import { expect, it } from 'vitest';
import type {
  SessionSets,
  TodayWorkouts,
  WeekWorkouts,
  Workout,
} from '@grandfit/shared/schemas/training.ts';
import { addDays } from '@grandfit/shared/domain/dates.ts';
import { workoutSessions, workoutSets } from '../../db/schema/training.ts';
import { TestBrowser, setJourneyStart, signedInBrowser } from '../../../test/browser.ts';
import { describeWithServer } from '../../../test/server.ts';

// Journeys here start on Sunday 3 Aug 2025, the original prototype's date
// (docs/product.md#journey-start): that day is week 1, day 1.
const START = '2025-08-03';

/** A new user whose journey starts on START. */
async function journeyUser(url: string) {
  const user = await signedInBrowser(url);
  await setJourneyStart(user.browser, START);
  return user;
}

async function json<T>(response: Response): Promise<T> {
  expect(response.status, await response.clone().text()).toBe(200);
  return (await response.json()) as T;
}

function setFor(workout: Workout, overrides: Record<string, unknown> = {}) {
  const exercise = workout.exercises[0]!;
  return {
    clientId: randomUUID(),
    sessionId: randomUUID(),
    exerciseId: exercise.id,
    exerciseIndex: 0,
    setNumber: 1,
    weight: 35,
    reps: 12,
    rir: 2,
    targetWeight: exercise.targetWeight,
    targetReps: exercise.targetReps,
    targetRir: exercise.targetRir,
    performedAt: '2025-08-03T07:30:00.000Z',
    ...overrides,
  };
}

describeWithServer('training', (server) => {
  async function todayOf(browser: TestBrowser, date = START) {
    return json<TodayWorkouts>(await browser.api(`/api/workouts/today?date=${date}`));
  }

  it("answers today's workout from the user's journey day, main session first", async () => {
    const { browser } = await journeyUser(server().url);
    const monday = await todayOf(browser, START);
    expect(monday).toMatchObject({
      week: 1,
      day: 1,
      journeyEnded: false,
      journeyNotStarted: false,
    });
    expect(monday.workout).toMatchObject({
      type: 'strength',
      week: 1,
      day: 1,
      phase: 1,
      phaseName: 'Foundation',
      date: START,
      completed: false,
    });
    expect(monday.workout?.totalExercises).toBe(monday.workout?.exercises.length);
    expect(monday.others.map((w) => w.type)).toEqual(['stability']);
    const first = monday.workout!.exercises[0]!;
    expect(first.formCues.length).toBeGreaterThanOrEqual(3);
    expect(first.restSeconds).toBeGreaterThanOrEqual(60);
    expect(first.restSeconds).toBeLessThanOrEqual(120);

    const nextDay = await todayOf(browser, '2025-08-04');
    expect(nextDay.workout).toMatchObject({ type: 'zone2', day: 2, date: '2025-08-04' });
    // The same day twice is the same workout, not a new copy.
    expect((await todayOf(browser, START)).workout?.id).toBe(monday.workout?.id);
  });

  it('says when the journey has not started and when its 52 weeks have ended', async () => {
    const { browser } = await journeyUser(server().url);
    expect(await todayOf(browser, '2025-07-30')).toMatchObject({
      journeyNotStarted: true,
      week: 1,
      day: 1,
    });
    expect(await todayOf(browser, '2026-11-22')).toMatchObject({ journeyEnded: true, week: 52 });

    // A new journey start (a setting) gives a fresh week 1.
    const settings = await json<Record<string, unknown>>(await browser.api('/api/user/settings'));
    await json(
      await browser.api('/api/user/settings', {
        method: 'PUT',
        json: { ...settings, journeyStartDate: '2026-11-22' },
      }),
    );
    expect(await todayOf(browser, '2026-11-22')).toMatchObject({
      journeyEnded: false,
      week: 1,
      day: 1,
    });
  });

  it('lists a week with its weekly block, and VO2 max from week 13', async () => {
    const { browser } = await journeyUser(server().url);
    const week1 = await json<WeekWorkouts>(await browser.api(`/api/workouts?date=${START}`));
    expect(week1).toMatchObject({
      week: 1,
      currentWeek: 1,
      startDate: START,
      endDate: '2025-08-09',
    });
    expect(week1.workouts).toHaveLength(12);
    expect(week1.block).toEqual({
      strength: { done: 0, planned: 3 },
      zone2: { done: 0, planned: 4 },
      stability: { done: 0, planned: 5 },
      vo2max: { done: 0, planned: 0 },
    });
    const week13 = await json<WeekWorkouts>(
      await browser.api(`/api/workouts?date=${START}&week=13`),
    );
    expect(week13).toMatchObject({ week: 13, currentWeek: 1, startDate: '2025-10-26' });
    expect(week13.block.vo2max).toEqual({ done: 0, planned: 1 });
    expect((await browser.api('/api/workouts?week=53')).status).toBe(400);
  });

  it('logs sets idempotently on their client id and completes the workout', async () => {
    const { browser } = await journeyUser(server().url);
    const workout = (await todayOf(browser)).workout!;
    const set = setFor(workout);
    const url = `/api/workouts/${workout.id}/sets`;

    const logged = await json<Record<string, unknown>>(
      await browser.api(url, { method: 'POST', json: set }),
    );
    expect(logged).toMatchObject({ clientId: set.clientId, weight: 35, reps: 12, rir: 2 });
    // The outbox may replay a set: it is stored once.
    await json(await browser.api(url, { method: 'POST', json: set }));
    // A correction of the same set replaces it.
    await json(await browser.api(url, { method: 'POST', json: { ...set, weight: 37.5 } }));
    const second = setFor(workout, { sessionId: set.sessionId, setNumber: 2, reps: 10 });
    await json(await browser.api(url, { method: 'POST', json: second }));

    const sets = await json<SessionSets>(await browser.api(url));
    expect(sets.sessionId).toBe(set.sessionId);
    expect(sets.sets.map((s) => [s.setNumber, s.weight, s.reps])).toEqual([
      [1, 37.5, 12],
      [2, 35, 10],
    ]);

    const completion = { sessionId: set.sessionId, completedAt: '2025-08-03T08:10:00.000Z' };
    const done = await json<{ completedAt: string }>(
      await browser.api(`/api/workouts/${workout.id}/complete`, {
        method: 'POST',
        json: completion,
      }),
    );
    expect(done.completedAt).toBe(completion.completedAt);
    // Completing again (a replay) keeps the first completion.
    const again = await json<{ completedAt: string }>(
      await browser.api(`/api/workouts/${workout.id}/complete`, {
        method: 'POST',
        json: { ...completion, completedAt: '2025-08-03T09:00:00.000Z' },
      }),
    );
    expect(again.completedAt).toBe(completion.completedAt);

    expect((await todayOf(browser)).workout?.completed).toBe(true);
    const week = await json<WeekWorkouts>(await browser.api(`/api/workouts?date=${START}`));
    expect(week.block.strength).toEqual({ done: 1, planned: 3 });
  });

  it('offers to pick up after a week away, from his own sessions only (decision 074)', async () => {
    const { browser } = await journeyUser(server().url);
    const { browser: other } = await journeyUser(server().url);
    const day = (n: number) => addDays(START, n);
    expect((await todayOf(browser, day(6))).resume).toBeNull();
    // A week in, nothing done: week 1, day 1 today.
    expect((await todayOf(browser, day(7))).resume).toEqual({
      journeyStartDate: day(7),
      week: 1,
      day: 1,
      lastTrainedOn: null,
    });

    // Day 1 done on its day; a week and a day later he is back.
    const workout = (await todayOf(browser)).workout!;
    const set = setFor(workout);
    await json(
      await browser.api(`/api/workouts/${workout.id}/sets`, { method: 'POST', json: set }),
    );
    await json(
      await browser.api(`/api/workouts/${workout.id}/complete`, {
        method: 'POST',
        json: { sessionId: set.sessionId, completedAt: '2025-08-03T08:10:00.000Z' },
      }),
    );
    expect((await todayOf(browser, day(7))).resume).toBeNull();
    const back = await todayOf(browser, day(8));
    expect(back).toMatchObject({ week: 2, day: 2 });
    expect(back.resume).toEqual({
      journeyStartDate: day(7),
      week: 1,
      day: 2,
      lastTrainedOn: START,
    });
    // The other user's absence is his own.
    expect((await todayOf(other, day(8))).resume).toMatchObject({ lastTrainedOn: null, day: 1 });

    // Taken (Settings' keep-progress save): today is week 1, day 2 with day 1 still done.
    const settings = (await (await browser.api('/api/user/settings')).json()) as object;
    await json(
      await browser.api('/api/user/settings', {
        method: 'PUT',
        json: { ...settings, journeyStartDate: back.resume!.journeyStartDate, keepProgress: true },
      }),
    );
    const resumed = await todayOf(browser, day(8));
    expect(resumed).toMatchObject({ week: 1, day: 2, resume: null });
    const week = await json<WeekWorkouts>(await browser.api(`/api/workouts?date=${day(8)}`));
    expect(week.workouts.find((w) => w.day === 1 && w.id === workout.id)?.completed).toBe(true);
  });

  it('records a skipped set without numbers, and Redo starts a new session that keeps history', async () => {
    const { browser } = await journeyUser(server().url);
    const workout = (await todayOf(browser)).workout!;
    const url = `/api/workouts/${workout.id}/sets`;
    const first = setFor(workout, { skipped: true, weight: null, reps: null, rir: null });
    const skipped = await json<Record<string, unknown>>(
      await browser.api(url, { method: 'POST', json: first }),
    );
    expect(skipped).toMatchObject({ skipped: true, weight: null, reps: null });
    await json(
      await browser.api(`/api/workouts/${workout.id}/complete`, {
        method: 'POST',
        json: { sessionId: first.sessionId, completedAt: '2025-08-03T08:00:00.000Z' },
      }),
    );

    const redo = setFor(workout, { performedAt: '2025-08-03T18:00:00.000Z' });
    await json(await browser.api(url, { method: 'POST', json: redo }));
    const latest = await json<SessionSets>(await browser.api(url));
    expect(latest.sessionId).toBe(redo.sessionId);
    expect(latest.completedAt).toBeNull();
    expect(latest.sets).toHaveLength(1);
    // Still completed: the first session was finished.
    expect((await todayOf(browser)).workout?.completed).toBe(true);
    const [sessions] = await server()
      .database.db.select({ n: count() })
      .from(workoutSessions)
      .where(eq(workoutSessions.workoutId, workout.id));
    expect(sessions?.n).toBe(2);
  });

  it.each([
    ['negative weight', { weight: -5 }],
    ['reps over 50', { reps: 51 }],
    ['time over 600', { reps: 601 }],
    ['RIR over 10', { rir: 11 }],
    ['fractional reps', { reps: 8.5 }],
    ['a malformed client id', { clientId: 'abc' }],
    ['a performed set without reps', { reps: null }],
  ])('refuses %s with 400 and stores nothing', async (_name, change) => {
    const { browser } = await journeyUser(server().url);
    const workout = (await todayOf(browser)).workout!;
    const response = await browser.api(`/api/workouts/${workout.id}/sets`, {
      method: 'POST',
      json: setFor(workout, change),
    });
    expect(response.status).toBe(400);
    expect((await response.json()) as { message: string }).toHaveProperty('message');
    const [stored] = await server().database.db.select({ n: count() }).from(workoutSets);
    expect(stored?.n).toBe(0);
  });

  it('counts a timed exercise in seconds beyond 50, but no lift beyond 50 reps', async () => {
    const { browser } = await journeyUser(server().url);
    const workout = (await todayOf(browser)).workout!;
    const index = workout.exercises.findIndex((exercise) => exercise.unit === 'seconds');
    expect(index).toBeGreaterThan(-1);
    const carry = workout.exercises[index]!;
    const response = await browser.api(`/api/workouts/${workout.id}/sets`, {
      method: 'POST',
      json: setFor(workout, { exerciseId: carry.id, exerciseIndex: index, reps: 90, rir: null }),
    });
    expect(response.status).toBe(200);
  });

  it('answers 404 for an unknown workout or an exercise not in the workout', async () => {
    const { browser } = await journeyUser(server().url);
    const workout = (await todayOf(browser)).workout!;
    for (const id of [randomUUID(), 'not-a-workout']) {
      expect((await browser.api(`/api/workouts/${id}`)).status).toBe(404);
      const post = await browser.api(`/api/workouts/${id}/sets`, {
        method: 'POST',
        json: setFor(workout),
      });
      expect(post.status).toBe(404);
    }
    const wrongExercise = await browser.api(`/api/workouts/${workout.id}/sets`, {
      method: 'POST',
      json: setFor(workout, { exerciseId: 'no-such-exercise' }),
    });
    expect(wrongExercise.status).toBe(404);
    const wrongIndex = await browser.api(`/api/workouts/${workout.id}/sets`, {
      method: 'POST',
      json: setFor(workout, { exerciseIndex: 1 }),
    });
    expect(wrongIndex.status).toBe(404);
    const [stored] = await server().database.db.select({ n: count() }).from(workoutSets);
    expect(stored?.n).toBe(0);
  });

  it("never shows or changes another user's workouts, sets or sessions", async () => {
    const owner = await journeyUser(server().url);
    const other = await journeyUser(server().url);
    const workout = (await todayOf(owner.browser)).workout!;
    const set = setFor(workout);
    await json(
      await owner.browser.api(`/api/workouts/${workout.id}/sets`, { method: 'POST', json: set }),
    );

    expect((await other.browser.api(`/api/workouts/${workout.id}`)).status).toBe(404);
    expect((await other.browser.api(`/api/workouts/${workout.id}/sets`)).status).toBe(404);
    const write = await other.browser.api(`/api/workouts/${workout.id}/sets`, {
      method: 'POST',
      json: { ...set, clientId: randomUUID() },
    });
    expect(write.status).toBe(404);
    const complete = await other.browser.api(`/api/workouts/${workout.id}/complete`, {
      method: 'POST',
      json: { sessionId: set.sessionId, completedAt: '2025-08-03T08:00:00.000Z' },
    });
    expect(complete.status).toBe(404);

    // The other user's own workout cannot take over the owner's session id.
    const theirs = (await todayOf(other.browser)).workout!;
    expect(theirs.id).not.toBe(workout.id);
    const hijack = await other.browser.api(`/api/workouts/${theirs.id}/sets`, {
      method: 'POST',
      json: setFor(theirs, { sessionId: set.sessionId }),
    });
    expect(hijack.status).toBe(409);

    const ownerSets = await json<SessionSets>(
      await owner.browser.api(`/api/workouts/${workout.id}/sets`),
    );
    expect(ownerSets.sets).toHaveLength(1);
    expect(ownerSets.completedAt).toBeNull();
    const theirWeek = await json<WeekWorkouts>(
      await other.browser.api(`/api/workouts?date=${START}`),
    );
    expect(theirWeek.workouts.map((w) => w.id)).not.toContain(workout.id);
  });

  it('requires a session for every training route', async () => {
    const anonymous = new TestBrowser(server().url);
    const id = randomUUID();
    for (const [path, method] of [
      ['/api/workouts/today', 'GET'],
      ['/api/workouts', 'GET'],
      [`/api/workouts/${id}`, 'GET'],
      [`/api/workouts/${id}/sets`, 'GET'],
      [`/api/workouts/${id}/sets`, 'POST'],
      [`/api/workouts/${id}/complete`, 'POST'],
    ] as const) {
      const response = await anonymous.api(path, {
        method,
        json: method === 'POST' ? {} : undefined,
      });
      expect(response.status, `${method} ${path}`).toBe(401);
    }
  });
});

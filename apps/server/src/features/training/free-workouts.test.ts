import { randomUUID } from 'node:crypto';
import { expect, it } from 'vitest';
import { addDays, mondayOf } from '@grandfit/shared/domain/dates.ts';
import type { CustomExercise } from '@grandfit/shared/schemas/custom-exercises.ts';
import type {
  HistoryPage,
  SessionDetail,
  UnfinishedSessions,
} from '@grandfit/shared/schemas/history.ts';
import type { TodayWorkouts, WeekWorkouts, Workout } from '@grandfit/shared/schemas/training.ts';
import { setJourneyStart, signedInBrowser, type TestBrowser } from '../../../test/browser.ts';
import { describeWithServer } from '../../../test/server.ts';
import { json, logSession } from './test-lifter.ts';

// The real clock (decision 075): a free workout starts on the lifter's today.
const TODAY = new Date().toISOString().slice(0, 10);
// His journey started on the Monday of last week: today is in week 2.
const START = addDays(mondayOf(TODAY), -7);

async function lifterOnWeek2(url: string) {
  const { browser } = await signedInBrowser(url);
  await setJourneyStart(browser, START);
  return browser;
}

const request = (overrides: Record<string, unknown> = {}) => ({
  id: randomUUID(),
  date: TODAY,
  name: 'Evening workout',
  exerciseIds: ['goblet-squat', 'push-up'],
  ...overrides,
});

const create = (browser: TestBrowser, body: unknown) =>
  browser.api('/api/workouts/free', { method: 'POST', json: body });

async function madeBy<T>(response: Promise<Response>): Promise<T> {
  const answer = await response;
  expect(answer.status, await answer.clone().text()).toBe(201);
  return (await answer.json()) as T;
}

const created = (browser: TestBrowser, body: Record<string, unknown>) =>
  madeBy<Workout>(create(browser, body));

const customExercise = (browser: TestBrowser, body: Record<string, unknown>) =>
  madeBy<CustomExercise>(browser.api('/api/custom-exercises', { method: 'POST', json: body }));

/** One working set of the workout's first exercise (a minute ago by default), in `sessionId`. */
async function logSetIn(
  browser: TestBrowser,
  workout: Workout,
  sessionId: string,
  performedAt = new Date(Date.now() - 60_000).toISOString(),
) {
  await logSession(browser, workout, [oneSet(performedAt)], { sessionId });
}

const oneSet = (performedAt: string) =>
  ({ weight: 40, weightUnit: 'kg', reps: 10, rir: 2, performedAt }) as const;

/** One working set, and the session completed. */
const trainAndFinish = (browser: TestBrowser, workout: Workout) =>
  logSession(browser, workout, [oneSet(new Date(Date.now() - 60_000).toISOString())], {
    completedAt: new Date().toISOString(),
  });

describeWithServer('a free workout, outside the programme (decision 075)', (server) => {
  it('is made of the exercises picked, on today, once however often it is asked', async () => {
    const browser = await lifterOnWeek2(server().url);
    const own = await customExercise(browser, {
      name: 'Sled Push',
      kind: 'weighted',
      equipment: 'Sled',
      restSeconds: 150,
    });
    const body = request({ exerciseIds: ['goblet-squat', own.id, 'front-plank'] });
    const workout = await created(browser, body);
    expect(workout).toMatchObject({
      id: body.id,
      name: 'Evening workout',
      free: true,
      date: TODAY,
      week: 2,
      type: 'strength',
      completed: false,
      totalExercises: 3,
    });
    expect(
      workout.exercises.map((e) => [e.id, e.sets, e.targetReps, e.targetRir, e.restSeconds]),
    ).toEqual([
      ['goblet-squat', 3, 10, 2, expect.any(Number)],
      [own.id, 3, 10, 2, 150],
      ['front-plank', 3, 30, null, expect.any(Number)],
    ]);
    expect(workout.exercises[1]!.name).toBe('Sled Push');

    // The same request again (a retry, a double tap) answers the same workout.
    const again = await create(browser, body);
    expect(again.status).toBe(200);
    expect(((await again.json()) as Workout).id).toBe(workout.id);
    const read = await json<Workout>(
      await browser.api(`/api/workouts/${workout.id}?date=${TODAY}`),
    );
    expect(read).toMatchObject({ id: workout.id, free: true, name: 'Evening workout' });

    // Sets as he set them (decision 078): five of squats, the plank at its default.
    const counted = await created(
      browser,
      request({ exerciseIds: ['goblet-squat', 'front-plank'], sets: { 'goblet-squat': 5 } }),
    );
    expect(counted.exercises.map((e) => [e.id, e.sets])).toEqual([
      ['goblet-squat', 5],
      ['front-plank', 3],
    ]);

    // Started offline on Saturday, it reaches the server on Tuesday: it keeps its day.
    const waited = await created(browser, request({ date: addDays(TODAY, -3) }));
    expect(waited.date).toBe(addDays(TODAY, -3));
  });

  it('is training done that marks no programme day done and sits in no programme week', async () => {
    const browser = await lifterOnWeek2(server().url);
    const weekBefore = await json<WeekWorkouts>(await browser.api(`/api/workouts?date=${TODAY}`));
    const todayBefore = await json<TodayWorkouts>(
      await browser.api(`/api/workouts/today?date=${TODAY}`),
    );
    const workout = await created(browser, request());
    const sessionId = await trainAndFinish(browser, workout);

    const week = await json<WeekWorkouts>(await browser.api(`/api/workouts?date=${TODAY}`));
    expect(week.workouts.map((w) => w.id)).toEqual(weekBefore.workouts.map((w) => w.id));
    expect(week.block).toEqual(weekBefore.block);
    const today = await json<TodayWorkouts>(await browser.api(`/api/workouts/today?date=${TODAY}`));
    expect(today.workout?.id).toBe(todayBefore.workout?.id);
    expect(today.workout?.completed).toBe(false);

    // History lists it by its name, its sets done being all there was to do.
    const history = await json<HistoryPage>(await browser.api('/api/history'));
    expect(history.items).toHaveLength(1);
    expect(history.items[0]).toMatchObject({
      sessionId,
      workoutId: workout.id,
      workoutName: 'Evening workout',
      source: 'grandfit',
      setsDone: 1,
      setsPlanned: 1,
      free: true,
    });
    const progress = await json<{ workoutsCompleted: { total: number } }>(
      await browser.api(`/api/progress/overview?date=${TODAY}`),
    );
    expect(progress.workoutsCompleted.total).toBe(1);
    // Exported by its name, with no programme week or day.
    const csv = (await (await browser.api('/api/user/export/training.csv')).text()).trim();
    const [, row] = csv.split('\n');
    expect(row!.split(',').slice(1, 6)).toEqual([
      'Evening workout',
      'grandfit',
      'strength',
      '',
      '',
    ]);
  });

  it('is listed as unfinished while under way, marked as his own', async () => {
    const browser = await lifterOnWeek2(server().url);
    const workout = await created(browser, request());
    await logSetIn(browser, workout, randomUUID());
    const unfinished = await json<UnfinishedSessions>(await browser.api('/api/history/unfinished'));
    expect(unfinished.items.map((item) => [item.workoutId, item.workoutName, item.free])).toEqual([
      [workout.id, 'Evening workout', true],
    ]);
  });

  it('keeps its exercises when a swap changes the rest of the phase', async () => {
    const browser = await lifterOnWeek2(server().url);
    const programmed = (
      await json<TodayWorkouts>(await browser.api(`/api/workouts/today?date=${TODAY}`))
    ).workout!;
    const planned = programmed.exercises[0]!.id;
    const workout = await created(browser, request({ exerciseIds: [planned] }));
    const substitute = planned === 'push-up' ? 'goblet-squat' : 'push-up';
    await json(
      await browser.api(`/api/workouts/${programmed.id}/swaps?date=${TODAY}`, {
        method: 'POST',
        json: { fromExerciseId: planned, toExerciseId: substitute, scope: 'phase' },
      }),
    );
    const read = await json<Workout>(
      await browser.api(`/api/workouts/${workout.id}?date=${TODAY}`),
    );
    expect(read.exercises.map((e) => [e.id, e.swappedFrom])).toEqual([[planned, null]]);
  });

  it('swaps its own exercises for itself, never for the rest of a phase', async () => {
    const browser = await lifterOnWeek2(server().url);
    const workout = await created(browser, request({ exerciseIds: ['goblet-squat'] }));
    const swap = (scope: string) =>
      browser.api(`/api/workouts/${workout.id}/swaps?date=${TODAY}`, {
        method: 'POST',
        json: { fromExerciseId: 'goblet-squat', toExerciseId: 'push-up', scope },
      });
    const phase = await swap('phase');
    expect(phase.status).toBe(400);
    const programmed = (
      await json<TodayWorkouts>(await browser.api(`/api/workouts/today?date=${TODAY}`))
    ).workout!;
    expect(programmed.exercises.every((e) => e.swappedFrom === null)).toBe(true);
    const today = await json<Workout>(await swap('today'));
    expect(today.exercises.map((e) => [e.id, e.swappedFrom?.id])).toEqual([
      ['push-up', 'goblet-squat'],
    ]);
  });

  it('is training for the welcome-back offer, but never the programme day it falls on', async () => {
    const { browser } = await signedInBrowser(server().url);
    await setJourneyStart(browser, addDays(TODAY, -20));
    const tenDaysAgo = addDays(TODAY, -10);
    const workout = await created(browser, request({ date: tenDaysAgo }));
    const sessionId = randomUUID();
    const at = `${tenDaysAgo}T18:00:00.000Z`;
    await logSetIn(browser, workout, sessionId, at);
    await json(
      await browser.api(`/api/workouts/${workout.id}/complete`, {
        method: 'POST',
        json: { sessionId, completedAt: at },
      }),
    );
    // Away since that session, and no programme day done: he starts the programme today.
    const today = await json<TodayWorkouts>(await browser.api(`/api/workouts/today?date=${TODAY}`));
    expect(today.resume).toEqual({
      journeyStartDate: TODAY,
      week: 1,
      day: 1,
      lastTrainedOn: tenDaysAgo,
    });
  });

  it('keeps its day when the journey start moves with the progress kept', async () => {
    const browser = await lifterOnWeek2(server().url);
    const workout = await created(browser, request());
    const settings = await json<object>(await browser.api('/api/user/settings'));
    await json(
      await browser.api('/api/user/settings', {
        method: 'PUT',
        json: { ...settings, journeyStartDate: addDays(START, 7), keepProgress: true },
      }),
    );
    const read = await json<Workout>(
      await browser.api(`/api/workouts/${workout.id}?date=${TODAY}`),
    );
    expect(read.date).toBe(TODAY);
  });

  it("keeps the session's supersets for History: the finishing device's, else the routine's", async () => {
    const browser = await lifterOnWeek2(server().url);
    const exerciseIds = ['goblet-squat', 'push-up', 'inverted-row'];
    const detailOf = async (sessionId: string) =>
      json<SessionDetail>(await browser.api(`/api/history/sessions/${sessionId}`));
    const finish = (workout: Workout, sessionId: string, body: Record<string, unknown>) =>
      browser.api(`/api/workouts/${workout.id}/complete`, {
        method: 'POST',
        json: { sessionId, completedAt: new Date().toISOString(), ...body },
      });

    // Started from a routine with squats and push-ups joined, finished by an older client.
    const routine = await created(
      browser,
      request({ exerciseIds, supersets: [exerciseIds.slice(0, 2)] }),
    );
    expect((await detailOf(await trainAndFinish(browser, routine))).supersets).toEqual([0]);

    // Joined during the session instead: push-ups with rows (decision 086). Finishing again, as a
    // replay from the outbox does, keeps them; one that says none leaves them.
    const joined = await created(browser, request({ exerciseIds }));
    const sessionId = randomUUID();
    await logSetIn(browser, joined, sessionId);
    for (const body of [{ supersets: [1] }, { supersets: [1] }, {}]) {
      expect((await finish(joined, sessionId, body)).status).toBe(200);
      expect((await detailOf(sessionId)).supersets).toEqual([1]);
    }
    // None at all: absent.
    const alone = await created(browser, request({ exerciseIds }));
    expect((await detailOf(await trainAndFinish(browser, alone))).supersets).toBeUndefined();

    // Bad joins are refused, and change nothing.
    const bad = [
      [-1],
      [50],
      [0, 0],
      [0.5],
      ['0'],
      [1e-320],
      Array.from({ length: 52 }, (_, i) => i),
      'x',
    ];
    for (const supersets of bad) {
      const response = await finish(joined, sessionId, { supersets });
      expect(response.status, JSON.stringify(supersets)).toBe(400);
    }
    expect((await detailOf(sessionId)).supersets).toEqual([1]);
  });

  it('refuses bad input with a 4xx and makes nothing', async () => {
    const browser = await lifterOnWeek2(server().url);
    const other = await signedInBrowser(server().url);
    const theirs = await customExercise(other.browser, { name: 'Their Lift', kind: 'weighted' });
    const refused: [Record<string, unknown>, number][] = [
      [{ exerciseIds: [] }, 400],
      [{ exerciseIds: Array.from({ length: 21 }, () => 'push-up') }, 400],
      [{ exerciseIds: ['no-such-lift'] }, 404],
      [{ exerciseIds: [theirs.id] }, 404],
      [{ exerciseIds: ['push-up', 'custom-00000000-0000-4000-8000-000000000000'] }, 404],
      [{ date: addDays(TODAY, -29) }, 400],
      [{ date: addDays(TODAY, 2) }, 400],
      [{ date: '0000-01-01' }, 400],
      [{ name: '' }, 400],
      [{ name: 'Leg\u0000day' }, 400],
      [{ name: 'x'.repeat(61) }, 400],
      [{ id: 'not-a-uuid' }, 400],
      [{ sets: { 'push-up': 0 } }, 400],
      [{ sets: { 'push-up': 11 } }, 400],
      [{ sets: { 'push-up': 2.5 } }, 400],
      [{ sets: { 'push-up': 1e-320 } }, 400],
      [{ sets: { 'push-up': '3' } }, 400],
      [{ sets: { 'front-plank': 3 } }, 400],
      [{ sets: [3, 3] }, 400],
    ];
    for (const [overrides, status] of refused) {
      const body = request(overrides);
      const response = await create(browser, body);
      expect(response.status, JSON.stringify(overrides)).toBe(status);
      if (typeof body.id === 'string' && body.id.length === 36) {
        const read = await browser.api(`/api/workouts/${body.id}?date=${TODAY}`);
        expect(read.status, `nothing made for ${JSON.stringify(overrides)}`).toBe(404);
      }
    }
  });

  it("is one user's: another can neither read it, log in it, nor take its id", async () => {
    const browser = await lifterOnWeek2(server().url);
    const other = await lifterOnWeek2(server().url);
    const body = request();
    const workout = await created(browser, body);

    expect((await other.api(`/api/workouts/${workout.id}?date=${TODAY}`)).status).toBe(404);
    expect((await other.api(`/api/workouts/${workout.id}/sets`)).status).toBe(404);
    const taken = await create(other, { ...body, name: 'Mine now', exerciseIds: ['front-plank'] });
    expect(taken.status).toBe(409);
    expect(await taken.text()).not.toContain('Evening workout');
    const read = await json<Workout>(
      await browser.api(`/api/workouts/${workout.id}?date=${TODAY}`),
    );
    expect(read).toMatchObject({ name: 'Evening workout', totalExercises: 2 });
    await expect(trainAndFinish(other, workout)).rejects.toThrow();
  });
});

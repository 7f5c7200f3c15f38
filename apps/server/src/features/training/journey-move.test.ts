import { randomUUID } from 'node:crypto';
import { expect, it } from 'vitest';
import type { TodayWorkouts, Workout } from '@grandfit/shared/schemas/training.ts';
import type { TestBrowser } from '../../../test/browser.ts';
import { describeWithServer } from '../../../test/server.ts';
import { json, lifter, logSet, setOf, START } from './test-lifter.ts';

const WEEK_LATER = '2025-08-10';

/** Saves the settings with a new journey start, as the settings dialog does. */
async function moveStart(browser: TestBrowser, journeyStartDate: string, keepProgress?: boolean) {
  const settings = await json<object>(await browser.api('/api/user/settings'));
  return browser.api('/api/user/settings', {
    method: 'PUT',
    json: {
      ...settings,
      journeyStartDate,
      ...(keepProgress === undefined ? {} : { keepProgress }),
    },
  });
}

const todayOn = async (browser: TestBrowser, date: string) =>
  (await json<TodayWorkouts>(await browser.api(`/api/workouts/today?date=${date}`))).workout!;

/** Logs one set of the workout and completes it: the day's tick. */
async function finish(browser: TestBrowser, workout: Workout) {
  const sessionId = randomUUID();
  await logSet(browser, workout, setOf(workout, sessionId, 0, 95, 8));
  await json(
    await browser.api(`/api/workouts/${workout.id}/complete`, {
      method: 'POST',
      json: { sessionId, completedAt: `${START}T08:10:00.000Z` },
    }),
  );
}

describeWithServer('moving the journey start (decision 072)', (server) => {
  it('keeps the workouts done when the lifter keeps his progress, and does so once', async () => {
    const { browser, workout } = await lifter(server().url);
    await finish(browser, workout);

    for (const attempt of [1, 2]) {
      expect((await moveStart(browser, WEEK_LATER, true)).status, `save ${attempt}`).toBe(200);
    }
    const moved = await todayOn(browser, WEEK_LATER);
    expect(moved).toMatchObject({ id: workout.id, completed: true, week: 1, day: 1 });
    // The old start's day has nothing of his left: a fresh workout if he moved back without it.
    expect((await moveStart(browser, START)).status).toBe(200);
    const fresh = await todayOn(browser, START);
    expect(fresh.id).not.toBe(workout.id);
    expect(fresh.completed).toBe(false);
  });

  it('starts over where the start moves without keepProgress, as before', async () => {
    const { browser, workout } = await lifter(server().url);
    await finish(browser, workout);

    expect((await moveStart(browser, WEEK_LATER)).status).toBe(200);
    const anew = await todayOn(browser, WEEK_LATER);
    expect(anew.id).not.toBe(workout.id);
    expect(anew.completed).toBe(false);
  });

  it('moves the done workout over an untouched one at a start he had before', async () => {
    const { browser, workout } = await lifter(server().url);
    await finish(browser, workout);
    // A week later, anew: that start gets its own untouched workout of the day.
    expect((await moveStart(browser, WEEK_LATER)).status).toBe(200);
    const untouched = await todayOn(browser, WEEK_LATER);
    expect(untouched.id).not.toBe(workout.id);

    // Back to the first start (anew finds the done one still there), then a week later with the
    // progress: the untouched workout gives way to the done one.
    expect((await moveStart(browser, START)).status).toBe(200);
    expect(await todayOn(browser, START)).toMatchObject({ id: workout.id, completed: true });
    expect((await moveStart(browser, WEEK_LATER, true)).status).toBe(200);
    expect(await todayOn(browser, WEEK_LATER)).toMatchObject({ id: workout.id, completed: true });
    expect((await browser.api(`/api/workouts/${untouched.id}`)).status).toBe(404);
  });

  it('keeps a begun workout at the new start, and leaves the one moving out where it was', async () => {
    const { browser, workout } = await lifter(server().url);
    await finish(browser, workout);
    expect((await moveStart(browser, WEEK_LATER)).status).toBe(200);
    const second = await todayOn(browser, WEEK_LATER);
    await finish(browser, second);

    // Two done workouts of the same day, one per start: neither is lost.
    expect((await moveStart(browser, START, true)).status).toBe(200);
    expect(await todayOn(browser, START)).toMatchObject({ id: workout.id, completed: true });
    expect((await moveStart(browser, WEEK_LATER)).status).toBe(200);
    expect(await todayOn(browser, WEEK_LATER)).toMatchObject({ id: second.id, completed: true });
  });

  it('takes the swaps for the rest of the phase along', async () => {
    const { browser, workout } = await lifter(server().url);
    const planned = workout.exercises[0]!.id;
    const swapped = await browser.api(`/api/workouts/${workout.id}/swaps?date=${START}`, {
      method: 'POST',
      json: { fromExerciseId: planned, toExerciseId: 'push-up', scope: 'phase' },
    });
    expect(swapped.status).toBe(200);

    expect((await moveStart(browser, WEEK_LATER, true)).status).toBe(200);
    const moved = await todayOn(browser, WEEK_LATER);
    expect(moved.exercises[0]).toMatchObject({
      id: 'push-up',
      swappedFrom: { id: planned, scope: 'phase' },
    });
  });

  it("moves only the saving user's workouts", async () => {
    const owner = await lifter(server().url);
    await finish(owner.browser, owner.workout);
    const other = await lifter(server().url);

    expect((await moveStart(other.browser, WEEK_LATER, true)).status).toBe(200);
    expect(await todayOn(owner.browser, START)).toMatchObject({
      id: owner.workout.id,
      completed: true,
    });
    expect((await todayOn(other.browser, WEEK_LATER)).id).toBe(other.workout.id);
  });

  it('refuses a keepProgress that is not a yes or no, and changes nothing', async () => {
    const { browser, workout } = await lifter(server().url);
    const response = await moveStart(browser, WEEK_LATER, 'yes' as unknown as boolean);
    expect(response.status).toBe(400);
    const settings = await json<{ journeyStartDate: string }>(
      await browser.api('/api/user/settings'),
    );
    expect(settings.journeyStartDate).toBe(START);
    expect((await todayOn(browser, START)).id).toBe(workout.id);
  });
});

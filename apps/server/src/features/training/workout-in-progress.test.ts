import { randomUUID } from 'node:crypto';
import { expect, it } from 'vitest';
import type { TodayWorkouts, WeekWorkouts, Workout } from '@grandfit/shared/schemas/training.ts';
import { describeWithServer } from '../../../test/server.ts';
import type { TestBrowser } from '../../../test/browser.ts';
import { START, json, lifter, logSet, setOf } from './test-lifter.ts';

/** `n` minutes into the session's day, as setOf counts days. */
const minutes = (n: number) => n / 1440;

/** Today's main workout, its copy in the week's list and the workout's own answer, as read now. */
async function everyCopy(browser: TestBrowser, workout: Workout) {
  const today = await json<TodayWorkouts>(await browser.api(`/api/workouts/today?date=${START}`));
  const week = await json<WeekWorkouts>(await browser.api('/api/workouts?week=1'));
  const one = await json<Workout>(await browser.api(`/api/workouts/${workout.id}`));
  const listed = week.workouts.find((item) => item.id === workout.id);
  return [today.workout?.inProgress, listed?.inProgress, one.inProgress];
}

describeWithServer('a workout under way (decision 053)', (server) => {
  it('reads as under way from its first set until it is completed, with its working sets counted', async () => {
    const { browser, workout } = await lifter(server().url);
    expect(await everyCopy(browser, workout)).toEqual([null, null, null]);

    // A warm-up starts it; a skipped set is behind the lifter but is no set done.
    const session = randomUUID();
    await logSet(
      browser,
      workout,
      setOf(workout, session, 0, 45, 8, { setType: 'warmup', rir: null }),
    );
    let progress = { setsDone: 0, lastSetAt: `${START}T07:30:00.000Z` };
    expect(await everyCopy(browser, workout)).toEqual([progress, progress, progress]);
    await logSet(browser, workout, setOf(workout, session, minutes(3), 85, 10));
    await logSet(
      browser,
      workout,
      setOf(workout, session, minutes(6), 85, 10, { setNumber: 2, skipped: true }),
    );
    // Sent again (an outbox replay): nothing doubles.
    const third = setOf(workout, session, minutes(9), 85, 9, { exerciseIndex: 1, setNumber: 1 });
    await logSet(browser, workout, { ...third, exerciseId: workout.exercises[1]!.id });
    await logSet(browser, workout, { ...third, exerciseId: workout.exercises[1]!.id });
    progress = { setsDone: 2, lastSetAt: `${START}T07:39:00.000Z` };
    expect(await everyCopy(browser, workout)).toEqual([progress, progress, progress]);

    // Completed: done, no longer under way.
    await json(
      await browser.api(`/api/workouts/${workout.id}/complete`, {
        method: 'POST',
        json: { sessionId: session, completedAt: `${START}T08:00:00.000Z` },
      }),
    );
    expect(await everyCopy(browser, workout)).toEqual([null, null, null]);

    // Redone: the new session is the one under way, and the workout stays completed.
    const redo = randomUUID();
    await logSet(browser, workout, setOf(workout, redo, 1, 90, 8));
    progress = { setsDone: 1, lastSetAt: `${START.slice(0, 8)}04T07:30:00.000Z` };
    expect(await everyCopy(browser, workout)).toEqual([progress, progress, progress]);
    const again = await json<Workout>(await browser.api(`/api/workouts/${workout.id}`));
    expect(again.completed).toBe(true);

    // Discarded from History, it is under way no more (the completed session stays).
    const discard = await browser.api(`/api/history/sessions/${redo}`, {
      method: 'DELETE',
      json: {},
    });
    expect(discard.status).toBe(204);
    expect(await everyCopy(browser, workout)).toEqual([null, null, null]);
  });

  it("never shows one user's session under way on another's workouts", async () => {
    const first = await lifter(server().url);
    const second = await lifter(server().url);
    await logSet(first.browser, first.workout, setOf(first.workout, randomUUID(), 0, 85, 10));
    expect((await everyCopy(first.browser, first.workout))[0]).toMatchObject({ setsDone: 1 });
    expect(await everyCopy(second.browser, second.workout)).toEqual([null, null, null]);
    // The first user's workout is not the second's to read at all.
    expect((await second.browser.api(`/api/workouts/${first.workout.id}`)).status).toBe(404);
  });
});

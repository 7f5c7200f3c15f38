import { randomUUID } from 'node:crypto';
import { expect, it } from 'vitest';
import type { CustomExercise } from '@grandfit/shared/schemas/custom-exercises.ts';
import type { LastSession } from '@grandfit/shared/schemas/records.ts';
import { TestBrowser } from '../../../test/browser.ts';
import { describeWithServer } from '../../../test/server.ts';
import { json, lifter, logSet, setOf } from '../training/test-lifter.ts';

/** `n` minutes into a day, as setOf counts days. */
const minutes = (n: number) => n / 1440;

const lastOf = async (browser: TestBrowser, exerciseId: string, exclude?: string) =>
  (
    await json<LastSession>(
      await browser.api(
        `/api/exercises/${exerciseId}/last-session${exclude ? `?exclude=${exclude}` : ''}`,
      ),
    )
  ).lastSession;

describeWithServer('an exercise the last time (decision 055)', (server) => {
  it('answers the working sets of the newest session with the exercise, the one under way left out', async () => {
    const { browser, workout } = await lifter(server().url);
    const exerciseId = workout.exercises[0]!.id;
    expect(await lastOf(browser, exerciseId)).toBeNull();

    // Last week: a warm-up, two working sets (the second in kg) and a skipped one.
    const before = randomUUID();
    await logSet(
      browser,
      workout,
      setOf(workout, before, 0, 45, 8, { setType: 'warmup', rir: null }),
    );
    await logSet(browser, workout, setOf(workout, before, minutes(3), 85, 10, { rir: 2 }));
    await logSet(
      browser,
      workout,
      setOf(workout, before, minutes(6), 40, 9, { setNumber: 2, weightUnit: 'kg', rir: 1 }),
    );
    await logSet(
      browser,
      workout,
      setOf(workout, before, minutes(9), 40, 9, { setNumber: 3, skipped: true }),
    );
    const lastWeek = {
      sessionId: before,
      performedAt: '2025-08-03T07:33:00.000Z',
      sets: [
        { setNumber: 1, weight: 85, weightUnit: 'lb', reps: 10, rir: 2 },
        { setNumber: 2, weight: 40, weightUnit: 'kg', reps: 9, rir: 1 },
      ],
    };
    expect(await lastOf(browser, exerciseId)).toEqual(lastWeek);

    // Today's session, under way: it is the newest, but not "last time" for itself.
    const today = randomUUID();
    await logSet(browser, workout, setOf(workout, today, 7, 90, 8));
    expect(await lastOf(browser, exerciseId, today)).toEqual(lastWeek);
    expect((await lastOf(browser, exerciseId))?.sessionId).toBe(today);
    // Only warm-ups of a session are no "last time" either.
    const warmUpsOnly = randomUUID();
    await logSet(browser, workout, setOf(workout, warmUpsOnly, 8, 45, 5, { setType: 'warmup' }));
    expect((await lastOf(browser, exerciseId, today))?.sessionId).toBe(before);
    // Another exercise has its own history: none.
    expect(await lastOf(browser, workout.exercises[1]!.id)).toBeNull();
  });

  it("never reads another user's sets or custom exercises, and refuses bad input", async () => {
    const first = await lifter(server().url);
    const second = await lifter(server().url);
    const exerciseId = first.workout.exercises[0]!.id;
    await logSet(first.browser, first.workout, setOf(first.workout, randomUUID(), 0, 85, 10));
    expect(await lastOf(second.browser, exerciseId)).toBeNull();

    const created = await first.browser.api('/api/custom-exercises', {
      method: 'POST',
      json: { name: 'Sled push', kind: 'weighted', equipment: 'Sled', restSeconds: 90 },
    });
    const custom = (await created.json()) as CustomExercise;
    expect(await lastOf(first.browser, custom.id)).toBeNull();
    const url = (id: string) => `/api/exercises/${id}/last-session`;
    expect((await second.browser.api(url(custom.id))).status).toBe(404);
    expect((await second.browser.api(url('no-such-exercise'))).status).toBe(404);
    expect((await second.browser.api(url('Goblet_Squat'))).status).toBe(400);
    expect((await second.browser.api(`${url(exerciseId)}?exclude=not-a-session`)).status).toBe(400);
    expect((await second.browser.api(`${url(exerciseId)}?exclude=%00`)).status).toBe(400);
    expect((await new TestBrowser(server().url).api(url(exerciseId))).status).toBe(401);
  });
});

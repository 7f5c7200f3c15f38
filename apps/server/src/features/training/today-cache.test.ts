import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, expect, it } from 'vitest';
import type { TodayWorkouts, Workout } from '@grandfit/shared/schemas/training.ts';
import { signedInBrowser, type TestBrowser } from '../../../test/browser.ts';
import {
  describeWithServer,
  startTestServer,
  stopTestServer,
  type TestServer,
} from '../../../test/server.ts';

// The default journey starts on Sunday 3 Aug 2025: that day is week 1, day 1, a strength day.
const START = '2025-08-03';

async function json<T>(response: Response): Promise<T> {
  expect(response.status, await response.clone().text()).toBe(200);
  return (await response.json()) as T;
}

async function todayAt(base: string, browser: TestBrowser): Promise<TodayWorkouts> {
  const response = await browser.fetch(`${base}/api/workouts/today?date=${START}`);
  return json<TodayWorkouts>(response);
}

async function complete(base: string, browser: TestBrowser, workout: Workout) {
  const response = await browser.fetch(`${base}/api/workouts/${workout.id}/complete`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', origin: base },
    body: JSON.stringify({ sessionId: randomUUID(), completedAt: '2025-08-03T08:00:00.000Z' }),
  });
  await json(response);
}

/** Reads until `done` holds: another instance hears of a change through a database notification. */
async function eventually(read: () => Promise<TodayWorkouts>, done: (t: TodayWorkouts) => boolean) {
  let today = await read();
  for (let attempt = 0; attempt < 50 && !done(today); attempt++) {
    await new Promise((resolve) => setTimeout(resolve, 100));
    today = await read();
  }
  return today;
}

describeWithServer("today's workouts, kept per instance", (server) => {
  let other: TestServer | undefined;
  beforeAll(async () => {
    other = await startTestServer(server().kind, { database: server().database });
  });
  afterAll(() => stopTestServer(other));

  it('shows a write on this instance in the very next read', async () => {
    const base = server().url;
    const { browser } = await signedInBrowser(base);
    const before = await todayAt(base, browser);
    expect(before.workout?.completed).toBe(false);
    await complete(base, browser, before.workout!);
    expect((await todayAt(base, browser)).workout?.completed).toBe(true);
  });

  it('shows a settings change at once', async () => {
    const base = server().url;
    const { browser } = await signedInBrowser(base);
    expect((await todayAt(base, browser)).week).toBe(1);
    const settings = await json<Record<string, unknown>>(await browser.api('/api/user/settings'));
    const saved = await browser.api('/api/user/settings', {
      method: 'PUT',
      json: { ...settings, journeyStartDate: '2025-07-27' },
    });
    expect(saved.status, await saved.clone().text()).toBe(200);
    expect((await todayAt(base, browser)).week).toBe(2);
  });

  it("shows another instance's write, told by the database", async () => {
    const base = server().url;
    const otherBase = other!.url;
    const { browser } = await signedInBrowser(base);
    const before = await todayAt(base, browser);
    expect(before.workout?.completed).toBe(false);
    // The same session cookie works on the other instance: sessions live in the database.
    await complete(otherBase, browser, before.workout!);
    const after = await eventually(
      () => todayAt(base, browser),
      (today) => today.workout?.completed === true,
    );
    expect(after.workout?.completed).toBe(true);
  });

  it('shows a swap made on another instance, told by the database', async () => {
    const base = server().url;
    const otherBase = other!.url;
    const { browser } = await signedInBrowser(base);
    const before = await todayAt(base, browser);
    const first = before.workout!.exercises[0]!;
    const to = first.id === 'push-up' ? 'goblet-squat' : 'push-up';
    const swapped = await browser.fetch(
      `${otherBase}/api/workouts/${before.workout!.id}/swaps?date=${START}`,
      {
        method: 'POST',
        headers: { 'content-type': 'application/json', origin: otherBase },
        body: JSON.stringify({ fromExerciseId: first.id, toExerciseId: to, scope: 'today' }),
      },
    );
    await json(swapped);
    const after = await eventually(
      () => todayAt(base, browser),
      (today) => today.workout?.exercises[0]?.id === to,
    );
    expect(after.workout?.exercises[0]?.id).toBe(to);
    expect(after.workout?.exercises[0]?.swappedFrom?.id).toBe(first.id);
  });
});

import type { SessionSets, TodayWorkouts, Workout } from '@grandfit/shared/schemas/training.ts';
import type { ExerciseRecommendationView } from '@grandfit/shared/schemas/coach.ts';
import {
  createAccount,
  expect,
  localDate,
  outboxCount,
  startJourneyToday,
  test,
} from '../fixtures.ts';

/** The countdown as the rest timer shows it (m:ss). */
const countdown = (seconds: number) =>
  `${Math.floor(seconds / 60)}:${String(seconds % 60).padStart(2, '0')}`;

test('a user follows today’s workout through every set, offline and across a reload, and nothing is lost', async ({
  page,
  context,
  baseURL,
}) => {
  test.setTimeout(180_000);
  // Fake time that still flows, so the rest timer can be moved on instead of waited for.
  await page.clock.install();
  await createAccount(page);
  // The service worker must control the page before the network goes away (offline.spec.ts).
  await page.evaluate(async () => {
    await navigator.serviceWorker.ready;
  });
  await page.reload();
  await expect
    .poll(() => page.evaluate(() => navigator.serviceWorker.controller !== null))
    .toBe(true);

  await startJourneyToday(page, baseURL!);
  const date = await localDate(page);
  const today = (await (
    await page.request.get(`/api/workouts/today?date=${date}`)
  ).json()) as TodayWorkouts;
  const workout = today.workout as Workout;
  expect(workout.exercises.length).toBeGreaterThanOrEqual(3);
  const first = workout.exercises[0]!;
  // Every set of the workout in order: [exerciseIndex, setNumber].
  const slots = workout.exercises.flatMap((exercise, exerciseIndex) =>
    Array.from({ length: exercise.sets }, (_, set) => [exerciseIndex, set + 1] as const),
  );
  const restAfter = ([exerciseIndex]: readonly [number, number]) =>
    workout.exercises[exerciseIndex]!.restSeconds;

  // From Today into the session.
  await page
    .getByRole('article', { name: workout.name })
    .getByRole('link', { name: 'Start Workout' })
    .click();
  await expect(page).toHaveURL(`/workout/${workout.id}`);

  const progress = page.getByRole('region', { name: 'Workout progress' });
  const waiting = progress.getByText(/waiting to sync|Syncing/);
  const expectSlot = async ([exerciseIndex, setNumber]: readonly [number, number]) => {
    const exercise = workout.exercises[exerciseIndex]!;
    await expect(progress.getByRole('heading', { name: exercise.name })).toBeVisible();
    await expect(progress.getByText(`Set ${setNumber} of ${exercise.sets}`)).toBeVisible();
    await expect(
      progress.getByText(`Exercise ${exerciseIndex + 1}/${workout.exercises.length}`),
    ).toBeVisible();
  };
  await expectSlot(slots[0]!);
  await expect(progress.getByText(`0/${slots.length} sets`)).toBeVisible();
  await expect(page.getByRole('listitem', { name: 'Set 1: current' })).toBeVisible();

  // The recommended weight, when the coach gives one: 'Use This Weight' puts it in the field.
  const weight = page.getByRole('spinbutton', { name: /^Weight/ });
  const recommendationRes = await page.request.get(
    `/api/ai/exercise-recommendation/${first.id}?workoutId=${workout.id}&exerciseIndex=0&date=${date}`,
  );
  let firstWeight = first.targetWeight;
  const card = page.getByRole('region', { name: 'AI Weight Recommendation' });
  if (recommendationRes.ok()) {
    const recommendation = (await recommendationRes.json()) as ExerciseRecommendationView;
    if (recommendation.recommendedWeight > 0) {
      await expect(card).toBeVisible();
      await expect(weight).toHaveValue(String(recommendation.recommendedWeight));
      await weight.fill('5');
      await card.getByRole('button', { name: 'Use This Weight' }).click();
      await expect(weight).toHaveValue(String(recommendation.recommendedWeight));
      firstWeight = recommendation.recommendedWeight;
    }
  }

  // Complete Set opens the rest timer; it counts down, '+30s' adds 30 s, 'Skip Rest' ends it.
  // Time keeps flowing under the fake clock, so each reading is checked against the page's own
  // clock: never more than the rest planned, never less than what the time passed since the tap
  // leaves (one second of slack for the display's tick), however slow the machine.
  const clockNow = () => page.evaluate(() => Date.now());
  const tappedAt = await clockNow();
  let extendedSeconds = 0;
  await page.getByRole('button', { name: 'Complete Set' }).click();
  const rest = page.getByRole('dialog', { name: 'Rest' });
  const timer = rest.getByRole('timer');
  const expectCountdown = (plannedSeconds: number) =>
    expect
      .poll(
        async () => {
          const [minutes = 'x', secs = 'x'] = ((await timer.textContent()) ?? '').split(':');
          const shown = Number(minutes) * 60 + Number(secs);
          const passed = Math.ceil(((await clockNow()) - tappedAt) / 1000);
          const expectedAtLeast = first.restSeconds + extendedSeconds - passed - 1;
          return shown <= plannedSeconds && shown >= expectedAtLeast;
        },
        `the rest timer shows ${countdown(plannedSeconds)} less the time passed`,
      )
      .toBe(true);
  await expectCountdown(first.restSeconds);
  await page.clock.fastForward(10_000);
  await expectCountdown(first.restSeconds - 10);
  await rest.getByRole('button', { name: '+30s' }).click();
  extendedSeconds = 30;
  await expectCountdown(first.restSeconds + 20);
  await rest.getByRole('button', { name: 'Skip Rest' }).click();
  await expect(rest).toBeHidden();
  await expectSlot(slots[1]!);
  if (first.sets > 1) {
    await expect(page.getByRole('listitem', { name: 'Set 1: done' })).toBeVisible();
  }

  // Skip Set records the skip and moves on without a rest. The skip is sent a moment after the
  // tap; the pill cannot tell that moment (a write in flight is not waiting), so the test waits
  // for the server's answer: going offline before it would queue the skip too.
  const skipStored = page.waitForResponse(
    (response) =>
      response.request().method() === 'POST' &&
      new URL(response.url()).pathname === `/api/workouts/${workout.id}/sets` &&
      (response.request().postDataJSON() as { skipped?: boolean } | null)?.skipped === true,
  );
  await page.getByRole('button', { name: 'Skip Set' }).click();
  expect((await skipStored).ok()).toBe(true);
  await expect(rest).toBeHidden();
  await expectSlot(slots[2]!);

  // Everything so far has reached the server.
  await expect(waiting).toHaveCount(0);
  // The connection drops: the session goes on, and the sets wait in the outbox.
  await context.setOffline(true);
  await page.getByRole('button', { name: 'Complete Set' }).click();
  await expect(timer).toBeVisible();
  // The rest runs out by itself at 0.
  await page.clock.fastForward((restAfter(slots[2]!) + 1) * 1000);
  await expect(rest).toBeHidden();
  await expectSlot(slots[3]!);
  await page.getByRole('button', { name: 'Complete Set' }).click();
  await expect(rest.getByText('2 waiting to sync')).toBeVisible();
  await rest.getByRole('button', { name: 'Skip Rest' }).click();
  await expectSlot(slots[4]!);
  await expect(progress.getByText('2 waiting to sync')).toBeVisible();
  await expect(progress.getByText(`4/${slots.length} sets`)).toBeVisible();

  // A reload without a connection: the session goes on from what this device kept.
  await page.reload();
  await expectSlot(slots[4]!);
  await expect(progress.getByText('2 waiting to sync')).toBeVisible();
  await expect(progress.getByText(`4/${slots.length} sets`)).toBeVisible();
  await page.getByRole('button', { name: 'Complete Set' }).click();
  await expect(rest.getByText('3 waiting to sync')).toBeVisible();
  await rest.getByRole('button', { name: 'Skip Rest' }).click();
  await expectSlot(slots[5]!);
  expect(await outboxCount(page)).toBe(3);

  // Back online: the outbox replays.
  await context.setOffline(false);
  await expect(waiting).toBeHidden();
  await expect(progress.getByText(`5/${slots.length} sets`)).toBeVisible();
  await expect.poll(() => outboxCount(page)).toBe(0);

  // Offline again for the rest of the workout, the completion included.
  await context.setOffline(true);
  for (const [index, slot] of slots.entries()) {
    if (index < 5) continue;
    await expectSlot(slot);
    await page.getByRole('button', { name: 'Complete Set' }).click();
    if (index < slots.length - 1) await rest.getByRole('button', { name: 'Skip Rest' }).click();
  }
  // The finish summary, from the session's own state (offline: records and the comparison wait).
  await expect(page).toHaveURL(`/workout/${workout.id}/summary`);
  await expect(page.getByRole('heading', { name: 'Workout complete', exact: true })).toBeVisible();
  await expect(page.getByText('Workout complete!', { exact: true })).toBeVisible();
  await expect(
    page.getByText("Saved on this device. It syncs when you're back online.", { exact: true }),
  ).toBeVisible();
  await expect(page.getByRole('region', { name: 'Summary' })).toContainText(
    `${slots.length - 1} / ${slots.length}`,
  );
  await expect(
    page.getByText('Personal records will show once your sets are synced.'),
  ).toBeVisible();
  await expect(
    page.getByText("The comparison with last time shows when you're back online."),
  ).toBeVisible();
  // Every exercise done, each with its best set, offline too.
  const exercisesDone = page.getByRole('region', { name: 'Exercises' }).getByRole('listitem');
  await expect(exercisesDone).toHaveCount(workout.exercises.length);
  await expect(exercisesDone.first()).toContainText(`${workout.exercises[0]!.name}`);
  await expect(exercisesDone.first()).toContainText('Best set');
  await page.getByRole('button', { name: 'Done', exact: true }).click();
  await expect(page).toHaveURL('/');
  await expect(page.getByRole('heading', { name: 'Today', exact: true })).toBeVisible();
  // The sets after the reload and the completion.
  expect(await outboxCount(page)).toBe(slots.length - 5 + 1);

  await context.setOffline(false);
  await expect.poll(() => outboxCount(page)).toBe(0);

  // Every set is stored exactly once, in the order it was done, and the session is complete.
  const stored = (await (
    await page.request.get(`/api/workouts/${workout.id}/sets`)
  ).json()) as SessionSets;
  expect(stored.completedAt).not.toBeNull();
  expect(stored.sets).toHaveLength(slots.length);
  expect(new Set(stored.sets.map((set) => set.clientId)).size).toBe(slots.length);
  expect(new Set(stored.sets.map((set) => set.sessionId))).toEqual(new Set([stored.sessionId]));
  const expectedSlots = slots.map(([exerciseIndex, setNumber]) => `${exerciseIndex}.${setNumber}`);
  expect(stored.sets.map((set) => `${set.exerciseIndex}.${set.setNumber}`)).toEqual(expectedSlots);
  const byTime = [...stored.sets].sort((a, b) => a.performedAt.localeCompare(b.performedAt));
  expect(byTime.map((set) => `${set.exerciseIndex}.${set.setNumber}`)).toEqual(expectedSlots);
  expect(stored.sets[0]).toMatchObject({
    skipped: false,
    weight: firstWeight,
    reps: first.targetReps,
  });
  expect(stored.sets[1]).toMatchObject({ skipped: true, weight: null, reps: null, rir: null });
  expect(stored.sets.slice(2).every((set) => !set.skipped)).toBe(true);

  // Today and the list count it.
  await page.reload();
  const todayCard = page.getByRole('article', { name: workout.name });
  await expect(todayCard.getByText('Completed')).toBeVisible();
  await expect(todayCard.getByRole('link', { name: 'Redo Workout' })).toBeVisible();
  await page
    .getByRole('navigation', { name: 'Main' })
    .getByRole('link', { name: 'Workouts', exact: true })
    .click();
  const listCard = page.getByRole('article', { name: workout.name });
  await expect(listCard.getByText('Completed')).toBeVisible();
});

test('the demo workout runs on built-in data and asks the server for nothing', async ({ page }) => {
  // Today's later cards ask for the week once the first ones are drawn: that call is Today's,
  // not the demo's, so it is awaited before the demo opens.
  const todaysWeek = page.waitForResponse((r) => new URL(r.url()).pathname === '/api/workouts');
  await createAccount(page);
  await todaysWeek;
  const asked: string[] = [];
  page.on('request', (request) => {
    const { pathname } = new URL(request.url());
    if (pathname.startsWith('/api/workouts') || pathname.startsWith('/api/ai/')) {
      asked.push(pathname);
    }
  });
  await page.goto('/workout/demo');
  const progress = page.getByRole('region', { name: 'Workout progress' });
  await expect(progress.getByText('Demo workout — nothing is saved')).toBeVisible();
  await expect(progress.getByRole('heading', { name: 'Goblet Squat' })).toBeVisible();
  await page.getByRole('button', { name: 'Complete Set' }).click();
  await page
    .getByRole('dialog', { name: 'Rest' })
    .getByRole('button', { name: 'Skip Rest' })
    .click();
  await page.getByRole('button', { name: 'Skip Set' }).click();
  await expect(progress.getByText('Set 3 of 3')).toBeVisible();
  await page.getByRole('button', { name: 'AI Coach' }).click();
  const coach = page.getByRole('dialog', { name: 'AI Coach' });
  for (const tab of ['Form', 'Progress', 'Tips']) {
    await coach.getByRole('tab', { name: tab }).click();
  }
  await expect(coach.getByText('Whole foot on the floor')).toBeVisible();
  expect(asked).toEqual([]);
});

import type { RoutineList } from '@grandfit/shared/schemas/routines.ts';
import type { SessionSets, Workout } from '@grandfit/shared/schemas/training.ts';
import {
  closeWithEscape,
  createAccount,
  expect,
  finishEarly,
  localDate,
  newLifterInTodaysWorkout,
  newLifterOnToday,
  shoot,
  startEmptyWorkout,
  startJourneyToday,
  test,
  todaysWorkouts,
} from '../fixtures.ts';

/*
 * Decision 068: two exercises joined in a superset are done back to back, set 1 of each, then the
 * rest, then set 2 of each. A stability session is a circuit of all its drills from the start.
 */
test('a lifter supersets two exercises: straight from one to the other, the rest after the round', async ({
  page,
  baseURL,
}) => {
  test.setTimeout(120_000);
  const workout = await newLifterInTodaysWorkout(page, baseURL!);
  const [first, second] = workout.exercises;
  const total = workout.exercises.length;
  const progress = page.getByRole('region', { name: 'Workout progress' });
  const rest = page.getByRole('dialog', { name: 'Rest' });
  await expect(progress.getByRole('heading', { name: first!.name })).toBeVisible();

  await progress.getByRole('button', { name: `Exercise 1 of ${total}: choose another` }).click();
  const list = page.getByRole('dialog', { name: 'Exercises' });
  const join = list.getByRole('button', { name: `Superset ${first!.name} with ${second!.name}` });
  await expect(join).toHaveAttribute('aria-pressed', 'false');
  await join.click();
  await expect(join).toHaveAttribute('aria-pressed', 'true');
  await closeWithEscape(page, list);
  await expect(progress).toContainText(`Superset · next: ${second!.name}, no rest`);

  // Set 1 of the first, and at once set 1 of the second: no rest between them.
  await page.getByRole('button', { name: 'Complete Set' }).click();
  await expect(progress.getByRole('heading', { name: second!.name })).toBeVisible();
  await expect(progress.getByText(`Set 1 of ${second!.sets}`)).toBeVisible();
  await expect(rest).toHaveCount(0);
  await expect(progress).toContainText('Superset · this set ends the round');

  // The round done, the rest; then round 2 from the first exercise.
  await page.getByRole('button', { name: 'Complete Set' }).click();
  await expect(rest).toContainText(`Next: Set 2 of ${first!.sets} · ${first!.name}`);
  await rest.getByRole('button', { name: 'Skip Rest' }).click();
  await expect(progress.getByRole('heading', { name: first!.name })).toBeVisible();
  await expect(progress.getByText(`Set 2 of ${first!.sets}`)).toBeVisible();

  // The superset is the session's: a reload keeps it.
  await page.reload();
  await expect(progress.getByRole('heading', { name: first!.name })).toBeVisible();
  await expect(progress).toContainText(`Superset · next: ${second!.name}, no rest`);
  await expect
    .poll(async () => {
      const sets = (await (
        await page.request.get(`/api/workouts/${workout.id}/sets`)
      ).json()) as SessionSets;
      return sets.sets.map((set) => [set.exerciseIndex, set.setNumber]);
    })
    .toEqual([
      [0, 1],
      [1, 1],
    ]);

  // Parted again, the first exercise goes on set by set.
  await progress.getByRole('button', { name: `Exercise 1 of ${total}: choose another` }).click();
  await join.click();
  await expect(join).toHaveAttribute('aria-pressed', 'false');
  await closeWithEscape(page, list);
  await expect(progress).not.toContainText('Superset');
});

test('a stability session is a circuit: one drill after another, a rest after each round', async ({
  page,
  baseURL,
}) => {
  test.setTimeout(120_000);
  await createAccount(page);
  await startJourneyToday(page, baseURL!);
  const today = await todaysWorkouts(page);
  const circuit = today.others.find((workout) => workout.type === 'stability');
  expect(circuit, 'a stability session today').toBeDefined();
  const drills = circuit!.exercises;
  expect(drills.length).toBeGreaterThanOrEqual(3);

  await page.goto(`/workout/${circuit!.id}`);
  const progress = page.getByRole('region', { name: 'Workout progress' });
  await expect(progress.getByRole('heading', { name: drills[0]!.name })).toBeVisible();
  await expect(progress).toContainText(`Circuit · next: ${drills[1]!.name}, no rest`);

  // Every drill of round 1 in a row, with no rest; the round's rest after the last.
  for (const [index, drill] of drills.entries()) {
    await expect(progress.getByRole('heading', { name: drill.name })).toBeVisible();
    await expect(progress.getByText(`Set 1 of ${drill.sets}`)).toBeVisible();
    await expect(page.getByRole('dialog', { name: 'Rest' })).toHaveCount(0);
    // A timed drill is logged from its seconds as typed; no hold timer is needed to log it.
    await page.getByRole('button', { name: 'Complete Set' }).click();
    if (index < drills.length - 1) continue;
    const rest = page.getByRole('dialog', { name: 'Rest' });
    await expect(rest).toContainText(`Next: Set 2 of ${drills[0]!.sets} · ${drills[0]!.name}`);
    await rest.getByRole('button', { name: 'Skip Rest' }).click();
  }
  await expect(progress.getByRole('heading', { name: drills[0]!.name })).toBeVisible();
  await expect(progress.getByText(`Set 2 of ${drills[0]!.sets}`)).toBeVisible();

  // The Exercises list shows the drills joined.
  await progress
    .getByRole('button', { name: `Exercise 1 of ${drills.length}: choose another` })
    .click();
  const list = page.getByRole('dialog', { name: 'Exercises' });
  await expect(list.getByRole('button', { name: /^Superset / })).toHaveCount(drills.length - 1);
  for (const join of await list.getByRole('button', { name: /^Superset / }).all()) {
    await expect(join).toHaveAttribute('aria-pressed', 'true');
  }
});

/*
 * Decision 086: the supersets he made during a session are the session's: History shows them,
 * and Repeat and Save as routine keep them.
 */
test('a superset made during a workout is kept: History shows it, Repeat and Save as routine keep it', async ({
  page,
  baseURL,
}, testInfo) => {
  test.setTimeout(150_000);
  await newLifterOnToday(page, baseURL!);
  const workoutId = await startEmptyWorkout(page, 'Upper', [
    ['goblet', /^Goblet Squat/],
    ['push-up', /^Push-Up/],
    ['inverted', /^Inverted Row/],
  ]);
  const progress = page.getByRole('region', { name: 'Workout progress' });
  const rest = page.getByRole('dialog', { name: 'Rest' });

  // Squats first, then the push-ups and rows joined on the gym floor.
  await page.getByRole('spinbutton', { name: /^Weight/ }).fill('40');
  await page.getByRole('button', { name: 'Complete Set' }).click();
  await rest.getByRole('button', { name: 'Skip Rest' }).click();
  await progress.getByRole('button', { name: 'Exercise 1 of 3: choose another' }).click();
  const list = page.getByRole('dialog', { name: 'Exercises' });
  await list.getByRole('button', { name: 'Superset Push-Up with Inverted Row' }).click();
  await list.getByRole('button', { name: /^Push-Up \d/ }).click();
  await expect(progress.getByRole('heading', { name: 'Push-Up' })).toBeVisible();
  await expect(progress).toContainText('Superset · next: Inverted Row, no rest');
  await page.getByRole('button', { name: 'Complete Set' }).click();
  await expect(progress.getByRole('heading', { name: 'Inverted Row' })).toBeVisible();
  await page.getByRole('button', { name: 'Complete Set' }).click();
  await rest.getByRole('button', { name: 'Skip Rest' }).click();
  await finishEarly(page);
  const stored = async () =>
    (await (await page.request.get(`/api/workouts/${workoutId}/sets`)).json()) as SessionSets;
  await expect.poll(async () => (await stored()).completedAt).not.toBeNull();

  // History shows the two joined, the squats on their own.
  await page.goto(`/history/${(await stored()).sessionId}`);
  await expect(page.getByRole('heading', { name: 'Upper', level: 1 })).toBeVisible();
  await expect(page.getByText('Superset', { exact: true })).toHaveCount(1);
  await page.getByText('Superset', { exact: true }).scrollIntoViewIfNeeded();
  await shoot(page, testInfo, 'history-superset');

  // Saved as a routine, joined as done.
  await page.getByRole('button', { name: 'Save as routine' }).click();
  await expect(page.getByRole('button', { name: 'Saved as routine' })).toBeDisabled();
  await expect
    .poll(async () => {
      const { routines } = (await (await page.request.get('/api/routines')).json()) as RoutineList;
      return routines.map(({ exerciseIds, supersets }) => [exerciseIds.length, supersets]);
    })
    .toEqual([[3, [['push-up', 'inverted-row']]]]);

  // Repeated: the new workout starts with them joined.
  await page.getByRole('button', { name: 'Repeat workout' }).click();
  await expect(page).toHaveURL(/\/workout\/[0-9a-f-]{36}$/);
  const repeatId = new URL(page.url()).pathname.split('/')[2]!;
  expect(repeatId).not.toBe(workoutId);
  await expect
    .poll(async () => {
      const response = await page.request.get(
        `/api/workouts/${repeatId}?date=${await localDate(page)}`,
      );
      return response.ok() ? ((await response.json()) as Workout).supersets : 'not yet';
    })
    .toEqual([1]);
});

import type { SessionSets } from '@grandfit/shared/schemas/training.ts';
import { expect, newLifterInTodaysWorkout, outboxCount, test } from '../fixtures.ts';

/*
 * Decision 051: warm-ups are logged beside the planned sets, shown apart from them, kept through
 * a lost connection and a reload, and stored as warm-ups.
 */
test('a lifter logs warm-ups before his first set, one of them offline, and none counts as a set', async ({
  page,
  context,
  baseURL,
}) => {
  test.setTimeout(120_000);
  const workout = await newLifterInTodaysWorkout(page, baseURL!);
  const first = workout.exercises[0]!;
  const totalSets = workout.exercises.reduce((sum, exercise) => sum + exercise.sets, 0);

  const progress = page.getByRole('region', { name: 'Workout progress' });
  await expect(progress.getByRole('heading', { name: first.name })).toBeVisible();
  const weight = page.getByRole('spinbutton', { name: /^Weight/ });
  const reps = page.getByRole('spinbutton', { name: /^Reps/ });
  const warmUps = page.getByRole('list', { name: 'Warm-ups' });
  const target = String(first.targetWeight);
  await expect(weight).toHaveValue(target);

  // The first warm-up: the lighter weight is logged, and the inputs go back to set 1's.
  await weight.fill('10');
  await reps.fill('8');
  await page.getByRole('button', { name: 'Log Warm-up' }).click();
  await expect(warmUps.getByRole('listitem')).toHaveText(['WWarm-up 1: 10 lb × 8']);
  await expect(weight).toHaveValue(target);
  await expect(progress.getByText(`0/${totalSets} sets`)).toBeVisible();
  await expect(progress.getByText(`Set 1 of ${first.sets}`)).toBeVisible();
  // The server has it before the signal goes (an empty outbox could be read before it was queued).
  await expect
    .poll(async () => {
      const answer = (await (
        await page.request.get(`/api/workouts/${workout.id}/sets`)
      ).json()) as SessionSets;
      return answer.sets.length;
    })
    .toBe(1);
  await expect.poll(() => outboxCount(page)).toBe(0);

  // The second one in a gym without signal, then the app is closed and opened again.
  await context.setOffline(true);
  await weight.fill('15');
  await reps.fill('5');
  await page.getByRole('button', { name: 'Log Warm-up' }).click();
  await expect(warmUps.getByRole('listitem')).toHaveCount(2);
  await expect.poll(() => outboxCount(page)).toBe(1);
  await page.reload();
  await expect(warmUps.getByRole('listitem')).toHaveText([
    'WWarm-up 1: 10 lb × 8',
    'WWarm-up 2: 15 lb × 5',
  ]);
  await context.setOffline(false);
  await expect.poll(() => outboxCount(page), { timeout: 30_000 }).toBe(0);

  // Set 1 at its target: the first set of the plan, with its rest.
  await page.getByRole('button', { name: 'Complete Set' }).click();
  await page.getByRole('button', { name: 'Skip Rest' }).click();
  await expect(progress.getByText(`1/${totalSets} sets`)).toBeVisible();
  await expect(page.getByRole('listitem', { name: 'Set 1: done' })).toBeVisible();
  await expect(warmUps.getByRole('listitem')).toHaveCount(2);

  // Logged sets lists them first, named as warm-ups.
  await page.getByRole('button', { name: 'Logged sets (3)' }).click();
  const dialog = page.getByRole('dialog', { name: 'Logged sets' });
  await expect(dialog.getByText('Warm-up', { exact: true })).toHaveCount(2);
  await expect(dialog.getByTestId('set-line')).toHaveText([
    /^W.*10 lb × 8/,
    /^W.*15 lb × 5/,
    /^Set 1/,
  ]);
  await page.keyboard.press('Escape');

  // Stored as warm-ups, beside set 1 at its target.
  const setsNow = async () =>
    (
      (await (await page.request.get(`/api/workouts/${workout.id}/sets`)).json()) as SessionSets
    ).sets.map((set) => [set.setType, set.setNumber, set.weight, set.rir]);
  expect(await setsNow()).toEqual([
    ['warmup', 1, 10, null],
    ['warmup', 2, 15, null],
    ['normal', 1, first.targetWeight, expect.any(Number)],
  ]);

  // Set 1 was a warm-up after all: corrected in Logged sets, it leaves the plan's count.
  await page.getByRole('button', { name: 'Logged sets (3)' }).click();
  await dialog.getByRole('button', { name: `Edit set 1 of ${first.name}` }).click();
  const edit = page.getByRole('dialog', { name: 'Edit set 1' });
  await edit.getByRole('checkbox', { name: /Warm-up/ }).check();
  await edit.getByRole('button', { name: 'Save set' }).click();
  await expect(dialog.getByText('Warm-up', { exact: true })).toHaveCount(3);
  await page.keyboard.press('Escape');
  await expect(warmUps.getByRole('listitem')).toHaveCount(3);
  await expect(progress.getByText(`0/${totalSets} sets`)).toBeVisible();
  await expect.poll(() => outboxCount(page)).toBe(0);
  expect((await setsNow()).map(([setType]) => setType)).toEqual(['warmup', 'warmup', 'warmup']);
});

/* Decision 056: the ramp to the working weight is suggested, and one tap logs a step of it. */
test('a lifter logs the suggested warm-ups with a tap each, until his first set', async ({
  page,
  baseURL,
}) => {
  test.setTimeout(120_000);
  const workout = await newLifterInTodaysWorkout(page, baseURL!);
  const first = workout.exercises[0]!;
  // The programme's first lift, with the gym's kettlebells (5 lb steps) at 25 lb.
  expect([first.kettlebell, first.targetWeight]).toEqual([true, 25]);
  const suggested = page.getByRole('list', { name: 'Suggested warm-up ramp' });
  const warmUps = page.getByRole('list', { name: 'Warm-ups' });
  await expect(suggested.getByRole('button')).toHaveText(['10 lb × 5', '15 lb × 3', '20 lb × 2']);

  // A heavier working weight typed in moves the ramp with it.
  const weight = page.getByRole('spinbutton', { name: /^Weight/ });
  await weight.fill('50');
  await expect(suggested.getByRole('button')).toHaveText(['20 lb × 5', '30 lb × 3', '40 lb × 2']);
  await weight.fill('25');

  await suggested.getByRole('button', { name: 'Add warm-up: 10 lb × 5' }).click();
  await expect(warmUps.getByRole('listitem')).toHaveText(['WWarm-up 1: 10 lb × 5']);
  await expect(suggested.getByRole('button')).toHaveText(['15 lb × 3', '20 lb × 2']);
  await suggested.getByRole('button', { name: 'Add warm-up: 15 lb × 3' }).click();
  await expect(warmUps.getByRole('listitem')).toHaveCount(2);
  await expect(weight).toHaveValue('25');

  // Set 1 done: warm-ups are over for this exercise, and the stored sets say what was done.
  await page.getByRole('button', { name: 'Complete Set' }).click();
  await page.getByRole('button', { name: 'Skip Rest' }).click();
  await expect(suggested).toHaveCount(0);
  await expect.poll(() => outboxCount(page)).toBe(0);
  const stored = (await (
    await page.request.get(`/api/workouts/${workout.id}/sets`)
  ).json()) as SessionSets;
  expect(stored.sets.map((set) => [set.setType, set.weight, set.reps])).toEqual([
    ['warmup', 10, 5],
    ['warmup', 15, 3],
    ['normal', 25, first.targetReps],
  ]);
});

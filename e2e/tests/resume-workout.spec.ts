import type { SessionSets } from '@grandfit/shared/schemas/training.ts';
import {
  closeWithEscape,
  expect,
  newLifterInTodaysWorkout,
  newLifterOnToday,
  outboxCount,
  test,
} from '../fixtures.ts';

/*
 * Decision 053: a workout with sets logged and not finished reads "In progress" wherever it is
 * listed, and its Start button resumes it, online or not, until it is finished.
 */
test('a lifter leaves his workout half done, sees it under way on Today and resumes it, offline too', async ({
  page,
  context,
  baseURL,
}) => {
  test.setTimeout(120_000);
  const workout = await newLifterOnToday(page, baseURL!);
  const card = page.getByRole('article', { name: workout.name });
  await card.getByRole('link', { name: 'Start Workout' }).click();
  const totalSets = workout.exercises.reduce((sum, exercise) => sum + exercise.sets, 0);
  const [first, second] = workout.exercises;
  expect(first!.sets).toBe(2);
  const progress = page.getByRole('region', { name: 'Workout progress' });
  const completeSet = async () => {
    await page.getByRole('button', { name: 'Complete Set' }).click();
    await page.getByRole('button', { name: 'Skip Rest' }).click();
  };

  // The first exercise's two sets, then back to Today.
  await completeSet();
  await completeSet();
  await expect(progress.getByText(`2/${totalSets} sets`)).toBeVisible();
  await expect.poll(() => outboxCount(page)).toBe(0);
  await page.getByRole('link', { name: 'Close workout' }).click();
  await expect(card.getByText(`In progress · 2/${totalSets} sets`)).toBeVisible();
  await expect(card.getByRole('link', { name: 'Start Workout' })).toHaveCount(0);

  // The server says the same, on Today after a reload and in the week's list.
  await page.reload();
  await expect(card.getByText(`In progress · 2/${totalSets} sets`)).toBeVisible();
  await page.goto('/workouts');
  await expect(card.getByText(`In progress · 2/${totalSets} sets`)).toBeVisible();
  await expect(card.getByRole('link', { name: 'Resume Workout' })).toBeVisible();
  await card.getByRole('link', { name: 'View Details' }).click();
  await expect(page.getByRole('heading', { level: 1, name: workout.name })).toBeVisible();
  await expect(page.getByText(`In progress · 2/${totalSets} sets`)).toBeVisible();
  await expect(page.getByRole('link', { name: 'Resume Workout' })).toBeVisible();

  // In a gym without signal: Resume goes on at the next exercise, and Today counts the new set.
  await page.goto('/');
  await expect(card.getByText(`In progress · 2/${totalSets} sets`)).toBeVisible();
  await context.setOffline(true);
  await card.getByRole('link', { name: 'Resume Workout' }).click();
  await expect(progress.getByRole('heading', { name: second!.name })).toBeVisible();
  await expect(progress.getByText(`Set 1 of ${second!.sets}`)).toBeVisible();
  await completeSet();
  await expect.poll(() => outboxCount(page)).toBe(1);
  await page.getByRole('link', { name: 'Close workout' }).click();
  await expect(card.getByText(`In progress · 3/${totalSets} sets`)).toBeVisible();

  // Back online, the set reaches the server, which agrees.
  await context.setOffline(false);
  await expect.poll(() => outboxCount(page), { timeout: 30_000 }).toBe(0);
  await page.reload();
  await expect(card.getByText(`In progress · 3/${totalSets} sets`)).toBeVisible();

  // Finished from History (decision 050): Today shows it completed, and offers a redo.
  await page.goto('/history');
  const unfinished = page.getByRole('region', { name: 'Not finished' });
  await unfinished
    .getByRole('group', { name: new RegExp(`^${workout.name}`) })
    .getByRole('button', { name: 'Finish' })
    .click();
  await expect(unfinished).toBeHidden();
  await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Today' }).click();
  await expect(card.getByText('Completed')).toBeVisible();
  await expect(card.getByText(/In progress/)).toHaveCount(0);
  await expect(card.getByRole('link', { name: 'Redo Workout' })).toBeVisible();
});

/*
 * Decision 054: out of time after the first exercise, the lifter finishes the workout from its
 * header instead of skipping every set left.
 */
test('a lifter out of time finishes his workout after the first sets, with the rest left out', async ({
  page,
  baseURL,
}) => {
  test.setTimeout(120_000);
  const workout = await newLifterInTodaysWorkout(page, baseURL!);
  const totalSets = workout.exercises.reduce((sum, exercise) => sum + exercise.sets, 0);
  const progress = page.getByRole('region', { name: 'Workout progress' });
  const finish = progress.getByRole('button', { name: 'Finish', exact: true });
  await expect(progress.getByRole('heading', { name: workout.exercises[0]!.name })).toBeVisible();

  // Nothing lifted yet, a warm-up included: nothing to finish.
  await expect(finish).toHaveCount(0);
  await page.getByRole('button', { name: 'Log Warm-up' }).click();
  await expect(page.getByRole('list', { name: 'Warm-ups' }).getByRole('listitem')).toHaveCount(1);
  await expect(finish).toHaveCount(0);

  // Two sets, then Finish: he is asked first, and may keep going.
  for (let set = 0; set < 2; set++) {
    await page.getByRole('button', { name: 'Complete Set' }).click();
    await page.getByRole('button', { name: 'Skip Rest' }).click();
  }
  await finish.click();
  const dialog = page.getByRole('dialog', { name: 'Finish workout?' });
  await expect(dialog).toContainText(
    `2 of ${totalSets} sets done. The ${totalSets - 2} sets left will not be logged`,
  );
  await dialog.getByRole('button', { name: 'Keep going' }).click();
  await expect(dialog).toBeHidden();
  await expect(progress.getByText(`2/${totalSets} sets`)).toBeVisible();

  await finish.click();
  await dialog.getByRole('button', { name: 'Finish workout' }).click();
  await expect(page.getByRole('heading', { name: 'Workout complete', exact: true })).toBeVisible();
  await expect(page.getByRole('region', { name: 'Summary' })).toContainText(`2 / ${totalSets}`);

  // Completed, with its two sets and warm-up stored, and nothing under way.
  const stored = (await (
    await page.request.get(`/api/workouts/${workout.id}/sets`)
  ).json()) as SessionSets;
  expect(stored.completedAt).not.toBeNull();
  expect(stored.sets.map((set) => [set.setType, set.skipped])).toEqual([
    ['warmup', false],
    ['normal', false],
    ['normal', false],
  ]);
  await page.goto('/');
  const card = page.getByRole('article', { name: workout.name });
  await expect(card.getByText('Completed')).toBeVisible();
  await expect(card.getByRole('link', { name: 'Redo Workout' })).toBeVisible();
});

/* Decision 057: the squat rack is taken, so the lifter does his push-ups first. */
test('a lifter goes to another exercise while the equipment is taken, and the workout comes back', async ({
  page,
  baseURL,
}) => {
  test.setTimeout(120_000);
  const workout = await newLifterInTodaysWorkout(page, baseURL!);
  const [first, second] = workout.exercises;
  const total = workout.exercises.length;
  const progress = page.getByRole('region', { name: 'Workout progress' });
  const completeSet = async () => {
    await page.getByRole('button', { name: 'Complete Set' }).click();
    await page.getByRole('button', { name: 'Skip Rest' }).click();
  };
  await expect(progress.getByRole('heading', { name: first!.name })).toBeVisible();

  await progress.getByRole('button', { name: `Exercise 1 of ${total}: choose another` }).click();
  const list = page.getByRole('dialog', { name: 'Exercises' });
  await list.getByRole('button', { name: new RegExp(`^${second!.name}`) }).click();
  await expect(list).toBeHidden();
  await expect(progress.getByRole('heading', { name: second!.name })).toBeVisible();
  await expect(progress.getByText(`Set 1 of ${second!.sets}`)).toBeVisible();
  for (let set = 1; set < second!.sets; set++) await completeSet();

  // Its sets done, the workout goes back to the exercise left behind: the rest says so first.
  await page.getByRole('button', { name: 'Complete Set' }).click();
  await expect(page.getByRole('dialog', { name: 'Rest' })).toContainText(
    `Next: Set 1 of ${first!.sets} · ${first!.name}`,
  );
  await page.getByRole('button', { name: 'Skip Rest' }).click();
  await expect(progress.getByRole('heading', { name: first!.name })).toBeVisible();
  await expect(progress.getByText(`Set 1 of ${first!.sets}`)).toBeVisible();
  await progress.getByRole('button', { name: `Exercise 1 of ${total}: choose another` }).click();
  await expect(list.getByRole('button', { name: new RegExp(`^${first!.name}`) })).toContainText(
    `0/${first!.sets} sets`,
  );
  await expect(list.getByRole('button', { name: new RegExp(`^${second!.name}`) })).toContainText(
    `${second!.sets}/${second!.sets} sets`,
  );
  await closeWithEscape(page, list);

  // After a reload the session resumes at the same place.
  await page.reload();
  await expect(progress.getByRole('heading', { name: first!.name })).toBeVisible();
  await expect(progress.getByText(`${second!.sets}/`)).toBeVisible();
});

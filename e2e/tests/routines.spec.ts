import type { RoutineList } from '@grandfit/shared/schemas/routines.ts';
import type { Workout } from '@grandfit/shared/schemas/training.ts';
import {
  expect,
  finishEarly,
  localDate,
  nameAndPick,
  newLifterOnToday,
  offlineCopyHolds,
  outboxCount,
  shoot,
  test,
} from '../fixtures.ts';

/* Decision 076: the routine he does in the hotel gym, kept, and started where there is no signal. */
test('a lifter saves a routine, and starts it from Workouts in a gym without signal', async ({
  page,
  context,
  baseURL,
}, testInfo) => {
  test.setTimeout(180_000);
  await newLifterOnToday(page, baseURL!);

  await page.goto('/workouts');
  const routines = page.getByRole('region', { name: 'My routines' });
  await expect(routines.getByText(/Save the exercises you do often/)).toBeVisible();
  await routines.getByRole('button', { name: 'New routine' }).click();
  const dialog = page.getByRole('dialog', { name: 'New routine' });
  await nameAndPick(dialog, 'Hotel gym', [
    ['push-up', /^Push-Up/],
    ['goblet', /^Goblet Squat/],
  ]);
  // The squats go first: moved up, not picked again (decision 079).
  await dialog.getByRole('button', { name: 'Move Goblet Squat up' }).click();
  await expect(dialog.getByRole('button', { name: 'Move Goblet Squat down' })).toBeFocused();
  await expect(dialog.getByRole('listitem').filter({ hasText: 'Push-Up' }).first()).toContainText(
    '2. Push-Up',
  );
  // Five sets of squats, the push-ups at their three (decision 078).
  const moreSquats = dialog.getByRole('button', { name: 'More sets of Goblet Squat' });
  await moreSquats.click();
  await moreSquats.click();
  await expect(dialog.getByRole('group', { name: 'Sets of Goblet Squat' })).toContainText('5 sets');
  await shoot(page, testInfo, 'new-routine-dialog');
  await dialog.getByRole('button', { name: 'Save routine' }).click();
  await expect(dialog).toBeHidden();
  const routine = routines.getByTestId('routine');
  await expect(routine).toContainText('Hotel gym');
  await expect(routine).toContainText('5 × Goblet Squat, 3 × Push-Up');
  await shoot(page, testInfo, 'workouts-with-routine');

  // The basement gym: no signal, the app opened again from the device (its copy written).
  await offlineCopyHolds(page, 'Hotel gym');
  await context.setOffline(true);
  await page.reload();
  await routine.getByRole('button', { name: 'Start Hotel gym' }).click();
  await expect(page).toHaveURL(/\/workout\/[0-9a-f-]{36}$/);
  const workoutId = new URL(page.url()).pathname.split('/')[2]!;
  const progress = page.getByRole('region', { name: 'Workout progress' });
  await expect(progress.getByRole('heading', { name: 'Goblet Squat' })).toBeVisible();
  await expect(progress.getByText('Exercise 1/2')).toBeVisible();
  await expect(progress.getByText('Set 1 of 5')).toBeVisible();
  expect(await outboxCount(page)).toBe(1);

  // Signal again: the workout reaches the server, his own, under the routine's name.
  await context.setOffline(false);
  await expect.poll(() => outboxCount(page)).toBe(0);
  const stored = (await (
    await page.request.get(`/api/workouts/${workoutId}?date=${await localDate(page)}`)
  ).json()) as Workout;
  expect(stored).toMatchObject({ free: true, name: 'Hotel gym', totalExercises: 2 });
  expect(stored.exercises.map((exercise) => exercise.sets)).toEqual([5, 3]);

  // Short of time: three sets of squats, no push-ups. The summary offers to update the routine he
  // started, not to save a copy of it (decision 078).
  await page.getByRole('spinbutton', { name: /^Weight/ }).fill('40');
  for (let set = 1; set <= 3; set += 1) {
    await page.getByRole('button', { name: 'Complete Set' }).click();
    await page.getByRole('button', { name: 'Skip Rest' }).click();
  }
  await finishEarly(page);
  await expect(page.getByRole('button', { name: 'Save as routine' })).toHaveCount(0);
  // Still in the basement: the update waits on the device, and Workouts shows it at once, after a
  // reload too (decision 081).
  await context.setOffline(true);
  await page.getByRole('button', { name: 'Update routine' }).click();
  await expect(page.getByRole('button', { name: 'Routine updated' })).toBeDisabled();
  await shoot(page, testInfo, 'finish-summary-update-routine');
  await page.goto('/workouts');
  await expect(routines.getByTestId('routine')).toHaveCount(1);
  await expect(routine).toContainText('3 × Goblet Squat');
  await expect(routine).not.toContainText('Push-Up');
  expect(await outboxCount(page)).toBe(1);

  // Upstairs: the routine reaches his account.
  await context.setOffline(false);
  await expect.poll(() => outboxCount(page)).toBe(0);
  const { routines: kept } = (await (
    await page.request.get('/api/routines')
  ).json()) as RoutineList;
  expect(kept).toEqual([
    expect.objectContaining({
      name: 'Hotel gym',
      exerciseIds: ['goblet-squat'],
      sets: { 'goblet-squat': 3 },
    }),
  ]);
  await expect(routine).toContainText('3 × Goblet Squat');
});

/* Decision 084: squats and push-ups back to back, kept in the routine and started joined. */
test('a routine keeps its superset, and starts with the two exercises joined', async ({
  page,
  baseURL,
}, testInfo) => {
  test.setTimeout(180_000);
  await newLifterOnToday(page, baseURL!);

  await page.goto('/workouts');
  const routines = page.getByRole('region', { name: 'My routines' });
  await routines.getByRole('button', { name: 'New routine' }).click();
  const dialog = page.getByRole('dialog', { name: 'New routine' });
  await nameAndPick(dialog, 'Pairs', [
    ['goblet', /^Goblet Squat/],
    ['push-up', /^Push-Up/],
  ]);
  const join = dialog.getByRole('button', { name: 'Superset Goblet Squat with Push-Up' });
  await join.click();
  await expect(join).toHaveAttribute('aria-pressed', 'true');
  await shoot(page, testInfo, 'routine-superset');
  await dialog.getByRole('button', { name: 'Save routine' }).click();
  await expect(dialog).toBeHidden();
  const routine = routines.getByTestId('routine');
  await expect(routine).toContainText('3 × Goblet Squat + 3 × Push-Up');
  const { routines: kept } = (await (
    await page.request.get('/api/routines')
  ).json()) as RoutineList;
  expect(kept[0]?.supersets).toEqual([['goblet-squat', 'push-up']]);

  await routine.getByRole('button', { name: 'Start Pairs' }).click();
  await expect(page).toHaveURL(/\/workout\/[0-9a-f-]{36}$/);
  const workoutId = new URL(page.url()).pathname.split('/')[2]!;
  const progress = page.getByRole('region', { name: 'Workout progress' });
  await expect(progress.getByRole('heading', { name: 'Goblet Squat' })).toBeVisible();
  await expect(page.getByText('Superset · next: Push-Up, no rest')).toBeVisible();
  await shoot(page, testInfo, 'routine-superset-started');
  // A set of squats goes straight to the push-ups: no rest inside the superset.
  await page.getByRole('spinbutton', { name: /^Weight/ }).fill('40');
  await page.getByRole('button', { name: 'Complete Set' }).click();
  await expect(progress.getByRole('heading', { name: 'Push-Up' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Skip Rest' })).toHaveCount(0);
  const stored = (await (
    await page.request.get(`/api/workouts/${workoutId}?date=${await localDate(page)}`)
  ).json()) as Workout;
  expect(stored.supersets).toEqual([0]);
});

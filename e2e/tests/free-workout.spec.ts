import type { HistoryPage } from '@grandfit/shared/schemas/history.ts';
import type { RoutineList } from '@grandfit/shared/schemas/routines.ts';
import type { SessionSets, Workout } from '@grandfit/shared/schemas/training.ts';
import {
  expect,
  localDate,
  nameAndPick,
  newLifterOnToday,
  outboxCount,
  shoot,
  test,
  todaysWorkout,
} from '../fixtures.ts';

/* Decision 075: the hotel gym has no rack, so the lifter does a session of his own. */
test('a lifter starts an empty workout of his own offline, trains it, finishes, finds it in History and repeats it', async ({
  page,
  context,
  baseURL,
}, testInfo) => {
  test.setTimeout(180_000);
  const programmed = await newLifterOnToday(page, baseURL!);

  await page.goto('/workouts');
  await expect(page.getByRole('article', { name: programmed.name })).toBeVisible();
  await shoot(page, testInfo, 'workouts-with-empty-workout');
  await page.getByRole('button', { name: 'Empty workout' }).click();
  const dialog = page.getByRole('dialog', { name: 'Empty workout' });
  await expect(dialog.getByRole('textbox', { name: 'Name' })).toHaveValue(
    /^(Morning|Afternoon|Evening) workout$/,
  );
  await expect(dialog.getByRole('button', { name: 'Start workout' })).toBeDisabled();
  await nameAndPick(dialog, 'Hotel gym', [
    ['goblet', /^Goblet Squat/],
    ['push-up', /^Push-Up/],
  ]);
  await expect(dialog.getByRole('heading', { name: 'Exercises (2)' })).toBeVisible();
  await shoot(page, testInfo, 'empty-workout-dialog');

  // No signal in the hotel's basement gym: Start opens the workout all the same, its start and
  // its sets waiting on the device; a reload keeps the session.
  await context.setOffline(true);
  await dialog.getByRole('button', { name: 'Start workout' }).click();
  await expect(page).toHaveURL(/\/workout\/[0-9a-f-]{36}$/);
  const workoutId = new URL(page.url()).pathname.split('/')[2]!;
  const progress = page.getByRole('region', { name: 'Workout progress' });
  await expect(progress.getByRole('heading', { name: 'Goblet Squat' })).toBeVisible();
  await expect(progress.getByText('Exercise 1/2')).toBeVisible();
  await page.getByRole('spinbutton', { name: /^Weight/ }).fill('40');
  await page.getByRole('button', { name: 'Complete Set' }).click();
  await page.getByRole('button', { name: 'Skip Rest' }).click();
  await shoot(page, testInfo, 'empty-workout-session');
  await page.getByRole('button', { name: 'Complete Set' }).click();
  await page.getByRole('button', { name: 'Skip Rest' }).click();
  await page.reload();
  await expect(progress.getByRole('heading', { name: 'Goblet Squat' })).toBeVisible();
  await expect(progress.getByText('Set 3 of 3')).toBeVisible();
  expect(await outboxCount(page)).toBe(3);

  // Back upstairs: the workout reaches the server first, then its two sets.
  await context.setOffline(false);
  await expect
    .poll(async () => {
      const sets = (await (
        await page.request.get(`/api/workouts/${workoutId}/sets`)
      ).json()) as SessionSets;
      return sets.sets?.map((set) => [set.exerciseId, set.setNumber, set.weight]);
    })
    .toEqual([
      ['goblet-squat', 1, 40],
      ['goblet-squat', 2, 40],
    ]);
  await expect.poll(() => outboxCount(page)).toBe(0);

  // Finish: done with what he did.
  await progress.getByRole('button', { name: 'Finish', exact: true }).click();
  const finish = page.getByRole('dialog', { name: 'Finish workout?' });
  await finish.getByRole('button', { name: 'Finish workout' }).click();
  await expect(page.getByRole('heading', { name: 'Workout complete', exact: true })).toBeVisible();
  // Kept as a routine (decision 076), as Hevy asks after an empty workout: under its name, with
  // what he did (the squat, not the push-ups), for the next hotel.
  await page.getByRole('button', { name: 'Save as routine' }).click();
  await expect(page.getByRole('button', { name: 'Saved as routine' })).toBeDisabled();
  await shoot(page, testInfo, 'free-workout-summary-saved');
  const routines = (await (await page.request.get('/api/routines')).json()) as RoutineList;
  expect(routines.routines.map(({ name, exerciseIds }) => [name, exerciseIds])).toEqual([
    ['Hotel gym', ['goblet-squat']],
  ]);

  // History lists it by its name; the programme's day is not marked done by it.
  await page.goto('/history');
  const row = page.getByRole('link', { name: /Hotel gym/ });
  await expect(row).toBeVisible();
  await expect(row).toContainText('2 sets');
  const history = (await (await page.request.get('/api/history')).json()) as HistoryPage;
  expect(history.items.map((item) => [item.workoutName, item.setsDone])).toEqual([
    ['Hotel gym', 2],
  ]);
  const stored = (await (
    await page.request.get(`/api/workouts/${workoutId}?date=${await localDate(page)}`)
  ).json()) as Workout;
  expect(stored).toMatchObject({ free: true, completed: true, name: 'Hotel gym' });
  expect((await todaysWorkout(page)).id).toBe(programmed.id);
  expect((await todaysWorkout(page)).completed).toBe(false);
  await page.goto('/workouts');
  await expect(page.getByRole('article', { name: programmed.name })).toBeVisible();
  await expect(page.getByRole('article', { name: 'Hotel gym' })).toHaveCount(0);

  // Next time: the session repeated from History, with what he did (the squat, not the push-ups).
  await page.goto('/history');
  await row.click();
  await expect(page.getByRole('heading', { name: 'Hotel gym', level: 1 })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Save as routine' })).toBeVisible();
  await shoot(page, testInfo, 'session-detail-repeat');
  // In the gym without signal again (decision 078): the repeat starts on the device, with the two
  // sets he did, and reaches the server once back online.
  await context.setOffline(true);
  await page.getByRole('button', { name: 'Repeat workout' }).click();
  await expect(page).toHaveURL(/\/workout\/[0-9a-f-]{36}$/);
  const repeatId = new URL(page.url()).pathname.split('/')[2]!;
  expect(repeatId).not.toBe(workoutId);
  await expect(progress.getByRole('heading', { name: 'Goblet Squat' })).toBeVisible();
  await expect(progress.getByText('Exercise 1/1')).toBeVisible();
  await expect(progress.getByText('Set 1 of 2')).toBeVisible();
  expect(await outboxCount(page)).toBe(1);
  await context.setOffline(false);
  await expect.poll(() => outboxCount(page)).toBe(0);
  const repeated = (await (
    await page.request.get(`/api/workouts/${repeatId}?date=${await localDate(page)}`)
  ).json()) as Workout;
  expect(repeated).toMatchObject({ free: true, completed: false, name: 'Hotel gym' });
  expect(repeated.exercises.map((exercise) => [exercise.id, exercise.sets])).toEqual([
    ['goblet-squat', 2],
  ]);
});

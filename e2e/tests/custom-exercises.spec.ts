import type { SessionSets, TodayWorkouts, Workout } from '@grandfit/shared/schemas/training.ts';
import type { CustomExercise } from '@grandfit/shared/schemas/custom-exercises.ts';
import type { Page, TestInfo } from '@playwright/test';
import { createAccount, expect, localDate, startJourneyToday, test } from '../fixtures.ts';

/** The screen at the phone and the desktop sizes, kept with the test's output. */
async function shoot(page: Page, testInfo: TestInfo, name: string, fullPage = false) {
  const original = page.viewportSize();
  for (const [width, height] of [
    [390, 844],
    [1280, 800],
  ] as const) {
    await page.setViewportSize({ width, height });
    await page.screenshot({
      path: testInfo.outputPath(`${name}-${width}x${height}.png`),
      fullPage,
    });
  }
  if (original) await page.setViewportSize(original);
}

test('a custom exercise is made in Profile, swapped into today, logged, added to, and undone', async ({
  page,
  baseURL,
}, testInfo) => {
  test.setTimeout(180_000);
  await createAccount(page);
  await startJourneyToday(page, baseURL!);
  const date = await localDate(page);
  const today = (await (
    await page.request.get(`/api/workouts/today?date=${date}`)
  ).json()) as TodayWorkouts;
  const workout = today.workout as Workout;
  const planned = workout.exercises[0]!;

  // Profile, "My exercises": a new weighted exercise with its own rest.
  await page.goto('/profile');
  const mine = page.getByRole('region', { name: 'My exercises' });
  await expect(mine.getByText('None yet.')).toBeVisible();
  await mine.getByRole('button', { name: 'New' }).click();
  const create = page.getByRole('dialog', { name: 'New exercise' });
  await create.getByLabel('Name').fill('Sled Push');
  await create.getByRole('radio', { name: /Weighted/ }).check();
  await create.getByLabel(/Movement/).selectOption('push');
  await create.getByLabel(/Equipment/).fill('Sled');
  await create.getByLabel('Default rest (seconds)').fill('75');
  await create.getByRole('button', { name: 'Create exercise' }).click();
  await expect(create).toBeHidden();
  await expect(mine.getByText('Sled Push')).toBeVisible();
  await expect(mine.getByText('Weighted · Push · Sled · 75 s rest')).toBeVisible();
  const custom = (
    (await (await page.request.get('/api/custom-exercises')).json()) as CustomExercise[]
  )[0]!;
  expect(custom.pattern).toBe('push');

  // The workout details: swap the first exercise for it, just for today.
  await page.goto(`/workout-details/${workout.id}`);
  const firstItem = page.getByRole('listitem').filter({
    has: page.getByRole('heading', { level: 3, name: `1. ${planned.name}` }),
  });
  await firstItem.getByRole('button', { name: 'Swap exercise' }).click();
  const picker = page.getByRole('dialog', { name: 'Swap exercise' });
  await picker.getByRole('searchbox', { name: 'Search exercises' }).fill('sled');
  await expect(picker.getByRole('button', { name: /Sled Push/ })).toBeVisible();
  await shoot(page, testInfo, 'swap-picker');
  await picker.getByRole('button', { name: /Sled Push/ }).click();
  await page.getByRole('button', { name: 'Just today' }).click();
  const swappedItem = page.getByRole('listitem').filter({
    has: page.getByRole('heading', { level: 3, name: '1. Sled Push' }),
  });
  await expect(swappedItem.getByText(`Swapped from ${planned.name} today`)).toBeVisible();
  await expect(swappedItem.getByText(`${planned.sets} sets`)).toBeVisible();

  // The active workout: the swapped-in exercise, with a weight to enter and its own rest.
  await page.getByRole('link', { name: 'Start Workout' }).click();
  await expect(page).toHaveURL(`/workout/${workout.id}`);
  const progress = page.getByRole('region', { name: 'Workout progress' });
  await expect(progress.getByRole('heading', { name: 'Sled Push' })).toBeVisible();
  await expect(page.getByText(`Swapped from ${planned.name} today`)).toBeVisible();
  await page.getByRole('spinbutton', { name: /^Weight/ }).fill('60');
  await page.getByRole('button', { name: 'Complete Set' }).click();
  const rest = page.getByRole('dialog', { name: 'Rest' });
  const timer = rest.getByRole('timer');
  // 75 s less what passed since the tap: the custom exercise's rest, not the slot's.
  await expect
    .poll(async () => {
      const [minutes = 'x', seconds = 'x'] = ((await timer.textContent()) ?? '').split(':');
      const shown = Number(minutes) * 60 + Number(seconds);
      return shown > 60 && shown <= 75;
    }, 'the rest timer starts from the custom exercise’s 75 s')
    .toBe(true);
  await rest.getByRole('button', { name: 'Skip Rest' }).click();
  await expect(rest).toBeHidden();

  // The set is stored under the exercise actually done.
  await expect
    .poll(async () => {
      const sets = (await (
        await page.request.get(`/api/workouts/${workout.id}/sets`)
      ).json()) as SessionSets;
      return sets.sets.map((set) => [set.exerciseId, set.exerciseIndex, set.weight]);
    })
    .toEqual([[custom.id, 0, 60]]);

  // Add set: one more than planned. Add exercise: one more at the end.
  await expect(progress.getByText(`Set 2 of ${planned.sets}`)).toBeVisible();
  await page.getByRole('button', { name: 'Add set' }).click();
  await expect(progress.getByText(`Set 2 of ${planned.sets + 1}`)).toBeVisible();
  await page.getByRole('button', { name: 'Add exercise' }).click();
  const add = page.getByRole('dialog', { name: 'Add exercise' });
  await add.getByRole('searchbox').fill('push-up');
  await add.getByRole('button', { name: /^Push-Up/ }).click();
  await expect(add).toBeHidden();
  const count = workout.exercises.length + 1;
  await expect(progress.getByText(`Exercise 1/${count}`)).toBeVisible();
  await shoot(page, testInfo, 'active-workout-added', true);

  // A reload keeps all of it.
  await page.reload();
  await expect(progress.getByRole('heading', { name: 'Sled Push' })).toBeVisible();
  await expect(progress.getByText(`Set 2 of ${planned.sets + 1}`)).toBeVisible();
  await expect(progress.getByText(`Exercise 1/${count}`)).toBeVisible();
  await page.getByRole('button', { name: 'Add set' }).click();
  await expect(progress.getByText(`Set 2 of ${planned.sets + 2}`)).toBeVisible();

  // Undo: the plan has its own exercise again, and the logged set stays with Sled Push.
  await page.getByRole('button', { name: `Undo swap: back to ${planned.name}` }).click();
  await expect(progress.getByRole('heading', { name: planned.name })).toBeVisible();
  const after = (await (
    await page.request.get(`/api/workouts/${workout.id}?date=${date}`)
  ).json()) as Workout;
  expect(after.exercises[0]).toMatchObject({ id: planned.id, swappedFrom: null });
  const sets = (await (
    await page.request.get(`/api/workouts/${workout.id}/sets`)
  ).json()) as SessionSets;
  expect(sets.sets.map((set) => set.exerciseId)).toEqual([custom.id]);

  // With a logged set the exercise stays: Profile says why instead of deleting its history.
  await page.goto('/profile');
  await mine.getByRole('button', { name: 'Delete Sled Push' }).click();
  await mine
    .getByRole('group', { name: 'Confirm delete' })
    .getByRole('button', { name: 'Delete' })
    .click();
  await expect(
    page
      .getByRole('region', { name: /Notifications/ })
      .getByText(/1 logged set, so it stays with your history/),
  ).toBeVisible();
  await expect(mine.getByText('Sled Push')).toBeVisible();
});

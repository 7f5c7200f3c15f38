import fs from 'node:fs';
import type { Page, TestInfo } from '@playwright/test';
import { addDays } from '@grandfit/shared/domain/dates.ts';
import type { ExerciseRecommendationView } from '@grandfit/shared/schemas/coach.ts';
import {
  createAccount,
  expect,
  finishEarly,
  localDate,
  setJourneyStart,
  test,
  todaysWorkout,
} from '../fixtures.ts';

/**
 * docs/decisions/024-weights-in-the-users-unit.md: a user who sets kg enters and sees kg, the plate
 * calculator loads the bar, the set keeps 100 kg, and switching back to lb shows it as 220.5 lb.
 */

async function shoot(page: Page, testInfo: TestInfo, name: string) {
  for (const [size, viewport] of [
    ['390', { width: 390, height: 844 }],
    ['1280', { width: 1280, height: 800 }],
  ] as const) {
    await page.setViewportSize(viewport);
    await page.screenshot({ path: testInfo.outputPath(`${name}-${size}.png`), fullPage: true });
  }
  await page.setViewportSize({ width: 390, height: 844 });
}

async function openSettings(page: Page) {
  await page.goto('/profile');
  await page.getByRole('button', { name: 'Settings & Preferences' }).click();
  return page.getByRole('dialog', { name: 'Settings & Preferences' });
}

test('kg everywhere: settings convert, 100 kg is logged as 100 kg with its plates, lb shows 220.5', async ({
  page,
}, testInfo) => {
  test.setTimeout(180_000);
  await createAccount(page);

  // Settings: 70 in and 176 lb become 177.8 cm and 79.8 kg when the units switch.
  let dialog = await openSettings(page);
  await dialog.getByLabel('Height (in)').fill('70');
  await dialog.getByLabel('Body weight (lb)').fill('176');
  await dialog.getByLabel('Units').selectOption('kg');
  await expect(dialog.getByLabel('Height (cm)')).toHaveValue('177.8');
  await expect(dialog.getByLabel('Body weight (kg)')).toHaveValue('79.8');
  await expect(dialog.getByLabel('Load step (kg)')).toHaveValue('1.25');
  // The gym's dumbbells go up by 2.5 kg here, not the usual 2 (decision 048).
  await expect(dialog.getByLabel('Dumbbell step (kg)')).toHaveValue('2');
  await dialog.getByLabel('Dumbbell step (kg)').selectOption('2.5');
  // Kettlebells go up by 4 kg: 8, 12, 16, 20 (decision 049).
  await expect(dialog.getByLabel('Kettlebell step (kg)')).toHaveValue('4');
  await expect(dialog.getByLabel('Bar weight (kg)')).toHaveValue('20');
  await expect(dialog.getByLabel('Plates you have (kg)')).toHaveValue(
    '25, 20, 15, 10, 5, 2.5, 1.25',
  );
  await shoot(page, testInfo, 'settings-kg');
  await dialog.getByRole('button', { name: 'Save Settings' }).click();
  await expect(dialog).toBeHidden();

  // The default decathlon reads in kg and km (decision 090).
  await page.goto('/goals');
  const goalsList = page.getByRole('list', { name: 'Decathlon goals' });
  await expect(goalsList).toContainText('Lift a 14 kg child from the floor');
  await expect(goalsList).toContainText('Hike 2.5 km on a hilly trail');
  await expect(goalsList).not.toContainText(/\d lb\b|miles/);
  await shoot(page, testInfo, 'goals-kg');

  // Week 1, day 1: Foundation A opens with the goblet squat, whose 25 lb start is 11.3 kg: the
  // 12 kg kettlebell, not 11.25 kg (decision 049).
  const today = await localDate(page);
  await setJourneyStart(page, today);
  const foundation = await todaysWorkout(page);
  expect(foundation.exercises[0]).toMatchObject({
    id: 'goblet-squat',
    kettlebell: true,
    weightUnit: 'kg',
    targetWeight: 12,
  });

  // Week 13, day 1: the Strength phase opens with the back squat on a barbell.
  await setJourneyStart(page, addDays(today, -84));
  const workout = await todaysWorkout(page);
  const squat = workout.exercises[0]!;
  expect(squat).toMatchObject({ id: 'back-squat', weightUnit: 'kg', barbell: true });
  // A barbell load is what the bar and plates make: 20 kg and whole 2.5 kg pairs (decision 046).
  expect(((squat.targetWeight - 20) / 2.5) % 1).toBe(0);
  // The row's 20 lb start is 9.07 kg: a dumbbell the rack has, 10 kg, not 8.75 (decision 048).
  const dumbbellRow = workout.exercises.find(
    (exercise) => exercise.id === 'chest-supported-dumbbell-row',
  );
  expect(dumbbellRow).toMatchObject({ dumbbell: true, weightUnit: 'kg', targetWeight: 10 });

  await page.goto(`/workout/${workout.id}`);
  const weight = page.getByRole('spinbutton', { name: /^Weight/ });
  await expect(page.getByText(/^Target: \d+ × \d+ @ [\d.]+ kg/)).toBeVisible();
  await expect(page.locator('label', { hasText: 'Weight' })).toContainText('kg');
  await weight.fill('100');
  const plates = page.getByTestId('plate-calculator');
  await expect(plates).toHaveText('20 kg bar + 25 + 15 per side (40 kg per side)');
  // The smallest plates are 1.25 kg, so the bar's weight steps by a pair of them, 2.5 kg.
  await page.getByRole('button', { name: 'Increase weight' }).click();
  await expect(weight).toHaveValue('102.5');
  await expect(plates).toHaveText('20 kg bar + 25 + 15 + 1.25 per side (41.25 kg per side)');
  // 40.625 kg a side needs 0.625 kg plates, which the default set lacks: the nearest is shown.
  await weight.fill('101.25');
  await expect(plates).toHaveText(
    '20 kg bar + 25 + 15 per side (40 kg per side) · 100 kg, the nearest loadable (below)',
  );
  await weight.fill('100');
  await page.getByRole('spinbutton', { name: /^Reps/ }).fill('5');
  await page.getByRole('spinbutton', { name: /^RIR/ }).fill('2');
  await shoot(page, testInfo, 'active-workout-kg');
  await page.getByRole('button', { name: 'Complete Set' }).click();
  const rest = page.getByRole('dialog', { name: 'Rest' });
  await rest.getByRole('button', { name: 'Skip Rest' }).click();
  await expect(rest).toBeHidden();

  // Set 2 starts from the logged set: 100 kg, as entered.
  await expect(weight).toHaveValue('100');
  await page.reload();
  await expect(weight).toHaveValue('100');
  // The session under way is not "last time" yet (decision 088): the card is the one it opened with.
  const card = page.locator('[aria-labelledby="weight-recommendation-title"]');
  await expect(card).toContainText('No finished session of this exercise is logged yet');
  await expect(card).not.toContainText('Last time');

  // Finished, it is: the workout done again has the coach say so, in kg.
  await finishEarly(page);
  await page.goto(`/workout/${workout.id}?redo=1`);
  await expect(card.getByText('Last time: 100 kg × 5, RIR 2')).toBeVisible();
  await expect(card).toContainText(/\d kg/);
  await expect(card).not.toContainText(/\d lb/);

  // The server keeps the set as 100 kg.
  const exported = (await (await page.request.get('/api/user/export.json')).json()) as {
    trainingSets: { weight: number; weightUnit: string; weightInUserUnit: number }[];
  };
  expect(exported.trainingSets[0]).toMatchObject({
    weight: 100,
    weightUnit: 'kg',
    weightInUserUnit: 100,
  });

  // Back to lb: the height and weight convert back, and the set shows as 220.5 lb.
  dialog = await openSettings(page);
  await dialog.getByLabel('Units').selectOption('lb');
  await expect(dialog.getByLabel('Height (in)')).toHaveValue('70');
  await expect(dialog.getByLabel('Body weight (lb)')).toHaveValue('175.9');
  await dialog.getByRole('button', { name: 'Save Settings' }).click();
  await expect(dialog).toBeHidden();

  const recommendation = (await (
    await page.request.get(
      `/api/ai/exercise-recommendation/back-squat?workoutId=${workout.id}&exerciseIndex=0&date=${today}`,
    )
  ).json()) as ExerciseRecommendationView;
  expect(recommendation).toMatchObject({
    weightUnit: 'lb',
    lastPerformed: { weight: 220.5, reps: 5, rir: 2 },
  });
  expect((recommendation.recommendedWeight - 45) % 5).toBe(0);

  await page.goto(`/workout/${workout.id}?redo=1`);
  await expect(page.getByText('Last time: 220.5 lb × 5, RIR 2')).toBeVisible();
  await expect(page.locator('label', { hasText: 'Weight' })).toContainText('lb');
  await expect(page.getByTestId('plate-calculator')).toContainText('45 lb bar');
  await shoot(page, testInfo, 'active-workout-lb');

  // The export keeps the set's own weight and unit, with a column in the user's unit.
  await page.goto('/profile');
  await page.getByRole('button', { name: 'Export Training Data' }).click();
  const exportDialog = page.getByRole('dialog', { name: 'Export Training Data' });
  const [csv] = await Promise.all([
    page.waitForEvent('download'),
    exportDialog.getByRole('link', { name: /Training history/ }).click(),
  ]);
  const [header, row] = fs
    .readFileSync(await csv.path(), 'utf8')
    .trim()
    .split('\n');
  expect(header).toMatch(/,weight,weight_unit,.*,weight_lb$/);
  expect(row).toMatch(/,Back Squat,1,false,100,kg,5,2,.*,220\.5$/);
});

import { randomUUID } from 'node:crypto';
import type { APIResponse, Page, TestInfo } from '@playwright/test';
import type { HealthManualRecord } from '@grandfit/shared/schemas/health.ts';
import type { RecentMeal } from '@grandfit/shared/schemas/nutrition.ts';
import type { WeekWorkouts } from '@grandfit/shared/schemas/training.ts';
import {
  createAccount,
  expect,
  localDate,
  outboxCount,
  setJourneyStart,
  test,
  waitForServiceWorker,
} from '../fixtures.ts';

/*
 * docs/decisions/025-training-log-history-records-corrections.md: meals (foods, type, time),
 * symptoms and manual health entries can be corrected and deleted, through the offline outbox.
 */

async function shot(page: Page, testInfo: TestInfo, name: string) {
  await testInfo.attach(name, {
    body: await page.screenshot({
      fullPage: true,
      animations: 'disabled',
      path: testInfo.outputPath(`${name}.png`),
    }),
    contentType: 'image/png',
  });
}

async function ok(response: APIResponse) {
  expect(response.status(), await response.text()).toBe(200);
  return response;
}

/** The value of a datetime-local input for an instant, in the browser's (= this machine's) zone. */
function localDateTime(date: Date): string {
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}T${pad(date.getHours())}:${pad(date.getMinutes())}`;
}

const localDay = (date: Date) => localDateTime(date).slice(0, 10);

test.setTimeout(180_000);

test('a meal is corrected (foods, grams, type, back-dated) and deleted; a symptom too', async ({
  page,
  baseURL,
}, testInfo) => {
  await createAccount(page);
  const write = { 'Content-Type': 'application/json', Origin: baseURL! };
  const meal = (await (
    await ok(
      await page.request.post('/api/food/log-meal', {
        headers: write,
        data: {
          mealType: 'lunch',
          foods: [{ name: 'Apple', foodId: '09003', grams: 100 }, 'Toast'],
          inputType: 'text',
          loggedAt: new Date(Date.now() - 3_600_000).toISOString(),
        },
      }),
    )
  ).json()) as RecentMeal;
  await ok(
    await page.request.post('/api/food/symptoms', {
      headers: write,
      data: {
        symptom: 'Bloating',
        severity: 4,
        occurredAt: new Date(Date.now() - 1_800_000).toISOString(),
        mealId: meal.id,
      },
    }),
  );

  await page.goto('/nutrition');
  const meals = page.getByRole('list', { name: 'Recent meals' });
  const lunch = meals.getByRole('article', { name: /^Lunch/ });
  // The first load of the page can be slow on the shared cores.
  await expect(lunch.getByText('Bloating')).toBeVisible({ timeout: 30_000 });
  await lunch.getByRole('button', { name: 'Edit Lunch' }).click();

  const dialog = page.getByRole('dialog', { name: 'Edit Meal' });
  await expect(dialog.getByLabel('Food 1', { exact: true })).toHaveValue('Apple');
  await dialog.getByLabel('Grams of food 1').fill('200');
  await dialog.getByRole('button', { name: 'Remove Toast' }).click();
  await dialog.getByRole('button', { name: 'Add food' }).click();
  await dialog.getByLabel('Food 2', { exact: true }).fill('Broccoli');
  await dialog.getByText('Dinner', { exact: true }).click();
  // Back-dated: two days ago at 19:00.
  const eaten = new Date(Date.now() - 2 * 86_400_000);
  eaten.setHours(19, 0, 0, 0);
  await dialog.getByLabel('Eaten at').fill(localDateTime(eaten));
  await shot(page, testInfo, `corrections-edit-meal-${testInfo.project.name}`);
  await dialog.getByRole('button', { name: 'Save Meal' }).click();
  await expect(page.getByText('Meal updated', { exact: true })).toBeVisible();
  await expect(dialog).toBeHidden();

  const dinner = meals.getByRole('article', { name: /^Dinner/ });
  await expect(dinner.getByRole('list', { name: 'Foods' })).toContainText('Broccoli');
  await expect(dinner.getByRole('list', { name: 'Foods' })).not.toContainText('Toast');
  await expect(meals.getByRole('article', { name: /^Lunch/ })).toHaveCount(0);
  const [stored] = (await (
    await page.request.get('/api/food/recent-meals')
  ).json()) as RecentMeal[];
  expect(stored).toMatchObject({ id: meal.id, mealType: 'dinner', foods: ['Apple', 'Broccoli'] });
  expect(Date.parse(stored!.loggedAt)).toBe(eaten.getTime());
  expect(stored!.items[0]).toMatchObject({ name: 'Apple', foodId: '09003', grams: 200 });
  await shot(page, testInfo, `corrections-meal-edited-${testInfo.project.name}`);

  // The symptom under the meal: edit it, then delete it.
  await dinner.getByRole('button', { name: 'Edit symptom Bloating, 4/10' }).click();
  const symptomDialog = page.getByRole('dialog', { name: 'Edit Symptom' });
  await symptomDialog.getByLabel('Symptom').fill('Headache');
  await symptomDialog.getByRole('slider').focus();
  for (let i = 0; i < 3; i++) await page.keyboard.press('ArrowRight');
  await shot(page, testInfo, `corrections-edit-symptom-${testInfo.project.name}`);
  await symptomDialog.getByRole('button', { name: 'Save Symptom' }).click();
  await expect(symptomDialog).toBeHidden();
  await expect(dinner.getByRole('button', { name: 'Edit symptom Headache, 7/10' })).toBeVisible();

  await dinner.getByRole('button', { name: 'Edit symptom Headache, 7/10' }).click();
  await symptomDialog.getByRole('button', { name: 'Delete', exact: true }).click();
  await symptomDialog.getByRole('button', { name: 'Delete Symptom' }).click();
  await expect(symptomDialog).toBeHidden();
  await expect(dinner.getByRole('list', { name: 'Symptoms' })).toHaveCount(0);
  const afterSymptom = (await (await page.request.get('/api/food/symptoms')).json()) as unknown[];
  expect(afterSymptom).toEqual([]);

  // Delete the meal.
  await dinner.getByRole('button', { name: 'Edit Dinner' }).click();
  await dialog.getByRole('button', { name: 'Delete', exact: true }).click();
  await expect(dialog.getByRole('group', { name: 'Confirm delete' })).toContainText(
    'Delete this meal?',
  );
  await shot(page, testInfo, `corrections-delete-meal-${testInfo.project.name}`);
  await dialog.getByRole('button', { name: 'Delete Meal' }).click();
  await expect(page.getByText('Meal deleted', { exact: true })).toBeVisible();
  await expect(page.getByRole('list', { name: 'Sample meals' })).toBeVisible();
  expect(await (await page.request.get('/api/food/recent-meals')).json()).toEqual([]);
});

test('a health entry is corrected offline, applied once back online, then deleted', async ({
  page,
  context,
  baseURL,
}, testInfo) => {
  await createAccount(page);
  const write = { 'Content-Type': 'application/json', Origin: baseURL! };
  const yesterday = localDay(new Date(Date.now() - 86_400_000));
  await ok(
    await page.request.post('/api/health/manual-entry', {
      headers: write,
      data: { date: yesterday, hrvScore: 55, restingHeartRate: 60, sleepHours: 7, sleepQuality: 8 },
    }),
  );

  await page.goto('/profile');
  const card = page.getByRole('region', { name: 'Your Entries' });
  const row = card.getByRole('listitem');
  await expect(row).toContainText('HRV 55 ms (RMSSD) · RHR 60 bpm · Sleep 7 h (8/10)', {
    timeout: 30_000,
  });
  // Offline the app runs from the service worker's copy (the edit dialog is a lazy chunk): a
  // user has been online with it installed before, as here.
  await waitForServiceWorker(page);

  await context.setOffline(true);
  await card.getByRole('button', { name: /^Edit the entry of/ }).click();
  const dialog = page.getByRole('dialog', { name: 'Edit Health Data' });
  await dialog.getByLabel('HRV (ms)').fill('48');
  await dialog.getByLabel('Sleep Hours').fill('');
  await dialog.getByRole('button', { name: 'Save Changes' }).click();
  await expect(
    page.getByText("Saved on this device. It syncs when you're back online.", { exact: true }),
  ).toBeVisible();
  await expect(dialog).toBeHidden();
  // Shown at once, marked as waiting; the server still has the old values.
  await expect(row).toContainText('HRV 48 ms (RMSSD) · RHR 60 bpm · Sleep (8/10)');
  await expect(row.getByText('Waiting to sync')).toBeVisible();
  expect(await outboxCount(page)).toBe(1);
  await card.scrollIntoViewIfNeeded();
  await shot(page, testInfo, `corrections-health-offline-${testInfo.project.name}`);

  await context.setOffline(false);
  await expect(row.getByText('Waiting to sync')).toBeHidden();
  await expect.poll(() => outboxCount(page)).toBe(0);
  await page.reload();
  await expect(
    page.getByRole('region', { name: 'Your Entries' }).getByRole('listitem'),
  ).toContainText('HRV 48 ms (RMSSD) · RHR 60 bpm · Sleep (8/10)');
  const [entry] = (await (
    await page.request.get('/api/health/manual-entries')
  ).json()) as HealthManualRecord[];
  expect(entry).toMatchObject({
    date: yesterday,
    hrvScore: 48,
    restingHeartRate: 60,
    sleepHours: null,
    sleepQuality: 8,
  });
  // The Health Data card above shows the corrected value too.
  await expect(page.getByRole('region', { name: 'Health Data' })).toContainText('48');

  await page
    .getByRole('region', { name: 'Your Entries' })
    .getByRole('button', { name: /^Edit the entry of/ })
    .click();
  await dialog.getByRole('button', { name: 'Delete', exact: true }).click();
  await dialog.getByRole('button', { name: 'Delete Entry' }).click();
  await expect(page.getByText('Health entry deleted', { exact: true })).toBeVisible();
  await expect(page.getByRole('region', { name: 'Your Entries' })).toHaveCount(0);
  expect(await (await page.request.get('/api/health/manual-entries')).json()).toEqual([]);
  await shot(page, testInfo, `corrections-health-deleted-${testInfo.project.name}`);
});

test("volume counts weight × reps in the user's unit; a carry is time under load (docs/product.md#volume-definition)", async ({
  page,
  baseURL,
}, testInfo) => {
  await createAccount(page);
  const write = { 'Content-Type': 'application/json', Origin: baseURL! };
  const today = await localDate(page);
  // Week 1 day 1 (a strength workout with goblet squats and a farmer's carry) is today.
  await setJourneyStart(page, today);
  const week = (await (
    await page.request.get(`/api/workouts?date=${today}&week=1`)
  ).json()) as WeekWorkouts;
  const workout = week.workouts.find((w) => w.day === 1 && w.type === 'strength')!;
  const sessionId = randomUUID();
  const sets = [
    { exerciseId: 'goblet-squat', weight: 50, weightUnit: 'lb', reps: 10, rir: 2 },
    { exerciseId: 'goblet-squat', weight: 20, weightUnit: 'kg', reps: 10, rir: 2 },
    // 35 lb for 30 s: 30 s under load, never 1,050 "lb".
    { exerciseId: 'farmers-carry', weight: 35, weightUnit: 'lb', reps: 30, rir: null },
  ];
  for (const [index, set] of sets.entries()) {
    const exerciseIndex = workout.exercises.findIndex((e) => e.id === set.exerciseId);
    expect(exerciseIndex, set.exerciseId).toBeGreaterThanOrEqual(0);
    await ok(
      await page.request.post(`/api/workouts/${workout.id}/sets`, {
        headers: write,
        data: {
          clientId: randomUUID(),
          sessionId,
          exerciseIndex,
          setNumber: index + 1,
          targetWeight: null,
          targetReps: null,
          targetRir: null,
          skipped: false,
          performedAt: new Date(Date.now() - (10 - index) * 60_000).toISOString(),
          ...set,
        },
      }),
    );
  }
  await ok(
    await page.request.post(`/api/workouts/${workout.id}/complete`, {
      headers: write,
      data: { sessionId, completedAt: new Date().toISOString() },
    }),
  );
  // 50 × 10 + 20 kg (44.09 lb) × 10 = 941 lb.
  const lifted = Math.round(500 + (20 / 0.45359237) * 10).toLocaleString('en-US');

  await page.goto('/progress');
  const monthly = page.getByRole('region', { name: 'Monthly Training Volume' });
  const current = monthly.getByRole('region').first();
  await expect(current).toContainText(`${lifted} lb lifted`, { timeout: 30_000 });
  await expect(current).toContainText('30 s under load');
  await monthly.scrollIntoViewIfNeeded();
  await shot(page, testInfo, `corrections-progress-volume-${testInfo.project.name}`);

  await page.goto('/analytics');
  const volume = page.getByRole('region', { name: 'Training Volume' });
  await expect(volume).toContainText(`${lifted} lbs`, { timeout: 30_000 });
  await expect(volume).toContainText('30 s under load in timed work');
  await volume.scrollIntoViewIfNeeded();
  await shot(page, testInfo, `corrections-analytics-volume-${testInfo.project.name}`);
});

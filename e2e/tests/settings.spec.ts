import fs from 'node:fs';
import { createAccount, expect, test } from '../fixtures.ts';

test('edits every setting, sees the Training Profile follow, and keeps them after a reload', async ({
  page,
}) => {
  await createAccount(page);
  await page.getByRole('button', { name: 'Profile' }).click();
  const profile = page.getByRole('region', { name: 'Training Profile' });
  await expect(profile.getByText('Not set')).toHaveCount(3);

  await page.getByRole('button', { name: 'Settings & Preferences' }).click();
  const dialog = page.getByRole('dialog', { name: 'Settings & Preferences' });
  await dialog.getByLabel('Display name').fill('Pat');
  await dialog.getByLabel('Birth date').fill('1981-05-14');
  await dialog.getByLabel('Height (in)').fill('70');
  await dialog.getByLabel('Body weight (lb)').fill('180');
  // Only for the strength standards (decision 036); "Prefer not to say" is a full answer.
  await dialog.getByLabel('Sex').selectOption('prefer-not-to-say');
  await dialog.getByLabel('Journey start date').fill('2026-09-06');
  await dialog.getByLabel('Milestone age').fill('50');
  await dialog.getByLabel('Workout reminder time').fill('06:30');
  await dialog.getByLabel('Personal mission').fill('Carry my grandchildren up the stairs at 90');
  await dialog.getByRole('button', { name: 'Save Settings' }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByText('Settings saved', { exact: true })).toBeVisible();

  await expect(profile.getByText('5′10″')).toBeVisible();
  await expect(profile.getByText('180 lb')).toBeVisible();
  await expect(profile.getByText(/^\d+ of 52$/)).toBeVisible();

  await page.reload();
  await page.getByRole('button', { name: 'Settings & Preferences' }).click();
  await expect(dialog.getByLabel('Sex')).toHaveValue('prefer-not-to-say');
  await dialog.getByLabel('Units').selectOption('kg');
  await expect(dialog.getByLabel('Body weight (kg)')).toBeVisible();
  await dialog.getByLabel('Body weight (kg)').fill('82');
  await dialog.getByLabel('Height (cm)').fill('178');
  await dialog.getByRole('button', { name: 'Save Settings' }).click();
  await expect(dialog).toBeHidden();
  await expect(profile.getByText('82.0 kg')).toBeVisible();
  await expect(profile.getByText('178 cm')).toBeVisible();
});

test('bad settings get a clear message and are not saved', async ({ page }) => {
  await createAccount(page);
  await page.getByRole('button', { name: 'Profile' }).click();
  await page.getByRole('button', { name: 'Settings & Preferences' }).click();
  const dialog = page.getByRole('dialog', { name: 'Settings & Preferences' });
  await dialog.getByLabel('Milestone age').fill('200');
  await dialog.getByLabel('Height (in)').fill('400');
  await dialog.getByRole('button', { name: 'Save Settings' }).click();
  await expect(dialog.getByText('Milestone age must be at most 120')).toBeVisible();
  await expect(dialog.getByText('Height must be at most 250 cm')).toBeVisible();
  await expect(dialog).toBeVisible();
  await dialog.getByRole('button', { name: 'Cancel' }).click();
  await page.reload();
  await page.getByRole('button', { name: 'Settings & Preferences' }).click();
  await expect(dialog.getByLabel('Milestone age')).toHaveValue('48');
});

test('exports the data as JSON and CSV downloads', async ({ page }) => {
  const account = await createAccount(page);
  await page.getByRole('button', { name: 'Profile' }).click();
  await page.getByRole('button', { name: 'Export Training Data' }).click();
  const dialog = page.getByRole('dialog', { name: 'Export Training Data' });

  const [json] = await Promise.all([
    page.waitForEvent('download'),
    dialog.getByRole('link', { name: /Everything/ }).click(),
  ]);
  expect(json.suggestedFilename()).toMatch(/^grandfit-export-\d{4}-\d{2}-\d{2}\.json$/);
  const data = JSON.parse(fs.readFileSync(await json.path(), 'utf8')) as {
    user: { email: string };
  };
  expect(data.user.email).toBe(account.email.toLowerCase());

  const [csv] = await Promise.all([
    page.waitForEvent('download'),
    dialog.getByRole('link', { name: /Health history/ }).click(),
  ]);
  expect(fs.readFileSync(await csv.path(), 'utf8').split('\n')[0]).toBe(
    'date,source,hrv_ms,hrv_method,resting_heart_rate_bpm,sleep_hours,sleep_quality,vo2_max,updated_at',
  );
});

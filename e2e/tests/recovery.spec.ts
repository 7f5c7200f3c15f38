import type { Page } from '@playwright/test';
import { closeWithEscape, createAccount, expect, test } from '../fixtures.ts';

async function openProfile(page: Page) {
  await page.getByRole('button', { name: 'Profile' }).click();
  await expect(page.getByRole('region', { name: 'Health Data' })).toBeVisible();
}

async function openToday(page: Page) {
  await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Today' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Today', exact: true })).toBeVisible();
}

/** Moves a slider (Radix thumb or native range) with the keyboard: to the minimum, then up. */
async function setSlider(page: Page, label: string, value: number) {
  const slider = page.getByLabel(label, { exact: true });
  await slider.focus();
  await page.keyboard.press('Home');
  for (let step = 1; step < value; step += 1) await page.keyboard.press('ArrowRight');
  await expect(slider).toHaveAttribute('aria-valuetext', `${value} out of 10`);
}

test('a new user has no readiness score yet, no band, and no health data', async ({ page }) => {
  await createAccount(page);
  const readiness = page.getByRole('region', { name: 'Readiness' });
  await expect(readiness.getByRole('button', { name: /^Readiness: No data yet\./ })).toBeVisible();
  await expect(readiness).not.toContainText(/Excellent|Good|Fair|Low|Poor/);
  await expect(
    readiness.getByText('Check in, or add health data on Profile, for a score.'),
  ).toBeVisible();
  // The dialog lists HRV, sleep, resting HR and the breathing habit (decision 036), none measured.
  await readiness.getByRole('button', { name: /^Readiness: No data yet\./ }).click();
  const dialog = page.getByRole('dialog', { name: 'Recovery Score' });
  await expect(dialog.getByText('No data', { exact: true })).toHaveCount(4);
  await closeWithEscape(page, dialog);

  await openProfile(page);
  await expect(
    page.getByRole('region', { name: 'Health Data' }).getByText('No recent health data found'),
  ).toBeVisible();
  await expect(page.getByText('Smart ring (Oura)')).toBeVisible();
  await expect(page.getByText('Coming Soon')).toBeVisible();
});

test('health data entered on Profile drives readiness; a check-in blends in', async ({ page }) => {
  await createAccount(page);
  await openProfile(page);

  await page.getByLabel('HRV (ms)').fill('55');
  await page.getByLabel('Resting Heart Rate (bpm)').fill('60');
  await page.getByLabel('Sleep Hours').fill('7');
  await setSlider(page, 'Sleep Quality', 8);
  await page.getByRole('button', { name: 'Save Health Data' }).click();
  await expect(page.getByText('Health data saved', { exact: true })).toBeVisible();

  const card = page.getByRole('region', { name: 'Health Data' });
  await expect(card.getByText('Manual entry')).toBeVisible();
  await expect(card.getByRole('definition').filter({ hasText: /^55\s*ms$/ })).toBeVisible();
  await expect(card.getByRole('definition').filter({ hasText: /^60\s*bpm$/ })).toBeVisible();
  await expect(card.getByRole('definition').filter({ hasText: /^7\s*h$/ })).toBeVisible();
  await expect(card.getByText('Quality 8/10')).toBeVisible();
  await expect(card.getByText(/^Last synced (just now|\d+ min ago)$/)).toBeVisible();

  // HRV 55 -> 0.5, sleep mean(7/8, 8/10) -> 0.84, RHR 60 -> 0.67: 40 + 60 * mean = 80.
  await openToday(page);
  const readiness = page.getByRole('region', { name: 'Readiness' });
  const score = readiness.getByRole('button', { name: /^Readiness 80, Excellent\./ });
  await expect(score).toBeVisible();
  await expect(readiness.getByRole('list', { name: 'What drove it' })).toHaveText(
    /^HRV 50%\s*Sleep 84%\s*Resting HR 67%$/,
  );

  await score.click();
  const dialog = page.getByRole('dialog', { name: 'Recovery Score' });
  await expect(
    dialog.getByText('70% recovery data, 30% how you feel', { exact: false }),
  ).toBeVisible();
  await expect(dialog.getByText('55 ms')).toBeVisible();
  await expect(dialog.getByText('7 h, quality 8/10')).toBeVisible();
  await closeWithEscape(page, dialog);

  // How you feel: (0.4 + 0.5 + 2/9) / 3 -> 37; readiness 0.7 * 80 + 0.3 * 37 -> 67.
  await readiness.getByRole('button', { name: 'Check in' }).click();
  await setSlider(page, 'Energy', 4);
  await setSlider(page, 'Mood', 5);
  await setSlider(page, 'Soreness', 8);
  await page.getByRole('button', { name: 'Save check-in' }).click();
  await expect(page.getByText('Check-in saved', { exact: true })).toBeVisible();
  await expect(readiness.getByRole('button', { name: /^Readiness 67, Fair\./ })).toBeVisible();
  // Saved, the sliders fold away; reopened, they hold the answer.
  await expect(page.getByLabel('Soreness', { exact: true })).toHaveCount(0);
  await readiness.getByRole('button', { name: 'Update check-in' }).click();
  await expect(page.getByLabel('Soreness', { exact: true })).toHaveValue('8');

  // The answer is stored: a reload shows the same.
  await page.reload();
  await expect(readiness.getByRole('button', { name: /^Readiness 67, Fair\./ })).toBeVisible();
  await expect(readiness.getByRole('list', { name: 'What drove it' })).toContainText(
    'Check-in 37%',
  );
});

test('an impossible HRV is stopped in the form, and the server says why if it gets through', async ({
  page,
}) => {
  await createAccount(page);
  await openProfile(page);
  const hrv = page.getByLabel('HRV (ms)');
  const save = page.getByRole('button', { name: 'Save Health Data' });

  await save.click();
  await expect(page.getByText('Enter at least one metric')).toBeVisible();
  await hrv.fill('900');
  await save.click();
  await expect(page.getByText('HRV must be at most 300')).toBeVisible();
  await expect(hrv).toHaveAttribute('aria-invalid', 'true');

  // An older client (or a tampered request) sends 900 anyway: the real server refuses it.
  await page.route('**/api/health/manual-entry', async (route) => {
    const body = route.request().postDataJSON() as Record<string, unknown>;
    await route.continue({ postData: JSON.stringify({ ...body, hrvScore: 900 }) });
  });
  await hrv.fill('55');
  await save.click();
  await expect(page.getByText('Error saving data', { exact: true })).toBeVisible();
  const toast = page.getByRole('status').filter({ hasText: 'Error saving data' });
  await expect(toast.getByText('HRV must be at most 300')).toBeVisible();
  await expect(
    page.getByRole('region', { name: 'Health Data' }).getByText('No recent health data found'),
  ).toBeVisible();
});

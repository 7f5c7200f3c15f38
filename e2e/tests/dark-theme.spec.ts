import type { Page } from '@playwright/test';
import { createAccount, expect, test } from '../fixtures.ts';

/** index.css's --color-background of each theme, as the browser computes it. */
const LIGHT = 'rgb(245, 247, 250)';
const DARK = 'rgb(7, 12, 22)';

const background = (page: Page) =>
  page.evaluate(() => getComputedStyle(document.body).backgroundColor);

test.use({ colorScheme: 'dark' });

/*
 * Decision 060: a phone in dark mode gets the dark theme from the first screen; on Profile the
 * lifter can pin Light or Dark for this device, which holds across reloads, or go back to System,
 * which follows the phone's setting as it changes.
 */
test('the app follows the phone’s dark mode, and Profile’s Appearance pins Light or Dark', async ({
  page,
  context,
}) => {
  await createAccount(page);
  expect(await background(page)).toBe(DARK);

  await page.goto('/profile');
  const appearance = page.getByRole('group', { name: 'Appearance' });
  await expect(appearance.getByRole('radio', { name: 'System' })).toBeChecked();

  await appearance.getByText('Light', { exact: true }).click();
  await expect(appearance.getByRole('radio', { name: 'Light' })).toBeChecked();
  await expect.poll(() => background(page)).toBe(LIGHT);

  // The timers' beeps (decision 067), on unless turned off, are this device's choice too.
  const timerSound = page.getByRole('switch', { name: 'Timer sound' });
  const ticks = page.getByRole('switch', { name: 'Countdown ticks' });
  await expect(timerSound).toBeChecked();
  // The count before the end apart from the end's beeps, which only sound with the timer sound.
  await expect(ticks).toBeChecked();
  await ticks.click();
  await expect(ticks).not.toBeChecked();
  await timerSound.click();
  await expect(timerSound).not.toBeChecked();
  await expect(ticks).toBeDisabled();

  // Kept on the device: a reload, and the phone still in dark mode, stays light.
  await page.reload();
  await expect(page.getByRole('radio', { name: 'Light' })).toBeChecked();
  await expect(timerSound).not.toBeChecked();
  await expect(ticks).not.toBeChecked();
  await timerSound.click();
  await expect(ticks).toBeEnabled();
  await expect(ticks).not.toBeChecked();
  expect(await background(page)).toBe(LIGHT);

  // System follows the phone as its setting changes, without a reload.
  await page
    .getByRole('group', { name: 'Appearance' })
    .getByText('System', { exact: true })
    .click();
  await expect.poll(() => background(page)).toBe(DARK);
  await page.emulateMedia({ colorScheme: 'light' });
  await expect.poll(() => background(page)).toBe(LIGHT);

  // Dark pinned while the phone is light; another tab of the app follows the choice at once.
  const other = await context.newPage();
  await other.emulateMedia({ colorScheme: 'light' });
  await other.goto('/progress');
  await expect(other.getByRole('heading', { name: 'Progress', exact: true })).toBeVisible();
  expect(await background(other)).toBe(LIGHT);
  await page.getByRole('group', { name: 'Appearance' }).getByText('Dark', { exact: true }).click();
  await expect.poll(() => background(page)).toBe(DARK);
  await expect.poll(() => background(other)).toBe(DARK);
});

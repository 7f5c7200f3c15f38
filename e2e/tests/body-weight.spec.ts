import { addDays } from '@grandfit/shared/domain/dates.ts';
import type { BodyWeightLog } from '@grandfit/shared/schemas/body-weight.ts';
import type { Page } from '@playwright/test';
import {
  createAccount,
  expect,
  localDate,
  outboxCount,
  test,
  waitForServiceWorker,
  dayLabel,
} from '../fixtures.ts';

async function logWeight(page: Page, weight: string, date?: string) {
  await page.getByRole('button', { name: 'Log weight' }).click();
  const dialog = page.getByRole('dialog', { name: 'Log weight' });
  if (date) await dialog.getByLabel('Date').fill(date);
  await dialog.getByLabel('Weight (lb)').fill(weight);
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(dialog).toBeHidden();
}

/*
 * Decision 058: a lifter logs his weight on Progress, reads the 7-day average under the daily
 * swings, corrects and deletes a weigh-in, logs one without signal, and the settings' body weight
 * (the strength standards') follows the newest.
 */
test('a lifter logs, corrects and deletes weigh-ins, offline too, and reads their 7-day average', async ({
  page,
  context,
}) => {
  test.setTimeout(120_000);
  await createAccount(page);
  const today = await localDate(page);
  const threeDaysAgo = addDays(today, -3);
  await page.goto('/progress');
  const card = page.getByRole('region', { name: 'Body weight' });
  await expect(card.getByText('No weigh-in in this range')).toBeVisible();

  await logWeight(page, '181.2');
  await expect(page.getByText('Weigh-in saved', { exact: true })).toBeVisible();
  const recent = page.getByRole('region', { name: 'Recent weigh-ins' });
  await expect(recent.getByRole('button')).toHaveText([`${dayLabel(today, today)}181.2 lb`]);

  // An earlier morning: the average of the two is today's point on the line.
  await logWeight(page, '183', threeDaysAgo);
  const summary = page.getByText(/^7-day average/);
  await expect(summary).toHaveText(
    `7-day average 182.1 lb · −0.9 lb since ${dayLabel(threeDaysAgo, today)} · latest 181.2 lb on ${dayLabel(today, today)}`,
  );

  // A typo corrected, then today's weigh-in deleted after a confirmation.
  await recent
    .getByRole('button', { name: `Edit weigh-in of ${dayLabel(threeDaysAgo, today)}: 183 lb` })
    .click();
  const edit = page.getByRole('dialog', { name: 'Edit weigh-in' });
  await expect(edit.getByLabel('Weight (lb)')).toHaveValue('183');
  await edit.getByLabel('Weight (lb)').fill('182.6');
  await edit.getByRole('button', { name: 'Save' }).click();
  await expect(edit).toBeHidden();
  await recent
    .getByRole('button', { name: `Edit weigh-in of ${dayLabel(today, today)}: 181.2 lb` })
    .click();
  await edit.getByRole('button', { name: 'Delete' }).click();
  await edit.getByRole('button', { name: 'Delete Weigh-in' }).click();
  await expect(edit).toBeHidden();
  await expect(recent.getByRole('button')).toHaveText([`${dayLabel(threeDaysAgo, today)}182.6 lb`]);

  // Without signal: kept on the device, shown after a reload, sent once back online.
  await waitForServiceWorker(page);
  await context.setOffline(true);
  await logWeight(page, '180.8');
  await expect(
    page.getByText("Saved on this device. It syncs when you're back online.", { exact: true }),
  ).toBeVisible();
  await expect.poll(() => outboxCount(page)).toBe(1);
  await page.reload();
  await expect(recent.getByRole('button').first()).toHaveText(`${dayLabel(today, today)}180.8 lb`);
  await context.setOffline(false);
  await expect.poll(() => outboxCount(page), { timeout: 30_000 }).toBe(0);

  const log = (await (
    await page.request.get(`/api/body-weight?date=${today}&months=3`)
  ).json()) as BodyWeightLog;
  expect(log.entries).toEqual([
    { date: threeDaysAgo, weightKg: 82.826 },
    { date: today, weightKg: 82.01 },
  ]);

  // The newest weigh-in is the body weight of the settings; a new one there is today's weigh-in.
  await page.goto('/profile');
  const profile = page.getByRole('region', { name: 'Training Profile' });
  await expect(profile.getByText('181 lb')).toBeVisible();
  await page.getByRole('button', { name: 'Settings & Preferences' }).click();
  const settings = page.getByRole('dialog', { name: 'Settings & Preferences' });
  await expect(settings.getByLabel('Body weight (lb)')).toHaveValue('180.8');
  await settings.getByLabel('Body weight (lb)').fill('179.6');
  await settings.getByRole('button', { name: 'Save Settings' }).click();
  await expect(settings).toBeHidden();
  await expect(profile.getByText('180 lb')).toBeVisible();
  // Profile's Log weight: the same dialog, today's weigh-in replaced.
  await profile.getByRole('button', { name: 'Log weight' }).click();
  const dialog = page.getByRole('dialog', { name: 'Log weight' });
  await expect(dialog.getByLabel('Weight (lb)')).toHaveValue('179.6');
  await expect(dialog.getByText('Replaces the 179.6 lb logged that day')).toBeVisible();
  await dialog.getByLabel('Weight (lb)').fill('178.4');
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(dialog).toBeHidden();
  await expect(profile.getByText('178 lb')).toBeVisible();
  await profile.getByRole('link', { name: 'Weight trend' }).click();
  await expect(recent.getByRole('button').first()).toHaveText(`${dayLabel(today, today)}178.4 lb`);
});

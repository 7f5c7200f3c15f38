import { createAccount, expect, newLifterInTodaysWorkout, test } from '../fixtures.ts';
import type { Page } from '@playwright/test';

/** The screen wake locks the page took, as Chromium's own API hands them out. */
async function watchWakeLocks(page: Page) {
  await page.addInitScript(() => {
    const locks: WakeLockSentinel[] = [];
    Object.assign(window, { wakeLocks: locks });
    const request = WakeLock.prototype.request;
    WakeLock.prototype.request = async function watched(this: WakeLock, type?: 'screen') {
      const sentinel = await request.call(this, type);
      locks.push(sentinel);
      return sentinel;
    };
  });
}

/** How many locks the page asked for, and how many it still holds. */
const wakeLocks = (page: Page) =>
  page.evaluate(() => {
    const locks = (window as unknown as { wakeLocks?: WakeLockSentinel[] }).wakeLocks ?? [];
    return { taken: locks.length, held: locks.filter((lock) => !lock.released).length };
  });

/*
 * Decision 070: the screen stays on while the workout is open, so the rest timer is in sight on a
 * phone left on the bench; it is let go when the workout closes, and not taken once turned off.
 */
test('the screen stays on during a workout, and not once turned off on Profile', async ({
  page,
  baseURL,
}) => {
  test.setTimeout(90_000);
  await watchWakeLocks(page);
  const workout = await newLifterInTodaysWorkout(page, baseURL!);
  const progress = page.getByRole('region', { name: 'Workout progress' });
  await expect(progress.getByRole('heading', { name: workout.exercises[0]!.name })).toBeVisible();
  await expect.poll(() => wakeLocks(page)).toEqual({ taken: 1, held: 1 });

  // Closed: the lock goes with it.
  await page.getByRole('link', { name: 'Close workout' }).click();
  await expect(page.getByRole('heading', { name: "Today's Workout" })).toBeVisible();
  await expect.poll(() => wakeLocks(page)).toEqual({ taken: 1, held: 0 });

  // Turned off on Profile: the workout takes none.
  await page.goto('/profile');
  const keepOn = page.getByRole('switch', { name: 'Keep screen on' });
  await expect(keepOn).toHaveAttribute('aria-checked', 'true');
  await keepOn.click();
  await expect(keepOn).toHaveAttribute('aria-checked', 'false');
  await page.goto(`/workout/${workout.id}`);
  await expect(progress.getByRole('heading', { name: workout.exercises[0]!.name })).toBeVisible();
  await page.getByRole('button', { name: 'Complete Set' }).click();
  await expect(page.getByRole('dialog', { name: 'Rest' })).toBeVisible();
  expect(await wakeLocks(page)).toEqual({ taken: 0, held: 0 });
});

test('the screen stays on while a breathing session runs, and is let go when it stops', async ({
  page,
}) => {
  test.setTimeout(90_000);
  await watchWakeLocks(page);
  await createAccount(page);
  await page.goto('/breathing');
  const monitor = page.getByRole('region', { name: 'HRV Monitoring' });
  await monitor.getByLabel('Demo mode').check();
  expect(await wakeLocks(page)).toEqual({ taken: 0, held: 0 });
  const card = page.getByRole('region', { name: 'Breathing Session' });
  await card.getByRole('button', { name: 'Custom' }).click();
  await card.getByLabel('Duration (minutes)').fill('1');
  await card.getByRole('button', { name: 'Start 1 min session' }).click();
  const session = page.getByRole('dialog');
  await expect(session.getByRole('timer')).toBeVisible();
  await expect.poll(() => wakeLocks(page)).toEqual({ taken: 1, held: 1 });
  await session.getByRole('button', { name: 'Stop' }).click();
  await expect(page.getByText('Session Stopped', { exact: true })).toBeVisible();
  await expect.poll(() => wakeLocks(page)).toEqual({ taken: 1, held: 0 });
});

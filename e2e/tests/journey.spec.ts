import type { Locator, Page } from '@playwright/test';
import { createAccount, expect, localDate, test } from '../fixtures.ts';

/** The "done when": sign up, Today, every tab, offline and back, sign out. */
test('a new user signs up, moves through every tab, goes offline and back, and signs out', async ({
  page,
  context,
}) => {
  await createAccount(page, undefined, { via: 'provider' });
  const nav = page.getByRole('navigation', { name: 'Main' });
  for (const [tab, heading] of [
    ['Workouts', 'Workouts'],
    ['Method', 'Method'],
    ['Nutrition', 'Nutrition'],
    ['Breathe', 'HRV Coherence Breathing'],
    ['Today', 'Today'],
  ] as const) {
    await nav.getByRole('link', { name: tab, exact: true }).click();
    await expect(page.getByRole('heading', { level: 1, name: heading, exact: true })).toBeVisible();
  }

  await context.setOffline(true);
  await expect(page.getByText(/You're offline/)).toBeVisible();
  await nav.getByRole('link', { name: 'Workouts', exact: true }).click();
  await expect(
    page.getByRole('heading', { level: 1, name: 'Workouts', exact: true }),
  ).toBeVisible();
  await context.setOffline(false);
  await expect(page.getByText(/Connection restored/)).toBeVisible();

  await page.getByRole('button', { name: 'Profile' }).click();
  await page.getByRole('button', { name: 'Logout' }).click();
  await expect(page.getByRole('button', { name: 'Start Your Longevity Journey' })).toBeVisible();
});

/** Where the page can be read without scrolling: below the header, above a bottom navigation. */
async function firstScreen(page: Page) {
  const viewport = page.viewportSize();
  const header = await page.getByRole('banner').boundingBox();
  const nav = await page.getByRole('navigation', { name: 'Main' }).boundingBox();
  if (!viewport || !header || !nav) throw new Error('the app shell is not laid out');
  // The side rail of wide screens runs the full height; only a bottom bar covers content.
  const bottom = nav.y > viewport.height / 2 ? nav.y : viewport.height;
  return { top: header.y + header.height, bottom };
}

async function expectInFirstScreen(page: Page, element: Locator) {
  const { top, bottom } = await firstScreen(page);
  const box = await element.boundingBox();
  expect(box, 'laid out').not.toBeNull();
  expect(box!.y, 'below the header').toBeGreaterThanOrEqual(top);
  expect(box!.y + box!.height, 'above the fold').toBeLessThanOrEqual(bottom);
}

/** The workout first; a compact, honest readiness card below it (docs/product.md#today-screen). */
test('a new account sees its workout and Start in the first screen, readiness with no data yet, and a check-in that folds away', async ({
  page,
  baseURL,
}, testInfo) => {
  await createAccount(page);
  // Week 1 starts today, whatever start a new account is given, so today's workout is the
  // programme's first session.
  const settings: unknown = await (await page.request.get('/api/user/settings')).json();
  const saved = await page.request.put('/api/user/settings', {
    data: { ...(settings as object), journeyStartDate: await localDate(page) },
    headers: { 'Content-Type': 'application/json', Origin: baseURL ?? '' },
  });
  expect(saved.ok()).toBe(true);

  await page.goto('/');
  const readiness = page.getByRole('region', { name: 'Readiness' });
  await expect(readiness.getByRole('button', { name: /^Readiness: No data yet\./ })).toBeVisible();
  // No score before any data, so no band either.
  await expect(readiness).not.toContainText(/Excellent|Good|Fair|Low|Poor/);
  await expect(page.getByLabel('Energy', { exact: true })).toHaveCount(0);

  const workout = page.getByRole('article').first();
  const start = workout.getByRole('link', { name: 'Start Workout' });
  await expect(start).toBeVisible();
  expect(await page.evaluate(() => window.scrollY)).toBe(0);
  await expectInFirstScreen(page, workout.getByRole('heading').first());
  await expectInFirstScreen(page, start);
  await testInfo.attach(`today-${testInfo.project.name}`, {
    body: await page.screenshot({
      path: testInfo.outputPath(`today-${testInfo.project.name}.png`),
    }),
    contentType: 'image/png',
  });

  // The check-in opens on demand and folds away once saved; the score is now the user's own:
  // energy 7, mood 8, soreness 3 -> (0.7 + 0.8 + 7/9) / 3 -> 76, Good.
  await readiness.getByRole('button', { name: 'Check in' }).click();
  await expect(page.getByLabel('Energy', { exact: true })).toBeVisible();
  await page.getByRole('button', { name: 'Save check-in' }).click();
  await expect(page.getByText('Check-in saved', { exact: true })).toBeVisible();
  await expect(readiness.getByRole('button', { name: /^Readiness 76, Good\./ })).toBeVisible();
  await expect(page.getByLabel('Energy', { exact: true })).toHaveCount(0);
  const update = readiness.getByRole('button', { name: 'Update check-in' });
  await expect(update).toHaveAttribute('aria-expanded', 'false');
  await expect(readiness.getByRole('list', { name: 'What drove it' })).toHaveText('Check-in 76%');

  // A day already checked in opens with the sliders folded too, and the workout still first
  // (measured from the top: the router restores the tab's last scroll position).
  await page.reload();
  await expect(readiness.getByRole('button', { name: 'Update check-in' })).toBeVisible();
  await expect(page.getByLabel('Energy', { exact: true })).toHaveCount(0);
  await page.evaluate(() => window.scrollTo(0, 0));
  await expectInFirstScreen(page, start);
});

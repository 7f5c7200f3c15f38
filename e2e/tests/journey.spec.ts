import { createAccount, expect, test } from '../fixtures.ts';

/** The "done when": sign up, Today, every tab, offline and back, sign out. */
test('a new user signs up, moves through every tab, goes offline and back, and signs out', async ({
  page,
  context,
}) => {
  await createAccount(page);
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

import { createAccount, expect, test, waitForServiceWorker } from '../fixtures.ts';

test('shows the offline banner, then "Connection restored" for 3 seconds', async ({
  page,
  context,
}) => {
  await createAccount(page);
  await context.setOffline(true);
  await expect(
    page.getByText(
      "You're offline. Don't worry - your workout data will sync when you're back online.",
    ),
  ).toBeVisible();
  await context.setOffline(false);
  const restored = page.getByText('Connection restored! Your data will sync automatically.');
  await expect(restored).toBeVisible();
  await expect(restored).toBeHidden({ timeout: 6_000 });
});

test('a visitor who never signed in on this device gets the offline screen, and Try Again brings the page back', async ({
  page,
  context,
}) => {
  await page.goto('/');
  await waitForServiceWorker(page);

  await context.setOffline(true);
  await page.goto('/workouts');
  await expect(page.getByRole('heading', { name: "You're Offline" })).toBeVisible();
  await expect(
    page.getByText('No internet connection detected. Some features may not be available.'),
  ).toBeVisible();
  await expect(page.getByText('Log workout sets')).toBeVisible();

  await context.setOffline(false);
  await page.getByRole('button', { name: 'Try Again' }).click();
  await expect(page).toHaveURL('/workouts');
  await expect(page.getByRole('button', { name: 'Start Your Longevity Journey' })).toBeVisible();
});

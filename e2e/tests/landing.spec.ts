import { expect, test } from '../fixtures.ts';

test.describe('signed out', () => {
  for (const path of ['/', '/workouts', '/profile', '/no-such-page']) {
    test(`shows the landing page on ${path}`, async ({ page }) => {
      await page.goto(path);
      await expect(page.getByRole('heading', { level: 1 })).toContainText(
        'Train for Your Centenarian Decathlon',
      );
      await expect(page.getByText('Train today for the dad you want to be at 100')).toBeVisible();
      for (const point of [
        'Centenarian Decathlon',
        '4-Pillar Training',
        'AI-Powered Progression',
        'Progressive Workouts',
      ]) {
        await expect(page.getByRole('heading', { name: point, exact: true })).toBeVisible();
      }
      await expect(page.getByRole('navigation', { name: 'Main' })).toHaveCount(0);
    });
  }

  test('the four always-available routes render without signing in', async ({ page }) => {
    await page.goto('/offline');
    await expect(page.getByRole('heading', { name: "You're Offline" })).toBeVisible();
    await expect(
      page.getByText('No internet connection detected. Some features may not be available.'),
    ).toBeVisible();

    await page.goto('/auth-success');
    await expect(page.getByText('Login Successful!')).toBeVisible();

    await page.goto('/healthkit-callback?error=access_denied');
    await expect(page.getByText('Connection Failed')).toBeVisible();
    await expect(page.getByText('HealthKit authorization failed: access_denied')).toBeVisible();

    await page.goto('/auth-callback?error=Something%20broke');
    await expect(page.getByText('Login Failed', { exact: true })).toBeVisible();
    await expect(page.getByText('Something broke', { exact: true })).toBeVisible();
    await expect(page).toHaveURL(/\/$/);
  });

  test('Start Your Longevity Journey opens the sign-in page of the provider', async ({ page }) => {
    await page.goto('/');
    await page.getByRole('button', { name: 'Start Your Longevity Journey' }).click();
    await expect(page).toHaveURL(/\/oidc\/interaction\//);
    await expect(page.getByLabel('Email')).toBeVisible();
    await expect(page.getByLabel('Password')).toBeVisible();
    await expect(page.getByRole('button', { name: 'Sign in' })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Create account' })).toBeVisible();
  });
});

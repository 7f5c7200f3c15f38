import { createAccount, expect, test } from '../fixtures.ts';

// The app is started with a fitness-tracker platform configured (playwright.config.ts): a real
// OAuth 2.0 server on its own origin, with its own sign-in and consent pages.

test('connects a fitness tracker through the platform and the callback', async ({ page }) => {
  await createAccount(page);
  await page.goto('/profile');
  const row = page.getByRole('listitem').filter({ hasText: 'Test Tracker' });
  await row.getByRole('button', { name: 'Connect' }).click();

  // The platform's own pages, on its own origin.
  await page.waitForURL(/127\.0\.0\.1:\d+\/interaction\//);
  await page.locator('input[name="login"]').fill('tracker-user');
  await page.locator('input[name="password"]').fill('any password');
  await page.getByRole('button', { name: 'Sign-in' }).click();
  await page.getByRole('button', { name: 'Continue' }).click();

  await expect(page.getByRole('heading', { name: 'HealthKit Connected' })).toBeVisible();
  await page.waitForURL('**/profile');
  await expect(row.getByRole('button', { name: 'Disconnect' })).toBeVisible();
  await expect(row).toContainText('Connected');

  // Only a marker stays in the browser; the token itself is on the server
  // (docs/product.md#health-platform-connection).
  const stored = await page.evaluate(() => ({ ...window.localStorage }));
  expect(stored['healthkit_access_token']).toBe('connected');
  expect(stored['healthkit_oauth_state']).toBeUndefined();

  await row.getByRole('button', { name: 'Disconnect' }).click();
  await expect(row.getByRole('button', { name: 'Connect' })).toBeVisible();
});

test('a refusal at the platform shows the error of docs/product.md#health-platform-connection and leads back to Profile', async ({
  page,
}) => {
  await createAccount(page);
  await page.goto('/profile');
  await page
    .getByRole('listitem')
    .filter({ hasText: 'Test Tracker' })
    .getByRole('button', { name: 'Connect' })
    .click();
  await page.waitForURL(/127\.0\.0\.1:\d+\/interaction\//);
  await page.getByRole('link', { name: '[ Cancel ]' }).click();

  await expect(page.getByRole('heading', { name: 'Connection Failed' })).toBeVisible();
  await expect(page.getByText(/^HealthKit authorization failed: /)).toBeVisible();
  await page.getByRole('button', { name: 'Return to Profile' }).click();
  await expect(page).toHaveURL(/\/profile$/);
});

test('the callback refuses a missing code and a state this browser did not start', async ({
  page,
}) => {
  await createAccount(page);
  await page.goto('/healthkit-callback?state=abc');
  await expect(page.getByText('Missing authorization code or state parameter')).toBeVisible();
  await page.goto('/healthkit-callback?code=abc&state=forged');
  await expect(page.getByRole('heading', { name: 'Connection Failed' })).toBeVisible();
  await expect(page.getByText('Invalid state parameter')).toBeVisible();
});

import type { Page } from '@playwright/test';
import { baseURL } from '../playwright.config.ts';
import { createAccount, expect, signInWith, test } from '../fixtures.ts';

/**
 * docs/decisions/020-sign-in-on-any-address.md: the e2e server's PUBLIC_URL is
 * http://localhost:PORT; the same server answers on http://127.0.0.1:PORT, as a machine's LAN
 * address does. Sign-in opened on the other address moves to PUBLIC_URL before it starts.
 */
const canonical = new URL(baseURL);
const otherAddress = `http://127.0.0.1:${canonical.port}`;

const today = (page: Page) => page.getByRole('heading', { level: 1, name: 'Today', exact: true });

async function signOut(page: Page) {
  await page.getByRole('button', { name: 'Profile' }).click();
  await page.getByRole('button', { name: 'Logout' }).click();
  await expect(page.getByRole('button', { name: 'Start Your Longevity Journey' })).toBeVisible();
}

test.describe('opened on another address of the server', () => {
  test.use({ baseURL: otherAddress });

  test('signs up and in through 127.0.0.1 and ends on Today, on PUBLIC_URL', async ({ page }) => {
    const account = await createAccount(page, undefined, { via: 'provider' });
    expect(new URL(page.url()).origin).toBe(canonical.origin);
    // Signed in on PUBLIC_URL (the "Login Successful" toast may be gone by now: it is timed).
    await expect(today(page)).toBeVisible();

    await signOut(page);
    // Back on the other address, signed out: signing in there works too.
    await signInWith(page, account);
    await expect(today(page)).toBeVisible();
    expect(new URL(page.url()).origin).toBe(canonical.origin);
  });
});

test.describe('opened on PUBLIC_URL', () => {
  test('signs up and in through localhost and ends on Today', async ({ page }) => {
    const account = await createAccount(page, undefined, { via: 'provider' });
    expect(new URL(page.url()).origin).toBe(canonical.origin);
    await signOut(page);
    await signInWith(page, account);
    await expect(today(page)).toBeVisible();
  });

  test('a callback with a state this browser never started shows Login Failed with the reason', async ({
    page,
  }) => {
    await page.goto('/api/callback?code=stolen-code&state=not-this-browsers-state');
    await expect(page.getByText('Login Failed', { exact: true })).toBeVisible();
    await expect(
      page.getByText('Sign-in expired or was started in another browser. Please try again.', {
        exact: true,
      }),
    ).toBeVisible();
    // It is told on the landing page, where signing in starts again.
    await expect(page).toHaveURL(`${canonical.origin}/`);
    await expect(page.getByRole('button', { name: 'Start Your Longevity Journey' })).toBeVisible();
  });
});

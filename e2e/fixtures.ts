import { test as base, expect, type Page } from '@playwright/test';

export interface Account {
  name: string;
  email: string;
  password: string;
}

let counter = 0;
export function newAccount(): Account {
  counter += 1;
  const id = `${process.pid}-${counter}-${Date.now()}`;
  return {
    name: 'Pat Rivers',
    email: `pat.rivers.${id}@example.com`,
    password: 'long enough password',
  };
}

/**
 * Every test fails on an uncaught page error or a console.error (epic-stack's rule). The browser's
 * own network notices ("Failed to load resource", e.g. the expected 401 of a signed-out visitor or
 * requests made while offline) are not the app's errors and are let through.
 */
export const test = base.extend({
  page: async ({ page }, use) => {
    const errors: string[] = [];
    page.on('pageerror', (error) => errors.push(`pageerror: ${error.message}`));
    page.on('console', (message) => {
      if (message.type() === 'error' && !message.text().startsWith('Failed to load resource')) {
        errors.push(`console.error: ${message.text()}`);
      }
    });
    await use(page);
    expect(errors, 'the page logged errors').toEqual([]);
  },
});

export { expect };

/** Signs up through the real flow: landing page, the provider's Create account page, back to Today. */
export async function createAccount(page: Page, account: Account = newAccount()): Promise<Account> {
  await page.goto('/');
  await page.getByRole('button', { name: 'Start Your Longevity Journey' }).click();
  await page.getByRole('link', { name: 'Create account' }).click();
  await page.getByLabel('Name').fill(account.name);
  await page.getByLabel('Email').fill(account.email);
  await page.getByLabel('Password').fill(account.password);
  await page.getByRole('button', { name: 'Create account' }).click();
  // Several redirects through the provider: slow when the shared cores are busy with other tests.
  await expect(page.getByRole('heading', { name: 'Today', exact: true })).toBeVisible({
    timeout: 30_000,
  });
  return account;
}

export async function signInWith(page: Page, account: Account) {
  await page.goto('/');
  await page.getByRole('button', { name: 'Start Your Longevity Journey' }).click();
  await page.getByLabel('Email').fill(account.email);
  await page.getByLabel('Password').fill(account.password);
  await page.getByRole('button', { name: 'Sign in' }).click();
}

/** The user's local calendar day, as the app sends it (toLocalIsoDate). */
export function localDate(page: Page): Promise<string> {
  return page.evaluate(() => {
    const now = new Date();
    const month = String(now.getMonth() + 1).padStart(2, '0');
    return `${now.getFullYear()}-${month}-${String(now.getDate()).padStart(2, '0')}`;
  });
}

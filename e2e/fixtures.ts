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

/** Week 1 starts today, so today's main workout is the programme's first strength session. */
export async function startJourneyToday(page: Page, baseURL: string) {
  const todaysWorkout = page.getByRole('heading', { name: "Today's Workout" });
  const newJourney = page.getByRole('button', { name: 'Start a New Journey' });
  await expect(todaysWorkout.or(newJourney)).toBeVisible();
  if (await newJourney.isVisible()) {
    await newJourney.click();
  } else {
    const settings: unknown = await (await page.request.get('/api/user/settings')).json();
    const res = await page.request.put('/api/user/settings', {
      data: { ...(settings as object), journeyStartDate: await localDate(page) },
      headers: { 'Content-Type': 'application/json', Origin: baseURL },
    });
    expect(res.ok()).toBe(true);
    await page.reload();
  }
  await expect(todaysWorkout).toBeVisible();
}

/** Waits until the service worker controls the page, so it can answer once the network is gone. */
export async function waitForServiceWorker(page: Page) {
  await page.evaluate(async () => {
    await navigator.serviceWorker.ready;
  });
  if (!(await page.evaluate(() => navigator.serviceWorker.controller !== null))) {
    await page.reload();
  }
  await expect
    .poll(() => page.evaluate(() => navigator.serviceWorker.controller !== null))
    .toBe(true);
}

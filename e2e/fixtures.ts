import { randomUUID } from 'node:crypto';
import type { TodayWorkouts, Workout } from '@grandfit/shared/schemas/training.ts';
import { test as base, expect, type Locator, type Page, type TestInfo } from '@playwright/test';
import { baseURL } from './playwright.config.ts';

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

/**
 * A new account, signed in, on its first-run onboarding (decision 019); by default the onboarding
 * is skipped, which starts the journey this week with the default settings, and the page is on
 * Today. With `{ onboarding: 'keep' }` the page stays on the onboarding's first step.
 *
 * The account comes from the server's test factory (POST /api/test/accounts, TEST_ACCOUNTS=1): the
 * account and session the provider's sign-up makes, in one request, so a spec spends its time on
 * the screens it tests. `{ via: 'provider' }` signs up through the real flow instead (landing page,
 * the provider's Create account page, its redirects back, the welcome toast): the sign-in specs.
 */
export async function createAccount(
  page: Page,
  account: Account = newAccount(),
  options: { onboarding?: 'skip' | 'keep'; via?: 'factory' | 'provider' } = {},
): Promise<Account> {
  if (options.via === 'provider') await signUpThroughProvider(page, account);
  else {
    const made = await page.request.post('/api/test/accounts', {
      data: account,
      // The server's CSRF check wants the app's own origin on every write.
      headers: { Origin: baseURL },
    });
    expect(made.status(), await made.text()).toBe(201);
    await page.goto('/');
    await expect(page.getByRole('heading', { name: ONBOARDING_FIRST_QUESTION })).toBeVisible({
      timeout: 30_000,
    });
  }
  if (options.onboarding === 'keep') return account;
  await page.getByRole('button', { name: 'Skip', exact: true }).click();
  await expect(page.getByRole('heading', { name: 'Today', exact: true })).toBeVisible({
    timeout: 30_000,
  });
  return account;
}

async function signUpThroughProvider(page: Page, account: Account) {
  await page.goto('/');
  await page.getByRole('button', { name: 'Start Your Longevity Journey' }).click();
  await page.getByRole('link', { name: 'Create account' }).click();
  await page.getByLabel('Name').fill(account.name);
  await page.getByLabel('Email').fill(account.email);
  await page.getByLabel('Password').fill(account.password);
  await page.getByRole('button', { name: 'Create account' }).click();
  // Several redirects through the provider: slow when the shared cores are busy with other tests.
  await expect(page.getByRole('heading', { name: ONBOARDING_FIRST_QUESTION })).toBeVisible({
    timeout: 30_000,
  });
  // The sign-in toast can show just after the first question does, and while it is open the
  // onboarding's steps make room above it: the Next button moves up under a click that was aimed
  // at it (a lost click failed the import spec once). Closed now, the steps stand still.
  const toast = page
    .getByRole('region', { name: /^Notifications/ })
    .getByRole('listitem')
    .filter({ hasText: 'Login Successful' });
  await expect(toast).toContainText('Welcome to GrandFit');
  await toast.getByRole('button', { name: 'Close' }).click();
  await expect(toast).toBeHidden();
}

/** The heading of the onboarding's first step. */
export const ONBOARDING_FIRST_QUESTION = 'Which units do you use?';

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

/** Moves the signed-in user's journey start through the settings API (both dates YYYY-MM-DD). */
export async function setJourneyStart(page: Page, journeyStartDate: string) {
  const settings = (await (await page.request.get('/api/user/settings')).json()) as object;
  const response = await page.request.put('/api/user/settings', {
    data: { ...settings, journeyStartDate },
    // The server's CSRF check wants the app's own origin on every write.
    headers: { 'Content-Type': 'application/json', Origin: new URL(page.url()).origin },
  });
  expect(response.status()).toBe(200);
}

/** The journey day of `date` in a journey starting on the Monday of its week (Monday = 1). */
export function weekdayPosition(date: string): number {
  const [year = 1970, month = 1, day = 1] = date.split('-').map(Number);
  return ((new Date(Date.UTC(year, month - 1, day)).getUTCDay() + 6) % 7) + 1;
}

/** Today's workouts as the server answers them for the page's local day. */
export async function todaysWorkouts(page: Page): Promise<TodayWorkouts> {
  const date = await localDate(page);
  const res = await page.request.get(`/api/workouts/today?date=${date}`);
  return (await res.json()) as TodayWorkouts;
}

/** Today's main workout as the server answers it for the page's local day. */
export async function todaysWorkout(page: Page): Promise<Workout> {
  const today = await todaysWorkouts(page);
  expect(today.workout).not.toBeNull();
  return today.workout as Workout;
}

/**
 * A new account, its journey started today and the service worker in control (so the workout can
 * go on offline), on Today; it answers today's workout.
 */
export async function newLifterOnToday(page: Page, baseURL: string): Promise<Workout> {
  await createAccount(page);
  await waitForServiceWorker(page);
  await startJourneyToday(page, baseURL);
  return todaysWorkout(page);
}

/** The same lifter on the active workout of today's workout. */
export async function newLifterInTodaysWorkout(page: Page, baseURL: string): Promise<Workout> {
  const workout = await newLifterOnToday(page, baseURL);
  await page.goto(`/workout/${workout.id}`);
  return workout;
}

/** Logs a set of the workout's first exercise through the API, as the active workout sends it. */
export async function logFirstExerciseSet(
  page: Page,
  baseURL: string,
  workout: Workout,
  set: { sessionId: string; setNumber: number; weight: number; reps: number; performedAt: string },
) {
  const first = workout.exercises[0]!;
  const res = await page.request.post(`/api/workouts/${workout.id}/sets`, {
    headers: { 'Content-Type': 'application/json', Origin: baseURL },
    data: {
      clientId: randomUUID(),
      exerciseId: first.id,
      exerciseIndex: 0,
      weightUnit: 'lb',
      rir: 2,
      targetWeight: first.targetWeight || null,
      targetReps: first.targetReps,
      targetRir: first.targetRir,
      ...set,
    },
  });
  expect(res.ok(), await res.text()).toBe(true);
}

/** How many writes wait in the outbox (IndexedDB), read from the page itself. */
export function outboxCount(page: Page): Promise<number> {
  return page.evaluate(
    () =>
      new Promise<number>((resolve, reject) => {
        const open = indexedDB.open('grandfit-outbox');
        open.onerror = () => reject(open.error);
        open.onsuccess = () => {
          const db = open.result;
          const count = db.transaction('pending', 'readonly').objectStore('pending').count();
          count.onsuccess = () => {
            resolve(count.result);
            db.close();
          };
          count.onerror = () => reject(count.error);
        };
      }),
  );
}

/**
 * Closes a dialog with Escape, as a keyboard user does. A dialog listens for Escape from the
 * moment it has taken the focus (Radix adds both in the same step after it first shows): a key
 * pressed in the instant before that, which a test on a busy machine can manage and a person
 * cannot, would be lost. And Escape closes the top layer first: a toast still showing (the
 * sign-in's, say) takes the first press, so the user presses again.
 */
export async function closeWithEscape(page: Page, dialog: Locator) {
  await expect
    .poll(() => dialog.evaluate((element) => element.contains(document.activeElement)))
    .toBe(true);
  await expect(async () => {
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden({ timeout: 1_000 });
  }).toPass();
}

export const MONTHS = [
  'Jan',
  'Feb',
  'Mar',
  'Apr',
  'May',
  'Jun',
  'Jul',
  'Aug',
  'Sep',
  'Oct',
  'Nov',
  'Dec',
];

/** As the page writes a day: "Nov 18", with the year when it is not this year's. */
export const dayLabel = (date: string, today: string) => {
  const text = `${MONTHS[Number(date.slice(5, 7)) - 1]} ${Number(date.slice(8, 10))}`;
  return date.slice(0, 4) === today.slice(0, 4) ? text : `${text}, ${date.slice(0, 4)}`;
};

/** The screen at the phone and the desktop sizes, kept with the test's output. */
export async function shoot(page: Page, testInfo: TestInfo, name: string) {
  const original = page.viewportSize();
  for (const [width, height] of [
    [390, 844],
    [1280, 800],
  ] as const) {
    await page.setViewportSize({ width, height });
    await page.screenshot({ path: testInfo.outputPath(`${name}-${width}x${height}.png`) });
  }
  if (original) await page.setViewportSize(original);
}

/**
 * Names a workout or a routine and picks its exercises in the picker (decisions 075 and 076), as
 * a lifter types a few letters of each then taps it; the search is emptied after.
 */
export async function nameAndPick(dialog: Locator, name: string, picks: [string, RegExp][]) {
  await dialog.getByRole('textbox', { name: 'Name' }).fill(name);
  const search = dialog.getByRole('searchbox', { name: 'Search exercises' });
  for (const [typed, exercise] of picks) {
    await search.fill(typed);
    await dialog.getByRole('button', { name: exercise }).click();
  }
  await search.fill('');
}

/**
 * The device's offline copy (lib/offline-cache), per user id: each answer's query hash followed by
 * the answer as JSON.
 */
export function offlineCopies(page: Page): Promise<Record<string, string[]>> {
  return page.evaluate(
    () =>
      new Promise<Record<string, string[]>>((resolve, reject) => {
        const open = indexedDB.open('grandfit-query-cache');
        open.onerror = () => reject(open.error);
        open.onupgradeneeded = () => open.result.createObjectStore('clients');
        open.onsuccess = () => {
          const db = open.result;
          const copies: Record<string, string[]> = {};
          const cursor = db.transaction('clients', 'readonly').objectStore('clients').openCursor();
          cursor.onerror = () => reject(cursor.error);
          cursor.onsuccess = () => {
            const current = cursor.result;
            if (!current) {
              db.close();
              resolve(copies);
              return;
            }
            const client = current.value as {
              clientState: { queries: { queryHash: string; state: { data: unknown } }[] };
            };
            copies[String(current.key)] = client.clientState.queries.map(
              (q) => `${q.queryHash} ${JSON.stringify(q.state.data)}`,
            );
            current.continue();
          };
        };
      }),
  );
}

/**
 * Waits until the device's offline copy holds `text` (it is written half a second after the
 * answers change): a reload offline before then shows the copy as it was.
 */
export async function offlineCopyHolds(page: Page, text: string) {
  await expect
    .poll(async () =>
      Object.values(await offlineCopies(page))
        .flat()
        .some((q) => q.includes(text)),
    )
    .toBe(true);
}

/** An empty workout of his own (decision 075), named and picked in its dialog, started: its id. */
export async function startEmptyWorkout(
  page: Page,
  name: string,
  picks: [string, RegExp][],
): Promise<string> {
  await page.goto('/workouts');
  await page.getByRole('button', { name: 'Empty workout' }).click();
  const dialog = page.getByRole('dialog', { name: 'Empty workout' });
  await nameAndPick(dialog, name, picks);
  await dialog.getByRole('button', { name: 'Start workout' }).click();
  await expect(page).toHaveURL(/\/workout\/[0-9a-f-]{36}$/);
  return new URL(page.url()).pathname.split('/')[2]!;
}

/** Finish before every set is done: Finish, then "Finish workout" in its dialog, to the summary. */
export async function finishEarly(page: Page) {
  await page
    .getByRole('region', { name: 'Workout progress' })
    .getByRole('button', { name: 'Finish', exact: true })
    .click();
  await page
    .getByRole('dialog', { name: 'Finish workout?' })
    .getByRole('button', { name: 'Finish workout' })
    .click();
  await expect(page.getByRole('heading', { name: 'Workout complete', exact: true })).toBeVisible();
}

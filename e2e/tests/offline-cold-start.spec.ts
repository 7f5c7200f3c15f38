import type { BrowserContext, Page } from '@playwright/test';
import type { SessionSets } from '@grandfit/shared/schemas/training.ts';
import {
  createAccount,
  expect,
  outboxCount,
  startJourneyToday,
  test,
  offlineCopies,
  todaysWorkout,
  waitForServiceWorker,
} from '../fixtures.ts';

/** Closes every page of the browser, as a user swiping the app away does, and opens a new one. */
async function reopenApp(context: BrowserContext, path = '/'): Promise<Page> {
  for (const open of context.pages()) await open.close();
  const page = await context.newPage();
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(error.message));
  await page.goto(path);
  expect(errors).toEqual([]);
  return page;
}

async function userId(page: Page): Promise<string> {
  return ((await (await page.request.get('/api/auth/user')).json()) as { id: string }).id;
}

test('opened cold without signal, the app runs a workout; back online the server gets each set once', async ({
  page,
  context,
  baseURL,
}) => {
  test.setTimeout(180_000);
  await createAccount(page);
  await startJourneyToday(page, baseURL!);
  await waitForServiceWorker(page);
  const workout = await todaysWorkout(page);
  const id = await userId(page);
  // Today's answer, with the journey started today, has reached the device's offline copy (the
  // reload showed the copy's earlier answer first, then asked the server again).
  await expect
    .poll(async () =>
      (await offlineCopies(page))[id]?.some(
        (answer) => answer.includes('"today"') && answer.includes(workout.id),
      ),
    )
    .toBe(true);

  await context.setOffline(true);
  let app = await reopenApp(context);
  await expect(app.getByRole('heading', { name: 'Today', exact: true })).toBeVisible();
  await expect(app.getByRole('heading', { name: "You're Offline" })).toHaveCount(0);
  const card = app.getByRole('article', { name: workout.name });
  await card.getByRole('link', { name: 'Start Workout' }).click();
  await expect(app).toHaveURL(`/workout/${workout.id}`);

  const rest = app.getByRole('dialog', { name: 'Rest' });
  for (let set = 0; set < 3; set += 1) {
    await app.getByRole('button', { name: 'Complete Set' }).click();
    await rest.getByRole('button', { name: 'Skip Rest' }).click();
    await expect(rest).toBeHidden();
  }
  // The rest of the workout is skipped, which finishes it: the summary, computed on the device.
  const summary = app.getByRole('heading', { name: 'Workout complete', exact: true });
  for (;;) {
    const skip = app.getByRole('button', { name: 'Skip Set' });
    await expect(skip.or(summary)).toBeVisible();
    if (await summary.isVisible()) break;
    await skip.click();
  }
  await expect(app).toHaveURL(`/workout/${workout.id}/summary`);
  await expect(app.getByRole('region', { name: 'Summary' })).toContainText('3 / ');
  await expect(
    app.getByText('Personal records will show once your sets are synced.'),
  ).toBeVisible();
  await app.getByRole('button', { name: 'Done', exact: true }).click();
  await expect(app.getByRole('heading', { name: 'Today', exact: true })).toBeVisible();

  // Still offline, the page is reloaded: the app, not the offline screen.
  await app.reload();
  await expect(app.getByRole('heading', { name: 'Today', exact: true })).toBeVisible();
  const queued = await outboxCount(app);
  expect(queued).toBeGreaterThan(3);

  await context.setOffline(false);
  await expect.poll(() => outboxCount(app), { timeout: 30_000 }).toBe(0);
  const stored = (await (
    await app.request.get(`/api/workouts/${workout.id}/sets`)
  ).json()) as SessionSets;
  expect(stored.completedAt).not.toBeNull();
  expect(stored.sets.filter((set) => !set.skipped)).toHaveLength(3);
  expect(new Set(stored.sets.map((set) => set.clientId)).size).toBe(stored.sets.length);
  expect(new Set(stored.sets.map((set) => set.sessionId))).toEqual(new Set([stored.sessionId]));
  // One session in all, completed: the export lists every set with its session.
  const exported = (await (await app.request.get('/api/user/export.json')).json()) as {
    trainingSets: { sessionId: string; sessionCompletedAt: string | null }[];
  };
  expect(new Set(exported.trainingSets.map((set) => set.sessionId))).toEqual(
    new Set([stored.sessionId]),
  );
  expect(exported.trainingSets.every((set) => set.sessionCompletedAt !== null)).toBe(true);

  // A screen never opened on this device says so in place when offline.
  await context.setOffline(true);
  app = await reopenApp(context, '/analytics');
  await expect(app.getByText("Available when you're back online").first()).toBeVisible();
  await context.setOffline(false);
});

test('the next user of the browser never sees the last one’s offline copy', async ({
  page,
  context,
  baseURL,
}) => {
  test.setTimeout(120_000);
  const first = await createAccount(page);
  const firstId = await userId(page);
  const settings: unknown = await (await page.request.get('/api/user/settings')).json();
  const saved = await page.request.put('/api/user/settings', {
    data: { ...(settings as object), displayName: 'Alice Archer' },
    headers: { 'Content-Type': 'application/json', Origin: baseURL! },
  });
  expect(saved.ok()).toBe(true);
  // The app keeps the settings it saved at onboarding; a write behind its back shows on a reload.
  await page.reload();
  await waitForServiceWorker(page);
  await page
    .getByRole('button', { name: /profile/i })
    .first()
    .click();
  await expect(page.getByRole('heading', { name: 'Alice Archer' })).toBeVisible();
  await expect.poll(async () => Object.keys(await offlineCopies(page))).toEqual([firstId]);

  // Signing out drops it.
  await page.getByRole('button', { name: 'Logout' }).click();
  await expect(page.getByRole('button', { name: 'Start Your Longevity Journey' })).toBeVisible();
  expect(await offlineCopies(page)).toEqual({});
  expect(await page.evaluate(() => localStorage.getItem('grandfit:last-user'))).toBeNull();

  // The first user again, then his cookies vanish without a sign-out, and another user signs up.
  await page.goto('/');
  await page.getByRole('button', { name: 'Start Your Longevity Journey' }).click();
  await page.getByLabel('Email').fill(first.email);
  await page.getByLabel('Password').fill(first.password);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page.getByRole('heading', { name: 'Today', exact: true })).toBeVisible();
  await expect.poll(async () => Object.keys(await offlineCopies(page))).toEqual([firstId]);
  await context.clearCookies();
  await createAccount(page);
  const secondId = await userId(page);
  await expect.poll(async () => Object.keys(await offlineCopies(page))).toEqual([secondId]);
  await page
    .getByRole('button', { name: /profile/i })
    .first()
    .click();
  await expect(page.getByRole('heading', { level: 1 })).not.toHaveText('Alice Archer');

  // Offline, the second user's own copy is what shows.
  await context.setOffline(true);
  const app = await reopenApp(context, '/profile');
  await expect(app.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(app.getByText('Alice Archer')).toHaveCount(0);
  await context.setOffline(false);
});

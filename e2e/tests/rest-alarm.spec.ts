import type { Page } from '@playwright/test';
import {
  createAccount,
  expect,
  startJourneyToday,
  test,
  todaysWorkout,
  waitForServiceWorker,
} from '../fixtures.ts';

type AlarmMessage = { type: string; endsAt?: number; body?: string; url?: string };

/** The rest notifications the service worker shows now. */
function restNotifications(page: Page): Promise<{ title: string; body: string }[]> {
  return page.evaluate(async () => {
    const registration = await navigator.serviceWorker.ready;
    const shown = await registration.getNotifications({ tag: 'grandfit-rest' });
    return shown.map((notification) => ({ title: notification.title, body: notification.body }));
  });
}

/** Posts an alarm to the worker as the workout screen does, ringing in `ms`. */
function ringIn(page: Page, ms: number) {
  return page.evaluate((delay) => {
    navigator.serviceWorker.controller?.postMessage({
      type: 'REST_ALARM_SET',
      endsAt: Date.now() + delay,
      body: 'Set 2 of 3 · Goblet Squat',
      url: '/workout/x',
    });
  }, ms);
}

test('the rest timer hands its end to the service worker, which stays silent while the app is in view', async ({
  context,
  baseURL,
}) => {
  test.setTimeout(120_000);
  await context.grantPermissions(['notifications'], { origin: baseURL });
  const page = await context.newPage();
  // With notifications granted the app registers this device for push, which headless Chromium
  // refuses with a console error of its own; any other error fails the test.
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(error.message));
  page.on('console', (message) => {
    const text = message.text();
    if (message.type() !== 'error' || text.startsWith('Failed to load resource')) return;
    if (!text.includes('does not support the Push API in incognito mode')) errors.push(text);
  });
  // What the page tells the service worker, recorded on the way.
  await page.addInitScript(() => {
    const sent: unknown[] = [];
    (window as unknown as { restAlarms: unknown[] }).restAlarms = sent;
    const post = ServiceWorker.prototype.postMessage;
    ServiceWorker.prototype.postMessage = function (this: ServiceWorker, ...args: unknown[]) {
      const [message] = args as [{ type?: string }];
      if (String(message?.type).startsWith('REST_ALARM')) sent.push(message);
      return (post as (...rest: unknown[]) => void).apply(this, args);
    };
  });
  await createAccount(page);
  await startJourneyToday(page, baseURL!);
  await waitForServiceWorker(page);
  const workout = await todaysWorkout(page);
  const first = workout.exercises[0]!;

  await page
    .getByRole('article', { name: workout.name })
    .getByRole('link', { name: 'Start Workout' })
    .click();
  const before = Date.now();
  await page.getByRole('button', { name: 'Complete Set' }).click();
  const rest = page.getByRole('dialog', { name: 'Rest' });
  await expect(rest.getByRole('timer')).toBeVisible();
  const sent = () =>
    page.evaluate(() => (window as unknown as { restAlarms: AlarmMessage[] }).restAlarms);
  await expect.poll(async () => (await sent()).length).toBe(1);
  const [alarm] = await sent();
  expect(alarm).toMatchObject({ type: 'REST_ALARM_SET', url: `/workout/${workout.id}` });
  expect(alarm!.endsAt).toBeGreaterThanOrEqual(before + first.restSeconds * 1000);
  expect(alarm!.endsAt).toBeLessThanOrEqual(Date.now() + first.restSeconds * 1000);
  // Skip Rest takes it back.
  await rest.getByRole('button', { name: 'Skip Rest' }).click();
  await expect
    .poll(async () => (await sent()).map((m) => m.type))
    .toEqual(['REST_ALARM_SET', 'REST_ALARM_CANCEL']);

  // In view, the screen shows the end of the rest itself: no notification.
  await ringIn(page, 500);
  await page.waitForTimeout(1500);
  expect(await restNotifications(page)).toEqual([]);
  expect(errors).toEqual([]);

  // Headless Chromium always counts its pages as in view, so the ringing in the background is
  // unit-tested in apps/web/src/lib/rest-alarm-worker.test.ts.
});

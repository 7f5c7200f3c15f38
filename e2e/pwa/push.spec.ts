import type { BrowserContext, Page } from '@playwright/test';
import { createAccount, expect, test } from '../fixtures.ts';

/*
 * Headless Chromium has no push service (docs/decisions/016-notifications.md), so the service
 * worker's push handler is driven through CDP ServiceWorker.deliverPushMessage, as a push service
 * would deliver it, and the notifications it shows are read back with
 * registration.getNotifications(). The server's sending is tested against a decrypting push service
 * in apps/server (notification-job.test.ts).
 */

interface ShownNotification {
  title: string;
  body: string;
  tag: string;
  data: { url?: string; id?: string } | null;
}

async function controlledApp(page: Page): Promise<void> {
  await page.evaluate(() => navigator.serviceWorker.ready);
  await page.reload();
  await expect
    .poll(() => page.evaluate(() => navigator.serviceWorker.controller !== null))
    .toBe(true);
}

/** The app's service worker registration id, as CDP names it. */
async function registrationId(page: Page) {
  const cdp = await page.context().newCDPSession(page);
  const registrations = new Promise<{ registrationId: string; scopeURL: string }[]>((resolve) => {
    cdp.on('ServiceWorker.workerRegistrationUpdated', (event) => {
      if (event.registrations.length > 0) resolve(event.registrations);
    });
  });
  await cdp.send('ServiceWorker.enable');
  const origin = new URL(page.url()).origin;
  const registration = (await registrations).find((r) => r.scopeURL === `${origin}/`);
  if (!registration) throw new Error('no service worker registration for the app');
  return {
    deliver: (payload: unknown) =>
      cdp.send('ServiceWorker.deliverPushMessage', {
        origin,
        registrationId: registration.registrationId,
        data: typeof payload === 'string' ? payload : JSON.stringify(payload),
      }),
  };
}

const DEVICE_ENDPOINT = 'https://push.example.test/send/e2e-device';

/**
 * PushManager.subscribe() cannot succeed here (no push service; Chromium logs an error about
 * incognito mode): it is replaced by one returning a well-formed subscription, so the app's
 * registration with the server runs for real.
 */
async function stubPushManager(context: BrowserContext): Promise<void> {
  await context.addInitScript((endpoint) => {
    PushManager.prototype.getSubscription = async () => null;
    PushManager.prototype.subscribe = async function (options?: PushSubscriptionOptionsInit) {
      const keys = { p256dh: `B${'A'.repeat(86)}`, auth: 'A'.repeat(22) };
      return {
        endpoint,
        expirationTime: null,
        options: {
          applicationServerKey: options?.applicationServerKey ?? null,
          userVisibleOnly: true,
        },
        toJSON: () => ({ endpoint, expirationTime: null, keys }),
        unsubscribe: async () => true,
      } as unknown as PushSubscription;
    };
  }, DEVICE_ENDPOINT);
}

function shownNotifications(page: Page): Promise<ShownNotification[]> {
  return page.evaluate(async () => {
    const registration = await navigator.serviceWorker.ready;
    return (await registration.getNotifications()).map((n) => ({
      title: n.title,
      body: n.body,
      tag: n.tag,
      data: n.data as { url?: string; id?: string } | null,
    }));
  });
}

/**
 * Delivers a message and waits until its notification is listed. Headless Chromium now and then
 * never lists a notification the worker showed (about 1 run in 10 under load, with no error in
 * the worker): a message not listed within 5 s is delivered again, as a push service redelivers
 * one it has no receipt for. A kind's tag makes the copy replace the first.
 */
async function deliverUntilShown(
  push: { deliver: (payload: unknown) => Promise<unknown> },
  page: Page,
  payload: unknown,
  shown: (notification: ShownNotification) => boolean,
): Promise<void> {
  await expect(async () => {
    await push.deliver(payload);
    await expect
      .poll(async () => (await shownNotifications(page)).some(shown), { timeout: 5_000 })
      .toBe(true);
  }).toPass({ timeout: 30_000 });
}

/** Clicks a shown notification the only way headless allows: the event, dispatched in the worker. */
async function clickNotification(context: BrowserContext, title: string): Promise<void> {
  const [worker] = context.serviceWorkers();
  if (!worker) throw new Error('no service worker');
  await worker.evaluate(async (wanted) => {
    // Worker globals, typed here: the e2e project compiles against the DOM library only.
    const scope = globalThis as unknown as {
      registration: { getNotifications(): Promise<Notification[]> };
      NotificationEvent: new (type: string, init: { notification: Notification }) => Event;
      dispatchEvent(event: Event): boolean;
    };
    const notification = (await scope.registration.getNotifications()).find(
      (n) => n.title === wanted,
    );
    if (!notification) throw new Error(`no notification ${wanted}`);
    scope.dispatchEvent(new scope.NotificationEvent('notificationclick', { notification }));
  }, title);
}

test('a push message shows its notification, and clicking it opens its screen', async ({
  page,
  context,
}) => {
  await stubPushManager(context);
  await context.grantPermissions(['notifications']);
  await createAccount(page);
  await controlledApp(page);
  const push = await registrationId(page);

  await deliverUntilShown(
    push,
    page,
    {
      id: 'n-1',
      kind: 'meal',
      title: 'Log your meals',
      body: 'Nothing logged yet today.',
      url: '/nutrition',
    },
    (n) => n.title === 'Log your meals',
  );
  expect(await shownNotifications(page)).toContainEqual({
    title: 'Log your meals',
    body: 'Nothing logged yet today.',
    tag: 'grandfit-meal',
    data: { url: '/nutrition', id: 'n-1' },
  });

  await clickNotification(context, 'Log your meals');
  await expect(page).toHaveURL(/\/nutrition$/);
  await expect
    .poll(async () => (await shownNotifications(page)).map((n) => n.title))
    .not.toContain('Log your meals');

  // The mantra opens the Method screen; a link off the app's origin opens Today instead.
  await deliverUntilShown(
    push,
    page,
    {
      kind: 'motivation',
      title: "Today's Mantra",
      body: 'Small sessions done often beat heroic ones done rarely.',
      url: '/methodology',
    },
    (n) => n.title === "Today's Mantra",
  );
  await deliverUntilShown(
    push,
    page,
    { kind: 'workout', title: 'Time to train', body: 'x', url: '//evil.example' },
    (n) => n.title === 'Time to train',
  );
  expect((await shownNotifications(page)).map((n) => [n.title, n.data?.url])).toEqual(
    expect.arrayContaining([
      ["Today's Mantra", '/methodology'],
      ['Time to train', '/'],
    ]),
  );
  await clickNotification(context, "Today's Mantra");
  await expect(page).toHaveURL(/\/methodology$/);
  await clickNotification(context, 'Time to train');
  await expect(page).toHaveURL(/:\d+\/$/);

  // A message that is not JSON still shows, as text.
  await deliverUntilShown(push, page, 'Plain text reminder', (n) => n.title === 'GrandFit');
  expect((await shownNotifications(page)).map((n) => [n.title, n.body])).toContainEqual([
    'GrandFit',
    'Plain text reminder',
  ]);
});

test("'Stay on Track' opens after 15 s, Enable confirms and subscribes, and the bell opens", async ({
  page,
  context,
}) => {
  await stubPushManager(context);
  // A browser that does not show its own prompt without a tap: the 10-s setup gets no answer.
  await context.addInitScript(() => {
    Notification.requestPermission = async () => {
      const w = window as unknown as { permissionRequests?: number };
      w.permissionRequests = (w.permissionRequests ?? 0) + 1;
      return Notification.permission;
    };
  });
  await createAccount(page);
  await controlledApp(page);
  await page.clock.install();
  await page.reload();
  await expect(page.getByRole('heading', { name: 'Today', exact: true })).toBeVisible();

  const dialog = page.getByRole('dialog', { name: 'Stay on Track' });
  await page.clock.runFor(10_500);
  expect(
    await page.evaluate(() => (window as { permissionRequests?: number }).permissionRequests),
  ).toBe(1);
  await expect(dialog).toBeHidden();
  await page.clock.runFor(5_000);
  await expect(dialog).toBeVisible();
  for (const text of ['Workout reminders', 'Meal tracking prompts', 'Daily motivation']) {
    await expect(dialog.getByText(text)).toBeVisible();
  }

  // The user says yes to the browser's prompt that Enable opens.
  await context.grantPermissions(['notifications']);
  const subscribed = page.waitForResponse((response) =>
    response.url().endsWith('/api/notifications/subscribe'),
  );
  await dialog.getByRole('button', { name: 'Enable' }).click();
  await expect(dialog).toBeHidden();
  const response = await subscribed;
  expect(response.status()).toBe(200);
  expect(response.request().postDataJSON()).toMatchObject({
    endpoint: DEVICE_ENDPOINT,
    keys: { p256dh: expect.stringMatching(/^B/), auth: expect.any(String) },
    timeZone: expect.any(String),
  });
  expect(await page.evaluate(() => localStorage.getItem('notification-permission-asked'))).toBe(
    'true',
  );
  await expect
    .poll(async () => (await shownNotifications(page)).map((n) => [n.title, n.body]))
    .toContainEqual([
      'Notifications enabled',
      "You'll get workout reminders and meal tracking prompts.",
    ]);

  // Asked once: a reload does not ask again.
  await page.reload();
  await page.clock.runFor(16_000);
  await expect(dialog).toBeHidden();

  await page.getByRole('button', { name: 'Notifications' }).click();
  await expect(
    page.getByRole('region', { name: 'Notifications' }).getByText('You have no notifications yet.'),
  ).toBeVisible();
});

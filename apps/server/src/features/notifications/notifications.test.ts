import { count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, expect, it } from 'vitest';
import type { NotificationList, VapidKey } from '@grandfit/shared/schemas/notifications.ts';
import { appSecrets } from '../../db/schema/auth.ts';
import {
  notificationPreferences,
  notificationSends,
  pushSubscriptions,
} from '../../db/schema/notifications.ts';
import { TestBrowser, signedInBrowser } from '../../../test/browser.ts';
import { describeWithServer } from '../../../test/server.ts';
import {
  startTestPushService,
  subscriptionJson,
  type TestPushService,
} from './test-push-service.ts';

describeWithServer('notifications routes', (server) => {
  let push: TestPushService;
  beforeAll(async () => {
    push = await startTestPushService();
  });
  afterAll(() => push.close());
  beforeEach(() => push.reset());

  const db = () => server().database.db;
  const subscribeWith = (browser: TestBrowser, body: unknown) =>
    browser.api('/api/notifications/subscribe', { method: 'POST', json: body });
  const storedSubscriptions = () => db().select().from(pushSubscriptions);

  async function userIdOf(browser: TestBrowser): Promise<string> {
    const user = (await (await browser.api('/api/auth/user')).json()) as { id: string };
    return user.id;
  }

  it('answers 401 on every route without a session, storing nothing', async () => {
    const browser = new TestBrowser(server().url);
    const device = push.device();
    for (const [method, path, json] of [
      ['GET', '/api/notifications/vapid-key', undefined],
      ['POST', '/api/notifications/subscribe', subscriptionJson(device)],
      ['POST', '/api/notifications/unsubscribe', { endpoint: device.endpoint }],
      ['GET', '/api/notifications', undefined],
      ['POST', '/api/notifications/read', {}],
    ] as const) {
      const response = await browser.api(path, { method, json });
      expect(response.status, `${method} ${path}`).toBe(401);
    }
    expect(await storedSubscriptions()).toEqual([]);
  });

  it('gives one VAPID public key, generated once and kept in the database', async () => {
    const { browser } = await signedInBrowser(server().url);
    const keys = await Promise.all(
      [1, 2, 3].map(
        async () => (await (await browser.api('/api/notifications/vapid-key')).json()) as VapidKey,
      ),
    );
    const [first] = keys;
    expect(first?.publicKey).toMatch(/^B[A-Za-z0-9_-]{86}$/);
    expect(new Set(keys.map((key) => key.publicKey)).size).toBe(1);
    const [stored] = await db().select().from(appSecrets).where(eq(appSecrets.name, 'vapid-keys'));
    expect(stored?.value).toMatchObject({ publicKey: first?.publicKey });
    expect(JSON.stringify(first)).not.toContain('privateKey');
  });

  it('stores a subscription with its time zone; subscribing again replaces it', async () => {
    const { browser } = await signedInBrowser(server().url);
    const userId = await userIdOf(browser);
    const device = push.device();
    const first = await subscribeWith(browser, subscriptionJson(device, 'Europe/Berlin'));
    expect(first.status).toBe(200);
    expect(await first.json()).toEqual({ subscribed: true, timeZone: 'Europe/Berlin' });

    // The browser re-subscribed with new keys (and, without a zone, keeps the stored one).
    const renewed = push.device();
    const again = await subscribeWith(browser, {
      ...subscriptionJson(renewed),
      endpoint: device.endpoint,
    });
    expect(await again.json()).toEqual({ subscribed: true, timeZone: 'Europe/Berlin' });
    const rows = await storedSubscriptions();
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({
      userId,
      endpoint: device.endpoint,
      p256dh: renewed.keys.p256dh,
      auth: renewed.keys.auth,
    });
    const [prefs] = await db()
      .select()
      .from(notificationPreferences)
      .where(eq(notificationPreferences.userId, userId));
    expect(prefs?.timeZone).toBe('Europe/Berlin');

    // A second device is a second subscription.
    await subscribeWith(browser, subscriptionJson(push.device(), 'America/Chicago'));
    expect(await storedSubscriptions()).toHaveLength(2);

    const gone = await browser.api('/api/notifications/unsubscribe', {
      method: 'POST',
      json: { endpoint: device.endpoint },
    });
    expect(gone.status).toBe(204);
    expect((await storedSubscriptions()).map((row) => row.endpoint)).not.toContain(device.endpoint);
  });

  it.each([
    ['no keys', (s: ReturnType<typeof subscriptionJson>) => ({ endpoint: s.endpoint })],
    [
      'a plain-http endpoint off this machine',
      (s: ReturnType<typeof subscriptionJson>) => ({
        ...s,
        endpoint: 'http://push.example.com/send/abc',
      }),
    ],
    ['a non-URL endpoint', (s: ReturnType<typeof subscriptionJson>) => ({ ...s, endpoint: 'abc' })],
    [
      'a malformed p256dh key',
      (s: ReturnType<typeof subscriptionJson>) => ({
        ...s,
        keys: { ...s.keys, p256dh: 'short' },
      }),
    ],
    [
      'a malformed auth secret',
      (s: ReturnType<typeof subscriptionJson>) => ({
        ...s,
        keys: { ...s.keys, auth: 'x'.repeat(40) },
      }),
    ],
    [
      'an unknown time zone',
      (s: ReturnType<typeof subscriptionJson>) => ({
        ...s,
        timeZone: 'Mars/Olympus_Mons',
      }),
    ],
  ])('refuses %s with 400 and stores nothing', async (_name, change) => {
    const { browser } = await signedInBrowser(server().url);
    const response = await subscribeWith(browser, change(subscriptionJson(push.device())));
    expect(response.status).toBe(400);
    expect(await response.json()).toMatchObject({ message: expect.any(String) });
    expect(await storedSubscriptions()).toEqual([]);
    const [prefs] = await db().select({ n: count() }).from(notificationPreferences);
    expect(prefs?.n).toBe(0);
  });

  it("never shows or deletes another user's subscriptions and notifications", async () => {
    const { browser: alice } = await signedInBrowser(server().url);
    const { browser: bob } = await signedInBrowser(server().url);
    const aliceId = await userIdOf(alice);
    const device = push.device();
    await subscribeWith(alice, subscriptionJson(device, 'UTC'));
    await db().insert(notificationSends).values({
      userId: aliceId,
      kind: 'motivation',
      localDate: '2026-03-02',
      title: "Today's Mantra",
      body: 'Alice only',
      url: '/methodology',
      status: 'sent',
      sentAt: new Date(),
    });

    const bobUnsubscribes = await bob.api('/api/notifications/unsubscribe', {
      method: 'POST',
      json: { endpoint: device.endpoint },
    });
    expect(bobUnsubscribes.status).toBe(204);
    expect((await storedSubscriptions())[0]?.userId).toBe(aliceId);

    const bobsList = (await (await bob.api('/api/notifications')).json()) as NotificationList;
    expect(bobsList).toEqual({ notifications: [], unread: 0 });
    await bob.api('/api/notifications/read', { method: 'POST', json: {} });

    const alicesList = (await (await alice.api('/api/notifications')).json()) as NotificationList;
    expect(alicesList.unread).toBe(1);
    expect(alicesList.notifications).toEqual([
      expect.objectContaining({ kind: 'motivation', body: 'Alice only', read: false }),
    ]);
    await alice.api('/api/notifications/read', { method: 'POST', json: {} });
    const read = (await (await alice.api('/api/notifications')).json()) as NotificationList;
    expect(read.unread).toBe(0);
    expect(read.notifications[0]?.read).toBe(true);
  });

  it('gives a device to the user who subscribes it last (the one now signed in on it)', async () => {
    const { browser: alice } = await signedInBrowser(server().url);
    const { browser: bob } = await signedInBrowser(server().url);
    const device = push.device();
    await subscribeWith(alice, subscriptionJson(device));
    await subscribeWith(bob, subscriptionJson(device));
    const rows = await storedSubscriptions();
    expect(rows).toHaveLength(1);
    expect(rows[0]?.userId).toBe(await userIdOf(bob));
  });
});

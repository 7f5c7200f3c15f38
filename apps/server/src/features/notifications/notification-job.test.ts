import { count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, expect, it } from 'vitest';
import { mantraFor } from '@grandfit/shared/domain/method/mantras.ts';
import { SETTINGS_DEFAULTS } from '@grandfit/shared/schemas/settings.ts';
import type { NotificationList, VapidKey } from '@grandfit/shared/schemas/notifications.ts';
import { openDatabase, type Database } from '../../db/client.ts';
import { notificationSends, pushSubscriptions } from '../../db/schema/notifications.ts';
import { meals } from '../../db/schema/nutrition.ts';
import { type TestBrowser, signedInBrowser } from '../../../test/browser.ts';
import {
  describeWithServer,
  startTestServer,
  stopTestServer,
  type TestServer,
} from '../../../test/server.ts';
import { CLAIM_LEASE_SECONDS } from './notification-job.ts';
import {
  startTestPushService,
  subscriptionJson,
  type TestDevice,
  type TestPushService,
} from './test-push-service.ts';

const SUBJECT = 'mailto:ops@grandfit.example';
const ZONE = 'America/New_York';
/** 07:30 in New York (UTC-5) on Monday 2 March 2026, a day of the journey started 5 January. */
const AT_REMINDER = new Date('2026-03-02T12:30:00Z');
/** 08:20 there: the mantra (08:00) is due, and a reminder set for 08:15. */
const AT_MORNING = new Date('2026-03-02T13:20:00Z');
/** 19:05 there: the meal prompt. */
const AT_EVENING = new Date('2026-03-03T00:05:00Z');

async function signUpSubscriber(
  url: string,
  push: TestPushService,
  reminderTime: string | null,
): Promise<{ browser: TestBrowser; userId: string; device: TestDevice }> {
  const { browser } = await signedInBrowser(url);
  const saved = await browser.api('/api/user/settings', {
    method: 'PUT',
    json: { ...SETTINGS_DEFAULTS, journeyStartDate: '2026-01-05', reminderTime },
  });
  expect(saved.status).toBe(200);
  const device = push.device();
  const subscribed = await browser.api('/api/notifications/subscribe', {
    method: 'POST',
    json: subscriptionJson(device, ZONE),
  });
  expect(subscribed.status).toBe(200);
  const user = (await (await browser.api('/api/auth/user')).json()) as { id: string };
  return { browser, userId: user.id, device };
}

describeWithServer(
  'notification sending',
  (server) => {
    let push: TestPushService;
    beforeAll(async () => {
      push = await startTestPushService();
    });
    afterAll(() => push.close());
    beforeEach(() => push.reset());

    const job = () => server().app.notificationJob;

    it('sends the workout reminder at the reminder time, encrypted and VAPID-signed', async () => {
      const { browser, userId, device } = await signUpSubscriber(server().url, push, '07:30');
      expect(await job().runDue(new Date('2026-03-02T12:29:00Z'))).toMatchObject({ sent: 0 });
      expect(await job().runDue(AT_REMINDER)).toMatchObject({ sent: 1 });

      expect(push.failures).toEqual([]);
      expect(push.received).toHaveLength(1);
      const [message] = push.received;
      const { publicKey } = (await (
        await browser.api('/api/notifications/vapid-key')
      ).json()) as VapidKey;
      expect(message?.device).toBe(device.endpoint.split('/').pop());
      expect(message?.headers['content-encoding']).toBe('aes128gcm');
      expect(Number(message?.headers.ttl)).toBeGreaterThan(0);
      expect(message?.vapid).toMatchObject({ aud: push.origin, sub: SUBJECT, publicKey });
      expect(message?.vapid.exp).toBeGreaterThan(Date.now() / 1000);
      expect(message?.payload).toEqual({
        id: expect.any(String),
        kind: 'workout',
        title: 'Time to train',
        body: expect.stringMatching(/^Today's workout: .+\./),
        url: '/',
      });

      // Due for an hour, but sent once; the bell lists it, unread.
      expect(await job().runDue(new Date('2026-03-02T12:45:00Z'))).toMatchObject({ sent: 0 });
      expect(push.received).toHaveLength(1);
      const inbox = (await (await browser.api('/api/notifications')).json()) as NotificationList;
      expect(inbox.unread).toBe(1);
      expect(inbox.notifications).toEqual([
        expect.objectContaining({
          id: (message?.payload as { id: string }).id,
          kind: 'workout',
          url: '/',
          localDate: '2026-03-02',
          read: false,
        }),
      ]);
      const [row] = await server()
        .database.db.select()
        .from(notificationSends)
        .where(eq(notificationSends.userId, userId));
      expect(row?.status).toBe('sent');
    });

    it("sends the day's mantra in the morning and the meal prompt only without a meal", async () => {
      const hungry = await signUpSubscriber(server().url, push, null);
      const fed = await signUpSubscriber(server().url, push, null);
      await job().runDue(AT_MORNING);
      const mantras = push.received.map((message) => message.payload);
      expect(mantras).toHaveLength(2);
      expect(mantras).toContainEqual(
        expect.objectContaining({
          kind: 'motivation',
          title: "Today's Mantra",
          body: mantraFor(hungry.userId, '2026-03-02').text,
          url: '/methodology',
        }),
      );
      push.reset();

      // A meal at 12:00 in New York (17:00 UTC) counts for the day; one from the night before not.
      await server()
        .database.db.insert(meals)
        .values([
          {
            userId: fed.userId,
            loggedAt: new Date('2026-03-02T17:00:00Z'),
            mealType: 'lunch',
            inputType: 'text',
            nutritionComplete: false,
          },
          {
            userId: hungry.userId,
            loggedAt: new Date('2026-03-02T04:00:00Z'),
            mealType: 'snack',
            inputType: 'text',
            nutritionComplete: false,
          },
        ]);
      await job().runDue(AT_EVENING);
      expect(push.received.map((message) => [message.device, message.payload])).toEqual([
        [
          hungry.device.endpoint.split('/').pop(),
          expect.objectContaining({ kind: 'meal', url: '/nutrition' }),
        ],
      ]);
    });

    it('drops a subscription the push service says is gone (404/410), keeping the others', async () => {
      const { browser, userId, device } = await signUpSubscriber(server().url, push, '07:30');
      const expired = push.device();
      const unknown = push.device();
      for (const other of [expired, unknown]) {
        await browser.api('/api/notifications/subscribe', {
          method: 'POST',
          json: subscriptionJson(other),
        });
      }
      push.answer(expired, 410);
      push.answer(unknown, 404);
      expect(await job().runDue(AT_REMINDER)).toEqual({ sent: 1, removedSubscriptions: 2 });
      const left = await server()
        .database.db.select({ endpoint: pushSubscriptions.endpoint })
        .from(pushSubscriptions)
        .where(eq(pushSubscriptions.userId, userId));
      expect(left).toEqual([{ endpoint: device.endpoint }]);
      expect(push.received.map((message) => message.device)).toEqual([
        device.endpoint.split('/').pop(),
      ]);
    });

    it('logs a failing push service and still lists the notification', async () => {
      const { browser, device } = await signUpSubscriber(server().url, push, '07:30');
      push.answer(device, 500);
      expect(await job().runDue(AT_REMINDER)).toEqual({ sent: 1, removedSubscriptions: 0 });
      const inbox = (await (await browser.api('/api/notifications')).json()) as NotificationList;
      expect(inbox.notifications).toHaveLength(1);
      // A server error is not "gone": the device stays subscribed.
      const [n] = await server().database.db.select({ n: count() }).from(pushSubscriptions);
      expect(n?.n).toBe(1);
    });

    it('takes over a claim whose instance died mid-send, after the lease', async () => {
      const { userId } = await signUpSubscriber(server().url, push, '07:30');
      const db = server().database.db;
      await db.insert(notificationSends).values({
        userId,
        kind: 'workout',
        localDate: '2026-03-02',
        title: 't',
        body: 'b',
        url: '/',
        status: 'sending',
      });
      expect(await job().runDue(AT_REMINDER)).toMatchObject({ sent: 0 });
      await db
        .update(notificationSends)
        .set({ claimedAt: new Date(Date.now() - (CLAIM_LEASE_SECONDS + 5) * 1000) })
        .where(eq(notificationSends.userId, userId));
      expect(await job().runDue(AT_REMINDER)).toMatchObject({ sent: 1 });
      expect(push.received).toHaveLength(1);
    });

    it('sends each notification exactly once with two instances running the job at once', async () => {
      const other: TestServer = await startTestServer(server().kind, {
        database: server().database,
      });
      // On PostgreSQL, a third instance on a connection pool of its own, as another machine has.
      const separate: Database | undefined =
        server().kind === 'postgres'
          ? await openDatabase({ databaseUrl: databaseUrl() })
          : undefined;
      const third = separate
        ? await startTestServer('postgres', { database: separate })
        : undefined;
      try {
        const users = await Promise.all(
          [1, 2, 3].map(() => signUpSubscriber(server().url, push, '08:15')),
        );
        const instances = [server(), other, ...(third ? [third] : [])];
        const runs = await Promise.all(
          instances.flatMap((instance) => [
            instance.app.notificationJob.runDue(AT_MORNING),
            instance.app.notificationJob.runDue(AT_MORNING),
          ]),
        );
        // Three users, a mantra and a workout reminder each.
        expect(runs.reduce((sum, run) => sum + run.sent, 0)).toBe(6);
        expect(push.failures).toEqual([]);
        const perUserAndKind = push.received.map(
          (message) => `${message.device}:${(message.payload as { kind: string }).kind}`,
        );
        expect(perUserAndKind.sort()).toEqual(
          users
            .flatMap(({ device }) => {
              const id = device.endpoint.split('/').pop() ?? '';
              return [`${id}:motivation`, `${id}:workout`];
            })
            .sort(),
        );
        const [stored] = await server().database.db.select({ n: count() }).from(notificationSends);
        expect(stored?.n).toBe(6);
      } finally {
        await stopTestServer(third);
        await separate?.close();
        await stopTestServer(other);
      }
    });
  },
  { env: { NOTIFICATIONS_SUBJECT: SUBJECT } },
);

/** The PostgreSQL test database this worker's server runs on (named as test/database.ts does). */
function databaseUrl(): string {
  const url = new URL(process.env.TEST_DATABASE_URL ?? '');
  url.pathname = `/grandfit_test_${process.pid}_${process.env.VITEST_POOL_ID ?? '0'}`;
  return url.href;
}

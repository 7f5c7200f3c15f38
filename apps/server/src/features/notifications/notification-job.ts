import { and, eq, gte, inArray, lt, sql } from 'drizzle-orm';
import { isTimeZone } from '@grandfit/shared/schemas/notifications.ts';
import type { Db } from '../../db/client.ts';
import {
  notificationPreferences,
  notificationSends,
  pushSubscriptions,
} from '../../db/schema/notifications.ts';
import { meals } from '../../db/schema/nutrition.ts';
import { userSettings } from '../../db/schema/settings.ts';
import { sendPush } from './push-sender.ts';
import { DEFAULT_TIME_ZONE, startOfLocalDay } from '@grandfit/shared/domain/time-zone.ts';
import { dueSends, type DueSend, type Recipient } from './schedule.ts';
import { getVapidKeys } from './vapid.service.ts';

/** A claim whose instance died mid-send may be taken over after this long. */
export const CLAIM_LEASE_SECONDS = 300;
const TICK_MS = 60_000;
/** Users handled at the same time in one run (each one's pushes go out one after another). */
const CONCURRENCY = 8;

export interface JobLogger {
  info(object: object, message: string): void;
  warn(object: object, message: string): void;
}

export interface RunResult {
  /** Sends this instance claimed and delivered (or tried to). */
  sent: number;
  /** Subscriptions dropped because their push service answered 404/410. */
  removedSubscriptions: number;
}

export interface NotificationJob {
  /** Finds and sends whatever is due at `now`; safe to run on every instance at once. */
  runDue(now?: Date): Promise<RunResult>;
  /** Runs every minute, on the minute, until stop(). */
  start(): void;
  stop(): Promise<void>;
}

export interface NotificationJobDeps {
  db: Db;
  subject: string;
  log: JobLogger;
  /** The transport; tests may watch it. */
  send?: typeof sendPush;
}

/** Users with at least one subscribed device, with what places their sends on their clock. */
async function recipients(db: Db): Promise<Recipient[]> {
  const rows = await db
    .selectDistinct({
      userId: pushSubscriptions.userId,
      timeZone: notificationPreferences.timeZone,
      reminderTime: userSettings.reminderTime,
      journeyStart: userSettings.journeyStartDate,
    })
    .from(pushSubscriptions)
    .leftJoin(notificationPreferences, eq(notificationPreferences.userId, pushSubscriptions.userId))
    .leftJoin(userSettings, eq(userSettings.userId, pushSubscriptions.userId));
  return rows.map((row) => ({
    userId: row.userId,
    timeZone: row.timeZone && isTimeZone(row.timeZone) ? row.timeZone : DEFAULT_TIME_ZONE,
    reminderTime: row.reminderTime,
    journeyStart: row.journeyStart,
  }));
}

const keyOf = (s: { userId: string; kind: string; localDate: string }) =>
  `${s.userId}|${s.kind}|${s.localDate}`;

/** The due sends not yet claimed by any instance (a stale claim is left to claim() to judge). */
async function unsent(db: Db, due: DueSend[]): Promise<DueSend[]> {
  if (due.length === 0) return [];
  const rows = await db
    .select({
      userId: notificationSends.userId,
      kind: notificationSends.kind,
      localDate: notificationSends.localDate,
      status: notificationSends.status,
    })
    .from(notificationSends)
    .where(
      and(
        inArray(notificationSends.userId, [...new Set(due.map((s) => s.userId))]),
        inArray(notificationSends.localDate, [...new Set(due.map((s) => s.localDate))]),
      ),
    );
  const sent = new Set(rows.filter((row) => row.status === 'sent').map(keyOf));
  return due.filter((send) => !sent.has(keyOf(send)));
}

/** The meal prompt is only for a day with nothing logged yet. */
async function loggedAMeal(db: Db, send: DueSend, timeZone: string): Promise<boolean> {
  const [row] = await db
    .select({ id: meals.id })
    .from(meals)
    .where(
      and(
        eq(meals.userId, send.userId),
        gte(meals.loggedAt, new Date(startOfLocalDay(send.localDate, timeZone))),
      ),
    )
    .limit(1);
  return row !== undefined;
}

/**
 * Makes this instance the one sender of `send`. The insert takes the unique (user, kind, day)
 * index entry: of instances inserting at once, PostgreSQL lets one through and the others find
 * the conflict and do nothing. A claim left 'sending' past its lease (its instance died) is taken
 * over by an UPDATE that re-checks the lease under the row lock, so again only one wins.
 */
async function claim(db: Db, send: DueSend): Promise<string | undefined> {
  const [inserted] = await db
    .insert(notificationSends)
    .values({ ...send, status: 'sending' })
    .onConflictDoNothing()
    .returning({ id: notificationSends.id });
  if (inserted) return inserted.id;
  const [reclaimed] = await db
    .update(notificationSends)
    .set({ claimedAt: sql`now()` })
    .where(
      and(
        eq(notificationSends.userId, send.userId),
        eq(notificationSends.kind, send.kind),
        eq(notificationSends.localDate, send.localDate),
        eq(notificationSends.status, 'sending'),
        lt(notificationSends.claimedAt, sql`now() - make_interval(secs => ${CLAIM_LEASE_SECONDS})`),
      ),
    )
    .returning({ id: notificationSends.id });
  return reclaimed?.id;
}

async function inBatches<T>(items: T[], size: number, work: (item: T) => Promise<void>) {
  for (let i = 0; i < items.length; i += size) {
    await Promise.all(items.slice(i, i + size).map(work));
  }
}

export function createNotificationJob(deps: NotificationJobDeps): NotificationJob {
  const { db, log } = deps;
  const send = deps.send ?? sendPush;

  async function deliver(id: string, due: DueSend): Promise<number> {
    const vapid = { ...(await getVapidKeys(db)), subject: deps.subject };
    const targets = await db
      .select()
      .from(pushSubscriptions)
      .where(eq(pushSubscriptions.userId, due.userId));
    let removed = 0;
    const payload = { id, kind: due.kind, title: due.title, body: due.body, url: due.url };
    for (const target of targets) {
      const outcome = await send(target, payload, vapid);
      if (outcome.kind === 'gone') {
        await db
          .delete(pushSubscriptions)
          .where(
            and(
              eq(pushSubscriptions.id, target.id),
              eq(pushSubscriptions.endpoint, target.endpoint),
            ),
          );
        removed += 1;
      } else if (outcome.kind === 'failed') {
        // Push failures are only logged (docs/decisions/016-notifications.md). The bell still lists
        // the notification.
        log.warn({ userId: due.userId, kind: due.kind, reason: outcome.reason }, 'push failed');
      }
    }
    await db
      .update(notificationSends)
      .set({ status: 'sent', sentAt: sql`now()` })
      .where(eq(notificationSends.id, id));
    return removed;
  }

  async function runDue(now: Date = new Date()): Promise<RunResult> {
    const result: RunResult = { sent: 0, removedSubscriptions: 0 };
    const people = await recipients(db);
    const zones = new Map(people.map((person) => [person.userId, person.timeZone]));
    const candidates = await unsent(
      db,
      people.flatMap((person) => dueSends(person, now)),
    );
    await inBatches(candidates, CONCURRENCY, async (due) => {
      if (
        due.kind === 'meal' &&
        (await loggedAMeal(db, due, zones.get(due.userId) ?? DEFAULT_TIME_ZONE))
      ) {
        return;
      }
      const id = await claim(db, due);
      if (!id) return;
      result.sent += 1;
      result.removedSubscriptions += await deliver(id, due);
    });
    return result;
  }

  let timer: NodeJS.Timeout | undefined;
  let running: Promise<unknown> | undefined;
  let stopped = false;

  function tick() {
    if (running) return;
    running = runDue()
      .then((result) => {
        if (result.sent > 0) log.info(result, 'notifications sent');
      })
      .catch((error: unknown) => log.warn({ err: error }, 'notification run failed'))
      .finally(() => {
        running = undefined;
      });
  }

  return {
    runDue,
    start() {
      if (timer || stopped) return;
      // On the minute, so reminders set for 07:30 go out at 07:30, not at 07:30:59.
      timer = setTimeout(
        () => {
          tick();
          timer = setInterval(tick, TICK_MS);
          timer.unref();
        },
        TICK_MS - (Date.now() % TICK_MS),
      );
      timer.unref();
    },
    async stop() {
      stopped = true;
      clearTimeout(timer);
      clearInterval(timer);
      timer = undefined;
      await running;
    },
  };
}

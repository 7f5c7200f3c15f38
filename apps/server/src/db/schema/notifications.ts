import { sql } from 'drizzle-orm';
import { date, index, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import type { NotificationKind } from '@grandfit/shared/schemas/notifications.ts';
import { users } from './users.ts';

/**
 * A browser's push subscription (one per device and browser profile). The endpoint is unique: a
 * device belongs to whoever signed in on it last (docs/decisions/016-notifications.md).
 */
export const pushSubscriptions = pgTable(
  'push_subscriptions',
  {
    id: uuid('id')
      .primaryKey()
      .default(sql`gen_random_uuid()`),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    endpoint: text('endpoint').notNull(),
    p256dh: text('p256dh').notNull(),
    auth: text('auth').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('push_subscriptions_endpoint_idx').on(t.endpoint),
    index('push_subscriptions_user_idx').on(t.userId),
  ],
);

/** Where the user's reminders fall on the clock: the IANA zone their device last reported. */
export const notificationPreferences = pgTable('notification_preferences', {
  userId: uuid('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  timeZone: text('time_zone').notNull(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

/**
 * One row per scheduled notification and user day: inserting it is the claim that makes one
 * server instance the sender (unique user, kind, local date), and the row is what the bell lists.
 * `status` is 'sending' while the claimant delivers and 'sent' after; a 'sending' row whose
 * claimant died is reclaimed after a lease (features/notifications/sends.service.ts).
 */
export const notificationSends = pgTable(
  'notification_sends',
  {
    id: uuid('id')
      .primaryKey()
      .default(sql`gen_random_uuid()`),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    kind: text('kind').$type<NotificationKind>().notNull(),
    localDate: date('local_date', { mode: 'string' }).notNull(),
    title: text('title').notNull(),
    body: text('body').notNull(),
    url: text('url').notNull(),
    status: text('status').$type<'sending' | 'sent'>().notNull(),
    claimedAt: timestamp('claimed_at', { withTimezone: true }).notNull().defaultNow(),
    sentAt: timestamp('sent_at', { withTimezone: true }),
    readAt: timestamp('read_at', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('notification_sends_claim_idx').on(t.userId, t.kind, t.localDate),
    index('notification_sends_user_idx').on(t.userId, t.claimedAt),
  ],
);

import { and, count, desc, eq, isNull, sql } from 'drizzle-orm';
import type { NotificationList } from '@grandfit/shared/schemas/notifications.ts';
import type { Db } from '../../db/client.ts';
import { notificationSends } from '../../db/schema/notifications.ts';

/** How many of the latest notifications the bell lists. */
export const INBOX_SIZE = 20;

/** The user's latest notifications, newest first, with how many are unread. */
export async function listNotifications(db: Db, userId: string): Promise<NotificationList> {
  const sent = and(eq(notificationSends.userId, userId), eq(notificationSends.status, 'sent'));
  const [rows, [unread]] = await Promise.all([
    db
      .select()
      .from(notificationSends)
      .where(sent)
      .orderBy(desc(notificationSends.sentAt))
      .limit(INBOX_SIZE),
    db
      .select({ n: count() })
      .from(notificationSends)
      .where(and(sent, isNull(notificationSends.readAt))),
  ]);
  return {
    notifications: rows.map((row) => ({
      id: row.id,
      kind: row.kind,
      title: row.title,
      body: row.body,
      url: row.url,
      localDate: row.localDate,
      sentAt: (row.sentAt ?? row.claimedAt).toISOString(),
      read: row.readAt !== null,
    })),
    unread: unread?.n ?? 0,
  };
}

/** Marks every notification of the user read (the bell was opened). */
export async function markAllRead(db: Db, userId: string): Promise<void> {
  await db
    .update(notificationSends)
    .set({ readAt: sql`now()` })
    .where(and(eq(notificationSends.userId, userId), isNull(notificationSends.readAt)));
}

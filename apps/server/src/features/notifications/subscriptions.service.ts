import { and, eq, sql } from 'drizzle-orm';
import type { PushSubscriptionInput } from '@grandfit/shared/schemas/notifications.ts';
import type { Db } from '../../db/client.ts';
import { notificationPreferences, pushSubscriptions } from '../../db/schema/notifications.ts';
import { DEFAULT_TIME_ZONE } from '@grandfit/shared/domain/time-zone.ts';

/**
 * Stores this device's subscription for the user. The endpoint is the device: subscribing it again
 * replaces its keys, and a device another user subscribed before passes to the one signed in now,
 * so the earlier user's reminders never show on a device they left (decision 016). The device's
 * time zone becomes the user's.
 */
export async function subscribe(
  db: Db,
  userId: string,
  input: PushSubscriptionInput,
): Promise<{ timeZone: string }> {
  return db.transaction(async (tx) => {
    await tx
      .insert(pushSubscriptions)
      .values({
        userId,
        endpoint: input.endpoint,
        p256dh: input.keys.p256dh,
        auth: input.keys.auth,
      })
      .onConflictDoUpdate({
        target: pushSubscriptions.endpoint,
        set: {
          userId,
          p256dh: input.keys.p256dh,
          auth: input.keys.auth,
          updatedAt: sql`now()`,
        },
      });
    if (input.timeZone) {
      await tx
        .insert(notificationPreferences)
        .values({ userId, timeZone: input.timeZone })
        .onConflictDoUpdate({
          target: notificationPreferences.userId,
          set: { timeZone: input.timeZone, updatedAt: sql`now()` },
        });
      return { timeZone: input.timeZone };
    }
    const [stored] = await tx
      .select({ timeZone: notificationPreferences.timeZone })
      .from(notificationPreferences)
      .where(eq(notificationPreferences.userId, userId));
    return { timeZone: stored?.timeZone ?? DEFAULT_TIME_ZONE };
  });
}

/** Forgets the user's own subscription of this endpoint; another user's is left alone. */
export async function unsubscribe(db: Db, userId: string, endpoint: string): Promise<void> {
  await db
    .delete(pushSubscriptions)
    .where(and(eq(pushSubscriptions.userId, userId), eq(pushSubscriptions.endpoint, endpoint)));
}

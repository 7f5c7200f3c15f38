import { eq, sql } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { progressPhotos } from '../db/schema/journey.ts';
import { users } from '../db/schema/users.ts';
import { videos } from '../db/schema/video.ts';

/** Bytes the user keeps in file storage: the sizes recorded with their videos and photos. */
export async function storedBytesOf(db: Db, userId: string): Promise<number> {
  const [row] = await db
    .select({
      bytes: sql<string>`
        coalesce((select sum(${videos.byteSize}) from ${videos} where ${videos.userId} = ${userId}), 0)
        + coalesce((select sum(${progressPhotos.byteSize}) from ${progressPhotos}
                    where ${progressPhotos.userId} = ${userId}), 0)`,
    })
    .from(sql`(select 1) as one`);
  return Number(row?.bytes ?? 0);
}

/**
 * Locks the user's row for the rest of the transaction, so two uploads of the same user (on any
 * instance) record one after the other and the second sees the first one's size.
 */
export async function lockUploadsOf(tx: Db, userId: string): Promise<void> {
  await tx.select({ id: users.id }).from(users).where(eq(users.id, userId)).for('update');
}

export function quotaMessage(usedBytes: number, quotaBytes: number): string {
  const mb = (bytes: number) =>
    Number((bytes / 1_048_576).toFixed(1)).toLocaleString('en-US', { maximumFractionDigits: 1 });
  return (
    `Your videos and photos use ${mb(usedBytes)} MB of your ${mb(quotaBytes)} MB: ` +
    'delete some to make room for this one'
  );
}

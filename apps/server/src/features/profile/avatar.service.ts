import { eq, sql } from 'drizzle-orm';
import type { AvatarConfig } from '@grandfit/shared/schemas/avatar.ts';
import type { Db } from '../../db/client.ts';
import { users } from '../../db/schema/users.ts';
import { forgetCachedSessionsOf } from '../../auth/sessions.ts';
import { avatarOf } from '../users/users.presenter.ts';

/** Saving is a full replace, so repeating the same request leaves the same result. */
export async function saveAvatar(
  db: Db,
  userId: string,
  config: AvatarConfig,
): Promise<AvatarConfig | null> {
  const [row] = await db
    .update(users)
    .set({ avatarConfig: config, updatedAt: sql`now()` })
    .where(eq(users.id, userId))
    .returning({ avatarConfig: users.avatarConfig, email: users.email });
  forgetCachedSessionsOf(db, userId);
  return row ? avatarOf(row) : null;
}

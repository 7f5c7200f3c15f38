import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { localAccounts, pendingSignUps, signInFailures } from '../../db/schema/auth.ts';
import { progressPhotos } from '../../db/schema/journey.ts';
import { users } from '../../db/schema/users.ts';
import { videos } from '../../db/schema/video.ts';
import { endProviderSessions } from '../../auth/provider/accounts.ts';
import { verifyPassword } from '../../auth/provider/passwords.ts';
import { endAllSessions, type SessionUser } from '../../auth/sessions.ts';
import type { FileStorage } from '../../storage/file-storage.ts';

/** Without a password to ask for (an external provider), the sign-in must be this recent. */
export const FRESH_SIGN_IN_MS = 10 * 60_000;

export type Confirmation = 'confirmed' | 'wrong-password' | 'password-required' | 'sign-in-again';

/**
 * "Delete my account" (docs/decisions/028-accounts-passwords-reset-deletion.md): every row of the
 * user in every table and every file of the user in storage, in one step.
 */
export function accountService(
  db: Db,
  storage: FileStorage,
  options: { embeddedIssuer: string | undefined },
) {
  const isLocal = (user: SessionUser) => user.issuer === options.embeddedIssuer;

  async function storageKeysOf(executor: Pick<Db, 'select'>, userId: string) {
    const [videoKeys, photoKeys] = await Promise.all([
      executor.select({ key: videos.storageKey }).from(videos).where(eq(videos.userId, userId)),
      executor
        .select({ key: progressPhotos.storageKey })
        .from(progressPhotos)
        .where(eq(progressPhotos.userId, userId)),
    ]);
    return [...videoKeys, ...photoKeys].map((row) => row.key);
  }

  return {
    /** The password of a local account, or a recent sign-in for an external provider's. */
    async confirm(
      user: SessionUser,
      input: { password?: string | undefined; sessionStartedAt: Date | null },
    ): Promise<Confirmation> {
      if (isLocal(user)) {
        if (!input.password) return 'password-required';
        const [account] = await db
          .select({ passwordHash: localAccounts.passwordHash })
          .from(localAccounts)
          .where(eq(localAccounts.id, user.subject));
        const valid = account ? await verifyPassword(input.password, account.passwordHash) : false;
        return valid ? 'confirmed' : 'wrong-password';
      }
      const started = input.sessionStartedAt?.getTime() ?? 0;
      return Date.now() - started <= FRESH_SIGN_IN_MS ? 'confirmed' : 'sign-in-again';
    },

    /**
     * Files first, listed from the rows: if storage fails, nothing is deleted yet and the user can
     * try again. Then the rows, in one transaction (every user table cascades from users), and the
     * files of any upload that landed in between.
     */
    async deleteAccount(user: SessionUser): Promise<{ files: number }> {
      const before = await storageKeysOf(db, user.id);
      for (const key of before) await storage.delete(key);
      const after = await db.transaction(async (tx) => {
        const late = await storageKeysOf(tx, user.id);
        await tx.delete(users).where(eq(users.id, user.id));
        if (isLocal(user)) {
          const [account] = await tx
            .delete(localAccounts)
            .where(eq(localAccounts.id, user.subject))
            .returning({ email: localAccounts.email });
          await endProviderSessions(tx, user.subject);
          // The failed sign-ins kept against the address (decision 027) and the used sign-up
          // links, with the name and password hash they carried (decision 031), hold it too.
          if (account) {
            await tx.delete(signInFailures).where(eq(signInFailures.email, account.email));
            await tx.delete(pendingSignUps).where(eq(pendingSignUps.email, account.email));
          }
        }
        return late.filter((key) => !before.includes(key));
      });
      for (const key of after) await storage.delete(key);
      await endAllSessions(db, user.id);
      return { files: before.length + after.length };
    },
  };
}

export type AccountService = ReturnType<typeof accountService>;

import { and, eq, isNull, lt } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { localAccounts, passwordResetTokens } from '../../db/schema/auth.ts';
import { endProviderSessions, findLocalAccountByEmail, type LocalAccount } from './accounts.ts';
import { hashPassword } from './passwords.ts';
import { checkNewPassword } from './password-rule.ts';
import { hashLinkToken as hashToken, isWellFormedLinkToken, newLinkToken } from './link-token.ts';

/** How long a reset link works (OWASP forgot-password cheat sheet: short-lived, single-use). */
export const RESET_TOKEN_TTL_MS = 60 * 60_000;

/** The path of the page a reset link opens; the token follows as ?token=. */
export const RESET_PATH = '/oidc/password/reset';

export function resetLink(publicUrl: string, token: string): string {
  return `${publicUrl}${RESET_PATH}?token=${encodeURIComponent(token)}`;
}

/** A new single-use token for the account; expired tokens of anyone are swept here. */
export async function createResetToken(db: Db, accountId: string, now = new Date()) {
  const token = newLinkToken();
  await db
    .delete(passwordResetTokens)
    .where(lt(passwordResetTokens.expiresAt, new Date(now.getTime() - 86_400_000)));
  await db.insert(passwordResetTokens).values({
    id: hashToken(token),
    accountId,
    expiresAt: new Date(now.getTime() + RESET_TOKEN_TTL_MS),
  });
  return token;
}

/** A token for the address's account, or null when the address has none (the caller says neither). */
export async function requestPasswordReset(
  db: Db,
  email: string,
): Promise<{ account: LocalAccount; token: string } | null> {
  const account = await findLocalAccountByEmail(db, email);
  if (!account) return null;
  return { account, token: await createResetToken(db, account.id) };
}

export type TokenState =
  { state: 'valid'; account: LocalAccount } | { state: 'expired' | 'used' | 'invalid' };

export const TOKEN_PROBLEMS = {
  expired: 'This reset link has expired. Links work for one hour: ask for a new one.',
  used: 'This reset link has already been used. Ask for a new one if you need to.',
  invalid: 'This reset link is not valid. Check that you copied all of it, or ask for a new one.',
} as const;

export async function checkResetToken(
  db: Db,
  token: string,
  now = new Date(),
): Promise<TokenState> {
  if (!isWellFormedLinkToken(token)) return { state: 'invalid' };
  const [row] = await db
    .select({ token: passwordResetTokens, account: localAccounts })
    .from(passwordResetTokens)
    .innerJoin(localAccounts, eq(localAccounts.id, passwordResetTokens.accountId))
    .where(eq(passwordResetTokens.id, hashToken(token)));
  if (!row) return { state: 'invalid' };
  if (row.token.usedAt) return { state: 'used' };
  if (row.token.expiresAt.getTime() <= now.getTime()) return { state: 'expired' };
  return { state: 'valid', account: row.account };
}

export type ResetOutcome =
  | { outcome: 'done'; account: LocalAccount }
  | { outcome: 'weak'; reason: string; email: string }
  | { outcome: 'expired' | 'used' | 'invalid' };

/**
 * Sets the new password if the token is still good, using the token up in the same statement so
 * two submissions cannot both succeed; every other link of the account stops working, and the
 * provider's sessions end (the caller ends the app's sessions).
 */
export async function resetPassword(
  db: Db,
  token: string,
  password: string,
  now = new Date(),
): Promise<ResetOutcome> {
  const checked = await checkResetToken(db, token, now);
  if (checked.state !== 'valid') return { outcome: checked.state };
  const verdict = await checkNewPassword(password, [checked.account.email, checked.account.name]);
  if (!verdict.ok) return { outcome: 'weak', reason: verdict.reason, email: checked.account.email };
  const passwordHash = await hashPassword(password);
  return db.transaction(async (tx) => {
    const [used] = await tx
      .update(passwordResetTokens)
      .set({ usedAt: now })
      .where(and(eq(passwordResetTokens.id, hashToken(token)), isNull(passwordResetTokens.usedAt)))
      .returning();
    if (!used) return { outcome: 'used' as const };
    await tx
      .update(passwordResetTokens)
      .set({ usedAt: now })
      .where(
        and(eq(passwordResetTokens.accountId, used.accountId), isNull(passwordResetTokens.usedAt)),
      );
    await tx
      .update(localAccounts)
      .set({ passwordHash })
      .where(eq(localAccounts.id, used.accountId));
    await endProviderSessions(tx, used.accountId);
    return { outcome: 'done' as const, account: checked.account };
  });
}

import { randomUUID } from 'node:crypto';
import { and, eq, isNull, lt } from 'drizzle-orm';
import type { z } from 'zod';
import { PRODUCT_NAME } from '@grandfit/shared/constants.ts';
import type { Db } from '../../db/client.ts';
import { localAccounts, pendingSignUps } from '../../db/schema/auth.ts';
import { findLocalAccountByEmail, type LocalAccount, type signUpSchema } from './accounts.ts';
import { hashLinkToken, isWellFormedLinkToken, newLinkToken } from './link-token.ts';
import { hashPassword } from './passwords.ts';

/** How long a sign-up link works: a day, time enough to find the mail, short enough to go stale. */
export const SIGN_UP_LINK_TTL_MS = 24 * 60 * 60_000;

export type SignUpInput = z.infer<typeof signUpSchema>;

/** What to mail: a link that finishes the sign-up, or a note that the address has an account. */
export type SignUpRequest =
  { kind: 'new'; email: string; token: string } | { kind: 'existing'; account: LocalAccount };

/**
 * Records a sign-up that the address's owner must confirm (decision 031). Both outcomes cost the
 * same password hash and answer the same page, so the caller cannot tell a taken address.
 */
export async function requestSignUp(
  db: Db,
  input: SignUpInput,
  now = new Date(),
): Promise<SignUpRequest> {
  const passwordHash = await hashPassword(input.password);
  const account = await findLocalAccountByEmail(db, input.email);
  if (account) return { kind: 'existing', account };
  const token = newLinkToken();
  await db
    .delete(pendingSignUps)
    .where(lt(pendingSignUps.expiresAt, new Date(now.getTime() - 86_400_000)));
  await db.insert(pendingSignUps).values({
    id: hashLinkToken(token),
    email: input.email,
    name: input.name,
    passwordHash,
    expiresAt: new Date(now.getTime() + SIGN_UP_LINK_TTL_MS),
    createdAt: now,
  });
  return { kind: 'new', email: input.email, token };
}

export type PendingSignUp = typeof pendingSignUps.$inferSelect;

export type SignUpLinkState =
  { state: 'valid'; pending: PendingSignUp } | { state: 'expired' | 'used' | 'invalid' };

export const SIGN_UP_LINK_PROBLEMS = {
  expired: 'This link has expired. Links work for one day: create your account again.',
  used: 'This link has already been used. Your account exists: sign in.',
  invalid: 'This link is not valid. Check that you copied all of it, or create your account again.',
} as const;

export async function checkSignUpLink(
  db: Db,
  token: string,
  now = new Date(),
): Promise<SignUpLinkState> {
  if (!isWellFormedLinkToken(token)) return { state: 'invalid' };
  const [pending] = await db
    .select()
    .from(pendingSignUps)
    .where(eq(pendingSignUps.id, hashLinkToken(token)));
  if (!pending) return { state: 'invalid' };
  if (pending.usedAt) return { state: 'used' };
  if (pending.expiresAt.getTime() <= now.getTime()) return { state: 'expired' };
  return { state: 'valid', pending };
}

export type ConfirmOutcome =
  | { outcome: 'created'; account: LocalAccount; requestedAt: Date }
  | { outcome: 'taken' }
  | { outcome: 'expired' | 'used' | 'invalid' };

/**
 * Creates the account of a confirmed link, once: the link is used up in the same transaction, so
 * two clicks cannot both create it, and every other open link for the address stops working.
 * 'taken': the address got an account meanwhile (another link, or an administrator).
 */
export async function confirmSignUp(
  db: Db,
  token: string,
  now = new Date(),
): Promise<ConfirmOutcome> {
  const checked = await checkSignUpLink(db, token, now);
  if (checked.state !== 'valid') return { outcome: checked.state };
  return db.transaction(async (tx) => {
    const [used] = await tx
      .update(pendingSignUps)
      .set({ usedAt: now })
      .where(and(eq(pendingSignUps.id, hashLinkToken(token)), isNull(pendingSignUps.usedAt)))
      .returning();
    if (!used) return { outcome: 'used' as const };
    await tx
      .update(pendingSignUps)
      .set({ usedAt: now })
      .where(and(eq(pendingSignUps.email, used.email), isNull(pendingSignUps.usedAt)));
    const [account] = await tx
      .insert(localAccounts)
      .values({
        id: randomUUID(),
        email: used.email,
        name: used.name,
        passwordHash: used.passwordHash,
      })
      .onConflictDoNothing({ target: localAccounts.email })
      .returning();
    if (!account) return { outcome: 'taken' as const };
    return { outcome: 'created' as const, account, requestedAt: used.createdAt };
  });
}

/** The mail of a sign-up: the link for a new address, a pointer to sign-in for a known one. */
export function signUpMail(
  request: SignUpRequest,
  links: { confirm: (token: string) => string; signIn: string; forgot: string },
) {
  if (request.kind === 'new') {
    return {
      to: request.email,
      subject: `Finish creating your ${PRODUCT_NAME} account`,
      text: [
        `Welcome to ${PRODUCT_NAME}. Open this link to finish creating your account (it works once, for one day):`,
        links.confirm(request.token),
        '',
        'If you did not sign up, ignore this e-mail: no account is created.',
      ].join('\n'),
    };
  }
  return {
    to: request.account.email,
    subject: `You already have a ${PRODUCT_NAME} account`,
    text: [
      `Someone tried to create a ${PRODUCT_NAME} account with this address, which already has one.`,
      '',
      `If it was you, sign in: ${links.signIn}`,
      `Forgot your password? Choose a new one: ${links.forgot}`,
      '',
      'If it was not you, ignore this e-mail: nothing was changed.',
    ].join('\n'),
  };
}

import { randomUUID } from 'node:crypto';
import { and, eq, sql } from 'drizzle-orm';
import { z } from 'zod';
import { textSchema } from '@grandfit/shared/schemas/safe-input.ts';
import type { Db } from '../../db/client.ts';
import { untimed, type Timed } from '../../http/server-timing.ts';
import { localAccounts, oidcPayloads } from '../../db/schema/auth.ts';
import { users } from '../../db/schema/users.ts';
import { hashPassword, needsRehash, verifyPassword } from './passwords.ts';
import { checkNewPassword } from './password-rule.ts';

// The form fields go through the shared text primitive: a NUL in a name or an e-mail would reach
// PostgreSQL (a 500). The password is never stored as typed, but it is held to the same rules.
const emailText = textSchema('Email', { max: 254 }).toLowerCase();
const passwordText = textSchema('Password', {
  max: 200,
  trim: false,
  maxMessage: 'Password is too long.',
});

export const signUpSchema = z
  .object({
    name: textSchema('Name', {
      min: 1,
      max: 100,
      minMessage: 'Please enter your name.',
      maxMessage: 'Name is too long.',
    }),
    email: emailText.pipe(z.email('Please enter a valid email address.')),
    password: passwordText,
  })
  .superRefine(async (input, ctx) => {
    const verdict = await checkNewPassword(input.password, [input.email, input.name]);
    if (!verdict.ok) ctx.addIssue({ code: 'custom', path: ['password'], message: verdict.reason });
  });

export const signInSchema = z.object({
  email: emailText,
  password: passwordText,
});

export type LocalAccount = typeof localAccounts.$inferSelect;

/**
 * Creates the account, or, when the address already has one, signs into it if the password is
 * its password (decision 028). Null: the address is taken and the password is not its password.
 */
export async function createLocalAccount(
  db: Db,
  input: z.infer<typeof signUpSchema>,
  timed: Timed = untimed,
): Promise<LocalAccount | null> {
  const passwordHash = await timed('hash', () => hashPassword(input.password));
  const [account] = await timed('db', () =>
    db
      .insert(localAccounts)
      .values({ id: randomUUID(), email: input.email, name: input.name, passwordHash })
      .onConflictDoNothing({ target: localAccounts.email })
      .returning(),
  );
  return account ?? authenticateLocalAccount(db, input, timed);
}

// A fixed hash to verify against when the e-mail is unknown, so timing does not reveal which
// e-mails have accounts.
const UNKNOWN_ACCOUNT_HASH = hashPassword('unknown-account-placeholder-password');

export async function authenticateLocalAccount(
  db: Db,
  input: z.infer<typeof signInSchema>,
  timed: Timed = untimed,
): Promise<LocalAccount | null> {
  const [account] = await timed('db', () =>
    db.select().from(localAccounts).where(eq(localAccounts.email, input.email)),
  );
  const stored = account?.passwordHash ?? (await UNKNOWN_ACCOUNT_HASH);
  const valid = await timed('hash', () => verifyPassword(input.password, stored));
  if (!account || !valid) return null;
  if (!needsRehash(account.passwordHash)) return account;
  // The password is at hand only now: an older, cheaper hash is replaced by one at today's cost,
  // unless the password changed meanwhile (a reset finishing at the same time keeps its hash).
  const passwordHash = await timed('rehash', () => hashPassword(input.password));
  const [upgraded] = await db
    .update(localAccounts)
    .set({ passwordHash })
    .where(
      and(eq(localAccounts.id, account.id), eq(localAccounts.passwordHash, account.passwordHash)),
    )
    .returning();
  return upgraded ?? account;
}

export async function findLocalAccount(db: Db, id: string): Promise<LocalAccount | null> {
  const [account] = await db.select().from(localAccounts).where(eq(localAccounts.id, id));
  return account ?? null;
}

export async function findLocalAccountByEmail(db: Db, email: string): Promise<LocalAccount | null> {
  const [account] = await db
    .select()
    .from(localAccounts)
    .where(eq(localAccounts.email, email.trim().toLowerCase()));
  return account ?? null;
}

/** The GrandFit user a local account signed in as, if it has signed in yet. */
export async function userIdOfAccount(
  db: Db,
  issuer: string,
  accountId: string,
): Promise<string | null> {
  const [user] = await db
    .select({ id: users.id })
    .from(users)
    .where(and(eq(users.issuer, issuer), eq(users.subject, accountId)));
  return user?.id ?? null;
}

/**
 * Ends the account's sessions, grants and tokens at the embedded provider, so its "remember me"
 * cookie cannot sign back in without the (new) password.
 */
export async function endProviderSessions(
  db: Pick<Db, 'delete'>,
  accountId: string,
): Promise<void> {
  await db.delete(oidcPayloads).where(sql`${oidcPayloads.payload}->>'accountId' = ${accountId}`);
}

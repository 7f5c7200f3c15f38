import { randomUUID } from 'node:crypto';
import { and, eq, sql } from 'drizzle-orm';
import { z } from 'zod';
import { textSchema } from '@grandfit/shared/schemas/safe-input.ts';
import type { Db } from '../../db/client.ts';
import { localAccounts, oidcPayloads } from '../../db/schema/auth.ts';
import { users } from '../../db/schema/users.ts';
import { hashPassword, verifyPassword } from './passwords.ts';
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
  .superRefine((input, ctx) => {
    const verdict = checkNewPassword(input.password, [input.email, input.name]);
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
): Promise<LocalAccount | null> {
  const passwordHash = await hashPassword(input.password);
  const [account] = await db
    .insert(localAccounts)
    .values({ id: randomUUID(), email: input.email, name: input.name, passwordHash })
    .onConflictDoNothing({ target: localAccounts.email })
    .returning();
  return account ?? authenticateLocalAccount(db, input);
}

// A fixed hash to verify against when the e-mail is unknown, so timing does not reveal which
// e-mails have accounts.
const UNKNOWN_ACCOUNT_HASH = hashPassword('unknown-account-placeholder-password');

export async function authenticateLocalAccount(
  db: Db,
  input: z.infer<typeof signInSchema>,
): Promise<LocalAccount | null> {
  const [account] = await db
    .select()
    .from(localAccounts)
    .where(eq(localAccounts.email, input.email));
  const valid = await verifyPassword(
    input.password,
    account?.passwordHash ?? (await UNKNOWN_ACCOUNT_HASH),
  );
  return account && valid ? account : null;
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

import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { z } from 'zod';
import { textSchema } from '@grandfit/shared/schemas/safe-input.ts';
import type { Db } from '../../db/client.ts';
import { localAccounts } from '../../db/schema/auth.ts';
import { hashPassword, verifyPassword } from './passwords.ts';

// The form fields go through the shared text primitive: a NUL in a name or an e-mail would reach
// PostgreSQL (a 500). The password is never stored as typed, but it is held to the same rules.
const emailText = textSchema('Email', { max: 254 }).toLowerCase();
const passwordText = (min: number) =>
  textSchema('Password', {
    min,
    max: 200,
    trim: false,
    minMessage: 'Password must be at least 8 characters.',
    maxMessage: 'Password is too long.',
  });

export const signUpSchema = z.object({
  name: textSchema('Name', {
    min: 1,
    max: 100,
    minMessage: 'Please enter your name.',
    maxMessage: 'Name is too long.',
  }),
  email: emailText.pipe(z.email('Please enter a valid email address.')),
  password: passwordText(8),
});

export const signInSchema = z.object({
  email: emailText,
  password: passwordText(0),
});

export type LocalAccount = typeof localAccounts.$inferSelect;

export class DuplicateAccountError extends Error {}

export async function createLocalAccount(
  db: Db,
  input: z.infer<typeof signUpSchema>,
): Promise<LocalAccount> {
  const passwordHash = await hashPassword(input.password);
  const [account] = await db
    .insert(localAccounts)
    .values({ id: randomUUID(), email: input.email, name: input.name, passwordHash })
    .onConflictDoNothing({ target: localAccounts.email })
    .returning();
  if (!account) throw new DuplicateAccountError('An account with this email already exists.');
  return account;
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

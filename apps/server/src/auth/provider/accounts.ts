import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { z } from 'zod';
import type { Db } from '../../db/client.ts';
import { localAccounts } from '../../db/schema/auth.ts';
import { hashPassword, verifyPassword } from './passwords.ts';

export const signUpSchema = z.object({
  name: z.string().trim().min(1, 'Please enter your name.').max(100, 'Name is too long.'),
  email: z.email('Please enter a valid email address.').trim().toLowerCase().max(254),
  password: z
    .string()
    .min(8, 'Password must be at least 8 characters.')
    .max(200, 'Password is too long.'),
});

export const signInSchema = z.object({
  email: z.string().trim().toLowerCase().max(254),
  password: z.string().max(200),
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

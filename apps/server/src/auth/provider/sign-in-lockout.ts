import { eq, sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { Db } from '../../db/client.ts';
import { untimed, type Timed } from '../../http/server-timing.ts';
import { signInFailures } from '../../db/schema/auth.ts';
import { authenticateLocalAccount, type LocalAccount, type signInSchema } from './accounts.ts';

/** Failed passwords in a row that are let through before the first lock. */
export const FREE_FAILURES = 4;
const FIRST_LOCK_MS = 60_000;
const LONGEST_LOCK_MS = 60 * 60_000;
/** A run of failures this old is forgotten: the next failure counts as the first. */
const FAILURES_FORGOTTEN_AFTER = '24 hours';

/**
 * How long an address is locked after its n-th failed password in a row: none for the first four,
 * then one minute, doubling with each further failure up to an hour (docs/decisions/027).
 */
export function lockDurationMs(failures: number): number {
  if (failures <= FREE_FAILURES) return 0;
  return Math.min(FIRST_LOCK_MS * 2 ** (failures - FREE_FAILURES - 1), LONGEST_LOCK_MS);
}

/**
 * Milliseconds until the address may try a password again (0: now). Any address, with an account
 * or not, can be locked, so that a lock tells nothing about which addresses have accounts.
 */
async function lockedForMs(db: Db, email: string): Promise<number> {
  const [row] = await db
    .select({
      ms: sql<number>`(extract(epoch from ${signInFailures.lockedUntil} - now()) * 1000)::float8`,
    })
    .from(signInFailures)
    .where(eq(signInFailures.email, email));
  return row?.ms && row.ms > 0 ? Math.ceil(row.ms) : 0;
}

/**
 * Counts a failed password for the address, on every instance's shared count, and answers the lock
 * it now starts (0: none yet).
 */
async function recordFailure(db: Db, email: string): Promise<number> {
  const forgotten = sql`${signInFailures.lastFailedAt} < now() - ${FAILURES_FORGOTTEN_AFTER}::interval`;
  const [row] = await db
    .insert(signInFailures)
    .values({ email, failures: 1, lastFailedAt: sql`now()` })
    .onConflictDoUpdate({
      target: signInFailures.email,
      set: {
        failures: sql`CASE WHEN ${forgotten} THEN 1 ELSE ${signInFailures.failures} + 1 END`,
        lastFailedAt: sql`now()`,
      },
    })
    .returning({ failures: signInFailures.failures });
  const lockMs = lockDurationMs(row?.failures ?? 1);
  if (lockMs > 0) {
    await db
      .update(signInFailures)
      .set({
        lockedUntil: sql`greatest(${signInFailures.lockedUntil}, now() + ${lockMs} * interval '1 millisecond')`,
      })
      .where(eq(signInFailures.email, email));
  }
  return lockMs;
}

/** A correct password ends the run of failures. */
export async function clearFailures(db: Db, email: string): Promise<void> {
  await db.delete(signInFailures).where(eq(signInFailures.email, email));
}

export type SignInAttempt =
  | { outcome: 'signed-in'; account: LocalAccount }
  /** `lockedForMs` > 0 when this failure started a lock. */
  | { outcome: 'wrong-password'; lockedForMs: number }
  | { outcome: 'locked'; lockedForMs: number };

/**
 * A password sign-in under the lockout: a locked address is refused before its password is even
 * checked, a failure is counted, a success forgets the failures (docs/decisions/027).
 */
export async function attemptSignIn(
  db: Db,
  input: z.infer<typeof signInSchema>,
  timed: Timed = untimed,
): Promise<SignInAttempt> {
  const locked = await timed('lockout', () => lockedForMs(db, input.email));
  if (locked > 0) return { outcome: 'locked', lockedForMs: locked };
  const account = await authenticateLocalAccount(db, input, timed);
  if (!account) {
    return { outcome: 'wrong-password', lockedForMs: await recordFailure(db, input.email) };
  }
  await timed('lockout', () => clearFailures(db, input.email));
  return { outcome: 'signed-in', account };
}

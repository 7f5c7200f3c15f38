import { createHash, randomBytes } from 'node:crypto';
import { and, eq, gt, lt, sql } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { sessions } from '../db/schema/auth.ts';
import { users } from '../db/schema/users.ts';

export type SessionUser = typeof users.$inferSelect;

/** Only the hash of the cookie token is stored: a leaked table does not sign anyone in. */
function hashToken(token: string): string {
  return createHash('sha256').update(token).digest('base64url');
}

export async function createSession(
  db: Db,
  input: { userId: string; idToken: string | null; ttlMs: number },
): Promise<{ token: string; expiresAt: Date }> {
  const token = randomBytes(32).toString('base64url');
  const expiresAt = new Date(Date.now() + input.ttlMs);
  await db
    .insert(sessions)
    .values({ id: hashToken(token), userId: input.userId, idToken: input.idToken, expiresAt });
  return { token, expiresAt };
}

// Every authenticated request runs this lookup, so it is a named prepared statement: PostgreSQL
// parses and plans it once per connection instead of on every call.
const preparedLookups = new WeakMap<Db, ReturnType<typeof prepareLookup>>();

function prepareLookup(db: Db) {
  return db
    .select({ user: users, idToken: sessions.idToken })
    .from(sessions)
    .innerJoin(users, eq(users.id, sessions.userId))
    .where(
      and(eq(sessions.id, sql.placeholder('id')), gt(sessions.expiresAt, sql.placeholder('now'))),
    )
    .prepare('find_session');
}

export async function findSession(
  db: Db,
  token: string,
): Promise<{ user: SessionUser; idToken: string | null } | null> {
  let lookup = preparedLookups.get(db);
  if (!lookup) {
    lookup = prepareLookup(db);
    preparedLookups.set(db, lookup);
  }
  const rows = await lookup.execute({ id: hashToken(token), now: new Date() });
  return rows[0] ?? null;
}

export async function destroySession(db: Db, token: string): Promise<void> {
  await db.delete(sessions).where(eq(sessions.id, hashToken(token)));
}

export async function deleteExpiredSessions(db: Db): Promise<void> {
  await db.delete(sessions).where(lt(sessions.expiresAt, new Date()));
}

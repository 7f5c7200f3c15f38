import { createHash, randomBytes, timingSafeEqual } from 'node:crypto';
import { and, eq, gt, lt, sql } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { sessions } from '../db/schema/auth.ts';
import { users } from '../db/schema/users.ts';
import { invalidationCounter, perDatabaseCache } from '../db/per-database-cache.ts';

export type SessionUser = typeof users.$inferSelect;

/** Only the hash of the cookie token is stored: a leaked table does not sign anyone in. */
function hashToken(token: string): string {
  return createHash('sha256').update(token).digest('base64url');
}

/**
 * A token that proves a sign-out request was made by a page that knows this session (the
 * confirmation page's form): derived from the HttpOnly cookie token, which no other site can read.
 */
export function logoutTokenOf(sessionToken: string): string {
  return createHash('sha256').update(`logout:${sessionToken}`).digest('base64url');
}

export function isLogoutToken(sessionToken: string, candidate: string): boolean {
  const expected = Buffer.from(logoutTokenOf(sessionToken));
  const given = Buffer.from(candidate);
  return given.length === expected.length && timingSafeEqual(given, expected);
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
    .select({ user: users, idToken: sessions.idToken, expiresAt: sessions.expiresAt })
    .from(sessions)
    .innerJoin(users, eq(users.id, sessions.userId))
    .where(
      and(eq(sessions.id, sql.placeholder('id')), gt(sessions.expiresAt, sql.placeholder('now'))),
    )
    .prepare('find_session');
}

interface FoundSession {
  user: SessionUser;
  idToken: string | null;
  expiresAt: Date;
}

/**
 * Sessions seen in the last few seconds, so a burst of API calls (a screen loading, a set logged)
 * costs one lookup. Every instance forgets a user's sessions as soon as one of them ends or the
 * user changes: the database announces it (migration 0015, ACCOUNT_CHANGED_CHANNEL) and app.ts
 * calls forgetCachedSessionsOf; the time-to-live only bounds memory and a missed notice's reach
 * (docs/decisions/027).
 */
const SESSION_CACHE_TTL_MS = 5_000;
const cacheOf = perDatabaseCache<FoundSession>({ ttlMs: SESSION_CACHE_TTL_MS, max: 10_000 });
const invalidations = invalidationCounter();

export async function findSession(
  db: Db,
  token: string,
): Promise<{ user: SessionUser; idToken: string | null } | null> {
  const id = hashToken(token);
  const cache = cacheOf(db);
  const cached = cache.get(id);
  if (cached && cached.expiresAt.getTime() > Date.now()) return cached;
  let lookup = preparedLookups.get(db);
  if (!lookup) {
    lookup = prepareLookup(db);
    preparedLookups.set(db, lookup);
  }
  const before = invalidations.current(db);
  const [found] = await lookup.execute({ id, now: new Date() });
  if (!found) {
    cache.delete(id);
    return null;
  }
  // A session ended while this lookup ran may have been read alive: use it once, never keep it.
  if (invalidations.current(db) === before) cache.set(id, found);
  return found;
}

/**
 * Drops this user's cached sessions (every user's, for `null`: a notice may have been missed), after
 * a change to the user or the end of one of their sessions, on this instance or another.
 */
export function forgetCachedSessionsOf(db: Db, userId: string | null): void {
  invalidations.bump(db);
  const cache = cacheOf(db);
  if (userId === null) {
    cache.clear();
    return;
  }
  for (const [id, session] of cache.entries()) {
    if (session.user.id === userId) cache.delete(id);
  }
}

/** Ends one session (a logout, a new sign-in in the same browser) on every instance. */
export async function destroySession(db: Db, token: string): Promise<void> {
  const id = hashToken(token);
  cacheOf(db).delete(id);
  await db.delete(sessions).where(eq(sessions.id, id));
  invalidations.bump(db);
}

/**
 * Ends every session of a user (password change or reset, account deletion) on every instance: the
 * rows go, and the database tells each instance to drop what it cached (migration 0015). Answers how
 * many sessions ended.
 */
export async function endAllSessions(db: Db, userId: string): Promise<number> {
  const ended = await db
    .delete(sessions)
    .where(eq(sessions.userId, userId))
    .returning({ id: sessions.id });
  forgetCachedSessionsOf(db, userId);
  return ended.length;
}

export async function deleteExpiredSessions(db: Db): Promise<void> {
  await db.delete(sessions).where(lt(sessions.expiresAt, new Date()));
}

/** When the session of this cookie token began (its sign-in), or null when it is not live. */
export async function sessionStartedAt(db: Db, token: string): Promise<Date | null> {
  const [row] = await db
    .select({ createdAt: sessions.createdAt })
    .from(sessions)
    .where(and(eq(sessions.id, hashToken(token)), gt(sessions.expiresAt, new Date())));
  return row?.createdAt ?? null;
}

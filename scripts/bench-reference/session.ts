/**
 * The reference server's sessions, as the original prototype kept them: express-session with its
 * PostgreSQL store (connect-pg-simple), one row per session holding the session as JSON, read on
 * every request and touched (its expiry moved) after every request.
 *
 * "The same session cookie": the reference's cookie carries GrandFit's name (`gf_session` over
 * http) and attributes (HttpOnly, SameSite=Lax, path /, GrandFit's 30-day lifetime), and signs in
 * the same user of the same database. Its value is express-session's own: `s:<sid>.<HMAC>`, signed
 * with the reference's secret, pointing at a row of `reference_sessions` (GrandFit's own
 * `sessions` table is left alone). The bench writes that row through the store itself, as the
 * prototype's login route would have, so the reference answers exactly the requests a browser
 * signed in to it would send.
 */
import { createHmac, randomBytes } from 'node:crypto';
import connectPgSimple from 'connect-pg-simple';
import session from 'express-session';
import type pg from 'pg';

declare module 'express-session' {
  interface SessionData {
    userId: string;
  }
}

export const REFERENCE_COOKIE_NAME = 'gf_session';
export const REFERENCE_SESSION_TABLE = 'reference_sessions';
/** GrandFit's session lifetime (SESSION_TTL_DAYS default, apps/server/src/config.ts). */
export const REFERENCE_SESSION_MAX_AGE_MS = 30 * 24 * 60 * 60 * 1000;

export const referenceCookieOptions: session.CookieOptions = {
  httpOnly: true,
  sameSite: 'lax',
  path: '/',
  secure: false,
  maxAge: REFERENCE_SESSION_MAX_AGE_MS,
};

export function referenceStore(pool: pg.Pool): session.Store {
  const PgStore = connectPgSimple(session);
  return new PgStore({ pool, tableName: REFERENCE_SESSION_TABLE, createTableIfMissing: true });
}

/** express-session's cookie value for a session id: cookie-signature's `s:` + HMAC-SHA256. */
function signedSessionId(sid: string, secret: string): string {
  const mac = createHmac('sha256', secret).update(sid).digest('base64').replace(/=+$/, '');
  return `s:${sid}.${mac}`;
}

/**
 * Signs `userId` in to the reference: stores a session through the reference's own store and
 * answers the Cookie header a browser would then send.
 */
export async function referenceSessionCookie(
  pool: pg.Pool,
  userId: string,
  secret: string,
): Promise<string> {
  const store = referenceStore(pool);
  const sid = randomBytes(24).toString('base64url');
  // express-session's Cookie takes its options (lib/cookie.js); its typings declare no argument.
  const Cookie = session.Cookie as unknown as new (
    options: session.CookieOptions,
  ) => session.Cookie;
  const cookie = new Cookie(referenceCookieOptions);
  await new Promise<void>((resolve, reject) =>
    store.set(sid, { cookie, userId }, (error: unknown) => (error ? reject(error) : resolve())),
  );
  return `${REFERENCE_COOKIE_NAME}=${encodeURIComponent(signedSessionId(sid, secret))}`;
}

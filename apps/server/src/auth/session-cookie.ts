import type { FastifyReply, FastifyRequest } from 'fastify';

/**
 * Cookie attributes per docs/product.md#sessions-and-csrf: HttpOnly + SameSite=Lax, plus Secure and
 * the __Host- prefix over https.
 */
export interface CookieSettings {
  secure: boolean;
}

export function sessionCookieName(settings: CookieSettings): string {
  return settings.secure ? '__Host-gf_session' : 'gf_session';
}

/**
 * A non-secret, script-readable "probably signed in" hint set beside the session cookie, so the
 * client can start loading the signed-in app while it checks the session. It grants nothing.
 */
export function signedInHintCookieName(settings: CookieSettings): string {
  return settings.secure ? '__Host-gf_signed_in' : 'gf_signed_in';
}

/**
 * A script-readable hint, set at sign-in, that the account still has its first-run questions
 * ahead (decision 019): the page served next preloads them instead of Today. Cleared when they are
 * answered or skipped, and at sign-out; a stale one only costs a preload. It grants nothing.
 */
export function onboardingHintCookieName(settings: CookieSettings): string {
  return settings.secure ? '__Host-gf_onboarding' : 'gf_onboarding';
}

export function loginStateCookieName(settings: CookieSettings): string {
  return settings.secure ? '__Host-gf_login_state' : 'gf_login_state';
}

/** The S256 challenge of a native app's sign-in in flight, kept by the system browser. */
export function nativeLoginCookieName(settings: CookieSettings): string {
  return settings.secure ? '__Host-gf_native_login' : 'gf_native_login';
}

function baseOptions(settings: CookieSettings) {
  return { path: '/', httpOnly: true, sameSite: 'lax' as const, secure: settings.secure };
}

export function setCookie(
  reply: FastifyReply,
  name: string,
  value: string,
  settings: CookieSettings,
  maxAgeSeconds: number,
  options: { readableByScript?: boolean } = {},
) {
  reply.setCookie(name, value, {
    ...baseOptions(settings),
    maxAge: maxAgeSeconds,
    httpOnly: !options.readableByScript,
  });
}

export function clearCookie(reply: FastifyReply, name: string, settings: CookieSettings) {
  reply.clearCookie(name, baseOptions(settings));
}

/** A session cookie's Max-Age: the session's own lifetime, in whole seconds. */
export const sessionCookieMaxAge = (sessionTtlMs: number) => Math.floor(sessionTtlMs / 1000);

/**
 * A new session's HttpOnly cookie, the script-readable hint that a session exists and, for an
 * account whose first-run questions are still ahead, the hint that they come next.
 */
export function setSessionCookies(
  reply: FastifyReply,
  settings: CookieSettings,
  session: { token: string; maxAgeSeconds: number; onboardingPending: boolean },
) {
  const { token, maxAgeSeconds } = session;
  setCookie(reply, sessionCookieName(settings), token, settings, maxAgeSeconds);
  setCookie(reply, signedInHintCookieName(settings), '1', settings, maxAgeSeconds, {
    readableByScript: true,
  });
  if (session.onboardingPending) {
    setCookie(reply, onboardingHintCookieName(settings), '1', settings, maxAgeSeconds, {
      readableByScript: true,
    });
  } else {
    clearCookie(reply, onboardingHintCookieName(settings), settings);
  }
}

/** Sign-out and account deletion: the session cookie and both hints beside it. */
export function clearSessionCookies(reply: FastifyReply, settings: CookieSettings) {
  clearCookie(reply, sessionCookieName(settings), settings);
  clearCookie(reply, signedInHintCookieName(settings), settings);
  clearCookie(reply, onboardingHintCookieName(settings), settings);
}

export function readCookie(request: FastifyRequest, name: string): string | undefined {
  return request.cookies[name];
}

/**
 * The server's script-readable hints beside the HttpOnly session cookie
 * (apps/server/src/auth/session-cookie.ts). They grant nothing; they only let the app start
 * loading what comes next before the session check answers. A stale hint costs one download.
 */
const hint = (name: string) => new RegExp(`(?:^|;\\s*)(?:__Host-)?${name}=1(?:;|$)`);

const SIGNED_IN = hint('gf_signed_in');
const ONBOARDING = hint('gf_onboarding');

/** This browser probably holds a session. */
export function hasSignedInHint(cookies = document.cookie): boolean {
  return SIGNED_IN.test(cookies);
}

/** The signed-in account's first-run questions probably come next (decision 019). */
export function hasOnboardingHint(cookies = document.cookie): boolean {
  return ONBOARDING.test(cookies);
}

/**
 * The native shells' return link (docs/decisions/041-native-shells.md). The scheme is the app id,
 * reverse-DNS as RFC 8252 section 7.1 asks, so no other app is likely to claim it; the Android and
 * iOS projects in apps/native declare the same scheme, which apps/native/sync.test.ts checks.
 */
export const NATIVE_APP_SCHEME = 'app.grandfit';
export const NATIVE_AUTH_HOST = 'auth';

/** base64url of a SHA-256 digest (an S256 PKCE challenge) and of 32 random bytes (a one-time code). */
export const BASE64URL_43 = /^[A-Za-z0-9_-]{43}$/;
/** RFC 7636 section 4.1: 43 to 128 unreserved characters. */
export const PKCE_VERIFIER = /^[A-Za-z0-9._~-]{43,128}$/;

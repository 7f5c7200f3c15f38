import { createHash, randomBytes } from 'node:crypto';

/** The secret of a mailed link: 32 random bytes, URL-safe. */
export function newLinkToken(): string {
  return randomBytes(32).toString('base64url');
}

/** Only this hash is stored: a leaked table opens no link. */
export function hashLinkToken(token: string): string {
  return createHash('sha256').update(token).digest('base64url');
}

/** Anything else is not one of our tokens and is not looked up. */
export function isWellFormedLinkToken(token: string): boolean {
  return /^[\w-]{20,100}$/.test(token);
}

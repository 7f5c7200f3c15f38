import { createHash, randomBytes } from 'node:crypto';
import { and, eq, gt, lt } from 'drizzle-orm';
import { NATIVE_APP_SCHEME, NATIVE_AUTH_HOST } from '@grandfit/shared/native.ts';
import type { Db } from '../db/client.ts';
import { nativeSignIns } from '../db/schema/auth.ts';

/** Long enough for the app to come to the front and post the code, short enough to be useless later. */
export const NATIVE_CODE_TTL_MS = 60_000;

function sha256(value: string): string {
  return createHash('sha256').update(value).digest('base64url');
}

/** RFC 7636 S256: what the app sent as `challenge` when it began, from the verifier it kept. */
export function s256(verifier: string): string {
  return sha256(verifier);
}

export function nativeAuthLink(parameters: Record<string, string>): string {
  return `${NATIVE_APP_SCHEME}://${NATIVE_AUTH_HOST}?${new URLSearchParams(parameters).toString()}`;
}

/**
 * Records a finished sign-in for the app that sent `challenge`, and answers the one-time code
 * that carries it back through the deep link. Only the code's hash is stored.
 */
export async function issueNativeCode(
  db: Db,
  input: { userId: string; idToken: string | null; challenge: string },
): Promise<string> {
  await db.delete(nativeSignIns).where(lt(nativeSignIns.expiresAt, new Date()));
  const code = randomBytes(32).toString('base64url');
  await db.insert(nativeSignIns).values({
    id: sha256(code),
    userId: input.userId,
    challenge: input.challenge,
    idToken: input.idToken,
    expiresAt: new Date(Date.now() + NATIVE_CODE_TTL_MS),
  });
  return code;
}

/**
 * Redeems a code with the app's verifier in one statement, so two concurrent exchanges cannot both
 * win. A wrong verifier, an expired code or a spent one matches no row and changes nothing.
 */
export async function redeemNativeCode(
  db: Db,
  code: string,
  verifier: string,
): Promise<{ userId: string; idToken: string | null } | null> {
  const [row] = await db
    .delete(nativeSignIns)
    .where(
      and(
        eq(nativeSignIns.id, sha256(code)),
        eq(nativeSignIns.challenge, s256(verifier)),
        gt(nativeSignIns.expiresAt, new Date()),
      ),
    )
    .returning({ userId: nativeSignIns.userId, idToken: nativeSignIns.idToken });
  return row ?? null;
}

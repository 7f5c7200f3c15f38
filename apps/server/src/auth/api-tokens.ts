/**
 * Who holds a personal API token (docs/decisions/040-api-tokens-and-openapi.md): the lookup the
 * authenticator makes for `Authorization: Bearer`. Creating, listing and revoking tokens is the
 * api-tokens feature's.
 */
import { createHash } from 'node:crypto';
import { and, eq, isNull, lt, or } from 'drizzle-orm';
import { API_TOKEN_PREFIX, type ApiTokenScope } from '@grandfit/shared/schemas/api-tokens.ts';
import type { Db } from '../db/client.ts';
import { apiTokens } from '../db/schema/auth.ts';
import { users } from '../db/schema/users.ts';
import type { SessionUser } from './sessions.ts';

/** `last used` is a hint for the user, not an audit log: one write a minute per token at most. */
const LAST_USED_RESOLUTION_MS = 60_000;

/**
 * The secret has 256 random bits, so a plain SHA-256 is enough to store it (no slow hash: nothing
 * to guess), and a lookup by hash needs no constant-time compare.
 */
export const hashSecret = (secret: string) =>
  createHash('sha256').update(secret).digest('base64url');

const SECRET_SHAPE = new RegExp(`^${API_TOKEN_PREFIX}[A-Za-z0-9_-]{43}$`);

export interface TokenHolder {
  user: SessionUser;
  tokenId: string;
  scope: ApiTokenScope;
}

/**
 * The user and scope of a live token, or null for an unknown, revoked or malformed one. No cache:
 * a revoked token must stop at once on every instance, and the lookup is one indexed read.
 */
export async function findApiToken(db: Db, secret: string): Promise<TokenHolder | null> {
  if (!SECRET_SHAPE.test(secret)) return null;
  const [found] = await db
    .select({
      user: users,
      tokenId: apiTokens.id,
      scope: apiTokens.scope,
      lastUsedAt: apiTokens.lastUsedAt,
    })
    .from(apiTokens)
    .innerJoin(users, eq(users.id, apiTokens.userId))
    .where(eq(apiTokens.secretHash, hashSecret(secret)));
  if (!found) return null;
  const now = new Date();
  if (!found.lastUsedAt || now.getTime() - found.lastUsedAt.getTime() >= LAST_USED_RESOLUTION_MS) {
    const staleBefore = new Date(now.getTime() - LAST_USED_RESOLUTION_MS);
    await db
      .update(apiTokens)
      .set({ lastUsedAt: now })
      .where(
        and(
          eq(apiTokens.id, found.tokenId),
          or(isNull(apiTokens.lastUsedAt), lt(apiTokens.lastUsedAt, staleBefore)),
        ),
      );
  }
  return { user: found.user, tokenId: found.tokenId, scope: found.scope };
}

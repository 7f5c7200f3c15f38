import { createHash, randomBytes } from 'node:crypto';
import { and, asc, count, eq, isNull, lt, or } from 'drizzle-orm';
import {
  API_TOKEN_PREFIX,
  MAX_API_TOKENS,
  type ApiToken,
  type ApiTokenInput,
  type ApiTokenScope,
  type CreatedApiToken,
} from '@grandfit/shared/schemas/api-tokens.ts';
import type { Db } from '../../db/client.ts';
import { apiTokens } from '../../db/schema/auth.ts';
import { users } from '../../db/schema/users.ts';
import type { SessionUser } from '../../auth/sessions.ts';
import { HttpError } from '../../http/http-error.ts';
import { isUuid } from '../../http/uuid.ts';

/** `last used` is a hint for the user, not an audit log: one write a minute per token at most. */
const LAST_USED_RESOLUTION_MS = 60_000;

/**
 * The secret has 256 random bits, so a plain SHA-256 is enough to store it (no slow hash: nothing
 * to guess), and a lookup by hash needs no constant-time compare.
 */
const hashSecret = (secret: string) => createHash('sha256').update(secret).digest('base64url');

const SECRET_SHAPE = new RegExp(`^${API_TOKEN_PREFIX}[A-Za-z0-9_-]{43}$`);

function toApiToken(row: typeof apiTokens.$inferSelect): ApiToken {
  return {
    id: row.id,
    name: row.name,
    scope: row.scope,
    createdAt: row.createdAt.toISOString(),
    lastUsedAt: row.lastUsedAt?.toISOString() ?? null,
  };
}

export async function listApiTokens(db: Db, userId: string): Promise<ApiToken[]> {
  const rows = await db
    .select()
    .from(apiTokens)
    .where(eq(apiTokens.userId, userId))
    .orderBy(asc(apiTokens.createdAt), asc(apiTokens.id));
  return rows.map(toApiToken);
}

export async function createApiToken(
  db: Db,
  userId: string,
  input: { name: string; scope: ApiTokenInput['scope'] },
): Promise<CreatedApiToken> {
  const [held] = await db
    .select({ n: count() })
    .from(apiTokens)
    .where(eq(apiTokens.userId, userId));
  if ((held?.n ?? 0) >= MAX_API_TOKENS) {
    throw new HttpError(409, `You have ${MAX_API_TOKENS} tokens already: revoke one first.`);
  }
  const secret = `${API_TOKEN_PREFIX}${randomBytes(32).toString('base64url')}`;
  const [row] = await db
    .insert(apiTokens)
    .values({ userId, name: input.name, scope: input.scope, secretHash: hashSecret(secret) })
    .returning();
  if (!row) throw new Error('creating an API token returned no row');
  return { token: toApiToken(row), secret };
}

/** Revokes one of the user's tokens; false when the user has no such token. */
export async function revokeApiToken(db: Db, userId: string, id: string): Promise<boolean> {
  if (!isUuid(id)) return false;
  const deleted = await db
    .delete(apiTokens)
    .where(and(eq(apiTokens.id, id), eq(apiTokens.userId, userId)))
    .returning({ id: apiTokens.id });
  return deleted.length > 0;
}

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

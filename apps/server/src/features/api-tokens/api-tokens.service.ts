import { randomBytes } from 'node:crypto';
import { and, asc, count, eq } from 'drizzle-orm';
import {
  API_TOKEN_PREFIX,
  MAX_API_TOKENS,
  type ApiToken,
  type ApiTokenInput,
  type CreatedApiToken,
} from '@grandfit/shared/schemas/api-tokens.ts';
import type { Db } from '../../db/client.ts';
import { apiTokens } from '../../db/schema/auth.ts';
import { hashSecret } from '../../auth/api-tokens.ts';
import { HttpError } from '../../http/http-error.ts';
import { isUuid } from '../../http/uuid.ts';

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

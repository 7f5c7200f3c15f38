import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { users } from '../../db/schema/users.ts';
import { forgetCachedSessionsOf } from '../../auth/sessions.ts';
import { createInitialSettings } from '../profile/settings.service.ts';

/** The standard OpenID Connect claims we keep (OIDC Core 5.1). */
export interface IdentityClaims {
  sub: string;
  email?: unknown;
  given_name?: unknown;
  family_name?: unknown;
  name?: unknown;
  picture?: unknown;
}

const text = (value: unknown): string | null =>
  typeof value === 'string' && value.trim() !== '' ? value.trim() : null;

/** First and last name from the claims; providers that send only `name` get it split at the first space. */
function namesFrom(claims: IdentityClaims): { firstName: string | null; lastName: string | null } {
  const given = text(claims.given_name);
  const family = text(claims.family_name);
  if (given || family) return { firstName: given, lastName: family };
  const full = text(claims.name);
  if (!full) return { firstName: null, lastName: null };
  const [first, ...rest] = full.split(/\s+/);
  return { firstName: first ?? null, lastName: rest.length > 0 ? rest.join(' ') : null };
}

/**
 * Creates the user on first sign-in, with their settings and so their journey start (decision
 * 019), and refreshes their profile claims on every later one.
 */
export async function upsertUserFromClaims(db: Db, issuer: string, claims: IdentityClaims) {
  const profile = {
    email: text(claims.email),
    ...namesFrom(claims),
    profileImageUrl: text(claims.picture),
  };
  const user = await db.transaction(async (tx) => {
    const [row] = await tx
      .insert(users)
      .values({ issuer, subject: claims.sub, ...profile })
      .onConflictDoUpdate({
        target: [users.issuer, users.subject],
        set: { ...profile, updatedAt: sql`now()` },
      })
      .returning();
    if (!row) throw new Error('User upsert returned no row');
    // A no-op for a returning user: their settings exist (from sign-up or migration 0012).
    await createInitialSettings(tx, row.id);
    return row;
  });
  // The user's other signed-in browsers see the new name or picture at once.
  forgetCachedSessionsOf(db, user.id);
  return user;
}

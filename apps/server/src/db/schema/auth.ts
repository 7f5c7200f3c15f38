import {
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { sql } from 'drizzle-orm';
import { users } from './users.ts';

/** Server-side sessions; the id is the SHA-256 of the cookie token so a leaked table signs no one in. */
export const sessions = pgTable(
  'sessions',
  {
    id: text('id').primaryKey(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** Kept for RP-initiated logout (id_token_hint). */
    idToken: text('id_token'),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('sessions_user_id_idx').on(t.userId)],
);

/** PKCE verifier and nonce of a sign-in in flight, keyed by its state, so any instance can finish it. */
export const loginRequests = pgTable('login_requests', {
  state: text('state').primaryKey(),
  codeVerifier: text('code_verifier').notNull(),
  nonce: text('nonce').notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

/** Local accounts of the embedded identity provider. */
export const localAccounts = pgTable('local_accounts', {
  id: uuid('id').primaryKey(),
  /** Stored lower-cased so sign-in is case-insensitive. */
  email: text('email').notNull().unique(),
  name: text('name').notNull(),
  passwordHash: text('password_hash').notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

/**
 * Password-reset links. Only the SHA-256 of the token is stored, so a leaked table resets nothing;
 * a row is single-use (usedAt) and expires (decision 028).
 */
export const passwordResetTokens = pgTable(
  'password_reset_tokens',
  {
    id: text('id').primaryKey(),
    accountId: uuid('account_id')
      .notNull()
      .references(() => localAccounts.id, { onDelete: 'cascade' }),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('password_reset_tokens_account_id_idx').on(t.accountId)],
);

/** oidc-provider's models (sessions, grants, codes, tokens, interactions), one table for all kinds. */
export const oidcPayloads = pgTable(
  'oidc_payloads',
  {
    id: text('id').notNull(),
    kind: text('kind').notNull(),
    payload: jsonb('payload').$type<Record<string, unknown>>().notNull(),
    grantId: text('grant_id'),
    userCode: text('user_code'),
    uid: text('uid'),
    expiresAt: timestamp('expires_at', { withTimezone: true }),
    consumedAt: timestamp('consumed_at', { withTimezone: true }),
  },
  (t) => [
    primaryKey({ columns: [t.kind, t.id] }),
    index('oidc_payloads_grant_id_idx').on(t.grantId),
    index('oidc_payloads_uid_idx').on(t.uid),
  ],
);

/** Generated secrets (signing keys, cookie keys, client secret) so a restart keeps everyone signed in. */
export const appSecrets = pgTable('app_secrets', {
  name: text('name').primaryKey(),
  value: jsonb('value').notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

/**
 * Rate-limit counters shared by every instance (auth/rate-limit-store.ts): one fixed window per key
 * (the limited action and the client's address), counted with one atomic upsert.
 */
export const rateLimitCounters = pgTable(
  'rate_limit_counters',
  {
    key: text('key').primaryKey(),
    hits: integer('hits').notNull(),
    resetsAt: timestamp('resets_at', { withTimezone: true }).notNull(),
  },
  (t) => [index('rate_limit_counters_resets_at_idx').on(t.resetsAt)],
);

/**
 * Failed password sign-ins per e-mail address, known account or not, for the lockout with backoff
 * (auth/provider/sign-in-lockout.ts); a successful sign-in deletes the row.
 */
export const signInFailures = pgTable('sign_in_failures', {
  email: text('email').primaryKey(),
  failures: integer('failures').notNull(),
  lastFailedAt: timestamp('last_failed_at', { withTimezone: true }).notNull(),
  lockedUntil: timestamp('locked_until', { withTimezone: true }),
});

/**
 * Sign-ups waiting for the address's owner to open the mailed link (decision 031). Keyed by the
 * SHA-256 of the link's token; holds the password already hashed, so the typed password is never
 * kept. Not tied to a user: rows are swept a day after they expire.
 */
export const pendingSignUps = pgTable(
  'pending_sign_ups',
  {
    id: text('id').primaryKey(),
    email: text('email').notNull(),
    name: text('name').notNull(),
    passwordHash: text('password_hash').notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('pending_sign_ups_email_idx').on(t.email)],
);

/**
 * Personal API tokens (docs/decisions/040): only the SHA-256 of the secret is stored, so a leaked
 * table calls no API. A revoked token's row is deleted.
 */
export const apiTokens = pgTable(
  'api_tokens',
  {
    id: uuid('id')
      .primaryKey()
      .default(sql`gen_random_uuid()`),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    /** 'read' (GET and HEAD only) or 'read-write'. */
    scope: text('scope').$type<'read' | 'read-write'>().notNull(),
    secretHash: text('secret_hash').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    lastUsedAt: timestamp('last_used_at', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('api_tokens_secret_hash_idx').on(t.secretHash),
    index('api_tokens_user_id_idx').on(t.userId),
  ],
);

/**
 * One-time codes that hand a sign-in finished in the system browser to the native app
 * (docs/decisions/041-native-shells.md). Keyed by the SHA-256 of the code; redeemable once, within
 * a minute, and only with the PKCE verifier whose S256 challenge the app sent when it began.
 */
export const nativeSignIns = pgTable(
  'native_sign_ins',
  {
    id: text('id').primaryKey(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    challenge: text('challenge').notNull(),
    idToken: text('id_token'),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('native_sign_ins_user_id_idx').on(t.userId)],
);

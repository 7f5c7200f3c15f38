import { sql } from 'drizzle-orm';
import {
  date,
  doublePrecision,
  index,
  integer,
  jsonb,
  pgTable,
  smallint,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import type { HealthSource, HrvMethod } from '@grandfit/shared/schemas/health.ts';
import type { MeasurementKind } from '@grandfit/shared/domain/body-measurements.ts';
import { users } from './users.ts';

/** One row per user, day and source; a metric the source did not give is null. */
export const healthMetrics = pgTable(
  'health_metrics',
  {
    id: uuid('id')
      .primaryKey()
      .default(sql`gen_random_uuid()`),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** The user's local calendar day the values belong to. */
    date: date('date', { mode: 'string' }).notNull(),
    source: text('source').$type<HealthSource>().notNull(),
    hrvMs: smallint('hrv_ms'),
    /** How the HRV was computed when the source says so: Apple Health records SDNN, straps RMSSD. */
    hrvMethod: text('hrv_method').$type<HrvMethod>(),
    restingHeartRate: smallint('resting_heart_rate'),
    sleepHours: doublePrecision('sleep_hours'),
    sleepQuality: smallint('sleep_quality'),
    vo2Max: doublePrecision('vo2_max'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  // Also serves "this user's rows between two dates" (its leading columns).
  (t) => [uniqueIndex('health_metrics_user_date_source_idx').on(t.userId, t.date, t.source)],
);

/** How the user feels on a day (energy, mood, soreness, each 1-10). */
export const readinessCheckins = pgTable(
  'readiness_checkins',
  {
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    date: date('date', { mode: 'string' }).notNull(),
    energy: smallint('energy').notNull(),
    mood: smallint('mood').notNull(),
    soreness: smallint('soreness').notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('readiness_checkins_user_date_idx').on(t.userId, t.date)],
);

/** Imports of a health export (Apple Health), with what each one found, newest shown on Profile. */
export const healthImports = pgTable(
  'health_imports',
  {
    id: uuid('id')
      .primaryKey()
      .default(sql`gen_random_uuid()`),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    source: text('source').$type<HealthSource>().notNull(),
    recordCount: integer('record_count').notNull(),
    dayCount: integer('day_count').notNull(),
    summary: jsonb('summary').$type<Record<string, unknown>>().notNull(),
    importedAt: timestamp('imported_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('health_imports_user_idx').on(t.userId, t.importedAt)],
);

/**
 * The user's link to a health platform's web API; the tokens are encrypted
 * (docs/product.md#health-platform-connection).
 */
export const healthPlatformConnections = pgTable('health_platform_connections', {
  userId: uuid('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  platform: text('platform').notNull(),
  accessTokenEncrypted: text('access_token_encrypted').notNull(),
  refreshTokenEncrypted: text('refresh_token_encrypted'),
  scope: text('scope'),
  expiresAt: timestamp('expires_at', { withTimezone: true }),
  connectedAt: timestamp('connected_at', { withTimezone: true }).notNull().defaultNow(),
});

/** A platform authorization in flight: its PKCE verifier, keyed by state, bound to the user. */
export const healthPlatformAuthorizations = pgTable('health_platform_authorizations', {
  state: text('state').primaryKey(),
  userId: uuid('user_id')
    .notNull()
    .references(() => users.id, { onDelete: 'cascade' }),
  codeVerifier: text('code_verifier').notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

/**
 * The body-weight log (decision 058): one weigh-in per user and day, in kg; the newest is copied
 * to the settings' body weight, which the strength standards read.
 */
export const bodyWeights = pgTable(
  'body_weights',
  {
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** The user's local calendar day of the weigh-in. */
    date: date('date', { mode: 'string' }).notNull(),
    weightKg: doublePrecision('weight_kg').notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  // Also serves "this user's weigh-ins between two dates" and "the newest" (its leading columns).
  (t) => [uniqueIndex('body_weights_user_date_idx').on(t.userId, t.date)],
);

/**
 * Body measurements (decision 066): one reading per user, kind and day; the waist in cm, body fat
 * in per cent.
 */
export const bodyMeasurements = pgTable(
  'body_measurements',
  {
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    kind: text('kind').$type<MeasurementKind>().notNull(),
    /** The user's local calendar day of the reading. */
    date: date('date', { mode: 'string' }).notNull(),
    value: doublePrecision('value').notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  // Also serves "this user's waist between two dates" (its leading columns).
  (t) => [uniqueIndex('body_measurements_user_kind_date_idx').on(t.userId, t.kind, t.date)],
);

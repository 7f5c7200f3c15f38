import { sql } from 'drizzle-orm';
import {
  date,
  doublePrecision,
  pgTable,
  smallint,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import type { HealthSource } from '@grandfit/shared/schemas/health.ts';
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

import { sql } from 'drizzle-orm';
import {
  boolean,
  date,
  doublePrecision,
  index,
  integer,
  pgTable,
  smallint,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import type { BreathingPattern } from '@grandfit/shared/domain/breathing/patterns.ts';
import type { HrvSource } from '@grandfit/shared/schemas/breathing.ts';
import { users } from './users.ts';

/**
 * A guided breathing session as it ended: its plan (pattern and times, planned duration) beside
 * what happened (actual duration, breaths, completed). HRV figures come only from a strap; a demo
 * session records `hrv_source = 'demo'` and no figures.
 */
export const breathingSessions = pgTable(
  'breathing_sessions',
  {
    id: uuid('id')
      .primaryKey()
      .default(sql`gen_random_uuid()`),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** Made by the client: a replayed write stores nothing new. */
    clientId: uuid('client_id').notNull(),
    /** The user's local calendar day the session started on. */
    date: date('date', { mode: 'string' }).notNull(),
    pattern: text('pattern').$type<BreathingPattern>().notNull(),
    inhaleSeconds: smallint('inhale_seconds').notNull(),
    holdSeconds: smallint('hold_seconds').notNull(),
    exhaleSeconds: smallint('exhale_seconds').notNull(),
    plannedSeconds: integer('planned_seconds').notNull(),
    actualSeconds: integer('actual_seconds').notNull(),
    breaths: integer('breaths').notNull(),
    completed: boolean('completed').notNull(),
    startedAt: timestamp('started_at', { withTimezone: true }).notNull(),
    endedAt: timestamp('ended_at', { withTimezone: true }).notNull(),
    hrvSource: text('hrv_source').$type<HrvSource>(),
    startRmssd: doublePrecision('start_rmssd'),
    endRmssd: doublePrecision('end_rmssd'),
    averageRmssd: doublePrecision('average_rmssd'),
    hrvSampleCount: integer('hrv_sample_count').notNull().default(0),
    /** Mean artefact percentage of the strap readings kept (decision 032); null before it was kept. */
    hrvArtefactPercent: doublePrecision('hrv_artefact_percent'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('breathing_sessions_user_client_idx').on(t.userId, t.clientId),
    // Recent sessions, and a user's days for readiness and the trends.
    index('breathing_sessions_user_date_idx').on(t.userId, t.date),
    index('breathing_sessions_user_started_idx').on(t.userId, t.startedAt),
  ],
);

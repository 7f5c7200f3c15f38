import {
  date,
  doublePrecision,
  pgTable,
  smallint,
  text,
  timestamp,
  uuid,
} from 'drizzle-orm/pg-core';
import type { UnitSystem } from '@grandfit/shared/schemas/settings.ts';
import { users } from './users.ts';

/**
 * A user's preferences: one row per user from sign-up on (decision 019), so the journey start is
 * stored, never assumed.
 */
export const userSettings = pgTable('user_settings', {
  userId: uuid('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  displayName: text('display_name'),
  birthDate: date('birth_date', { mode: 'string' }),
  heightCm: doublePrecision('height_cm'),
  bodyWeightKg: doublePrecision('body_weight_kg'),
  units: text('units').$type<UnitSystem>().notNull(),
  journeyStartDate: date('journey_start_date', { mode: 'string' }).notNull(),
  milestoneAge: smallint('milestone_age').notNull(),
  mission: text('mission'),
  /** Local time of day (HH:MM) for the workout reminder; null means no reminder. */
  reminderTime: text('reminder_time'),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

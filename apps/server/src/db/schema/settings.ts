import { sql } from 'drizzle-orm';
import {
  date,
  jsonb,
  doublePrecision,
  pgTable,
  smallint,
  text,
  timestamp,
  uuid,
} from 'drizzle-orm/pg-core';
import type { UnitSystem } from '@grandfit/shared/schemas/settings.ts';
import type { Sex } from '@grandfit/shared/domain/strength-standards.ts';
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
  /** For the strength standards only (decision 036); null: not asked yet. */
  sex: text('sex').$type<Sex>(),
  units: text('units').$type<UnitSystem>().notNull(),
  journeyStartDate: date('journey_start_date', { mode: 'string' }).notNull(),
  milestoneAge: smallint('milestone_age').notNull(),
  mission: text('mission'),
  /** Local time of day (HH:MM) for the workout reminder; null means no reminder. */
  reminderTime: text('reminder_time'),
  /** The kg load step (1.25 or 2.5); lb always steps by 2.5 (decision 024). */
  weightStepKg: doublePrecision('weight_step_kg').notNull().default(1.25),
  /** How the gym's dumbbells go up, per unit (decision 048). */
  dumbbellStepLb: doublePrecision('dumbbell_step_lb').notNull().default(5),
  dumbbellStepKg: doublePrecision('dumbbell_step_kg').notNull().default(2),
  /** How the gym's kettlebells go up, per unit (decision 049). */
  kettlebellStepLb: doublePrecision('kettlebell_step_lb').notNull().default(5),
  kettlebellStepKg: doublePrecision('kettlebell_step_kg').notNull().default(4),
  /** The plate calculator's bar and plates, kept per unit so switching keeps both set-ups. */
  barWeightLb: doublePrecision('bar_weight_lb').notNull().default(45),
  barWeightKg: doublePrecision('bar_weight_kg').notNull().default(20),
  platesLb: jsonb('plates_lb')
    .$type<number[]>()
    .notNull()
    .default(sql`'[45,35,25,10,5,2.5]'::jsonb`),
  platesKg: jsonb('plates_kg')
    .$type<number[]>()
    .notNull()
    .default(sql`'[25,20,15,10,5,2.5,1.25]'::jsonb`),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

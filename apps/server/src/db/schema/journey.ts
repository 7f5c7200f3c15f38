import { sql } from 'drizzle-orm';
import {
  boolean,
  date,
  index,
  integer,
  pgTable,
  smallint,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { users } from './users.ts';

/** One event of the user's Centenarian Decathlon; the user's list is kept in `position` order. */
export const goals = pgTable(
  'goals',
  {
    id: uuid('id')
      .primaryKey()
      .default(sql`gen_random_uuid()`),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    position: smallint('position').notNull(),
    activityName: text('activity_name').notNull(),
    /** How the event is tested, e.g. "Hike 1.5 miles with 500 ft of climb; time it". */
    testDescription: text('test_description').notNull(),
    currentAbility: text('current_ability').notNull(),
    targetAbility: text('target_ability').notNull(),
    /** 0-100, updated from the tests (answered as a string: docs/product.md#goals-routes). */
    progressPercentage: smallint('progress_percentage').notNull().default(0),
    nextTestDate: date('next_test_date', { mode: 'string' }).notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('goals_user_position_idx').on(t.userId, t.position)],
);

/** A quarterly test of one goal (docs/product.md#quarterly-test). */
export const quarterlyTests = pgTable(
  'quarterly_tests',
  {
    id: uuid('id')
      .primaryKey()
      .default(sql`gen_random_uuid()`),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    goalId: uuid('goal_id')
      .notNull()
      .references(() => goals.id, { onDelete: 'cascade' }),
    /** Made by the client, so a repeated submission records one test. */
    clientId: uuid('client_id'),
    testDate: date('test_date', { mode: 'string' }).notNull(),
    plannedDate: date('planned_date', { mode: 'string' }),
    testResult: text('test_result').notNull(),
    targetMet: boolean('target_met').notNull().default(false),
    notes: text('notes'),
    performanceScore: smallint('performance_score'),
    nextTestDate: date('next_test_date', { mode: 'string' }).notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('quarterly_tests_goal_idx').on(t.goalId, t.testDate),
    uniqueIndex('quarterly_tests_user_client_idx').on(t.userId, t.clientId),
  ],
);

/** A dated progress photo; the bytes live in file storage under `storageKey`. */
export const progressPhotos = pgTable(
  'progress_photos',
  {
    id: uuid('id')
      .primaryKey()
      .default(sql`gen_random_uuid()`),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    takenOn: date('taken_on', { mode: 'string' }).notNull(),
    contentType: text('content_type').notNull(),
    byteSize: integer('byte_size').notNull(),
    storageKey: text('storage_key').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('progress_photos_user_idx').on(t.userId, t.takenOn)],
);

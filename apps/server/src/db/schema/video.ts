import { sql } from 'drizzle-orm';
import {
  index,
  integer,
  jsonb,
  pgTable,
  real,
  smallint,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { users } from './users.ts';

/** An uploaded exercise video; the bytes live in file storage under `storageKey`. */
export const videos = pgTable(
  'videos',
  {
    id: uuid('id')
      .primaryKey()
      .default(sql`gen_random_uuid()`),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    contentType: text('content_type').notNull(),
    byteSize: integer('byte_size').notNull(),
    storageKey: text('storage_key').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('videos_user_idx').on(t.userId, t.createdAt)],
);

/** A form analysis made on the device from a video of one set (docs/product.md#video-scores). */
export const videoAnalyses = pgTable(
  'video_analyses',
  {
    id: uuid('id')
      .primaryKey()
      .default(sql`gen_random_uuid()`),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** Made by the client, so a repeated request stores one analysis. */
    clientId: uuid('client_id').notNull(),
    exerciseId: text('exercise_id').notNull(),
    videoId: uuid('video_id').references(() => videos.id, { onDelete: 'set null' }),
    setWeight: real('set_weight'),
    setReps: smallint('set_reps'),
    setRir: smallint('set_rir'),
    setNumber: smallint('set_number'),
    overallScore: real('overall_score').notNull(),
    confidence: real('confidence').notNull(),
    movementScore: real('movement_score').notNull(),
    rangeOfMotionScore: real('range_of_motion_score').notNull(),
    tempoScore: real('tempo_score').notNull(),
    stabilityScore: real('stability_score').notNull(),
    reps: smallint('reps').notNull(),
    feedback: jsonb('feedback').$type<string[]>().notNull(),
    corrections: jsonb('corrections').$type<string[]>().notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('video_analyses_user_client_idx').on(t.userId, t.clientId),
    index('video_analyses_user_exercise_idx').on(t.userId, t.exerciseId, t.createdAt),
  ],
);

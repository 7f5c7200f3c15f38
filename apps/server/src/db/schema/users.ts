import { sql } from 'drizzle-orm';
import { jsonb, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import type { AvatarConfig } from '@grandfit/shared/schemas/avatar.ts';

/** A person, identified by the provider that signed them in (issuer + subject). */
export const users = pgTable(
  'users',
  {
    id: uuid('id')
      .primaryKey()
      .default(sql`gen_random_uuid()`),
    issuer: text('issuer').notNull(),
    subject: text('subject').notNull(),
    email: text('email'),
    firstName: text('first_name'),
    lastName: text('last_name'),
    profileImageUrl: text('profile_image_url'),
    /** Null until the user saves one; the default avatar is derived from the e-mail. */
    avatarConfig: jsonb('avatar_config').$type<AvatarConfig>(),
    /**
     * When the user finished or skipped the first-run onboarding; null until then (decision 019).
     * On the user, not in local storage, so a second device does not ask again.
     */
    onboardingCompletedAt: timestamp('onboarding_completed_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('users_issuer_subject_idx').on(t.issuer, t.subject)],
);

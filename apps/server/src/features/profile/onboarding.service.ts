import { eq, sql } from 'drizzle-orm';
import type { OnboardingAnswers, UserSettings } from '@grandfit/shared/schemas/settings.ts';
import type { Db } from '../../db/client.ts';
import { users } from '../../db/schema/users.ts';
import { forgetCachedSessionsOf } from '../../auth/sessions.ts';
import { changeSettings } from './settings.service.ts';

/**
 * Saves the first-run onboarding's answers into the settings and marks it done (decision 019).
 * Repeating it (a retry, a second device) saves the answers again and keeps the first completion
 * time, so the same request twice leaves the same result.
 */
export async function completeOnboarding(
  db: Db,
  userId: string,
  answers: OnboardingAnswers,
): Promise<{ settings: UserSettings; onboardingCompletedAt: string }> {
  // Settings first: if marking fails, the user is asked again, never marked without a start.
  const settings = await changeSettings(db, userId, answers);
  const [row] = await db
    .update(users)
    .set({ onboardingCompletedAt: sql`coalesce(${users.onboardingCompletedAt}, now())` })
    .where(eq(users.id, userId))
    .returning({ completedAt: users.onboardingCompletedAt });
  if (!row?.completedAt) throw new Error(`user ${userId} not found`);
  // /api/auth/user answers from the session cache, which holds the user row.
  forgetCachedSessionsOf(db, userId);
  return { settings, onboardingCompletedAt: row.completedAt.toISOString() };
}

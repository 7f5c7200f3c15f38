import { eq, sql } from 'drizzle-orm';
import { SETTINGS_DEFAULTS, type UserSettings } from '@grandfit/shared/schemas/settings.ts';
import type { Db } from '../../db/client.ts';
import { userSettings } from '../../db/schema/settings.ts';

function present(row: typeof userSettings.$inferSelect | undefined): UserSettings {
  if (!row) return { ...SETTINGS_DEFAULTS };
  return {
    displayName: row.displayName,
    birthDate: row.birthDate,
    heightCm: row.heightCm,
    bodyWeightKg: row.bodyWeightKg,
    units: row.units,
    journeyStartDate: row.journeyStartDate,
    milestoneAge: row.milestoneAge,
    mission: row.mission,
    reminderTime: row.reminderTime,
  };
}

/** The user's settings, or the spec's defaults before the first save. */
export async function getSettings(db: Db, userId: string): Promise<UserSettings> {
  const [row] = await db.select().from(userSettings).where(eq(userSettings.userId, userId));
  return present(row);
}

/** Saving replaces all settings at once, so the same request twice leaves the same result. */
export async function saveSettings(
  db: Db,
  userId: string,
  settings: UserSettings,
): Promise<UserSettings> {
  const [row] = await db
    .insert(userSettings)
    .values({ userId, ...settings })
    .onConflictDoUpdate({
      target: userSettings.userId,
      set: { ...settings, updatedAt: sql`now()` },
    })
    .returning();
  return present(row);
}

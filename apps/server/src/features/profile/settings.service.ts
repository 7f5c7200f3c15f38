import { eq, sql } from 'drizzle-orm';
import { SETTINGS_DEFAULTS, type UserSettings } from '@grandfit/shared/schemas/settings.ts';
import type { Db } from '../../db/client.ts';
import { userSettings } from '../../db/schema/settings.ts';
import { perDatabaseCache } from '../../db/per-database-cache.ts';

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

/**
 * Every workout read needs the journey start, so settings seen in the last few seconds are kept
 * per instance, like sessions; a save here replaces them at once, another instance's copy lives at
 * most SETTINGS_CACHE_TTL_MS.
 */
const SETTINGS_CACHE_TTL_MS = 5_000;
const cacheOf = perDatabaseCache<UserSettings>({ ttlMs: SETTINGS_CACHE_TTL_MS, max: 10_000 });

/** The user's settings, or the spec's defaults before the first save. */
export async function getSettings(db: Db, userId: string): Promise<UserSettings> {
  const cached = cacheOf(db).get(userId);
  if (cached) return { ...cached };
  const [row] = await db.select().from(userSettings).where(eq(userSettings.userId, userId));
  const settings = present(row);
  cacheOf(db).set(userId, settings);
  return { ...settings };
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
  const saved = present(row);
  cacheOf(db).set(userId, saved);
  return { ...saved };
}

import { eq, sql } from 'drizzle-orm';
import {
  newUserSettings,
  type UserSettings,
  type UserSettingsUpdate,
} from '@grandfit/shared/schemas/settings.ts';
import {
  DEFAULT_DUMBBELL_STEP,
  DEFAULT_KETTLEBELL_STEP,
  DUMBBELL_STEPS,
  KETTLEBELL_STEPS,
} from '@grandfit/shared/domain/units/weight.ts';
import type { Db } from '../../db/client.ts';
import { userSettings } from '../../db/schema/settings.ts';
import { invalidationCounter, perDatabaseCache } from '../../db/per-database-cache.ts';
import { serverToday } from '../../http/server-today.ts';
import { moveJourney } from '../training/journey-move.ts';

type SettingsRow = typeof userSettings.$inferSelect;

/** A stored choice as one of the allowed values (the default for anything else). */
const oneOf = <T extends number>(allowed: readonly T[], value: number, fallback: T): T =>
  allowed.find((choice) => choice === value) ?? fallback;

function present(row: SettingsRow): UserSettings {
  return {
    displayName: row.displayName,
    birthDate: row.birthDate,
    heightCm: row.heightCm,
    bodyWeightKg: row.bodyWeightKg,
    sex: row.sex ?? null,
    units: row.units,
    journeyStartDate: row.journeyStartDate,
    milestoneAge: row.milestoneAge,
    mission: row.mission,
    reminderTime: row.reminderTime,
    weightStepKg: row.weightStepKg === 2.5 ? 2.5 : 1.25,
    dumbbellStepLb: oneOf(DUMBBELL_STEPS.lb, row.dumbbellStepLb, DEFAULT_DUMBBELL_STEP.lb),
    dumbbellStepKg: oneOf(DUMBBELL_STEPS.kg, row.dumbbellStepKg, DEFAULT_DUMBBELL_STEP.kg),
    kettlebellStepLb: oneOf(KETTLEBELL_STEPS.lb, row.kettlebellStepLb, DEFAULT_KETTLEBELL_STEP.lb),
    kettlebellStepKg: oneOf(KETTLEBELL_STEPS.kg, row.kettlebellStepKg, DEFAULT_KETTLEBELL_STEP.kg),
    barWeightLb: row.barWeightLb,
    barWeightKg: row.barWeightKg,
    platesLb: row.platesLb,
    platesKg: row.platesKg,
  };
}

/**
 * Every workout read needs the journey start, so settings seen in the last few seconds are kept
 * per instance, like sessions. A save replaces them here at once, and the database tells every
 * other instance to drop its copy (migration 0015; app.ts calls forgetCachedSettingsOf).
 */
const SETTINGS_CACHE_TTL_MS = 5_000;
const cacheOf = perDatabaseCache<UserSettings>({ ttlMs: SETTINGS_CACHE_TTL_MS, max: 10_000 });
const invalidations = invalidationCounter();

/** Drops a user's cached settings (everyone's for `null`: a notice may have been missed). */
export function forgetCachedSettingsOf(db: Db, userId: string | null): void {
  invalidations.bump(db);
  if (userId === null) cacheOf(db).clear();
  else cacheOf(db).delete(userId);
}

/**
 * Gives a user their first settings: the defaults, and a journey starting this week (decision
 * 019). The server does not know the user's time zone, so "this week" is the UTC calendar's; the
 * onboarding, on the user's own calendar, replaces it with the start the user picks. Settings a
 * user already has stay as they are.
 */
export async function createInitialSettings(db: Db, userId: string): Promise<void> {
  await db
    .insert(userSettings)
    .values({ userId, ...newUserSettings(serverToday()) })
    .onConflictDoNothing({ target: userSettings.userId });
}

async function selectRow(db: Db, userId: string): Promise<SettingsRow | undefined> {
  const [row] = await db.select().from(userSettings).where(eq(userSettings.userId, userId));
  return row;
}

/** The user's settings (every user has a row from sign-up on; see createInitialSettings). */
export async function getSettings(db: Db, userId: string): Promise<UserSettings> {
  const cached = cacheOf(db).get(userId);
  if (cached) return { ...cached };
  const before = invalidations.current(db);
  let row = await selectRow(db, userId);
  if (!row) {
    // Only a user created outside sign-up could lack one: store a start rather than assume one,
    // so their journey does not move with the calendar.
    await createInitialSettings(db, userId);
    row = await selectRow(db, userId);
    if (!row) throw new Error(`settings of user ${userId} could not be created`);
  }
  const settings = present(row);
  // Settings changed while this read ran may have been read old: use them once, never keep them.
  if (invalidations.current(db) === before) cacheOf(db).set(userId, settings);
  return { ...settings };
}

/**
 * Saving replaces all settings at once, so the same request twice leaves the same result. The
 * weight preferences a client left out keep their stored values (an older client knows none).
 * A new journey start with `keepProgress` takes the lifter's workouts along (decision 072), in the
 * same transaction, under the settings row's lock so two saves cannot both move them.
 */
export async function saveSettings(
  db: Db,
  userId: string,
  given: UserSettingsUpdate,
): Promise<UserSettings> {
  const { keepProgress, ...rest } = given;
  const settings = Object.fromEntries(
    Object.entries(rest).filter(([, value]) => value !== undefined),
  ) as Omit<UserSettingsUpdate, 'keepProgress'>;
  const row = await db.transaction(async (tx) => {
    if (keepProgress) {
      const [before] = await tx
        .select({ journeyStartDate: userSettings.journeyStartDate })
        .from(userSettings)
        .where(eq(userSettings.userId, userId))
        .for('update');
      if (before) await moveJourney(tx, userId, before.journeyStartDate, settings.journeyStartDate);
    }
    const [saved] = await tx
      .insert(userSettings)
      .values({ userId, ...settings })
      .onConflictDoUpdate({
        target: userSettings.userId,
        set: { ...settings, updatedAt: sql`now()` },
      })
      .returning();
    return saved;
  });
  if (!row) throw new Error('saving settings returned no row');
  const saved = present(row);
  cacheOf(db).set(userId, saved);
  return { ...saved };
}

/** Changes the given settings and keeps the others (the onboarding's answers). */
export async function changeSettings(
  db: Db,
  userId: string,
  changes: Partial<UserSettings>,
): Promise<UserSettings> {
  const set = Object.fromEntries(
    Object.entries(changes).filter(([, value]) => value !== undefined),
  ) as Partial<UserSettings>;
  await createInitialSettings(db, userId);
  const [row] = await db
    .update(userSettings)
    .set({ ...set, updatedAt: sql`now()` })
    .where(eq(userSettings.userId, userId))
    .returning();
  if (!row) throw new Error(`settings of user ${userId} not found`);
  const saved = present(row);
  cacheOf(db).set(userId, saved);
  return { ...saved };
}

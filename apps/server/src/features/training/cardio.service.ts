import { and, eq, inArray } from 'drizzle-orm';
import {
  isVerifiedZone2,
  zone2Range,
  zone2WeekTotals,
  type Zone2Week,
} from '@grandfit/shared/domain/cardio/zone2.ts';
import type { CardioSummary, CardioSummaryInput } from '@grandfit/shared/schemas/training.ts';
import type { Db } from '../../db/client.ts';
import { cardioSummaries, workoutSets, workouts } from '../../db/schema/training.ts';
import { userSettings } from '../../db/schema/settings.ts';
import { addDays } from '@grandfit/shared/domain/dates.ts';

type CardioRow = typeof cardioSummaries.$inferSelect;

/**
 * The Zone 2 rule (docs/product.md#zone-2-session), decided here and not by the client: a strap's
 * samples held against a Zone 2 range, >= 70 % inside, a minute of them at least. Typed-in minutes
 * and a session without a range (no birth date) are kept, as not verified.
 */
export function verifiedOf(
  input: CardioSummaryInput,
  birthDate: string | null,
  performedAt: string,
): boolean {
  if (input.source !== 'strap' || input.zoneLow === null || input.zoneHigh === null) return false;
  if (!rangeIsTheUsers(input, birthDate, performedAt)) return false;
  const inZoneFraction = input.samples === 0 ? 0 : input.inZoneSamples / input.samples;
  return isVerifiedZone2({ samples: input.samples, inZoneFraction });
}

/**
 * The range the client held the samples against must be the user's own (65-75 % of 220 − age
 * from the stored birth date), or a client could widen it to 30-240 and verify anything. The
 * user's day is not known here, so the age on the UTC day of the set or the day either side
 * counts (a birthday crossed in the user's time zone).
 */
function rangeIsTheUsers(
  input: Pick<CardioSummaryInput, 'zoneLow' | 'zoneHigh'>,
  birthDate: string | null,
  performedAt: string,
): boolean {
  if (!birthDate) return false;
  const day = new Date(performedAt).toISOString().slice(0, 10);
  return [addDays(day, -1), day, addDays(day, 1)].some((d) => {
    const range = zone2Range(birthDate, d);
    return range !== null && range.low === input.zoneLow && range.high === input.zoneHigh;
  });
}

export async function birthDateOf(db: Db, userId: string): Promise<string | null> {
  const [row] = await db
    .select({ birthDate: userSettings.birthDate })
    .from(userSettings)
    .where(eq(userSettings.userId, userId));
  return row?.birthDate ?? null;
}

export function presentCardio(row: CardioRow): CardioSummary {
  return {
    source: row.source,
    durationSeconds: row.durationSeconds,
    samples: row.samples,
    inZoneSamples: row.inZoneSamples,
    inZoneFraction: row.samples === 0 ? 0 : row.inZoneSamples / row.samples,
    averageHr: row.averageHr,
    timeInZoneSeconds: row.timeInZoneSeconds,
    zoneLow: row.zoneLow,
    zoneHigh: row.zoneHigh,
    verified: row.verified,
  };
}

/**
 * Stores a set's summary, keyed on the set: logging the same client id again (an outbox replay,
 * a redo) replaces it rather than adding a second one. The set is the caller's own, stored just
 * before, so the row is the user's.
 */
export async function saveCardioSummary(
  db: Db,
  userId: string,
  setId: string,
  input: CardioSummaryInput,
  performedAt: string,
): Promise<CardioSummary> {
  const birthDate = input.source === 'strap' ? await birthDateOf(db, userId) : null;
  const values = {
    setId,
    userId,
    source: input.source,
    durationSeconds: input.durationSeconds,
    samples: input.samples,
    inZoneSamples: input.inZoneSamples,
    averageHr: input.averageHr,
    timeInZoneSeconds: input.timeInZoneSeconds,
    zoneLow: input.zoneLow,
    zoneHigh: input.zoneHigh,
    verified: verifiedOf(input, birthDate, performedAt),
  };
  const { setId: _key, ...update } = values;
  const [row] = await db
    .insert(cardioSummaries)
    .values(values)
    .onConflictDoUpdate({
      target: cardioSummaries.setId,
      set: { ...update, updatedAt: new Date() },
    })
    .returning();
  return presentCardio(row!);
}

export async function dropCardioSummary(db: Db, setId: string): Promise<void> {
  await db.delete(cardioSummaries).where(eq(cardioSummaries.setId, setId));
}

/** The summaries of some sets, by set id. */
export async function cardioOfSets(
  db: Db,
  setIds: readonly string[],
): Promise<Map<string, CardioSummary>> {
  if (setIds.length === 0) return new Map();
  const rows = await db
    .select()
    .from(cardioSummaries)
    .where(inArray(cardioSummaries.setId, [...setIds]));
  return new Map(rows.map((row) => [row.setId, presentCardio(row)]));
}

/**
 * A journey week's Zone 2 from its logged sets (decision 033): the performed sets of the week's
 * Zone 2 workouts, each with its heart-rate summary's verdict when it has one. The journey week,
 * like this week's completed counts, so no calendar or time zone enters.
 */
export async function zone2WeekOf(
  db: Db,
  userId: string,
  journeyStart: string,
  week: number,
): Promise<Zone2Week> {
  const rows = await db
    .select({
      sessionId: workoutSets.sessionId,
      minutes: workoutSets.reps,
      verified: cardioSummaries.verified,
      timeInZoneSeconds: cardioSummaries.timeInZoneSeconds,
    })
    .from(workoutSets)
    .innerJoin(workouts, eq(workouts.id, workoutSets.workoutId))
    .leftJoin(cardioSummaries, eq(cardioSummaries.setId, workoutSets.id))
    .where(
      and(
        eq(workoutSets.userId, userId),
        eq(workoutSets.skipped, false),
        eq(workoutSets.setType, 'normal'),
        eq(workouts.userId, userId),
        eq(workouts.type, 'zone2'),
        eq(workouts.journeyStart, journeyStart),
        eq(workouts.week, week),
      ),
    );
  return zone2WeekTotals(rows.map((row) => ({ ...row, minutes: row.minutes ?? 0 })));
}

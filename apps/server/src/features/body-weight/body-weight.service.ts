import { and, desc, eq, gte, lte, sql } from 'drizzle-orm';
import type { BodyWeightLog, WeighIn } from '@grandfit/shared/schemas/body-weight.ts';
import { progressRange } from '@grandfit/shared/domain/progress/range.ts';
import { recoveryFetchStart } from '@grandfit/shared/domain/progress/recovery-trends.ts';
import type { Db, Tx } from '../../db/client.ts';
import { bodyWeights } from '../../db/schema/recovery.ts';
import { userSettings } from '../../db/schema/settings.ts';
import { serverToday } from '../../http/server-today.ts';
import { createInitialSettings, forgetCachedSettingsOf } from '../profile/settings.service.ts';

/**
 * Takes the user's settings row for the rest of the transaction, before any weigh-in is written:
 * two writes of the same user's weigh-ins then run one after the other, and the second reads the
 * first's when it picks the newest (read committed would let it copy a stale one last).
 */
async function lockSettingsOf(tx: Tx, userId: string): Promise<void> {
  await tx
    .select({ userId: userSettings.userId })
    .from(userSettings)
    .where(eq(userSettings.userId, userId))
    .for('update');
}

/** Rows per INSERT: 3 parameters each, far below PostgreSQL's 65,535 per statement. */
const BATCH = 5000;

/**
 * Adds another app's weigh-ins (Apple Health's body mass) on the days without one, in the caller's
 * transaction: a weigh-in the user logged stays, and the same import twice adds nothing. Returns
 * how many were added; the settings follow the newest weigh-in. The caller forgets the cached
 * settings once the transaction is committed.
 */
export async function addImportedWeighIns(
  tx: Tx,
  userId: string,
  weighIns: readonly WeighIn[],
): Promise<number> {
  if (weighIns.length === 0) return 0;
  await lockSettingsOf(tx, userId);
  let added = 0;
  for (let offset = 0; offset < weighIns.length; offset += BATCH) {
    const rows = await tx
      .insert(bodyWeights)
      .values(weighIns.slice(offset, offset + BATCH).map((entry) => ({ userId, ...entry })))
      .onConflictDoNothing({ target: [bodyWeights.userId, bodyWeights.date] })
      .returning({ date: bodyWeights.date });
    added += rows.length;
  }
  if (added > 0) await followNewestWeighIn(tx, userId);
  return added;
}

/**
 * The weigh-ins of Progress's range (decision 058), oldest first, from the day its first 7-day
 * average and the summary's week before need (as recovery's trends read them).
 */
export async function listWeighIns(
  db: Db,
  userId: string,
  query: { date?: string; months: number },
): Promise<BodyWeightLog> {
  const { start, end } = progressRange(query.date ?? serverToday(), query.months);
  const from = recoveryFetchStart({ start, end });
  const rows = await db
    .select({ date: bodyWeights.date, weightKg: bodyWeights.weightKg })
    .from(bodyWeights)
    .where(
      and(eq(bodyWeights.userId, userId), gte(bodyWeights.date, from), lte(bodyWeights.date, end)),
    )
    .orderBy(bodyWeights.date);
  return { range: { start, end, from }, entries: rows };
}

/**
 * The settings' body weight becomes the newest weigh-in's, so the strength standards follow the
 * log; without any weigh-in left the settings keep theirs (typed in the settings themselves).
 */
async function followNewestWeighIn(tx: Tx, userId: string): Promise<void> {
  const [newest] = await tx
    .select({ weightKg: bodyWeights.weightKg })
    .from(bodyWeights)
    .where(eq(bodyWeights.userId, userId))
    .orderBy(desc(bodyWeights.date))
    .limit(1);
  if (!newest) return;
  await tx
    .update(userSettings)
    .set({ bodyWeightKg: newest.weightKg, updatedAt: sql`now()` })
    .where(eq(userSettings.userId, userId));
}

/** Keeps the day's weigh-in, replacing the last one: the same request twice leaves the same log. */
export async function saveWeighIn(
  db: Db,
  userId: string,
  date: string,
  weightKg: number,
): Promise<WeighIn> {
  // The settings row exists from sign-up on; a user made outside it gets one first.
  await createInitialSettings(db, userId);
  await db.transaction(async (tx) => {
    await lockSettingsOf(tx, userId);
    await tx
      .insert(bodyWeights)
      .values({ userId, date, weightKg })
      .onConflictDoUpdate({
        target: [bodyWeights.userId, bodyWeights.date],
        set: { weightKg, updatedAt: sql`now()` },
      });
    await followNewestWeighIn(tx, userId);
  });
  forgetCachedSettingsOf(db, userId);
  return { date, weightKg };
}

/** Removes the day's weigh-in; removing one that is not there changes nothing, so a replay is harmless. */
export async function deleteWeighIn(db: Db, userId: string, date: string): Promise<void> {
  await db.transaction(async (tx) => {
    await lockSettingsOf(tx, userId);
    await tx
      .delete(bodyWeights)
      .where(and(eq(bodyWeights.userId, userId), eq(bodyWeights.date, date)));
    await followNewestWeighIn(tx, userId);
  });
  forgetCachedSettingsOf(db, userId);
}

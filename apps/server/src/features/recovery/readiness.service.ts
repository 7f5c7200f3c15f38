import { and, eq, sql } from 'drizzle-orm';
import {
  CHECKIN_STARTING_VALUES,
  combinedRecoveryScore,
  HRV_BASELINE,
  hrvBaseline,
  readinessBand,
  readinessColor,
  readinessScore,
  recoveryParts,
  subjectiveScore,
} from '@grandfit/shared/domain/recovery.ts';
import { addDays } from '@grandfit/shared/domain/dates.ts';
import { breathingHabit } from '@grandfit/shared/domain/breathing/recovery.ts';
import {
  DEFAULT_MANUAL_HRV_METHOD,
  type Readiness,
  type ReadinessCheckin,
} from '@grandfit/shared/schemas/health.ts';
import type { Db } from '../../db/client.ts';
import { readinessCheckins } from '../../db/schema/recovery.ts';
import { completedBreathingDays } from '../breathing/breathing.service.ts';
import { hrvHistory, latestHealthData } from './health.service.ts';

/** One check-in per user and day; saving again replaces it. */
export async function saveCheckin(
  db: Db,
  userId: string,
  checkin: ReadinessCheckin,
): Promise<void> {
  const values = { energy: checkin.energy, mood: checkin.mood, soreness: checkin.soreness };
  await db
    .insert(readinessCheckins)
    .values({ userId, date: checkin.date, ...values })
    .onConflictDoUpdate({
      target: [readinessCheckins.userId, readinessCheckins.date],
      set: { ...values, updatedAt: sql`now()` },
    });
}

/**
 * Readiness for a day: the combined recovery score from the metrics of that day and the day before
 * (last night's sleep is often logged the next morning), blended with that day's check-in
 * (domain/recovery.ts). With neither metrics nor a check-in there is no score (null, no band).
 * The day's completed breathing is reported beside it as a habit and never moves the score: the
 * coach prescribes loads from this score, and breathing is not a recovery marker (decision 036).
 */
export async function readinessFor(db: Db, userId: string, date: string): Promise<Readiness> {
  const [health, [checkin], [breathed]] = await Promise.all([
    latestHealthData(db, userId, { start: addDays(date, -1), end: date, type: 'all' }),
    db
      .select()
      .from(readinessCheckins)
      .where(and(eq(readinessCheckins.userId, userId), eq(readinessCheckins.date, date))),
    completedBreathingDays(db, userId, { start: date, end: date }),
  ]);
  // The HRV part against the user's own baseline of the same method, once 7 days exist.
  const hrvMs = health?.hrv ?? null;
  const method = hrvMs === null ? null : (health?.hrvMethod ?? DEFAULT_MANUAL_HRV_METHOD);
  const history =
    method === null
      ? []
      : await hrvHistory(db, userId, method, {
          start: addDays(date, -(HRV_BASELINE.normalDays - 1)),
          end: date,
        });
  const baseline = method === null ? null : hrvBaseline(history, date, method);
  const inputs = {
    hrvMs,
    hrvBaseline: baseline,
    restingHeartRate: health?.restingHeartRate ?? null,
    sleepHours: health?.sleepDuration ?? null,
    sleepQuality: health?.sleepQuality ?? null,
  };
  const recovery = combinedRecoveryScore(inputs);
  const subjective = checkin ? subjectiveScore(checkin) : null;
  const score = readinessScore(recovery, subjective);
  return {
    date,
    readinessScore: score,
    subjectiveEnergy: checkin?.energy ?? CHECKIN_STARTING_VALUES.subjectiveEnergy,
    subjectiveSoreness: checkin?.soreness ?? CHECKIN_STARTING_VALUES.subjectiveSoreness,
    subjectiveMood: checkin?.mood ?? CHECKIN_STARTING_VALUES.subjectiveMood,
    band: score === null ? null : readinessBand(score),
    color: score === null ? null : readinessColor(score),
    recoveryScore: recovery,
    subjectiveScore: subjective,
    drivers: recoveryParts(inputs),
    hrvBasis:
      method === null
        ? null
        : {
            method,
            kind: baseline ? 'baseline' : 'population',
            days: history.length,
            rolling7: baseline?.rolling7 ?? null,
            normalLow: baseline?.normalLow ?? null,
            normalHigh: baseline?.normalHigh ?? null,
            status: baseline?.status ?? null,
          },
    breathing: breathingHabit(breathed?.minutes ?? 0, breathed?.sessions ?? 0),
  };
}

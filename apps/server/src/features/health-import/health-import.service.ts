import { and, between, desc, eq, sql } from 'drizzle-orm';
import {
  FLAGGED_SLEEP_LISTED,
  appleHealthImportSummarySchema,
  type AppleHealthImportSummary,
  type HealthImport,
} from '@grandfit/shared/schemas/health-import.ts';
import type { HealthSource } from '@grandfit/shared/schemas/health.ts';
import type { Db } from '../../db/client.ts';
import { healthImports, healthMetrics } from '../../db/schema/recovery.ts';
import type { AppleHealthDay, AppleHealthParse } from './apple-health-parser.ts';
import type { MeasurementKind } from '@grandfit/shared/domain/body-measurements.ts';
import { addImportedMeasurements } from '../body-measurements/body-measurements.service.ts';
import { addImportedWeighIns } from '../body-weight/body-weight.service.ts';
import { forgetCachedSettingsOf } from '../profile/settings.service.ts';

const SOURCE: HealthSource = 'apple-health';
/** Rows per INSERT: 7 parameters each stays far below PostgreSQL's 65,535 per statement. */
const BATCH = 1000;

const METRIC_KEYS = ['hrvMs', 'restingHeartRate', 'sleepHours', 'vo2Max'] as const;

type Stored = Pick<typeof healthMetrics.$inferSelect, 'date' | (typeof METRIC_KEYS)[number]>;

/** Whether saving the day would change its stored row: a metric the import has differs. */
function changes(day: AppleHealthDay, stored: Stored): boolean {
  return METRIC_KEYS.some((key) => day[key] !== null && day[key] !== stored[key]);
}

function toHealthImport(row: typeof healthImports.$inferSelect): HealthImport {
  return {
    id: row.id,
    source: row.source,
    importedAt: row.importedAt.toISOString(),
    summary: appleHealthImportSummarySchema.parse(row.summary),
  };
}

/**
 * Saves an Apple Health export's days for the user in one transaction, and records the import.
 * Each day upserts the user's 'apple-health' row: the metrics this export has replace the stored
 * ones, the others stay. A day whose values are already stored is not written at all, so the
 * same export imported twice changes nothing, and a later, longer export updates the days it
 * overlaps.
 */
export async function saveAppleHealthImport(
  db: Db,
  userId: string,
  parsed: AppleHealthParse,
): Promise<HealthImport> {
  const { days } = parsed;
  const firstDate = days[0]?.date ?? null;
  const lastDate = days.at(-1)?.date ?? null;
  const saved = await db.transaction(async (tx) => {
    const stored = new Map<string, Stored>();
    if (firstDate !== null && lastDate !== null) {
      const rows = await tx
        .select({
          date: healthMetrics.date,
          hrvMs: healthMetrics.hrvMs,
          restingHeartRate: healthMetrics.restingHeartRate,
          sleepHours: healthMetrics.sleepHours,
          vo2Max: healthMetrics.vo2Max,
        })
        .from(healthMetrics)
        .where(
          and(
            eq(healthMetrics.userId, userId),
            eq(healthMetrics.source, SOURCE),
            between(healthMetrics.date, firstDate, lastDate),
          ),
        );
      for (const row of rows) stored.set(row.date, row);
    }

    let daysAdded = 0;
    let daysUpdated = 0;
    const toWrite: AppleHealthDay[] = [];
    for (const day of days) {
      const row = stored.get(day.date);
      if (!row) daysAdded += 1;
      else if (changes(day, row)) daysUpdated += 1;
      else continue;
      toWrite.push(day);
    }

    const keep = (column: string) =>
      sql.raw(`coalesce(excluded.${column}, health_metrics.${column})`);
    for (let offset = 0; offset < toWrite.length; offset += BATCH) {
      await tx
        .insert(healthMetrics)
        .values(
          toWrite.slice(offset, offset + BATCH).map((day) => ({
            userId,
            date: day.date,
            source: SOURCE,
            hrvMs: day.hrvMs,
            // Apple Health's HRV is SDNN; straps and rings report RMSSD (see HRV_METHODS).
            hrvMethod: day.hrvMs === null ? null : ('sdnn' as const),
            restingHeartRate: day.restingHeartRate,
            sleepHours: day.sleepHours,
            vo2Max: day.vo2Max,
          })),
        )
        .onConflictDoUpdate({
          target: [healthMetrics.userId, healthMetrics.date, healthMetrics.source],
          set: {
            hrvMs: keep('hrv_ms'),
            hrvMethod: keep('hrv_method'),
            restingHeartRate: keep('resting_heart_rate'),
            sleepHours: keep('sleep_hours'),
            vo2Max: keep('vo2_max'),
            updatedAt: sql`now()`,
          },
        });
    }

    // A scale's weigh-ins join the body-weight log on the days without one (decision 058).
    const weighInsAdded = await addImportedWeighIns(tx, userId, parsed.weighIns);
    // Its body fat and waist join theirs the same way (decision 066).
    const measurementsAdded = await addImportedMeasurements(tx, userId, parsed.measurements);
    const measured = (kind: MeasurementKind) => ({
      days: parsed.measurements.filter((reading) => reading.kind === kind).length,
      added: measurementsAdded[kind],
    });

    const count = (key: (typeof METRIC_KEYS)[number]) =>
      days.reduce((total, day) => (day[key] === null ? total : total + 1), 0);
    const summary: AppleHealthImportSummary = {
      recordCount: parsed.recordCount,
      recordsUsed: parsed.recordsUsed,
      rejected: parsed.rejected,
      implausibleSleep: {
        days: parsed.implausibleSleep.length,
        listed: parsed.implausibleSleep.slice(0, FLAGGED_SLEEP_LISTED),
      },
      days: days.length,
      daysAdded,
      daysUpdated,
      daysUnchanged: days.length - daysAdded - daysUpdated,
      firstDate,
      lastDate,
      metrics: {
        hrvDays: count('hrvMs'),
        restingHeartRateDays: count('restingHeartRate'),
        sleepDays: count('sleepHours'),
        vo2MaxDays: count('vo2Max'),
      },
      bodyWeight: { days: parsed.weighIns.length, added: weighInsAdded },
      bodyFat: measured('body-fat'),
      waist: measured('waist'),
    };
    const [row] = await tx
      .insert(healthImports)
      .values({
        userId,
        source: SOURCE,
        recordCount: parsed.recordCount,
        dayCount: days.length,
        summary,
      })
      .returning();
    if (!row) throw new Error('health import insert returned no row');
    return toHealthImport(row);
  });
  // The settings' body weight follows an imported weigh-in.
  if (saved.summary.bodyWeight.added > 0) forgetCachedSettingsOf(db, userId);
  return saved;
}

/** The user's last imports, newest first (Profile). */
export async function listHealthImports(
  db: Db,
  userId: string,
  limit = 10,
): Promise<HealthImport[]> {
  const rows = await db
    .select()
    .from(healthImports)
    .where(eq(healthImports.userId, userId))
    .orderBy(desc(healthImports.importedAt))
    .limit(limit);
  return rows.map(toHealthImport);
}

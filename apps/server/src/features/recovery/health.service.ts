import { and, between, desc, eq, sql } from 'drizzle-orm';
import {
  DEFAULT_MANUAL_HRV_METHOD,
  HEALTH_DAY_TAKEN,
  HEALTH_ENTRY_NOT_FOUND,
  type HealthData,
  type HealthManualEntry,
  type HealthManualRecord,
  type HealthSource,
  type HrvMethod,
} from '@grandfit/shared/schemas/health.ts';
import type { Db } from '../../db/client.ts';
import { healthMetrics } from '../../db/schema/recovery.ts';
import { HttpError } from '../../http/http-error.ts';
import { isUniqueViolation } from '../../db/postgres-errors.ts';

type HealthRow = typeof healthMetrics.$inferSelect;

/**
 * Stores a manual entry for its day. Re-entering the same day updates that day's manual row: a
 * metric given replaces the stored one, a metric left empty keeps it (an evening HRV reading does
 * not erase the morning's sleep). Repeating a request changes nothing further.
 */
export async function saveManualEntry(
  db: Db,
  userId: string,
  entry: HealthManualEntry,
): Promise<HealthRow> {
  const hrvMs = entry.hrvScore ?? null;
  const values = {
    hrvMs,
    hrvMethod: hrvMs === null ? null : (entry.hrvMethod ?? DEFAULT_MANUAL_HRV_METHOD),
    restingHeartRate: entry.restingHeartRate ?? null,
    sleepHours: entry.sleepHours ?? null,
    sleepQuality: entry.sleepQuality ?? null,
    vo2Max: entry.vo2Max ?? null,
  };
  const keep = (column: string) =>
    sql.raw(`coalesce(excluded.${column}, health_metrics.${column})`);
  const [row] = await db
    .insert(healthMetrics)
    .values({ userId, date: entry.date, source: 'manual', ...values })
    .onConflictDoUpdate({
      target: [healthMetrics.userId, healthMetrics.date, healthMetrics.source],
      set: {
        hrvMs: keep('hrv_ms'),
        // The method goes with the value: a new HRV brings its method, no HRV keeps both.
        hrvMethod: sql.raw(
          'case when excluded.hrv_ms is null then health_metrics.hrv_method else excluded.hrv_method end',
        ),
        restingHeartRate: keep('resting_heart_rate'),
        sleepHours: keep('sleep_hours'),
        sleepQuality: keep('sleep_quality'),
        vo2Max: keep('vo2_max'),
        updatedAt: sql`now()`,
      },
    })
    .returning();
  if (!row) throw new Error('health entry upsert returned no row');
  return row;
}

/**
 * The user's HRV of one method, one value per day (the newest row's) between two days inclusive:
 * the history a personal baseline is read from (decision 032). A value stored without a method
 * counts as RMSSD, as the migration that backfilled the methods did.
 */
export async function hrvHistory(
  db: Db,
  userId: string,
  method: HrvMethod,
  window: { start: string; end: string },
): Promise<{ date: string; value: number }[]> {
  const rows = await db
    .select({ date: healthMetrics.date, value: healthMetrics.hrvMs })
    .from(healthMetrics)
    .where(
      and(
        eq(healthMetrics.userId, userId),
        between(healthMetrics.date, window.start, window.end),
        sql`${healthMetrics.hrvMs} is not null`,
        sql`coalesce(${healthMetrics.hrvMethod}, 'rmssd') = ${method}`,
      ),
    )
    .orderBy(desc(healthMetrics.date), desc(healthMetrics.updatedAt));
  const byDay = new Map<string, number>();
  for (const row of rows)
    if (row.value !== null && !byDay.has(row.date)) byDay.set(row.date, row.value);
  return [...byDay].map(([date, value]) => ({ date, value }));
}

export type HealthMetricType = 'all' | 'hrv' | 'restingHeartRate' | 'sleep' | 'vo2Max';

const METRICS: Record<Exclude<HealthMetricType, 'all'>, (keyof HealthRow)[]> = {
  hrv: ['hrvMs'],
  restingHeartRate: ['restingHeartRate'],
  sleep: ['sleepHours', 'sleepQuality'],
  vo2Max: ['vo2Max'],
};

/** The newest value of each metric among the rows, newest day first (rows come sorted). */
function newestOf(
  rows: HealthRow[],
  column: keyof HealthRow,
): { value: number; row: HealthRow } | null {
  for (const row of rows) {
    const value = row[column];
    if (typeof value === 'number') return { value, row };
  }
  return null;
}

/**
 * The latest value of each metric recorded between two days (inclusive), from every source; null
 * when there is none. The source and sync date are those of the newest row that gave a value.
 */
export async function latestHealthData(
  db: Db,
  userId: string,
  window: { start: string; end: string; type: HealthMetricType },
): Promise<HealthData | null> {
  const rows = await db
    .select()
    .from(healthMetrics)
    .where(
      and(eq(healthMetrics.userId, userId), between(healthMetrics.date, window.start, window.end)),
    )
    .orderBy(desc(healthMetrics.date), desc(healthMetrics.updatedAt));
  const wanted = window.type === 'all' ? Object.values(METRICS).flat() : METRICS[window.type];
  const found = new Map(wanted.map((column) => [column, newestOf(rows, column)]));
  const contributing = [...found.values()].filter((hit) => hit !== null).map((hit) => hit.row);
  // Rows come newest first, so the first one that gave a value is the newest source.
  const newest = rows.find((row) => contributing.includes(row));
  if (!newest) return null;
  const value = (column: keyof HealthRow) => found.get(column)?.value ?? null;
  return {
    hrv: value('hrvMs'),
    hrvMethod: found.get('hrvMs')?.row.hrvMethod ?? null,
    restingHeartRate: value('restingHeartRate'),
    sleepDuration: value('sleepHours'),
    sleepQuality: value('sleepQuality'),
    vo2Max: value('vo2Max'),
    lastSyncDate: new Date(
      Math.max(...contributing.map((row) => row.updatedAt.getTime())),
    ).toISOString(),
    dataSource: newest.source as HealthSource,
  };
}

function presentManual(row: HealthRow): HealthManualRecord {
  return {
    id: row.id,
    date: row.date,
    hrvScore: row.hrvMs,
    hrvMethod: row.hrvMs === null ? null : (row.hrvMethod ?? DEFAULT_MANUAL_HRV_METHOD),
    restingHeartRate: row.restingHeartRate,
    sleepHours: row.sleepHours,
    sleepQuality: row.sleepQuality,
    vo2Max: row.vo2Max,
    updatedAt: row.updatedAt.toISOString(),
  };
}

const isManual = (userId: string, id: string) =>
  and(
    eq(healthMetrics.id, id),
    eq(healthMetrics.userId, userId),
    eq(healthMetrics.source, 'manual'),
  );

/** GET /api/health/manual-entries: the user's own entries (not imports), newest day first. */
export async function listManualEntries(
  db: Db,
  userId: string,
  limit: number,
): Promise<HealthManualRecord[]> {
  const rows = await db
    .select()
    .from(healthMetrics)
    .where(and(eq(healthMetrics.userId, userId), eq(healthMetrics.source, 'manual')))
    .orderBy(desc(healthMetrics.date))
    .limit(limit);
  return rows.map(presentManual);
}

/**
 * PUT /api/health/manual-entries/{id}: the entry as it should now read, a full replacement (a
 * metric left out is cleared, unlike the POST's merge). Only manual rows can be edited: an
 * import's row, another user's or a missing one is a 404. Moving it onto a day that already has a
 * manual entry is a 409 (one row per user, day and source). Nothing changes on an error.
 */
export async function editManualEntry(
  db: Db,
  userId: string,
  id: string,
  entry: HealthManualEntry,
): Promise<HealthManualRecord> {
  let row: HealthRow | undefined;
  try {
    [row] = await db
      .update(healthMetrics)
      .set({
        date: entry.date,
        hrvMs: entry.hrvScore ?? null,
        hrvMethod: entry.hrvScore == null ? null : (entry.hrvMethod ?? DEFAULT_MANUAL_HRV_METHOD),
        restingHeartRate: entry.restingHeartRate ?? null,
        sleepHours: entry.sleepHours ?? null,
        sleepQuality: entry.sleepQuality ?? null,
        vo2Max: entry.vo2Max ?? null,
        updatedAt: sql`now()`,
      })
      .where(isManual(userId, id))
      .returning();
  } catch (error) {
    if (isUniqueViolation(error)) throw new HttpError(409, HEALTH_DAY_TAKEN);
    throw error;
  }
  if (!row) throw new HttpError(404, HEALTH_ENTRY_NOT_FOUND);
  return presentManual(row);
}

/** DELETE /api/health/manual-entries/{id}: 404 when it is not the user's manual entry (any more). */
export async function deleteManualEntry(db: Db, userId: string, id: string): Promise<void> {
  const [row] = await db
    .delete(healthMetrics)
    .where(isManual(userId, id))
    .returning({ id: healthMetrics.id });
  if (!row) throw new HttpError(404, HEALTH_ENTRY_NOT_FOUND);
}

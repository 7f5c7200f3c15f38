import { and, eq, gte, lte, sql } from 'drizzle-orm';
import {
  MEASUREMENT_BOUNDS,
  MEASUREMENT_KINDS,
  MEASUREMENT_LABELS,
  measurementUnit,
  type Measurement,
  type MeasurementKind,
} from '@grandfit/shared/domain/body-measurements.ts';
import type { MeasurementLog } from '@grandfit/shared/schemas/body-measurements.ts';
import { progressRange } from '@grandfit/shared/domain/progress/range.ts';
import type { Db, Tx } from '../../db/client.ts';
import { bodyMeasurements } from '../../db/schema/recovery.ts';
import { HttpError } from '../../http/http-error.ts';
import { serverToday } from '../../http/server-today.ts';

/** Rows per INSERT: 4 parameters each, far below PostgreSQL's 65,535 per statement. */
const BATCH = 5000;

/**
 * Adds another app's readings (Apple Health's body fat and waist) on the days without one of the
 * kind, in the caller's transaction: a reading the user logged stays, and the same import twice
 * adds nothing. Returns how many of each kind were added.
 */
export async function addImportedMeasurements(
  tx: Tx,
  userId: string,
  readings: readonly (Measurement & { kind: MeasurementKind })[],
): Promise<Record<MeasurementKind, number>> {
  const added = Object.fromEntries(MEASUREMENT_KINDS.map((kind) => [kind, 0])) as Record<
    MeasurementKind,
    number
  >;
  for (let offset = 0; offset < readings.length; offset += BATCH) {
    const rows = await tx
      .insert(bodyMeasurements)
      .values(readings.slice(offset, offset + BATCH).map((reading) => ({ userId, ...reading })))
      .onConflictDoNothing({
        target: [bodyMeasurements.userId, bodyMeasurements.kind, bodyMeasurements.date],
      })
      .returning({ kind: bodyMeasurements.kind });
    for (const row of rows) added[row.kind] += 1;
  }
  return added;
}

/** A kind's readings over Progress's range (decision 066), oldest first. */
export async function listMeasurements(
  db: Db,
  userId: string,
  query: { kind: MeasurementKind; date?: string; months: number },
): Promise<MeasurementLog> {
  const { start, end } = progressRange(query.date ?? serverToday(), query.months);
  const entries = await db
    .select({ date: bodyMeasurements.date, value: bodyMeasurements.value })
    .from(bodyMeasurements)
    .where(
      and(
        eq(bodyMeasurements.userId, userId),
        eq(bodyMeasurements.kind, query.kind),
        gte(bodyMeasurements.date, start),
        lte(bodyMeasurements.date, end),
      ),
    )
    .orderBy(bodyMeasurements.date);
  return { kind: query.kind, range: { start, end }, entries };
}

/** Keeps the day's reading, replacing the last one: the same request twice leaves the same log. */
export async function saveMeasurement(
  db: Db,
  userId: string,
  kind: MeasurementKind,
  date: string,
  value: number,
): Promise<Measurement> {
  const { min, max } = MEASUREMENT_BOUNDS[kind];
  if (value < min || value > max) {
    // Stored as typed with kg: lengths in cm.
    const unit = measurementUnit(kind, 'kg');
    throw new HttpError(
      400,
      `${MEASUREMENT_LABELS[kind]} must be from ${min} to ${max} ${unit}, in ${unit}`,
    );
  }
  await db
    .insert(bodyMeasurements)
    .values({ userId, kind, date, value })
    .onConflictDoUpdate({
      target: [bodyMeasurements.userId, bodyMeasurements.kind, bodyMeasurements.date],
      set: { value, updatedAt: sql`now()` },
    });
  return { date, value };
}

/** Removes the day's reading; removing one that is not there changes nothing. */
export async function deleteMeasurement(
  db: Db,
  userId: string,
  kind: MeasurementKind,
  date: string,
): Promise<void> {
  await db
    .delete(bodyMeasurements)
    .where(
      and(
        eq(bodyMeasurements.userId, userId),
        eq(bodyMeasurements.kind, kind),
        eq(bodyMeasurements.date, date),
      ),
    );
}

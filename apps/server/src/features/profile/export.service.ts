import { asc, eq } from 'drizzle-orm';
import { stringify } from 'csv-stringify/sync';
import { APP_VERSION, PRODUCT_NAME } from '@grandfit/shared/constants.ts';
import type { Db } from '../../db/client.ts';
import {
  healthImports,
  healthMetrics,
  healthPlatformConnections,
  readinessCheckins,
} from '../../db/schema/recovery.ts';
import type { SessionUser } from '../../auth/sessions.ts';
import { toAuthUser } from '../users/users.presenter.ts';
import { getSettings } from './settings.service.ts';

async function healthRows(db: Db, userId: string) {
  return db
    .select()
    .from(healthMetrics)
    .where(eq(healthMetrics.userId, userId))
    .orderBy(asc(healthMetrics.date), asc(healthMetrics.source));
}

async function checkinRows(db: Db, userId: string) {
  return db
    .select()
    .from(readinessCheckins)
    .where(eq(readinessCheckins.userId, userId))
    .orderBy(asc(readinessCheckins.date));
}

async function importRows(db: Db, userId: string) {
  return db
    .select()
    .from(healthImports)
    .where(eq(healthImports.userId, userId))
    .orderBy(asc(healthImports.importedAt));
}

/** The link itself, never its tokens: they are only usable by GrandFit's server. */
async function platformConnection(db: Db, userId: string) {
  const [row] = await db
    .select({
      platform: healthPlatformConnections.platform,
      scope: healthPlatformConnections.scope,
      connectedAt: healthPlatformConnections.connectedAt,
    })
    .from(healthPlatformConnections)
    .where(eq(healthPlatformConnections.userId, userId));
  return row ?? null;
}

/** Everything GrandFit holds about the user, read from the database at this moment. */
export async function exportAll(db: Db, user: SessionUser) {
  const [settings, health, checkins, imports, connection] = await Promise.all([
    getSettings(db, user.id),
    healthRows(db, user.id),
    checkinRows(db, user.id),
    importRows(db, user.id),
    platformConnection(db, user.id),
  ]);
  return {
    exportedAt: new Date().toISOString(),
    product: PRODUCT_NAME,
    version: APP_VERSION,
    user: toAuthUser(user),
    settings,
    healthMetrics: health.map(({ userId: _userId, id: _id, ...row }) => row),
    readinessCheckins: checkins.map(({ userId: _userId, ...row }) => row),
    healthImports: imports.map(({ userId: _userId, ...row }) => row),
    healthPlatformConnection: connection,
  };
}

/**
 * CSV with a header row. csv-stringify quotes as needed; cells that a spreadsheet would run as a
 * formula (=, +, -, @ at the start of text) are not possible here: every column is a number,
 * date, time stamp or source name.
 */
export async function healthCsv(db: Db, userId: string): Promise<string> {
  const rows = await healthRows(db, userId);
  return stringify(
    rows.map((row) => [
      row.date,
      row.source,
      row.hrvMs,
      row.hrvMethod,
      row.restingHeartRate,
      row.sleepHours,
      row.sleepQuality,
      row.vo2Max,
      row.updatedAt.toISOString(),
    ]),
    {
      header: true,
      columns: [
        'date',
        'source',
        'hrv_ms',
        'hrv_method',
        'resting_heart_rate_bpm',
        'sleep_hours',
        'sleep_quality',
        'vo2_max',
        'updated_at',
      ],
    },
  );
}

export async function readinessCsv(db: Db, userId: string): Promise<string> {
  const rows = await checkinRows(db, userId);
  return stringify(
    rows.map((row) => [row.date, row.energy, row.mood, row.soreness, row.updatedAt.toISOString()]),
    { header: true, columns: ['date', 'energy', 'mood', 'soreness', 'updated_at'] },
  );
}

import type { PGlite } from '@electric-sql/pglite';
import pg from 'pg';
import { sql } from 'drizzle-orm';
import { openDatabase, pgliteDatabase, type Database } from '../src/db/client.ts';

export type TestDatabaseKind = 'pglite' | 'postgres';

export function testDatabaseKinds(): TestDatabaseKind[] {
  return (process.env.GF_TEST_DATABASES ?? 'pglite').split(',') as TestDatabaseKind[];
}

async function onAdmin(adminUrl: string, statement: string): Promise<void> {
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  try {
    await admin.query(statement);
  } finally {
    await admin.end();
  }
}

function testDatabaseName(): string {
  return `grandfit_test_${process.pid}_${process.env.VITEST_POOL_ID ?? '0'}`;
}

/**
 * What another server instance would have on the same database: a connection pool and listener
 * of its own on PostgreSQL (as another machine has), a handle of its own (its own caches) on
 * PGlite. Closing it leaves the database open.
 */
export async function openAnotherConnection(database: Database): Promise<Database> {
  if (database.kind === 'pglite') {
    const client = (database.db as unknown as { $client: PGlite }).$client;
    return { ...pgliteDatabase(client), close: async () => undefined };
  }
  const url = new URL(process.env.TEST_DATABASE_URL ?? '');
  url.pathname = `/${testDatabaseName()}`;
  return openDatabase({ databaseUrl: url.href });
}

/**
 * A fresh, migrated database: an in-memory PGlite, or a database of its own on the PostgreSQL
 * server, named after this process and worker so that test runs going on at the same time on one
 * server (two checkouts, CI and a developer) never drop each other's database. It is dropped when
 * closed, if nothing still holds it.
 */
export async function openTestDatabase(kind: TestDatabaseKind): Promise<Database> {
  if (kind === 'pglite') return openDatabase({ pgliteDir: 'memory://' });
  const adminUrl = process.env.TEST_DATABASE_URL;
  if (!adminUrl) throw new Error('TEST_DATABASE_URL is not set');
  const name = testDatabaseName();
  await onAdmin(adminUrl, `DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
  await onAdmin(adminUrl, `CREATE DATABASE ${name}`);
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  const database = await openDatabase({ databaseUrl: url.href });
  return {
    ...database,
    async close() {
      await database.close();
      // Best effort and never forced: forcing would kill connections the pool is still closing,
      // which surfaces as an uncaught error in the test run. A database left behind is dropped
      // by the next run of the same process id and worker, or with the server.
      await onAdmin(adminUrl, `DROP DATABASE IF EXISTS ${name}`).catch(() => undefined);
    },
  };
}

/** Empties every table that holds user data; generated secrets stay, as they would in production. */
export async function truncateUserData(database: Database): Promise<void> {
  await database.db.execute(
    sql`TRUNCATE users, sessions, login_requests, local_accounts, oidc_payloads, health_metrics, readiness_checkins, user_settings, health_imports, health_platform_connections, health_platform_authorizations, workouts, workout_sessions, workout_sets, goals, quarterly_tests, progress_photos, rate_limit_counters, sign_in_failures, pending_sign_ups CASCADE`,
  );
}

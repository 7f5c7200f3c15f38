import fs from 'node:fs/promises';
import path from 'node:path';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { migrationsFolder, openDatabase, type Database } from './client.ts';

const adminUrl = process.env.TEST_DATABASE_URL;

async function onAdmin(statement: string): Promise<void> {
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  try {
    await admin.query(statement);
  } finally {
    await admin.end();
  }
}

// Only a PostgreSQL server has several processes migrating at once; PGlite is one process.
describe.skipIf(!adminUrl)('two instances starting on one empty PostgreSQL database', () => {
  const name = `grandfit_migrate_race_${process.pid}_${process.env.VITEST_POOL_ID ?? '0'}`;
  let url = '';

  beforeAll(async () => {
    await onAdmin(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
    await onAdmin(`CREATE DATABASE ${name}`);
    const parsed = new URL(adminUrl ?? '');
    parsed.pathname = `/${name}`;
    url = parsed.href;
  });
  afterAll(async () => {
    await onAdmin(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
  });

  it('both start, the schema is complete and each migration is applied once', async () => {
    const started = await Promise.allSettled([
      openDatabase({ databaseUrl: url }),
      openDatabase({ databaseUrl: url }),
    ]);
    const opened: Database[] = started.flatMap((result) =>
      result.status === 'fulfilled' ? [result.value] : [],
    );
    try {
      expect(started.filter((result) => result.status === 'rejected')).toEqual([]);
      const journal = JSON.parse(
        await fs.readFile(path.join(await migrationsFolder(), 'meta/_journal.json'), 'utf8'),
      ) as { entries: { tag: string }[] };
      const client = new pg.Client({ connectionString: url });
      await client.connect();
      try {
        const applied = await client.query<{ hash: string }>(
          'SELECT hash FROM drizzle.__drizzle_migrations',
        );
        expect(applied.rowCount).toBe(journal.entries.length);
        expect(new Set(applied.rows.map((row) => row.hash)).size).toBe(journal.entries.length);
        // The last migration's tables exist, and both instances answer.
        const result = await client.query(
          "SELECT to_regclass('public.rate_limit_counters') AS counters, to_regclass('public.sign_in_failures') AS failures",
        );
        expect(result.rows[0]).toEqual({
          counters: 'rate_limit_counters',
          failures: 'sign_in_failures',
        });
        await Promise.all(opened.map((database) => database.ping()));
      } finally {
        await client.end();
      }
    } finally {
      await Promise.all(opened.map((database) => database.close()));
    }
  });
});

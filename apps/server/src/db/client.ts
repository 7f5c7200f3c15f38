import fs from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { PGlite } from '@electric-sql/pglite';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import pg from 'pg';
import * as authSchema from './schema/auth.ts';
import * as recoverySchema from './schema/recovery.ts';
import * as journeySchema from './schema/journey.ts';
import * as settingsSchema from './schema/settings.ts';
import * as trainingSchema from './schema/training.ts';
import * as usersSchema from './schema/users.ts';

export const schema = {
  ...usersSchema,
  ...authSchema,
  ...recoverySchema,
  ...settingsSchema,
  ...trainingSchema,
  ...journeySchema,
};
export type Schema = typeof schema;
/** The one database type the services see, whichever driver is underneath. */
export type Db = PgDatabase<PgQueryResultHKT, Schema>;

export interface Database {
  db: Db;
  kind: 'pglite' | 'postgres';
  /** Round trip to the database, for health checks. */
  ping(): Promise<void>;
  close(): Promise<void>;
}

const here = path.dirname(fileURLToPath(import.meta.url));

/** Migrations sit beside this file in the source and are copied next to the bundle in dist/. */
export async function migrationsFolder(): Promise<string> {
  const folder = path.join(here, 'migrations');
  await fs.access(path.join(folder, 'meta/_journal.json')).catch(() => {
    throw new Error(`Database migrations not found in ${folder}`);
  });
  return folder;
}

export interface OpenDatabaseOptions {
  /** postgres:// URL of a server; when absent, an embedded PGlite is used. */
  databaseUrl?: string | undefined;
  /** Directory of the embedded database (created if missing); `memory://` keeps it in memory. */
  pgliteDir?: string;
}

/** Opens the database and applies every pending migration, on PGlite and PostgreSQL alike. */
export async function openDatabase(options: OpenDatabaseOptions): Promise<Database> {
  const folder = await migrationsFolder();
  if (options.databaseUrl) {
    const pool = new pg.Pool({ connectionString: options.databaseUrl, max: 20 });
    const db = drizzlePg(pool, { schema });
    await migratePg(db, { migrationsFolder: folder });
    return {
      db: db as unknown as Db,
      kind: 'postgres',
      ping: async () => {
        await pool.query('select 1');
      },
      close: () => pool.end(),
    };
  }
  const dir = options.pgliteDir ?? 'memory://';
  if (!dir.startsWith('memory://')) await fs.mkdir(dir, { recursive: true });
  const client = await PGlite.create(dir);
  const db = drizzlePglite(client, { schema });
  await migratePglite(db, { migrationsFolder: folder });
  return {
    db: db as unknown as Db,
    kind: 'pglite',
    ping: async () => {
      await client.query('select 1');
    },
    close: () => client.close(),
  };
}

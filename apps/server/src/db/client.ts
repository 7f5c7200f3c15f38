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
import * as breathingSchema from './schema/breathing.ts';
import * as recoverySchema from './schema/recovery.ts';
import * as journeySchema from './schema/journey.ts';
import * as nutritionSchema from './schema/nutrition.ts';
import * as notificationsSchema from './schema/notifications.ts';
import * as settingsSchema from './schema/settings.ts';
import * as trainingSchema from './schema/training.ts';
import * as usersSchema from './schema/users.ts';
import * as videoSchema from './schema/video.ts';

export const schema = {
  ...usersSchema,
  ...authSchema,
  ...recoverySchema,
  ...settingsSchema,
  ...trainingSchema,
  ...journeySchema,
  ...nutritionSchema,
  ...notificationsSchema,
  ...breathingSchema,
  ...videoSchema,
};
export type Schema = typeof schema;
/** The one database type the services see, whichever driver is underneath. */
export type Db = PgDatabase<PgQueryResultHKT, Schema>;
/** A transaction of `Db`, as `db.transaction` hands it to its callback. */
export type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];

export interface Database {
  db: Db;
  kind: 'pglite' | 'postgres';
  /** Round trip to the database, for health checks. */
  ping(): Promise<void>;
  /**
   * LISTEN on a channel: `onNotify` gets each NOTIFY payload, from any connection to the same
   * database (other server instances included); `onGap` is called when notifications may have been
   * missed (the listening connection dropped), so that whatever they keep fresh can be dropped.
   */
  listen(channel: string, handlers: NotificationHandlers): Promise<() => Promise<void>>;
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

export interface NotificationHandlers {
  onNotify(payload: string): void;
  onGap(): void;
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
  const { databaseUrl } = options;
  if (databaseUrl) {
    await migrateServer(databaseUrl, folder);
    const pool = new pg.Pool({ connectionString: databaseUrl, max: 20 });
    const db = drizzlePg(pool, { schema });
    return {
      db: db as unknown as Db,
      kind: 'postgres',
      ping: async () => {
        await pool.query('select 1');
      },
      listen: (channel, handlers) => listenOnServer(databaseUrl, channel, handlers),
      close: () => pool.end(),
    };
  }
  const dir = options.pgliteDir ?? 'memory://';
  if (!dir.startsWith('memory://')) await fs.mkdir(dir, { recursive: true });
  const client = await PGlite.create(dir);
  await migratePglite(drizzlePglite(client, { schema }), { migrationsFolder: folder });
  return pgliteDatabase(client);
}

/**
 * A database handle over an open, migrated PGlite. Each handle has its own Db object, and so its
 * own per-database caches: tests run two instances on one PGlite through two handles.
 */
export function pgliteDatabase(client: PGlite): Database {
  return {
    db: drizzlePglite(client, { schema }) as unknown as Db,
    kind: 'pglite',
    ping: async () => {
      await client.query('select 1');
    },
    // PGlite runs in this process: notifications cannot be missed while it is open.
    listen: (channel, handlers) => client.listen(channel, handlers.onNotify),
    close: () => client.close(),
  };
}

/** Arbitrary and fixed: every GrandFit instance on a database takes this one advisory lock. */
export const MIGRATION_LOCK_KEY = 7_264_071_388;

/**
 * Instances starting together would each apply the pending migrations (and fail on each other's
 * tables): the first takes a session-level advisory lock on a connection of its own and migrates;
 * the others wait on the lock, then find nothing left to apply. Closing the connection releases
 * the lock even if the migration failed.
 */
async function migrateServer(databaseUrl: string, folder: string): Promise<void> {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    await client.query('SELECT pg_advisory_lock($1)', [MIGRATION_LOCK_KEY]);
    await migratePg(drizzlePg(client, { schema }), { migrationsFolder: folder });
    await client.query('SELECT pg_advisory_unlock($1)', [MIGRATION_LOCK_KEY]);
  } finally {
    await client.end();
  }
}

const RECONNECT_DELAY_MS = 1000;

/**
 * LISTEN needs a connection of its own that stays open (a pooled one is handed to other queries).
 * When it drops, the listener reconnects and reports a gap, since NOTIFYs sent meanwhile are lost.
 */
async function listenOnServer(
  databaseUrl: string,
  channel: string,
  handlers: NotificationHandlers,
): Promise<() => Promise<void>> {
  let client: pg.Client | undefined;
  let stopped = false;
  let retry: NodeJS.Timeout | undefined;

  async function connect(): Promise<void> {
    const next = new pg.Client({ connectionString: databaseUrl });
    next.on('notification', (message) => {
      if (message.channel === channel) handlers.onNotify(message.payload ?? '');
    });
    next.on('error', () => reconnect(next));
    next.on('end', () => reconnect(next));
    await next.connect();
    await next.query(`LISTEN ${pg.escapeIdentifier(channel)}`);
    client = next;
  }

  function reconnect(lost: pg.Client) {
    if (stopped || client !== lost) return;
    client = undefined;
    handlers.onGap();
    lost.end().catch(() => undefined);
    const attempt = () => {
      retry = undefined;
      if (stopped) return;
      connect()
        .then(() => handlers.onGap())
        .catch(() => {
          retry = setTimeout(attempt, RECONNECT_DELAY_MS);
        });
    };
    retry = setTimeout(attempt, RECONNECT_DELAY_MS);
  }

  await connect();
  return async () => {
    stopped = true;
    if (retry) clearTimeout(retry);
    const current = client;
    client = undefined;
    await current?.end();
  };
}

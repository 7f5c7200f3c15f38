import type { SQL } from 'drizzle-orm';
import type { PgDialect } from 'drizzle-orm/pg-core';
import type { Db } from './client.ts';

/** What db.execute uses underneath, reached through the handle's public `_`. */
interface PreparingSession {
  dialect: PgDialect;
  prepareQuery(
    query: ReturnType<PgDialect['sqlToQuery']>,
    fields: undefined,
    name: string,
    isResponseInArrayMode: false,
  ): { execute(): Promise<unknown> };
}

/**
 * db.execute(query) as a named prepared statement: PostgreSQL parses and plans it once per
 * connection, then only binds and runs it. For the statements every logged set runs, the parse and
 * the plan cost as much of PostgreSQL's time as running them (docs/benchmarks.md, 2026-11-29,
 * fifth session). The text behind a name must never change (node-postgres refuses a name reused
 * for another text on a connection), so only a constant statement, with its values as parameters,
 * may be named. PGlite runs it as db.execute would.
 */
export function executePrepared(db: Db, name: string, query: SQL): Promise<unknown> {
  const session = db._.session as unknown as PreparingSession;
  return session.prepareQuery(session.dialect.sqlToQuery(query), undefined, name, false).execute();
}

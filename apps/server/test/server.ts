import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, beforeEach, describe } from 'vitest';
import { buildApp, type AppDeps } from '../src/app.ts';
import { loadConfig } from '../src/config.ts';
import type { Database } from '../src/db/client.ts';
import {
  openTestDatabase,
  testDatabaseKinds,
  truncateUserData,
  type TestDatabaseKind,
} from './database.ts';
import { freePort } from './free-port.ts';

export interface TestServer {
  app: FastifyInstance;
  database: Database;
  /** Base URL the server listens on, e.g. http://127.0.0.1:41234 */
  url: string;
  kind: TestDatabaseKind;
  /** Started on another test server's database. */
  sharesDatabase: boolean;
}

/**
 * The real server listening on a loopback port, so the sign-in flow goes over HTTP to the
 * embedded provider exactly as in production.
 */
export async function startTestServer(
  kind: TestDatabaseKind,
  options: {
    signInRateLimit?: number;
    env?: Record<string, string>;
    /** Another instance on this database (stopTestServer then leaves the database open). */
    database?: Database;
  } & Pick<AppDeps, 'aiRateLimit' | 'apiTokenRateLimit' | 'logStream' | 'onRoute'> = {},
): Promise<TestServer> {
  const port = await freePort();
  const url = `http://127.0.0.1:${port}`;
  const config = loadConfig({
    NODE_ENV: 'test',
    PORT: String(port),
    PUBLIC_URL: url,
    LOG_LEVEL: 'silent',
    WEB_DIST: path.join(import.meta.dirname, 'no-web-client'),
    // signedInBrowser's factory (test/browser.ts).
    TEST_ACCOUNTS: '1',
    ...options.env,
  });
  const database = options.database ?? (await openTestDatabase(kind));
  const app = await buildApp({
    config,
    database,
    signInRateLimit: options.signInRateLimit ?? 1000,
    aiRateLimit: options.aiRateLimit,
    apiTokenRateLimit: options.apiTokenRateLimit,
    logStream: options.logStream,
    onRoute: options.onRoute,
  });
  await app.listen({ port, host: '127.0.0.1' });
  return { app, database, url, kind, sharesDatabase: options.database !== undefined };
}

export async function stopTestServer(server: TestServer | undefined): Promise<void> {
  if (!server) return;
  await server.app.close();
  if (!server.sharesDatabase) await server.database.close();
}

/**
 * describe() once per test database (PGlite, and PostgreSQL when TEST_DATABASE_URL is set), with a
 * listening server shared by the block and user data emptied before each test.
 */
export function describeWithServer(
  name: string,
  body: (server: () => TestServer) => void,
  options: Parameters<typeof startTestServer>[1] = {},
) {
  describe.each(testDatabaseKinds())(`${name} [%s]`, (kind) => {
    let server: TestServer | undefined;
    beforeAll(async () => {
      server = await startTestServer(kind, options);
    });
    afterAll(() => stopTestServer(server));
    beforeEach(async () => {
      if (server) await truncateUserData(server.database);
    });
    body(() => {
      if (!server) throw new Error('test server not started');
      return server;
    });
  });
}

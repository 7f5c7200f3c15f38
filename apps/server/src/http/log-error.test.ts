import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { newAccount, openSignIn, TestBrowser } from '../../test/browser.ts';
import { testDatabaseKinds } from '../../test/database.ts';
import { startTestServer, stopTestServer, type TestServer } from '../../test/server.ts';
import { serializeError, statementName } from './log-error.ts';

/**
 * A failed query is logged by its code and statement, never its values
 * (docs/decisions/030-input-primitives-and-logged-errors.md).
 */
describe.each(testDatabaseKinds())('logged errors [%s]', (kind) => {
  const lines: string[] = [];
  let server: TestServer | undefined;

  beforeAll(async () => {
    server = await startTestServer(kind, {
      env: { LOG_LEVEL: 'info' },
      logStream: { write: (line) => lines.push(line) },
    });
    // A real failure of the sign-up's insert, as any constraint or outage would make one.
    await server.database.db.execute(
      sql`ALTER TABLE local_accounts ADD CONSTRAINT refuse_for_test CHECK (name <> 'Refused Name')`,
    );
  });
  afterAll(() => stopTestServer(server));

  it("logs a failed sign-up's query without the password hash, the e-mail or the name", async () => {
    const running = server;
    if (!running) throw new Error('test server not started');
    const account = newAccount({ name: 'Refused Name', password: 'unmistakable-secret-9' });
    const browser = new TestBrowser(running.url);
    const { uid } = await openSignIn(browser);
    lines.length = 0;
    const response = await browser.fetch(`/oidc/interaction/${uid}/signup`, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded', origin: running.url },
      body: new URLSearchParams({ ...account }).toString(),
    });
    expect(response.status).toBe(500);

    const log = lines.join('');
    const failure = lines
      .map((line) => JSON.parse(line) as { msg?: string; err?: Record<string, unknown> })
      .find((entry) => entry.msg === 'request failed');
    // The failure is logged, with what an operator needs to find its cause.
    expect(failure?.err).toMatchObject({
      code: '23514',
      constraint: 'refuse_for_test',
      statement: 'insert into local_accounts',
    });
    // And nothing the user sent or the server derived from it.
    expect(log).not.toContain('$argon2id$');
    expect(log).not.toContain(account.email);
    expect(log).not.toContain(account.password);
    expect(log).not.toContain('Refused Name');
    expect(log).not.toMatch(/params/i);
  });
});

describe('serializeError', () => {
  it('keeps the class, code, constraint and statement of a database error, not its values', () => {
    const cause = Object.assign(new Error('new row violates check constraint "c" Key (x)=(v)'), {
      code: '23514',
      severity: 'ERROR',
      constraint: 'c',
      table: 'local_accounts',
      detail: 'Failing row contains (secret@example.com, scrypt$hash).',
    });
    const error = Object.assign(
      new Error('Failed query: insert into "local_accounts" ("email") values ($1)\nparams: secret'),
      {
        query: 'insert into "local_accounts" ("email") values ($1)',
        params: ['secret@example.com'],
        cause,
      },
    );
    const logged = serializeError(error);
    expect(logged).toMatchObject({
      type: 'Error',
      statement: 'insert into local_accounts',
      message: 'database error 23514 on insert into local_accounts',
      code: '23514',
      constraint: 'c',
      cause: { code: '23514', constraint: 'c', table: 'local_accounts' },
    });
    expect(JSON.stringify(logged)).not.toMatch(/secret|scrypt|Key \(x\)/);
  });

  it('keeps the message of other errors, and a stack of frames only', () => {
    const logged = serializeError(new TypeError('boom'));
    expect(logged.type).toBe('TypeError');
    expect(logged.message).toBe('boom');
    expect(logged.stack).toMatch(/^\s+at /);
    expect(serializeError('a string')).toEqual({
      type: 'string',
      message: 'a non-Error value was thrown',
      stack: '',
    });
  });

  it('names statements by verb and table', () => {
    expect(statementName('select "id" from "users" where "id" = $1')).toBe('select from users');
    expect(statementName('update "sessions" set "x" = $1')).toBe('update sessions');
    expect(statementName('delete from "meals" where id = $1')).toBe('delete from meals');
    expect(statementName(42)).toBeUndefined();
  });
});

import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { eq, is, sql } from 'drizzle-orm';
import { getTableConfig, PgTable } from 'drizzle-orm/pg-core';
import { expect, it } from 'vitest';
import { schema } from '../../db/client.ts';
import { users } from '../../db/schema/users.ts';
import {
  signedInBrowser,
  signedInThroughProvider,
  signIn,
  TestBrowser,
} from '../../../test/browser.ts';
import { describeWithServer, type TestServer } from '../../../test/server.ts';
import { fillAccount } from './test-fill-account.ts';

const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'grandfit-account-'));
const uploads = path.join(dataDir, 'uploads');

/**
 * Tables that hold no one's data: shared reference data, generated secrets, sign-ins in flight,
 * and the minute-long attempt counters per network address.
 */
const NOT_PERSONAL = new Set(['foods', 'app_secrets', 'login_requests', 'rate_limit_counters']);

interface Who {
  userId: string;
  accountId: string;
  email: string;
}

/** Every table of the schema, each with how to count one person's rows in it. */
function personalTables() {
  const tables = (Object.values(schema) as unknown[]).filter((value): value is PgTable =>
    is(value, PgTable),
  );
  return tables
    .map((table) => getTableConfig(table))
    .filter((config) => !NOT_PERSONAL.has(config.name))
    .map((config) => {
      const columns = new Set(config.columns.map((column) => column.name));
      const name = sql.identifier(config.name);
      const where = (who: Who) => {
        if (config.name === 'users') return sql`id = ${who.userId}`;
        if (config.name === 'local_accounts') return sql`id = ${who.accountId}`;
        if (config.name === 'oidc_payloads') return sql`payload->>'accountId' = ${who.accountId}`;
        if (config.name === 'sign_in_failures') return sql`email = ${who.email}`;
        if (config.name === 'pending_sign_ups') return sql`email = ${who.email}`;
        if (columns.has('user_id')) return sql`user_id = ${who.userId}`;
        if (columns.has('account_id')) return sql`account_id = ${who.accountId}`;
        throw new Error(
          `table ${config.name}: say how its rows belong to a user, or that they do not`,
        );
      };
      return {
        name: config.name,
        count: (who: Who) => sql`select count(*)::int as n from ${name} where ${where(who)}`,
      };
    });
}

async function rowCounts(server: TestServer, who: Who) {
  const counts: Record<string, number> = {};
  for (const table of personalTables()) {
    const result = await server.database.db.execute<{ n: number }>(table.count(who));
    const rows = (result as unknown as { rows: { n: number }[] }).rows;
    counts[table.name] = rows[0]?.n ?? -1;
  }
  return counts;
}

function filesOf(userId: string): string[] {
  return ['videos', 'progress-photos'].flatMap((kind) => {
    const dir = path.join(uploads, kind, userId);
    return fs.existsSync(dir) ? fs.readdirSync(dir).map((file) => `${kind}/${file}`) : [];
  });
}

async function fullAccount(server: TestServer) {
  // Through the provider's pages: its rows for the account (its session, grants) exist too.
  const signedIn = await signedInThroughProvider(server.url);
  const userId = await fillAccount(server.database.db, signedIn.browser);
  // A wrong password is kept against the address (the sign-in lockout).
  await signIn(new TestBrowser(server.url), signedIn.account.email, 'not the password at all');
  const [user] = await server.database.db.select().from(users).where(eq(users.id, userId));
  const email = signedIn.account.email.toLowerCase();
  return { ...signedIn, who: { userId, accountId: user?.subject ?? '', email } };
}

const deleteAccount = (browser: TestBrowser, json: unknown) =>
  browser.api('/api/account', { method: 'DELETE', json });

describeWithServer(
  'delete my account',
  (server) => {
    it('removes every row of the user in every table and every file, and no one else’s', async () => {
      const alice = await fullAccount(server());
      const bob = await fullAccount(server());
      const aliceBefore = await rowCounts(server(), alice.who);
      const bobBefore = await rowCounts(server(), bob.who);
      // The test means something only if the user had a row everywhere.
      for (const [table, count] of Object.entries(aliceBefore)) {
        expect(count, `rows of ${table} before`).toBeGreaterThan(0);
      }
      expect(filesOf(alice.who.userId)).toHaveLength(2);
      expect(filesOf(bob.who.userId)).toHaveLength(2);

      const response = await deleteAccount(alice.browser, { password: alice.account.password });
      expect(response.status, await response.clone().text()).toBe(204);
      expect(response.headers.getSetCookie().join('\n')).toMatch(/gf_session=;/);

      const aliceAfter = await rowCounts(server(), alice.who);
      expect(
        Object.values(aliceAfter).every((count) => count === 0),
        JSON.stringify(aliceAfter),
      ).toBe(true);
      expect(filesOf(alice.who.userId)).toEqual([]);
      expect(await rowCounts(server(), bob.who)).toEqual(bobBefore);
      expect(filesOf(bob.who.userId)).toHaveLength(2);

      // Signed out, and the account cannot sign in again.
      expect((await alice.browser.api('/api/auth/user')).status).toBe(401);
      const again = await signIn(
        new TestBrowser(server().url),
        alice.account.email,
        alice.account.password,
      );
      expect(again.response.status).toBe(401);
      expect((await bob.browser.api('/api/auth/user')).status).toBe(200);
    });

    it('ends the session on every device of the user', async () => {
      const { browser, account } = await signedInBrowser(server().url);
      const phone = new TestBrowser(server().url);
      await signIn(phone, account.email, account.password);
      expect((await phone.api('/api/auth/user')).status).toBe(200);
      expect((await deleteAccount(browser, { password: account.password })).status).toBe(204);
      expect((await phone.api('/api/auth/user')).status).toBe(401);
    });

    it('asks for the password, refuses a wrong one and changes nothing', async () => {
      const alice = await fullAccount(server());
      const before = await rowCounts(server(), alice.who);
      for (const [body, status, message] of [
        [{}, 400, 'Enter your password to delete your account.'],
        [{ password: 'not my password' }, 403, 'Incorrect password.'],
        [{ password: 'x'.repeat(201) }, 400, undefined],
        [{ password: 5 }, 400, undefined],
      ] as const) {
        const response = await deleteAccount(alice.browser, body);
        expect(response.status, JSON.stringify(body)).toBe(status);
        if (message) expect(((await response.json()) as { message: string }).message).toBe(message);
      }
      expect(await rowCounts(server(), alice.who)).toEqual(before);
      expect(filesOf(alice.who.userId)).toHaveLength(2);
      expect((await alice.browser.api('/api/auth/user')).status).toBe(200);
    });

    it('answers 401 without a session and refuses a cross-site request', async () => {
      const { browser, account } = await signedInBrowser(server().url);
      expect((await deleteAccount(new TestBrowser(server().url), { password: 'x' })).status).toBe(
        401,
      );
      const forged = await browser.api('/api/account', {
        method: 'DELETE',
        json: { password: account.password },
        headers: { origin: 'https://attacker.example' },
      });
      expect(forged.status).toBe(403);
      expect((await browser.api('/api/auth/user')).status).toBe(200);
    });
  },
  { env: { DATA_DIR: dataDir } },
);

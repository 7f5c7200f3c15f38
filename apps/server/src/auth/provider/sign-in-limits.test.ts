import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../db/client.ts';
import { rateLimitCounters, sessions, signInFailures } from '../../db/schema/auth.ts';
import { countHit } from '../../http/rate-limit-store.ts';
import {
  newAccount,
  openSignIn,
  signedInBrowser,
  TestBrowser,
  type NewAccount,
} from '../../../test/browser.ts';
import { openAnotherConnection } from '../../../test/database.ts';
import {
  describeWithServer,
  startTestServer,
  stopTestServer,
  type TestServer,
} from '../../../test/server.ts';
import { waitText } from './pages.ts';
import { lockDurationMs } from './sign-in-lockout.ts';

const LIMIT = 20;

/** Posts the sign-in form of a fresh browser on `base`; the browser keeps any session it got. */
async function attemptSignIn(base: string, email: string, password: string) {
  const browser = new TestBrowser(base);
  const { uid } = await openSignIn(browser);
  const response = await browser.fetch(`/oidc/interaction/${uid}/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded', origin: base },
    body: new URLSearchParams({ email, password }).toString(),
  });
  return { response, browser };
}

async function attemptSignUp(base: string, account: NewAccount) {
  const browser = new TestBrowser(base);
  const { uid } = await openSignIn(browser);
  return browser.fetch(`/oidc/interaction/${uid}/signup`, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded', origin: base },
    body: new URLSearchParams({ ...account }).toString(),
  });
}

describe('the lockout schedule', () => {
  it('lets four failures through, then locks one minute, doubling up to an hour', () => {
    expect([1, 2, 3, 4].map(lockDurationMs)).toEqual([0, 0, 0, 0]);
    expect([5, 6, 7, 8, 9, 10].map((n) => lockDurationMs(n) / 60_000)).toEqual([
      1, 2, 4, 8, 16, 32,
    ]);
    expect(lockDurationMs(11)).toBe(3_600_000);
    expect(lockDurationMs(1000)).toBe(3_600_000);
  });

  it('says how long to wait in words', () => {
    expect(waitText(400)).toBe('1 second');
    expect(waitText(42_000)).toBe('42 seconds');
    expect(waitText(60_000)).toBe('1 minute');
    expect(waitText(61_000)).toBe('2 minutes');
    expect(waitText(3_600_000)).toBe('1 hour');
  });
});

describeWithServer(
  'sign-in limits shared by two instances on one database',
  (server) => {
    let connection: Database | undefined;
    let other: TestServer | undefined;
    beforeAll(async () => {
      connection = await openAnotherConnection(server().database);
      other = await startTestServer(server().kind, {
        database: connection,
        signInRateLimit: LIMIT,
      });
    });
    afterAll(async () => {
      await stopTestServer(other);
      await connection?.close();
    });
    const bases = () => [server().url, other!.url];
    const db = () => server().database.db;

    it('counts sign-in and sign-up together per address on both: the 21st attempt is refused', async () => {
      const statuses: number[] = [];
      for (let attempt = 0; attempt < LIMIT; attempt++) {
        const base = bases()[attempt % 2]!;
        if (attempt % 4 < 2) {
          // A different address each time: the per-account lockout stays out of the way.
          const { response } = await attemptSignIn(base, `nobody.${attempt}@example.com`, 'wrong');
          statuses.push(response.status);
        } else {
          const response = await attemptSignUp(base, newAccount({ password: 'short' }));
          statuses.push(response.status);
        }
      }
      expect(statuses).toEqual(Array.from({ length: LIMIT }, (_, i) => (i % 4 < 2 ? 401 : 400)));

      for (const base of bases()) {
        const { response } = await attemptSignIn(base, 'someone@example.com', 'wrong');
        expect(response.status).toBe(429);
        const seconds = Number(response.headers.get('retry-after'));
        expect(seconds).toBeGreaterThan(0);
        expect(seconds).toBeLessThanOrEqual(60);
        const page = await response.text();
        expect(page).toMatch(
          // A full window left reads "1 minute" (fast password hashes leave the whole minute).
          /Too many sign-in attempts from your network\. Please try again in (\d+ seconds?|1 minute)\./,
        );
        // The form is shown again, with the address typed.
        expect(page).toContain('value="someone@example.com"');
      }
      const signUp = await attemptSignUp(bases()[1]!, newAccount());
      expect(signUp.status).toBe(429);
      expect(await signUp.text()).toContain('Too many sign-in attempts from your network.');
      expect(await db().$count(sessions)).toBe(0);

      // Once the window has passed (moved back here rather than waited for), attempts count anew.
      await db()
        .update(rateLimitCounters)
        .set({ resetsAt: sql`now() - interval '1 second'` });
      const { response } = await attemptSignIn(bases()[1]!, 'someone@example.com', 'wrong');
      expect(response.status).toBe(401);
    });

    it('counts hits atomically in one window on the database clock', async () => {
      const hits = await Promise.all(
        Array.from({ length: 10 }, () => countHit(db(), 'test 192.0.2.1', 60_000)),
      );
      expect(hits.map((hit) => hit.current).sort((a, b) => a - b)).toEqual([
        1, 2, 3, 4, 5, 6, 7, 8, 9, 10,
      ]);
      for (const hit of hits) {
        expect(hit.ttl).toBeGreaterThan(50_000);
        expect(hit.ttl).toBeLessThanOrEqual(60_000);
      }
      // Another key has a count of its own.
      expect((await countHit(db(), 'test 192.0.2.2', 60_000)).current).toBe(1);
    });

    it('locks an address after five wrong passwords on any instance, and says when to retry', async () => {
      const { account } = await signedInBrowser(server().url);
      for (let attempt = 0; attempt < 4; attempt++) {
        const { response } = await attemptSignIn(bases()[attempt % 2]!, account.email, 'wrong');
        expect(response.status).toBe(401);
        expect(await response.text()).toContain('Incorrect email or password.');
      }
      const fifth = await attemptSignIn(bases()[0]!, account.email, 'wrong');
      expect(fifth.response.status).toBe(429);
      expect(fifth.response.headers.get('retry-after')).toBe('60');
      expect(await fifth.response.text()).toContain(
        'Incorrect email or password. Too many failed sign-ins for this account. Please try again in 1 minute.',
      );

      // While locked, even the right password is refused, on the other instance too.
      const locked = await attemptSignIn(
        bases()[1]!,
        account.email.toUpperCase(),
        account.password,
      );
      expect(locked.response.status).toBe(429);
      expect(await locked.response.text()).toContain(
        'Too many failed sign-ins for this account. Please try again in 1 minute.',
      );
      expect(locked.browser.cookie('gf_session')).toBeUndefined();

      // The lock passes (moved back here); the next failure locks twice as long.
      const unlock = () =>
        db()
          .update(signInFailures)
          .set({ lockedUntil: sql`now() - interval '1 second'` })
          .where(eq(signInFailures.email, account.email));
      await unlock();
      const sixth = await attemptSignIn(bases()[1]!, account.email, 'wrong');
      expect(sixth.response.status).toBe(429);
      expect(await sixth.response.text()).toContain('Please try again in 2 minutes.');

      // The right password after the lock signs in and forgets the failures.
      await unlock();
      const right = await attemptSignIn(bases()[0]!, account.email, account.password);
      expect(right.response.status).toBe(303);
      expect(await db().$count(signInFailures)).toBe(0);
      const again = await attemptSignIn(bases()[0]!, account.email, 'wrong');
      expect(again.response.status).toBe(401);
    });

    it('locks an address without an account the same way, so a lock reveals nothing', async () => {
      const statuses: number[] = [];
      for (let attempt = 0; attempt < 6; attempt++) {
        const { response } = await attemptSignIn(bases()[attempt % 2]!, 'nobody@example.com', 'x');
        statuses.push(response.status);
      }
      expect(statuses).toEqual([401, 401, 401, 401, 429, 429]);
    });

    it("does not lock one address for another's failures", async () => {
      const { account } = await signedInBrowser(server().url);
      for (let attempt = 0; attempt < 5; attempt++) {
        await attemptSignIn(server().url, 'attacker.target@example.com', 'wrong');
      }
      const { response } = await attemptSignIn(other!.url, account.email, account.password);
      expect(response.status).toBe(303);
    });
  },
  { signInRateLimit: LIMIT },
);

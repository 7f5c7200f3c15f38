import { afterAll, beforeAll, expect, it } from 'vitest';
import type { Database } from '../db/client.ts';
import { signedInBrowser, signIn, TestBrowser } from '../../test/browser.ts';
import { openAnotherConnection } from '../../test/database.ts';
import {
  describeWithServer,
  startTestServer,
  stopTestServer,
  type TestServer,
} from '../../test/server.ts';
import { endAllSessions } from './sessions.ts';

/**
 * Resolves when `instance` has heard that `userId`'s account changed (or that it may have missed
 * notices): its session and settings caches have then dropped what they held of that user. Must be
 * called before the change, so the notice cannot pass unheard.
 */
function noticeOn(instance: TestServer, userId: string): Promise<void> {
  return new Promise((resolve) => {
    const stop = instance.app.accountChanges.subscribe((changed) => {
      if (changed !== null && changed !== userId) return;
      stop();
      resolve();
    });
  });
}

async function userIdOf(browser: TestBrowser, base: string): Promise<string> {
  const response = await browser.fetch(`${base}/api/auth/user`);
  expect(response.status).toBe(200);
  return ((await response.json()) as { id: string }).id;
}

const status = async (browser: TestBrowser, url: string) => (await browser.fetch(url)).status;

describeWithServer('sessions and settings across two instances on one database', (server) => {
  // The second instance has connections (PostgreSQL) or a database handle (PGlite) of its own,
  // and so caches of its own, as another machine behind the load balancer has.
  let connection: Database | undefined;
  let other: TestServer | undefined;
  beforeAll(async () => {
    connection = await openAnotherConnection(server().database);
    other = await startTestServer(server().kind, { database: connection });
  });
  afterAll(async () => {
    await stopTestServer(other);
    await connection?.close();
  });
  const b = () => other!;

  it('a logout on one instance ends the session on the other at once', async () => {
    const { browser } = await signedInBrowser(server().url);
    // A copy of the browser's cookies, used after the logout cleared the browser's own.
    const stolen = new TestBrowser(b().url);
    const userId = await userIdOf(browser, server().url);
    // The other instance has the session in its cache.
    expect(await status(browser, `${b().url}/api/auth/user`)).toBe(200);
    const cookie = browser.cookie('gf_session')!;
    const heard = noticeOn(b(), userId);
    const logout = await browser.fetch(`${server().url}/api/logout`, {
      headers: { 'sec-fetch-site': 'same-origin' },
    });
    expect(logout.status).toBe(302);
    await heard;
    const replay = await stolen.fetch('/api/auth/user', {
      headers: { cookie: `gf_session=${cookie}` },
    });
    expect(replay.status).toBe(401);
  });

  it('ending all sessions of a user signs out every browser on every instance', async () => {
    const { browser, account } = await signedInBrowser(server().url);
    // Signed in on the first instance too: each test instance has its own PUBLIC_URL, and so its
    // own issuer and users; behind a load balancer all share one.
    const second = new TestBrowser(server().url);
    const { url } = await signIn(second, account.email, account.password);
    expect(url.searchParams.get('success')).toBe('true');
    const userId = await userIdOf(browser, server().url);
    for (const base of [server().url, b().url]) {
      expect(await status(browser, `${base}/api/auth/user`)).toBe(200);
      expect(await status(second, `${base}/api/auth/user`)).toBe(200);
    }
    const heard = noticeOn(b(), userId);
    expect(await endAllSessions(server().database.db, userId)).toBe(2);
    await heard;
    for (const base of [server().url, b().url]) {
      expect(await status(browser, `${base}/api/auth/user`)).toBe(401);
      expect(await status(second, `${base}/api/auth/user`)).toBe(401);
    }
  });

  it('another user keeps their session when one user is signed out everywhere', async () => {
    const { browser: mine } = await signedInBrowser(server().url);
    const { browser: theirs } = await signedInBrowser(server().url);
    const myId = await userIdOf(mine, server().url);
    expect(await status(theirs, `${b().url}/api/auth/user`)).toBe(200);
    const heard = noticeOn(b(), myId);
    await endAllSessions(server().database.db, myId);
    await heard;
    expect(await status(mine, `${b().url}/api/auth/user`)).toBe(401);
    expect(await status(theirs, `${b().url}/api/auth/user`)).toBe(200);
  });

  it('a settings change on one instance is read at once on the other', async () => {
    const { browser } = await signedInBrowser(server().url);
    const userId = await userIdOf(browser, server().url);
    const read = async (base: string) => {
      const response = await browser.fetch(`${base}/api/user/settings`);
      expect(response.status).toBe(200);
      return (await response.json()) as Record<string, unknown>;
    };
    // The other instance has the settings in its cache.
    const before = await read(b().url);
    expect(before.units).toBe('lb');
    const heard = noticeOn(b(), userId);
    const saved = await browser.api(`${server().url}/api/user/settings`, {
      method: 'PUT',
      json: { ...before, units: 'kg' },
    });
    expect(saved.status, await saved.clone().text()).toBe(200);
    await heard;
    expect((await read(b().url)).units).toBe('kg');
  });
});

import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { healthPlatformConnections } from '../../db/schema/recovery.ts';
import { TestBrowser, signedInBrowser } from '../../../test/browser.ts';
import {
  startHealthPlatformServer,
  type HealthPlatformServer,
} from '../../../test/health-platform-server.ts';
import { describeWithServer } from '../../../test/server.ts';

// Listening before GrandFit starts, so GrandFit's configuration can name it.
const platform: HealthPlatformServer = await startHealthPlatformServer();
afterAll(() => platform.close());

interface Authorization {
  authorizationUrl: string;
  state: string;
}

/**
 * Walks the platform's own sign-in and consent pages as the user would and returns the URL the
 * platform sends the browser back to (GrandFit's /healthkit-callback with code and state).
 */
async function approveAtPlatform(authorizationUrl: string, appUrl: string): Promise<URL> {
  const browser = new TestBrowser(platform.url);
  let response = await browser.fetch(authorizationUrl);
  for (let step = 0; step < 12; step++) {
    const location = response.headers.get('location');
    if (location) {
      const next = new URL(location, platform.url);
      if (next.href.startsWith(appUrl)) return next;
      response = await browser.fetch(next.href);
      continue;
    }
    const html = await response.text();
    const action = /action="([^"]+)"/.exec(html)?.[1];
    const prompt = /name="prompt" value="([^"]+)"/.exec(html)?.[1];
    if (!action || !prompt) throw new Error(`unexpected platform page: ${html.slice(0, 200)}`);
    const fields: Record<string, string> =
      prompt === 'login' ? { prompt, login: 'tracker-user-1', password: 'any' } : { prompt };
    response = await browser.fetch(new URL(action, platform.url).href, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams(fields).toString(),
    });
  }
  throw new Error('the platform never redirected back');
}

describeWithServer(
  'health platform connection',
  (server) => {
    beforeAll(() => platform.registerApp(server().url));

    async function authorize(browser: TestBrowser): Promise<Authorization> {
      const response = await browser.api('/api/healthkit/authorize', { method: 'POST', json: {} });
      expect(response.status).toBe(200);
      return (await response.json()) as Authorization;
    }

    it('connects through the platform and keeps the token encrypted on the server', async () => {
      const { browser } = await signedInBrowser(server().url);
      expect(await (await browser.api('/api/healthkit/status')).json()).toEqual({
        available: true,
        platform: 'Test Tracker',
        connected: false,
        connectedAt: null,
      });

      const { authorizationUrl, state } = await authorize(browser);
      const sent = new URL(authorizationUrl);
      expect(sent.searchParams.get('code_challenge_method')).toBe('S256');
      expect(sent.searchParams.get('redirect_uri')).toBe(`${server().url}/healthkit-callback`);
      expect(sent.searchParams.get('scope')).toBe('heartrate sleep');

      const callback = await approveAtPlatform(authorizationUrl, server().url);
      expect(callback.pathname).toBe('/healthkit-callback');
      expect(callback.searchParams.get('state')).toBe(state);
      const code = callback.searchParams.get('code') ?? '';

      const exchanged = await browser.api('/api/healthkit/token', {
        method: 'POST',
        json: { code, state },
      });
      expect(exchanged.status).toBe(200);
      const body = (await exchanged.json()) as Record<string, unknown>;
      expect(body).toMatchObject({ connected: true, platform: 'Test Tracker' });
      expect(JSON.stringify(body)).not.toMatch(/access_token|token/i);

      const [row] = await server()
        .database.db.select()
        .from(healthPlatformConnections)
        .where(eq(healthPlatformConnections.platform, 'Test Tracker'));
      expect(row?.accessTokenEncrypted).toMatch(/^v1\./);
      expect(await (await browser.api('/api/healthkit/status')).json()).toMatchObject({
        connected: true,
      });

      // The code is single-use at the platform and the state at GrandFit: a replay connects nothing.
      const replay = await browser.api('/api/healthkit/token', {
        method: 'POST',
        json: { code, state },
      });
      expect(replay.status).toBe(400);
      expect(await replay.json()).toMatchObject({ message: 'Invalid state parameter' });
    });

    it('answers 502 with the message of docs/product.md#health-platform-connection when the platform refuses the code', async () => {
      const { browser } = await signedInBrowser(server().url);
      const { state } = await authorize(browser);
      const response = await browser.api('/api/healthkit/token', {
        method: 'POST',
        json: { code: 'not-a-real-code', state },
      });
      expect(response.status).toBe(502);
      expect(await response.json()).toMatchObject({
        message: 'Failed to exchange authorization code for access token',
      });
      expect(await (await browser.api('/api/healthkit/status')).json()).toMatchObject({
        connected: false,
      });
    });

    it('refuses an unknown state and a missing code', async () => {
      const { browser } = await signedInBrowser(server().url);
      const unknown = await browser.api('/api/healthkit/token', {
        method: 'POST',
        json: { code: 'abc', state: 'made-up' },
      });
      expect(unknown.status).toBe(400);
      expect(await unknown.json()).toMatchObject({ message: 'Invalid state parameter' });
      const missing = await browser.api('/api/healthkit/token', {
        method: 'POST',
        json: { state: 'made-up' },
      });
      expect(missing.status).toBe(400);
    });

    it("never lets one user finish, see or remove another user's connection", async () => {
      const owner = await signedInBrowser(server().url);
      const other = await signedInBrowser(server().url);
      const { authorizationUrl, state } = await authorize(owner.browser);
      const callback = await approveAtPlatform(authorizationUrl, server().url);
      const code = callback.searchParams.get('code') ?? '';

      // The other user cannot use the owner's state (and so the owner's PKCE verifier).
      const stolen = await other.browser.api('/api/healthkit/token', {
        method: 'POST',
        json: { code, state },
      });
      expect(stolen.status).toBe(400);
      expect(await (await other.browser.api('/api/healthkit/status')).json()).toMatchObject({
        connected: false,
      });

      const authorizationUrl2 = (await authorize(owner.browser)).authorizationUrl;
      const callback2 = await approveAtPlatform(authorizationUrl2, server().url);
      const finished = await owner.browser.api('/api/healthkit/token', {
        method: 'POST',
        json: {
          code: callback2.searchParams.get('code') ?? '',
          state: callback2.searchParams.get('state') ?? '',
        },
      });
      expect(finished.status).toBe(200);
      await other.browser.api('/api/healthkit/disconnect', { method: 'POST', json: {} });
      expect(await (await owner.browser.api('/api/healthkit/status')).json()).toMatchObject({
        connected: true,
      });
      expect(await (await other.browser.api('/api/healthkit/status')).json()).toMatchObject({
        connected: false,
      });

      await owner.browser.api('/api/healthkit/disconnect', { method: 'POST', json: {} });
      expect(await (await owner.browser.api('/api/healthkit/status')).json()).toMatchObject({
        connected: false,
      });
    });

    it('requires a session', async () => {
      const anonymous = new TestBrowser(server().url);
      for (const [path, method] of [
        ['/api/healthkit/status', 'GET'],
        ['/api/healthkit/authorize', 'POST'],
        ['/api/healthkit/token', 'POST'],
        ['/api/healthkit/disconnect', 'POST'],
      ] as const) {
        const response = await anonymous.api(path, {
          method,
          json: method === 'POST' ? { code: 'a', state: 'b' } : undefined,
        });
        expect(response.status, path).toBe(401);
      }
    });
  },
  { env: platform.env },
);

describeWithServer('health platform not configured', (server) => {
  it('says so instead of starting an authorization', async () => {
    const { browser } = await signedInBrowser(server().url);
    expect(await (await browser.api('/api/healthkit/status')).json()).toEqual({
      available: false,
      platform: null,
      connected: false,
      connectedAt: null,
    });
    const response = await browser.api('/api/healthkit/authorize', { method: 'POST', json: {} });
    expect(response.status).toBe(404);
    expect(await response.json()).toMatchObject({
      message: 'No health platform is configured on this server',
    });
  });
});

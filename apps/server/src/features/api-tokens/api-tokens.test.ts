import { expect, it } from 'vitest';
import type { CreatedApiToken, ApiToken } from '@grandfit/shared/schemas/api-tokens.ts';
import { signedInBrowser, type TestBrowser } from '../../../test/browser.ts';
import { describeWithServer } from '../../../test/server.ts';

async function createToken(
  browser: TestBrowser,
  scope: 'read' | 'read-write',
  name = 'Dashboard',
): Promise<CreatedApiToken> {
  const response = await browser.api('/api/tokens', { method: 'POST', json: { name, scope } });
  expect(response.status).toBe(201);
  expect(response.headers.get('cache-control')).toBe('no-store');
  return (await response.json()) as CreatedApiToken;
}

/** A call with the token alone: no cookie, no Origin header (a script or a server). */
function withToken(
  baseUrl: string,
  secret: string,
  path: string,
  init: { method?: string; json?: unknown; headers?: Record<string, string> } = {},
) {
  return fetch(new URL(path, baseUrl), {
    method: init.method ?? 'GET',
    headers: {
      authorization: `Bearer ${secret}`,
      ...(init.json === undefined ? {} : { 'content-type': 'application/json' }),
      ...init.headers,
    },
    body: init.json === undefined ? undefined : JSON.stringify(init.json),
  });
}

const customExercise = { name: 'Sled push', kind: 'weighted', equipment: 'Sled', restSeconds: 90 };

describeWithServer('personal API tokens', (server) => {
  it('creates a token shown once, lists it without its secret, and reads only its user', async () => {
    const { browser: alice } = await signedInBrowser(server().url);
    const { browser: bob } = await signedInBrowser(server().url);
    await bob.api('/api/custom-exercises', { method: 'POST', json: customExercise });

    const created = await createToken(alice, 'read', 'Home dashboard');
    expect(created.secret).toMatch(/^gf_[A-Za-z0-9_-]{43}$/);
    expect(created.token).toMatchObject({
      name: 'Home dashboard',
      scope: 'read',
      lastUsedAt: null,
    });

    const me = await withToken(server().url, created.secret, '/api/auth/user');
    expect(me.status).toBe(200);
    const bobsExercises = await withToken(server().url, created.secret, '/api/custom-exercises');
    expect(await bobsExercises.json()).toEqual([]);
    const today = await withToken(server().url, created.secret, '/api/workouts/today');
    expect(today.status).toBe(200);

    const listed = (await (await alice.api('/api/tokens')).json()) as ApiToken[];
    expect(listed).toHaveLength(1);
    expect(listed[0]?.id).toBe(created.token.id);
    expect(listed[0]?.lastUsedAt).not.toBeNull();
    expect(JSON.stringify(listed)).not.toContain(created.secret);
    const stored = await server().database.db.execute(
      `SELECT secret_hash FROM api_tokens WHERE id = '${created.token.id}'`,
    );
    expect(JSON.stringify(stored)).not.toContain(created.secret);
  });

  it('lets a read-write token write without an Origin header, and refuses a read-only one', async () => {
    const { browser } = await signedInBrowser(server().url);
    const writer = await createToken(browser, 'read-write');
    const reader = await createToken(browser, 'read');

    const refused = await withToken(server().url, reader.secret, '/api/custom-exercises', {
      method: 'POST',
      json: customExercise,
    });
    expect(refused.status).toBe(403);
    const made = await withToken(server().url, writer.secret, '/api/custom-exercises', {
      method: 'POST',
      json: customExercise,
    });
    expect(made.status).toBe(201);
    const list = await (await browser.api('/api/custom-exercises')).json();
    expect(list).toHaveLength(1);
  });

  it('never lets a token manage tokens or the account', async () => {
    const { browser, account } = await signedInBrowser(server().url);
    const { secret } = await createToken(browser, 'read-write');
    const calls = [
      withToken(server().url, secret, '/api/tokens'),
      withToken(server().url, secret, '/api/tokens', {
        method: 'POST',
        json: { name: 'Another', scope: 'read-write' },
      }),
      withToken(server().url, secret, '/api/account', {
        method: 'DELETE',
        json: { password: account.password },
      }),
    ];
    expect((await Promise.all(calls)).map((response) => response.status)).toEqual([403, 403, 403]);
    expect(await (await browser.api('/api/tokens')).json()).toHaveLength(1);
    expect((await browser.api('/api/auth/user')).status).toBe(200);
  });

  it('answers 401 to a revoked, unknown or malformed token, whatever cookie comes with it', async () => {
    const { browser } = await signedInBrowser(server().url);
    const { secret, token } = await createToken(browser, 'read');
    expect((await withToken(server().url, secret, '/api/workouts/today')).status).toBe(200);
    const revoked = await browser.api(`/api/tokens/${token.id}`, { method: 'DELETE', json: {} });
    expect(revoked.status).toBe(204);
    const after = await withToken(server().url, secret, '/api/workouts/today');
    expect(after.status).toBe(401);
    expect(after.headers.get('www-authenticate')).toBe('Bearer');
    expect((await withToken(server().url, `gf_${'A'.repeat(43)}`, '/api/auth/user')).status).toBe(
      401,
    );
    // The browser's own session does not rescue a bad bearer token.
    const both = await browser.api('/api/auth/user', {
      headers: { authorization: 'Bearer not-a-token' },
    });
    expect(both.status).toBe(401);
  });

  it('judges a request with a cookie and a token by the token alone', async () => {
    const { browser } = await signedInBrowser(server().url);
    const { secret } = await createToken(browser, 'read');
    // The cookie's session could write; the read-only token cannot.
    const write = await browser.api('/api/custom-exercises', {
      method: 'POST',
      json: customExercise,
      headers: { authorization: `Bearer ${secret}` },
    });
    expect(write.status).toBe(403);
    expect(await (await browser.api('/api/custom-exercises')).json()).toEqual([]);
    // Without a token, the cookie still needs our Origin (the CSRF guard).
    const crossSite = await browser.api('/api/custom-exercises', {
      method: 'POST',
      json: customExercise,
      headers: { origin: 'https://evil.example' },
    });
    expect(crossSite.status).toBe(403);
    // Basic credentials (a reverse proxy's, resent by the browser) neither pass the CSRF guard
    // nor stand in for the session.
    const basic = { authorization: `Basic ${Buffer.from('proxy:secret').toString('base64')}` };
    const crossSiteBasic = await browser.api('/api/custom-exercises', {
      method: 'POST',
      json: customExercise,
      headers: { origin: 'https://evil.example', ...basic },
    });
    expect(crossSiteBasic.status).toBe(403);
    expect((await browser.api('/api/auth/user', { headers: basic })).status).toBe(200);
  });

  it("keeps each user's tokens their own: no listing or revoking another's", async () => {
    const { browser: alice } = await signedInBrowser(server().url);
    const { browser: bob } = await signedInBrowser(server().url);
    const alices = await createToken(alice, 'read');
    await createToken(bob, 'read');

    const bobsList = (await (await bob.api('/api/tokens')).json()) as ApiToken[];
    expect(bobsList.map((token) => token.id)).not.toContain(alices.token.id);
    const revoke = await bob.api(`/api/tokens/${alices.token.id}`, { method: 'DELETE', json: {} });
    expect(revoke.status).toBe(404);
    expect((await withToken(server().url, alices.secret, '/api/auth/user')).status).toBe(200);
    expect(await (await alice.api('/api/tokens')).json()).toHaveLength(1);
    const malformed = await alice.api('/api/tokens/not-a-uuid', { method: 'DELETE', json: {} });
    expect(malformed.status).toBe(404);
  });

  it('refuses a token to a signed-out caller and checks the input', async () => {
    const { browser } = await signedInBrowser(server().url);
    const signedOut = await fetch(new URL('/api/tokens', server().url));
    expect(signedOut.status).toBe(401);
    const bad = await browser.api('/api/tokens', {
      method: 'POST',
      json: { name: '', scope: 'admin' },
    });
    expect(bad.status).toBe(400);
    const body = (await bad.json()) as { issues: { path: string[] }[] };
    expect(body.issues.map((issue) => issue.path[0]).sort()).toEqual(['name', 'scope']);
  });
});

describeWithServer(
  'personal API token rate limit',
  (server) => {
    it('counts calls per token, so one token over its limit does not stop another', async () => {
      const { browser } = await signedInBrowser(server().url);
      const first = await createToken(browser, 'read', 'First');
      const second = await createToken(browser, 'read', 'Second');
      const statuses: number[] = [];
      for (let call = 0; call < 4; call++) {
        statuses.push((await withToken(server().url, first.secret, '/api/auth/user')).status);
      }
      expect(statuses).toEqual([200, 200, 200, 429]);
      expect((await withToken(server().url, second.secret, '/api/auth/user')).status).toBe(200);
      // The browser session is not counted against either token.
      expect((await browser.api('/api/auth/user')).status).toBe(200);
    });
  },
  { apiTokenRateLimit: 3 },
);

import { randomBytes } from 'node:crypto';
import { expect, it } from 'vitest';
import { NATIVE_APP_SCHEME } from '@grandfit/shared/native.ts';
import { nativeSignIns, sessions } from '../db/schema/auth.ts';
import { newAccount, TestBrowser, type NewAccount } from '../../test/browser.ts';
import { describeWithServer, type TestServer } from '../../test/server.ts';
import { s256 } from './native-sign-in.ts';

interface NativeSignIn {
  /** The system browser the app opened. */
  systemBrowser: TestBrowser;
  /** Where the system browser ended: /auth-success with the deep link. */
  landing: URL;
  deepLink: URL;
  code: string;
  verifier: string;
  account: NewAccount;
}

/** The app's side: a verifier it keeps, the system browser signing up, the deep link it gets back. */
async function nativeSignUp(server: TestServer, account = newAccount()): Promise<NativeSignIn> {
  const verifier = randomBytes(48).toString('base64url');
  const systemBrowser = new TestBrowser(server.url);
  const start = await systemBrowser.navigate(
    `/api/native/login?challenge=${s256(verifier)}`,
    {},
    /^\/(auth-callback|auth-success|$)/,
  );
  const uid = /^\/oidc\/interaction\/([^/]+)$/.exec(start.url.pathname)?.[1];
  if (!uid) throw new Error(`expected the sign-in page, got ${start.url.href}`);
  const { url: landing } = await systemBrowser.navigate(
    `/oidc/interaction/${uid}/signup`,
    {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded', origin: server.url },
      body: new URLSearchParams({ ...account }).toString(),
    },
    /^\/(auth-callback|auth-success|$)/,
  );
  const deepLink = new URL(landing.searchParams.get('deeplink') ?? 'about:blank');
  return {
    systemBrowser,
    landing,
    deepLink,
    code: deepLink.searchParams.get('code') ?? '',
    verifier,
    account,
  };
}

/** The shell's WebView, on the server's origin, posting what the deep link carried. */
async function exchange(server: TestServer, code: string, verifier: string, app?: TestBrowser) {
  const webView = app ?? new TestBrowser(server.url);
  const response = await webView.api('/api/native/exchange', {
    method: 'POST',
    json: { code, verifier },
  });
  return { webView, response };
}

async function whoIs(browser: TestBrowser) {
  const response = await browser.api('/api/auth/user');
  return response.status === 200 ? ((await response.json()) as { email: string }).email : null;
}

describeWithServer('native sign-in through the system browser', (server) => {
  it('lands on /auth-success with a deep link that carries a one-time code and no session', async () => {
    const signIn = await nativeSignUp(server());
    expect(signIn.landing.pathname).toBe('/auth-success');
    expect(signIn.deepLink.protocol).toBe(`${NATIVE_APP_SCHEME}:`);
    expect(signIn.deepLink.host).toBe('auth');
    expect(signIn.code).toMatch(/^[\w-]{43}$/);
    // The system browser is not the app: it holds no session, and the code is no session token.
    expect(signIn.systemBrowser.cookie('gf_session')).toBeUndefined();
    expect(signIn.systemBrowser.cookie('gf_native_login')).toBeUndefined();
    expect(await whoIs(signIn.systemBrowser)).toBeNull();
    const [stored] = await server().database.db.select().from(nativeSignIns);
    expect(stored?.id).not.toBe(signIn.code);
  });

  it('exchanges the code once for a session on the app, then refuses it', async () => {
    const signIn = await nativeSignUp(server());
    const first = await exchange(server(), signIn.code, signIn.verifier);
    expect(first.response.status).toBe(204);
    expect(await whoIs(first.webView)).toBe(signIn.account.email.toLowerCase());
    const sessionsAfterFirst = await server().database.db.$count(sessions);

    const again = await exchange(server(), signIn.code, signIn.verifier);
    expect(again.response.status).toBe(400);
    expect(again.webView.cookie('gf_session')).toBeUndefined();
    expect(await server().database.db.$count(sessions)).toBe(sessionsAfterFirst);
  });

  it('refuses a wrong verifier without spending the code', async () => {
    const signIn = await nativeSignUp(server());
    const attacker = await exchange(server(), signIn.code, randomBytes(48).toString('base64url'));
    expect(attacker.response.status).toBe(400);
    expect(attacker.webView.cookie('gf_session')).toBeUndefined();
    expect(await server().database.db.$count(sessions)).toBe(0);
    expect(await server().database.db.$count(nativeSignIns)).toBe(1);

    const app = await exchange(server(), signIn.code, signIn.verifier);
    expect(app.response.status).toBe(204);
  });

  it('refuses an expired code and creates no session', async () => {
    const signIn = await nativeSignUp(server());
    await server()
      .database.db.update(nativeSignIns)
      .set({ expiresAt: new Date(Date.now() - 1000) });
    const late = await exchange(server(), signIn.code, signIn.verifier);
    expect(late.response.status).toBe(400);
    expect(late.webView.cookie('gf_session')).toBeUndefined();
    expect(await server().database.db.$count(sessions)).toBe(0);
  });

  it("never yields one user's session from another's code or verifier", async () => {
    const alice = await nativeSignUp(server(), newAccount({ name: 'Alice Able' }));
    const bob = await nativeSignUp(server(), newAccount({ name: 'Bob Baker' }));
    expect((await exchange(server(), alice.code, bob.verifier)).response.status).toBe(400);
    expect((await exchange(server(), bob.code, alice.verifier)).response.status).toBe(400);

    // Bob's app, already holding Bob's session, is handed Alice's link: still not Alice.
    const bobApp = await exchange(server(), bob.code, bob.verifier);
    expect(await whoIs(bobApp.webView)).toBe(bob.account.email.toLowerCase());
    const planted = await exchange(server(), alice.code, bob.verifier, bobApp.webView);
    expect(planted.response.status).toBe(400);
    expect(await whoIs(bobApp.webView)).toBe(bob.account.email.toLowerCase());

    const aliceApp = await exchange(server(), alice.code, alice.verifier);
    expect(await whoIs(aliceApp.webView)).toBe(alice.account.email.toLowerCase());
    expect(await server().database.db.$count(sessions)).toBe(2);
  });

  it('asks for the password even when the system browser is signed in to the provider', async () => {
    const signIn = await nativeSignUp(server());
    const again = await signIn.systemBrowser.navigate(
      `/api/native/login?challenge=${s256(randomBytes(48).toString('base64url'))}`,
      {},
      /^\/(auth-callback|auth-success|$)/,
    );
    expect(again.url.pathname).toMatch(/^\/oidc\/interaction\//);
    const html = await again.response.text();
    expect(html).toContain('<label for="password">Password</label>');
  });

  it('refuses malformed challenges, codes and verifiers', async () => {
    const browser = new TestBrowser(server().url);
    for (const challenge of ['', 'short', `${'a'.repeat(43)}%0A`, 'a'.repeat(44)]) {
      const response = await browser.fetch(`/api/native/login?challenge=${challenge}`);
      expect(response.status).toBe(400);
    }
    const signIn = await nativeSignUp(server());
    for (const body of [
      { code: signIn.code },
      { code: `${signIn.code}x`, verifier: signIn.verifier },
      { code: signIn.code, verifier: 'too short' },
      { code: signIn.code, verifier: 'v'.repeat(129) },
      { code: [signIn.code], verifier: signIn.verifier },
    ]) {
      const response = await browser.api('/api/native/exchange', { method: 'POST', json: body });
      expect(response.status).toBe(400);
    }
    expect(await server().database.db.$count(sessions)).toBe(0);
    expect((await exchange(server(), signIn.code, signIn.verifier)).response.status).toBe(204);
  });

  it('refuses an exchange posted by another site', async () => {
    const signIn = await nativeSignUp(server());
    const response = await new TestBrowser(server().url).api('/api/native/exchange', {
      method: 'POST',
      json: { code: signIn.code, verifier: signIn.verifier },
      headers: { origin: 'https://evil.example' },
    });
    expect(response.status).toBe(403);
    expect(await server().database.db.$count(nativeSignIns)).toBe(1);
  });

  it('sends a failed native sign-in to the app with the error, after the web page', async () => {
    const browser = new TestBrowser(server().url);
    await browser.fetch(
      `/api/native/login?challenge=${s256(randomBytes(48).toString('base64url'))}`,
    );
    const response = await browser.fetch('/api/callback?state=forged&code=forged');
    const location = new URL(response.headers.get('location') ?? '', server().url);
    expect(location.pathname).toBe('/auth-callback');
    expect(location.searchParams.get('error')).toMatch(/Sign-in expired/);
    const deepLink = new URL(location.searchParams.get('deeplink') ?? '');
    expect(deepLink.protocol).toBe(`${NATIVE_APP_SCHEME}:`);
    expect(deepLink.searchParams.get('error')).toBe(location.searchParams.get('error'));
    expect(deepLink.searchParams.get('code')).toBeNull();
  });

  it('forgets an abandoned native sign-in when the same browser signs in on the web', async () => {
    const browser = new TestBrowser(server().url);
    await browser.fetch(
      `/api/native/login?challenge=${s256(randomBytes(48).toString('base64url'))}`,
    );
    expect(browser.cookie('gf_native_login')).toBeDefined();
    await browser.fetch('/api/login');
    expect(browser.cookie('gf_native_login')).toBeUndefined();
  });
});

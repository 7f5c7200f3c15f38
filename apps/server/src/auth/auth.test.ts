import { hash } from '@node-rs/argon2';
import { eq } from 'drizzle-orm';
import { expect, it } from 'vitest';
import { localAccounts, loginRequests, sessions } from '../db/schema/auth.ts';
import { users } from '../db/schema/users.ts';
import {
  newAccount,
  openSignIn,
  signedInBrowser,
  signedInThroughProvider,
  signIn,
  signUp,
  TestBrowser,
} from '../../test/browser.ts';
import { describeWithServer } from '../../test/server.ts';
import { legacyScryptHash } from './provider/passwords.ts';
import { SIGN_UP_NOT_POSSIBLE } from './provider/provider.routes.ts';

describeWithServer('sign-in through the embedded OpenID Connect provider', (server) => {
  it('answers 401 on /api/auth/user without a session', async () => {
    const response = await new TestBrowser(server().url).api('/api/auth/user');
    expect(response.status).toBe(401);
    expect(await response.json()).toEqual({ message: 'Unauthorized' });
  });

  it('starts an authorization-code flow with PKCE, state and nonce', async () => {
    const browser = new TestBrowser(server().url);
    const response = await browser.fetch('/api/login');
    expect(response.status).toBe(302);
    const location = new URL(response.headers.get('location') ?? '');
    expect(location.href.startsWith(`${server().url}/oidc/auth`)).toBe(true);
    expect(location.searchParams.get('response_type')).toBe('code');
    expect(location.searchParams.get('code_challenge_method')).toBe('S256');
    expect(location.searchParams.get('code_challenge')).toMatch(/^[\w-]{43}$/);
    expect(location.searchParams.get('state')).toBeTruthy();
    expect(location.searchParams.get('nonce')).toBeTruthy();
    expect(location.searchParams.get('scope')).toBe('openid email profile');
    expect(browser.cookie('gf_login_state')).toBe(location.searchParams.get('state'));
  });

  it('shows our own sign-in page with Email, Password and a Create account link', async () => {
    const { html, status, uid } = await openSignIn(new TestBrowser(server().url));
    expect(status).toBe(200);
    expect(html).toContain('<label for="email">Email</label>');
    expect(html).toContain('<label for="password">Password</label>');
    expect(html).toContain('>Sign in</button>');
    expect(html).toContain(`href="/oidc/interaction/${uid}/signup">Create account</a>`);
  });

  it('creates an account, stores an Argon2id hash, signs in and returns the user from the claims', async () => {
    const account = newAccount({ name: 'Alex Jordan Smith', email: 'Alex.Smith@Example.com' });
    const { browser } = await signedInBrowser(server().url, account);

    const [stored] = await server()
      .database.db.select()
      .from(localAccounts)
      .where(eq(localAccounts.email, 'alex.smith@example.com'));
    expect(stored?.passwordHash).toMatch(/^\$argon2id\$v=19\$m=19456,t=2,p=1\$/);
    expect(stored?.passwordHash).not.toContain(account.password);

    const response = await browser.api('/api/auth/user');
    expect(response.status).toBe(200);
    const user = (await response.json()) as { id: string };
    expect(user).toMatchObject({
      email: 'alex.smith@example.com',
      firstName: 'Alex',
      lastName: 'Jordan Smith',
      profileImageUrl: null,
      avatarConfig: { type: 'initials', initials: 'AS', icon: 'Dumbbell', color: 'blue' },
    });
    const [row] = await server().database.db.select().from(users).where(eq(users.id, user.id));
    expect(row?.issuer).toBe(`${server().url}/oidc`);
  });

  it('accepts a password hashed the older ways (scrypt, a cheaper Argon2id) and stores it again at the current cost', async () => {
    const account = newAccount();
    await signedInBrowser(server().url, account);
    const byEmail = eq(localAccounts.email, account.email.toLowerCase());
    const cheaperArgon2 = await hash(account.password, {
      algorithm: 2, // Argon2id
      memoryCost: 8192,
      timeCost: 1,
      parallelism: 1,
    });
    for (const legacy of [
      await legacyScryptHash(account.password, { N: 2 ** 15, r: 8, p: 1 }),
      await legacyScryptHash(account.password),
      cheaperArgon2,
    ]) {
      await server().database.db.update(localAccounts).set({ passwordHash: legacy }).where(byEmail);
      const first = await signIn(new TestBrowser(server().url), account.email, account.password);
      expect(first.url.searchParams.get('success')).toBe('true');
      const [upgraded] = await server().database.db.select().from(localAccounts).where(byEmail);
      expect(upgraded?.passwordHash).toMatch(/^\$argon2id\$v=19\$m=19456,t=2,p=1\$/);
      const again = await signIn(new TestBrowser(server().url), account.email, account.password);
      expect(again.url.searchParams.get('success')).toBe('true');
    }
    const wrong = await signIn(
      new TestBrowser(server().url),
      account.email,
      'not the password at all',
    );
    expect(wrong.url.searchParams.get('success')).toBeNull();
  });

  it('answers each browser with its own user only', async () => {
    const alice = await signedInBrowser(server().url, newAccount({ name: 'Alice Able' }));
    const bob = await signedInBrowser(server().url, newAccount({ name: 'Bob Baker' }));
    const aliceView = (await (await alice.browser.api('/api/auth/user')).json()) as {
      email: string;
    };
    const bobView = (await (await bob.browser.api('/api/auth/user')).json()) as { email: string };
    expect(aliceView.email).toBe(alice.account.email);
    expect(bobView.email).toBe(bob.account.email);
  });

  it('sweeps expired sessions at the next sign-in', async () => {
    const { browser } = await signedInThroughProvider(server().url);
    await server()
      .database.db.update(sessions)
      .set({ expiresAt: new Date(Date.now() - 1000) });
    expect((await browser.api('/api/auth/user')).status).toBe(401);
    await signedInThroughProvider(server().url);
    expect(await server().database.db.$count(sessions)).toBe(1);
  });

  it('sets an HttpOnly, SameSite=Lax session cookie and keeps only its hash', async () => {
    const browser = new TestBrowser(server().url);
    const { uid } = await openSignIn(browser);
    const account = newAccount();
    const signup = await browser.fetch(`/oidc/interaction/${uid}/signup`, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded', origin: server().url },
      body: new URLSearchParams({ ...account }).toString(),
    });
    expect(signup.status).toBe(303);
    let location = signup.headers.get('location') ?? '';
    let response: Response = signup;
    while (!location.includes('/auth-callback')) {
      response = await browser.fetch(new URL(location, server().url).href);
      location = response.headers.get('location') ?? '';
    }
    const sessionCookie = response.headers.getSetCookie().find((c) => c.startsWith('gf_session='));
    expect(sessionCookie).toMatch(/HttpOnly/);
    expect(sessionCookie).toMatch(/SameSite=Lax/);
    // The signed-in hint is readable by scripts and carries no secret.
    const hint = response.headers.getSetCookie().find((c) => c.startsWith('gf_signed_in='));
    expect(hint).toMatch(/^gf_signed_in=1;/);
    expect(hint).not.toMatch(/HttpOnly/);
    const token = browser.cookie('gf_session') ?? '';
    const rows = await server().database.db.query.sessions.findMany();
    expect(rows).toHaveLength(1);
    expect(rows[0]?.id).not.toBe(token);
  });

  it('signs an existing account in again and updates rather than duplicates the user', async () => {
    const { account } = await signedInBrowser(server().url);
    const second = new TestBrowser(server().url);
    const { url } = await signIn(second, account.email.toUpperCase(), account.password);
    expect(url.pathname + url.search).toBe('/auth-callback?success=true');
    expect((await second.api('/api/auth/user')).status).toBe(200);
    expect(await server().database.db.$count(users)).toBe(1);
  });

  it('hints at sign-in that the first-run questions come next, only until they are answered', async () => {
    const { browser, account } = await signedInBrowser(server().url);
    expect(browser.cookie('gf_onboarding')).toBe('1');
    // Not answered yet: a sign-in elsewhere gets the hint too.
    const elsewhere = new TestBrowser(server().url);
    await signIn(elsewhere, account.email, account.password);
    expect(elsewhere.cookie('gf_onboarding')).toBe('1');

    await browser.api('/api/user/onboarding', {
      method: 'POST',
      json: { journeyStartDate: new Date().toISOString().slice(0, 10) },
    });
    const later = new TestBrowser(server().url);
    await signIn(later, account.email, account.password);
    expect(later.cookie('gf_signed_in')).toBe('1');
    expect(later.cookie('gf_onboarding')).toBeUndefined();
    // Still set on the other device, where it only costs one preload: signing out clears it.
    await elsewhere.fetch('/api/logout', { headers: { 'sec-fetch-site': 'same-origin' } });
    expect(elsewhere.cookie('gf_onboarding')).toBeUndefined();
  });

  it('rejects a wrong password with a clear message and no session', async () => {
    const { account } = await signedInBrowser(server().url);
    const browser = new TestBrowser(server().url);
    const { response, url } = await signIn(browser, account.email, 'not the password');
    expect(response.status).toBe(401);
    expect(url.pathname).toMatch(/\/login$/);
    expect(await response.text()).toContain('Incorrect email or password.');
    expect(browser.cookie('gf_session')).toBeUndefined();
  });

  it('refuses short and guessable passwords with the reason at the field', async () => {
    for (const [password, reason] of [
      ['password', 'Password must be at least 10 characters.'],
      ['12345678', 'Password must be at least 10 characters.'],
      ['        ', 'Password must be at least 10 characters.'],
      ['1234567890', 'This is a frequently used password.'],
      ['qwertyuiop', 'This is a frequently used password.'],
    ]) {
      const attempt = await signUp(new TestBrowser(server().url), newAccount({ password }));
      expect(attempt.response.status, password).toBe(400);
      const html = await attempt.response.text();
      expect(html).toContain(`<p class="field-error" id="password-error" role="alert">${reason}`);
      expect(html).toContain('aria-invalid="true" aria-describedby="password-error"');
      // What was typed is kept, except the password.
      expect(html).toContain(`value="${attempt.account.email}"`);
    }
    expect(await server().database.db.$count(localAccounts)).toBe(0);
  });

  it('does not say that an address has an account: its own password signs in, another is refused plainly', async () => {
    const { account } = await signedInBrowser(server().url);
    const taken = await signUp(new TestBrowser(server().url), {
      ...account,
      password: 'another fine passphrase',
    });
    expect(taken.response.status).toBe(400);
    const html = await taken.response.text();
    expect(html).toContain(SIGN_UP_NOT_POSSIBLE);
    expect(html).not.toMatch(/already exists|already registered|in use/i);

    // Signing up again with the account's own password is a sign-in, not a second account.
    const again = await signUp(new TestBrowser(server().url), { ...account, name: 'Someone Else' });
    expect(again.url.pathname + again.url.search).toBe('/auth-callback?success=true');
    expect(await server().database.db.$count(localAccounts)).toBe(1);
    expect(await server().database.db.$count(users)).toBe(1);
    const [stored] = await server().database.db.select().from(localAccounts);
    expect(stored?.name).toBe(account.name);
  });

  it('refuses a callback whose state does not match the browser that started sign-in', async () => {
    const browser = new TestBrowser(server().url);
    await openSignIn(browser);
    const stranger = new TestBrowser(server().url);
    const { url } = await stranger.navigate(
      `/api/callback?code=abc&state=${browser.cookie('gf_login_state')}`,
    );
    expect(url.pathname).toBe('/auth-callback');
    expect(url.searchParams.get('error')).toMatch(/Sign-in expired/);
    expect(stranger.cookie('gf_session')).toBeUndefined();
  });

  it('refuses a callback without a state, or with one other than the browser started', async () => {
    const stateless = new TestBrowser(server().url);
    const missing = await stateless.navigate('/api/callback?code=abc');
    expect(missing.url.pathname).toBe('/auth-callback');
    expect(missing.url.searchParams.get('error')).toBe(
      'Sign-in expired or was started in another browser. Please try again.',
    );

    const browser = new TestBrowser(server().url);
    await openSignIn(browser);
    const started = browser.cookie('gf_login_state');
    const { url } = await browser.navigate('/api/callback?code=abc&state=someone-elses-state');
    expect(url.pathname).toBe('/auth-callback');
    expect(url.searchParams.get('error')).toMatch(/^Sign-in expired or was started in another/);
    // The state cookie is used once, whatever the outcome.
    expect(started).toBeTruthy();
    expect(browser.cookie('gf_login_state')).toBeUndefined();
    expect(browser.cookie('gf_session')).toBeUndefined();
  });

  it('moves sign-in opened on another address of this server to PUBLIC_URL first', async () => {
    const { port } = new URL(server().url);
    for (const host of [
      `localhost:${port}`,
      `192.168.1.20:${port}`,
      `127.0.0.1:${Number(port) + 1}`,
      'attacker.example',
    ]) {
      const response = await server().app.inject({
        method: 'GET',
        url: '/api/login?next=%2Fgoals',
        headers: { host },
      });
      expect(response.statusCode, host).toBe(302);
      // Always PUBLIC_URL: a Host header is never reflected into the redirect.
      expect(response.headers.location).toBe(`${server().url}/api/login?next=%2Fgoals`);
      expect(response.headers['cache-control']).toBe('no-store');
      // Nothing is started on the wrong origin: no state cookie, no pending request.
      expect(response.headers['set-cookie']).toBeUndefined();
    }
    expect(await server().database.db.$count(loginRequests)).toBe(0);
  });

  it('starts sign-in at once on PUBLIC_URL, and ignores X-Forwarded-Host without TRUST_PROXY', async () => {
    const { host } = new URL(server().url);
    for (const headers of [
      { host },
      { host: host.toUpperCase() },
      { host, 'x-forwarded-host': 'attacker.example', 'x-forwarded-proto': 'https' },
    ]) {
      const response = await server().app.inject({ method: 'GET', url: '/api/login', headers });
      expect(response.statusCode).toBe(302);
      expect(response.headers.location).toMatch(new RegExp(`^${server().url}/oidc/auth\\?`));
      expect(String(response.headers['set-cookie'])).toMatch(/^gf_login_state=/);
    }
  });

  it('logs out: destroys the session, then ends the provider session and returns to /', async () => {
    const { browser } = await signedInThroughProvider(server().url);
    const logout = await browser.fetch('/api/logout', {
      headers: { 'sec-fetch-site': 'same-origin' },
    });
    expect(logout.status).toBe(302);
    const endSession = new URL(logout.headers.get('location') ?? '');
    expect(endSession.pathname).toBe('/oidc/session/end');
    expect(endSession.searchParams.get('post_logout_redirect_uri')).toBe(`${server().url}/`);
    expect(endSession.searchParams.get('id_token_hint')).toBeTruthy();
    expect((await browser.api('/api/auth/user')).status).toBe(401);
    expect(await server().database.db.query.sessions.findMany()).toHaveLength(0);
    expect(browser.cookie('gf_session')).toBeUndefined();
    expect(browser.cookie('gf_signed_in')).toBeUndefined();

    // The provider's confirmation form submits itself; posting it ends the provider session.
    const page = await browser.fetch(endSession.href);
    const html = await page.text();
    const action = /action="([^"]+)"/.exec(html)?.[1] ?? '';
    const xsrf = /name="xsrf" value="([^"]+)"/.exec(html)?.[1] ?? '';
    expect(html).toContain('name="logout" value="yes"');
    const { url } = await browser.submitForm(action, { xsrf, logout: 'yes' });
    expect(url.href).toBe(`${server().url}/`);
    // With the provider session gone, signing in again asks for the password.
    const again = await openSignIn(browser);
    expect(again.html).toContain('Sign in');
  });
});

describeWithServer('logout started by another site', (server) => {
  const signedIn = async (browser: TestBrowser) =>
    (await browser.api('/api/auth/user')).status === 200;

  it('signs out at once from our own pages and from the address bar', async () => {
    for (const site of ['same-origin', 'none']) {
      const { browser } = await signedInBrowser(server().url);
      const response = await browser.fetch('/api/logout', { headers: { 'sec-fetch-site': site } });
      expect(response.status, site).toBe(302);
      expect(await signedIn(browser)).toBe(false);
    }
  });

  it('asks first when another site, or a browser without Fetch Metadata, sends the user there', async () => {
    for (const headers of [
      { 'sec-fetch-site': 'cross-site' },
      { 'sec-fetch-site': 'same-site' },
      {} as Record<string, string>,
    ]) {
      const { browser } = await signedInBrowser(server().url);
      const response = await browser.fetch('/api/logout', { headers });
      expect(response.status).toBe(200);
      const html = await response.text();
      expect(html).toContain('<h1>Sign out?</h1>');
      expect(html).toContain('<form method="post" action="/api/logout">');
      expect(response.headers.get('referrer-policy')).toBe('same-origin');
      expect(await signedIn(browser)).toBe(true);
      expect(browser.cookie('gf_session')).toBeTruthy();
    }
  });

  it("signs out through the confirmation page's form, which carries this session's token", async () => {
    const { browser } = await signedInBrowser(server().url);
    const page = await (
      await browser.fetch('/api/logout', { headers: { 'sec-fetch-site': 'cross-site' } })
    ).text();
    const token = /name="token" value="([^"]+)"/.exec(page)?.[1] ?? '';
    expect(token).toMatch(/^[\w-]{43}$/);
    const response = await browser.fetch('/api/logout', {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded', origin: server().url },
      body: new URLSearchParams({ token }).toString(),
    });
    expect(response.status).toBe(303);
    expect(new URL(response.headers.get('location') ?? '').pathname).toBe('/oidc/session/end');
    expect(await signedIn(browser)).toBe(false);
    expect(browser.cookie('gf_session')).toBeUndefined();
  });

  it('signs out a cross-site GET that carries the token, and refuses a wrong token or origin', async () => {
    const { browser } = await signedInBrowser(server().url);
    const page = await (await browser.fetch('/api/logout')).text();
    const token = /name="token" value="([^"]+)"/.exec(page)?.[1] ?? '';

    const post = (body: Record<string, string>, origin: string) =>
      browser.fetch('/api/logout', {
        method: 'POST',
        headers: { 'content-type': 'application/x-www-form-urlencoded', origin },
        body: new URLSearchParams(body).toString(),
      });
    expect((await post({ token: `${token.slice(0, -1)}x` }, server().url)).status).toBe(403);
    expect((await post({}, server().url)).status).toBe(403);
    expect((await post({ token }, 'https://attacker.example')).status).toBe(403);
    // Another session's token does not sign this one out.
    const other = await signedInBrowser(server().url);
    const otherPage = await (await other.browser.fetch('/api/logout')).text();
    const otherToken = /name="token" value="([^"]+)"/.exec(otherPage)?.[1] ?? '';
    expect((await post({ token: otherToken }, server().url)).status).toBe(403);
    expect(await signedIn(browser)).toBe(true);

    const response = await browser.fetch(`/api/logout?token=${token}`, {
      headers: { 'sec-fetch-site': 'cross-site' },
    });
    expect(response.status).toBe(302);
    expect(await signedIn(browser)).toBe(false);
    expect(await signedIn(other.browser)).toBe(true);
  });

  it('lets only the sign-out form post form data to the API', async () => {
    const { browser } = await signedInBrowser(server().url);
    const response = await browser.fetch('/api/account', {
      method: 'DELETE',
      headers: { 'content-type': 'application/x-www-form-urlencoded', origin: server().url },
      body: 'password=x',
    });
    expect(response.status).toBe(415);
    expect(await signedIn(browser)).toBe(true);
  });

  it('without a session, simply returns home', async () => {
    const browser = new TestBrowser(server().url);
    const response = await browser.fetch('/api/logout', {
      headers: { 'sec-fetch-site': 'cross-site' },
    });
    expect(response.status).toBe(302);
    expect(response.headers.get('location')).toBe('/');
  });
});

describeWithServer(
  'sign-in behind a trusted reverse proxy',
  (server) => {
    it('compares the forwarded scheme and host with PUBLIC_URL', async () => {
      const { host } = new URL(server().url);
      const login = (headers: Record<string, string>) =>
        server().app.inject({
          method: 'GET',
          url: '/api/login',
          headers: { host: 'grandfit-upstream:3000', ...headers },
        });

      const direct = await login({ 'x-forwarded-host': host, 'x-forwarded-proto': 'http' });
      expect(direct.headers.location).toMatch(new RegExp(`^${server().url}/oidc/auth\\?`));

      const moves: Array<Record<string, string>> = [
        { 'x-forwarded-host': 'attacker.example', 'x-forwarded-proto': 'http' },
        { 'x-forwarded-host': host, 'x-forwarded-proto': 'https' },
        // Without X-Forwarded-Host the upstream Host is the one the proxy used, not PUBLIC_URL's.
        { 'x-forwarded-proto': 'http' },
      ];
      for (const forwarded of moves) {
        const moved = await login(forwarded);
        expect(moved.statusCode).toBe(302);
        expect(moved.headers.location).toBe(`${server().url}/api/login`);
      }
    });
  },
  { env: { TRUST_PROXY: 'true' } },
);

describeWithServer(
  'sign-in rate limit',
  (server) => {
    it('limits sign-in attempts per address', async () => {
      const statuses: number[] = [];
      for (let attempt = 0; attempt < 4; attempt++) {
        const browser = new TestBrowser(server().url);
        const { uid } = await openSignIn(browser);
        const response = await browser.fetch(`/oidc/interaction/${uid}/login`, {
          method: 'POST',
          headers: { 'content-type': 'application/x-www-form-urlencoded', origin: server().url },
          body: new URLSearchParams({
            email: 'nobody@example.com',
            password: 'wrong password',
          }).toString(),
        });
        statuses.push(response.status);
      }
      expect(statuses).toEqual([401, 401, 401, 429]);
    });
  },
  { signInRateLimit: 3 },
);

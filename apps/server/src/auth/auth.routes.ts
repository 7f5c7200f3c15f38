import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { BASE64URL_43 } from '@grandfit/shared/native.ts';
import {
  nativeExchangeSchema,
  nativeLoginQuerySchema,
} from '@grandfit/shared/schemas/native-sign-in.ts';
import type { Db } from '../db/client.ts';
import { toAuthUser } from '../features/users/users.presenter.ts';
import { isCanonicalRequest, onPublicUrl } from '../http/canonical-origin.ts';
import { upsertUserFromClaims } from '../features/users/users.service.ts';
import { serverTiming } from '../http/server-timing.ts';
import { currentUser, type Authenticator } from './authenticate.ts';
import { LoginError, type RelyingParty } from './relying-party.ts';
import {
  clearCookie,
  clearSessionCookies,
  loginStateCookieName,
  nativeLoginCookieName,
  readCookie,
  sessionCookieMaxAge,
  sessionCookieName,
  setCookie,
  setSessionCookies,
  type CookieSettings,
} from './session-cookie.ts';
import { confirmSignOutPage } from './provider/pages.ts';
import { issueNativeCode, nativeAuthLink, redeemNativeCode } from './native-sign-in.ts';
import {
  createSession,
  deleteExpiredSessions,
  destroySession,
  findSession,
  isLogoutToken,
  logoutTokenOf,
} from './sessions.ts';

export interface AuthRoutesOptions {
  db: Db;
  relyingParty: RelyingParty;
  authenticator: Authenticator;
  cookies: CookieSettings;
  publicUrl: string;
  sessionTtlMs: number;
  loginRateLimit: number;
}

const LOGIN_STATE_MAX_AGE_S = 600;

/**
 * GET /api/login, /api/native/login, /api/callback, /api/logout (browser navigations),
 * POST /api/native/exchange and GET /api/auth/user.
 */
export async function authRoutes(app: FastifyInstance, options: AuthRoutesOptions) {
  const { db, relyingParty, cookies } = options;
  app.addContentTypeParser(
    'application/x-www-form-urlencoded',
    { parseAs: 'string', bodyLimit: 4096 },
    (_request, body, done) => done(null, Object.fromEntries(new URLSearchParams(body as string))),
  );
  const sessionCookie = sessionCookieName(cookies);
  const stateCookie = loginStateCookieName(cookies);
  const nativeCookie = nativeLoginCookieName(cookies);

  // Discovery needs the provider listening, and the embedded one is this server: once it listens,
  // the first sign-in need not wait for it.
  app.addHook('onListen', async () => {
    relyingParty
      .prepare()
      .catch((error: unknown) =>
        app.log.debug({ err: error }, 'provider discovery deferred to the first sign-in'),
      );
  });

  /**
   * Starts the provider's sign-in. The login-state cookie, the provider's cookies and the session
   * all belong to one origin, PUBLIC_URL's (the redirect URI's): sign-in started on another address
   * of this server moves there first (docs/decisions/020-sign-in-on-any-address.md). A native
   * app's challenge rides along in its own cookie; a plain sign-in drops any left over.
   */
  async function startLogin(request: FastifyRequest, reply: FastifyReply, challenge?: string) {
    if (!isCanonicalRequest(request, options.publicUrl)) {
      return reply
        .header('cache-control', 'no-store')
        .redirect(onPublicUrl(options.publicUrl, request.url));
    }
    // A flow started by an app is never finished silently by the provider's own session: the
    // user sees the sign-in page, so an app that started it on its own gets nothing unasked.
    const { url, state } = await relyingParty.startLogin(challenge ? { prompt: 'login' } : {});
    setCookie(reply, stateCookie, state, cookies, LOGIN_STATE_MAX_AGE_S);
    if (challenge) setCookie(reply, nativeCookie, challenge, cookies, LOGIN_STATE_MAX_AGE_S);
    else if (readCookie(request, nativeCookie) !== undefined) {
      clearCookie(reply, nativeCookie, cookies);
    }
    return reply.header('cache-control', 'no-store').redirect(url.href);
  }

  // A new session id at every sign-in (no fixation); an older session of this browser ends.
  async function endPreviousSession(request: FastifyRequest) {
    const previous = readCookie(request, sessionCookie);
    if (previous) await destroySession(db, previous);
  }

  const sessionMaxAge = sessionCookieMaxAge(options.sessionTtlMs);

  const routes = app.withTypeProvider<ZodTypeProvider>();
  const loginRateLimit = {
    config: { rateLimit: { max: options.loginRateLimit, timeWindow: '1 minute' } },
  };

  app.get('/api/login', loginRateLimit, (request, reply) => startLogin(request, reply));

  // The native app opens this in the system browser with the S256 challenge of a verifier only it
  // holds (docs/decisions/041-native-shells.md).
  routes.get(
    '/api/native/login',
    { ...loginRateLimit, schema: { querystring: nativeLoginQuerySchema } },
    (request, reply) => startLogin(request, reply, request.query.challenge),
  );

  // The app redeems the code from the deep link with its verifier; the session cookie is set on
  // this origin, which the shell's WebView loads, so no session token ever appears in a URL.
  routes.post(
    '/api/native/exchange',
    { ...loginRateLimit, schema: { body: nativeExchangeSchema } },
    async (request, reply) => {
      const { code, verifier } = request.body;
      const redeemed = await redeemNativeCode(db, code, verifier);
      if (!redeemed) {
        return reply
          .code(400)
          .send({ message: 'This sign-in has expired or was already used. Please sign in again.' });
      }
      await endPreviousSession(request);
      const session = await createSession(db, {
        userId: redeemed.userId,
        idToken: redeemed.idToken,
        ttlMs: options.sessionTtlMs,
      });
      // The app's own WebView opens next; it does without the onboarding preload.
      setSessionCookies(reply, cookies, {
        token: session.token,
        maxAgeSeconds: sessionMaxAge,
        onboardingPending: false,
      });
      return reply.header('cache-control', 'no-store').code(204).send();
    },
  );

  app.get('/api/callback', async (request, reply) => {
    const callbackUrl = new URL(request.url, options.publicUrl);
    const browserState = readCookie(request, stateCookie);
    clearCookie(reply, stateCookie, cookies);
    const nativeChallenge = readCookie(request, nativeCookie);
    if (nativeChallenge !== undefined) clearCookie(reply, nativeCookie, cookies);
    const native = nativeChallenge !== undefined && BASE64URL_43.test(nativeChallenge);
    const timed = serverTiming(request, reply);
    try {
      const login = await relyingParty.finishLogin(callbackUrl, browserState, timed);
      const user = await timed('user', () => upsertUserFromClaims(db, login.issuer, login.claims));
      if (native) {
        // The system browser gets no session: the app redeems the code with its verifier.
        const code = await timed('session', () =>
          issueNativeCode(db, {
            userId: user.id,
            idToken: login.idToken,
            challenge: nativeChallenge,
          }),
        );
        const deepLink = nativeAuthLink({ code });
        return reply
          .header('cache-control', 'no-store')
          .redirect(`/auth-success?deeplink=${encodeURIComponent(deepLink)}`);
      }
      const session = await timed('session', async () => {
        await endPreviousSession(request);
        // Sign-in is rare next to reads, so it is where expired sessions are swept.
        await deleteExpiredSessions(db);
        return createSession(db, {
          userId: user.id,
          idToken: login.idToken,
          ttlMs: options.sessionTtlMs,
        });
      });
      setSessionCookies(reply, cookies, {
        token: session.token,
        maxAgeSeconds: sessionMaxAge,
        onboardingPending: user.onboardingCompletedAt === null,
      });
      return reply.redirect('/auth-callback?success=true');
    } catch (error) {
      request.log.warn({ err: error }, 'sign-in failed');
      const message =
        error instanceof LoginError ? error.message : 'Authentication failed. Please try again.';
      const failure = `/auth-callback?error=${encodeURIComponent(message)}`;
      if (native) {
        const deepLink = nativeAuthLink({ error: message });
        return reply.redirect(`${failure}&deeplink=${encodeURIComponent(deepLink)}`);
      }
      return reply.redirect(failure);
    }
  });

  /** Ends this browser's session, then the provider's (RP-initiated logout) where it has one. */
  async function signOut(request: FastifyRequest, reply: FastifyReply, status: 302 | 303) {
    const token = readCookie(request, sessionCookie);
    const session = token ? await findSession(db, token) : null;
    if (token) await destroySession(db, token);
    clearSessionCookies(reply, cookies);
    let target = '/';
    try {
      // End the provider's session too, where it supports RP-initiated logout.
      const providerLogout = session ? await relyingParty.logoutUrl(session.idToken) : null;
      if (providerLogout) target = providerLogout.href;
    } catch (error) {
      request.log.warn({ err: error }, 'provider logout unavailable');
    }
    return reply.header('cache-control', 'no-store').redirect(target, status);
  }

  // Logout is a browser navigation (docs/product.md#profile-screen), which any site could start
  // with a link or an image: it acts only when the browser says the request comes from our own
  // pages or from the address bar (Fetch Metadata), or carries the token of this session;
  // otherwise it asks.
  app.get('/api/logout', async (request, reply) => {
    const token = readCookie(request, sessionCookie);
    const site = request.headers['sec-fetch-site'];
    const query = request.query as Record<string, unknown>;
    const carried = typeof query.token === 'string' ? query.token : '';
    if (
      !token ||
      site === 'same-origin' ||
      site === 'none' ||
      (carried && isLogoutToken(token, carried))
    ) {
      return signOut(request, reply, 302);
    }
    return (
      reply
        .code(200)
        .type('text/html; charset=utf-8')
        .header('cache-control', 'no-store')
        // With helmet's no-referrer, Chromium posts the form with "Origin: null", which the CSRF
        // guard refuses; same-origin sends our origin to ourselves and nothing to anyone else.
        .header('referrer-policy', 'same-origin')
        .send(confirmSignOutPage(logoutTokenOf(token)))
    );
  });

  // The confirmation page's form. The CSRF guard has checked the Origin; the token binds the form
  // to this session too.
  app.post('/api/logout', async (request, reply) => {
    const token = readCookie(request, sessionCookie);
    const body = (request.body ?? {}) as Record<string, unknown>;
    const carried = typeof body.token === 'string' ? body.token : '';
    if (token && !isLogoutToken(token, carried)) {
      return reply.code(403).send({ message: 'This sign-out form has expired. Please try again.' });
    }
    return signOut(request, reply, 303);
  });

  app.get(
    '/api/auth/user',
    { preValidation: options.authenticator.requireUser },
    async (request, reply) => {
      return reply.header('cache-control', 'no-store').send(toAuthUser(currentUser(request)));
    },
  );
}

import type { FastifyInstance } from 'fastify';
import type { Db } from '../db/client.ts';
import { upsertUserFromClaims } from '../features/users/users.service.ts';
import { createLocalAccount, signUpSchema } from './provider/accounts.ts';
import { claimsOf } from './provider/embedded-provider.ts';
import { sessionCookieMaxAge, setSessionCookies, type CookieSettings } from './session-cookie.ts';
import { createSession } from './sessions.ts';

export interface TestAccountsOptions {
  db: Db;
  cookies: CookieSettings;
  /** The embedded provider's issuer: the user is the one its sign-in would make. */
  issuer: string;
  sessionTtlMs: number;
}

/**
 * POST /api/test/accounts (TEST_ACCOUNTS=1 only, config.ts): the account the embedded provider's
 * "Create account" makes, and the browser signed into it as after the provider's redirects, in one
 * request. The end-to-end suite's factory: every screen's spec starts from a new lifter, and the
 * sign-in specs still go through the provider's pages.
 */
export async function testAccountsRoutes(app: FastifyInstance, options: TestAccountsOptions) {
  const { db, cookies } = options;
  app.post('/api/test/accounts', { schema: { hide: true } }, async (request, reply) => {
    // The sign-up page's own rules, password strength included (an async check).
    const input = await signUpSchema.safeParseAsync(request.body);
    if (!input.success) {
      return reply.code(400).send({ message: input.error.issues[0]?.message ?? 'Bad request' });
    }
    const account = await createLocalAccount(db, input.data);
    if (!account) return reply.code(409).send({ message: 'This address has an account.' });
    const user = await upsertUserFromClaims(db, options.issuer, claimsOf(account));
    const session = await createSession(db, {
      userId: user.id,
      idToken: null,
      ttlMs: options.sessionTtlMs,
    });
    setSessionCookies(reply, cookies, {
      token: session.token,
      maxAgeSeconds: sessionCookieMaxAge(options.sessionTtlMs),
      onboardingPending: user.onboardingCompletedAt === null,
    });
    return reply.code(201).send({ userId: user.id });
  });
}

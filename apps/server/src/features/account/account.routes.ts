import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { deleteAccountRequestSchema } from '@grandfit/shared/schemas/account.ts';
import { currentUser, type Authenticator } from '../../auth/authenticate.ts';
import {
  clearSessionCookies,
  readCookie,
  sessionCookieName,
  type CookieSettings,
} from '../../auth/session-cookie.ts';
import { sessionStartedAt } from '../../auth/sessions.ts';
import type { Db } from '../../db/client.ts';
import type { AccountService } from './account.service.ts';

const REFUSALS = {
  'wrong-password': { status: 403, message: 'Incorrect password.' },
  'password-required': { status: 400, message: 'Enter your password to delete your account.' },
  'sign-in-again': {
    status: 403,
    message: 'For your safety, sign out and sign in again, then delete your account.',
  },
} as const;

/** DELETE /api/account: deletes the signed-in user's account and signs this browser out. */
export async function accountRoutes(
  app: FastifyInstance,
  options: {
    db: Db;
    authenticator: Authenticator;
    account: AccountService;
    cookies: CookieSettings;
  },
) {
  const routes = app.withTypeProvider<ZodTypeProvider>();
  const sessionCookie = sessionCookieName(options.cookies);

  routes.delete(
    '/api/account',
    {
      preValidation: options.authenticator.requireUser,
      schema: { body: deleteAccountRequestSchema },
    },
    async (request, reply) => {
      const user = currentUser(request);
      const token = readCookie(request, sessionCookie) ?? '';
      const confirmation = await options.account.confirm(user, {
        password: request.body.password,
        sessionStartedAt: await sessionStartedAt(options.db, token),
      });
      if (confirmation !== 'confirmed') {
        const refusal = REFUSALS[confirmation];
        return reply.code(refusal.status).send({ message: refusal.message });
      }
      await options.account.deleteAccount(user);
      clearSessionCookies(reply, options.cookies);
      return reply.code(204).send();
    },
  );
}

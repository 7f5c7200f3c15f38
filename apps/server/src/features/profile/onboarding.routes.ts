import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { onboardingResponseSchema, onboardingSchema } from '@grandfit/shared/schemas/settings.ts';
import { currentUser, type Authenticator } from '../../auth/authenticate.ts';
import {
  clearCookie,
  onboardingHintCookieName,
  type CookieSettings,
} from '../../auth/session-cookie.ts';
import type { Db } from '../../db/client.ts';
import { completeOnboarding } from './onboarding.service.ts';

/** POST /api/user/onboarding: the first-run steps' answers, or Skip's start (decision 019). */
export async function onboardingRoutes(
  app: FastifyInstance,
  options: { db: Db; authenticator: Authenticator; cookies: CookieSettings },
) {
  const routes = app.withTypeProvider<ZodTypeProvider>();
  const { db } = options;

  routes.post(
    '/api/user/onboarding',
    {
      // Before validation, so a signed-out caller learns nothing about the input rules.
      preValidation: options.authenticator.requireUser,
      schema: { body: onboardingSchema, response: { 200: onboardingResponseSchema } },
    },
    async (request, reply) => {
      const done = await completeOnboarding(db, currentUser(request).id, request.body);
      // The next page is the app, not the questions: nothing more to preload for them.
      clearCookie(reply, onboardingHintCookieName(options.cookies), options.cookies);
      return done;
    },
  );
}

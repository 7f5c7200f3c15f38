import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  breathingSessionInputSchema,
  breathingSessionListSchema,
  breathingSessionSchema,
  breathingSessionsQuerySchema,
} from '@grandfit/shared/schemas/breathing.ts';
import { currentUser, type Authenticator } from '../../auth/authenticate.ts';
import type { Db } from '../../db/client.ts';
import { listBreathingSessions, saveBreathingSession } from './breathing.service.ts';

/** Guided breathing sessions (docs/decisions/015-breathing-and-hrv.md). */
export async function breathingRoutes(
  app: FastifyInstance,
  options: { db: Db; authenticator: Authenticator },
) {
  const routes = app.withTypeProvider<ZodTypeProvider>();
  const { db } = options;
  // Before validation, so a signed-out caller learns nothing about the input rules.
  const preValidation = options.authenticator.requireUser;

  routes.post(
    '/api/breathing/sessions',
    {
      preValidation,
      schema: { body: breathingSessionInputSchema, response: { 200: breathingSessionSchema } },
    },
    async (request) => saveBreathingSession(db, currentUser(request).id, request.body),
  );

  routes.get(
    '/api/breathing/sessions',
    {
      preValidation,
      schema: {
        querystring: breathingSessionsQuerySchema,
        response: { 200: breathingSessionListSchema },
      },
    },
    async (request) => listBreathingSessions(db, currentUser(request).id, request.query.limit),
  );
}

import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  exerciseParamsSchema,
  exercisePageSchema,
  exerciseQuerySchema,
  lastSessionQuerySchema,
  lastSessionSchema,
} from '@grandfit/shared/schemas/records.ts';
import { currentUser, type Authenticator } from '../../auth/authenticate.ts';
import type { Db } from '../../db/client.ts';
import { exercisePage } from './exercises.service.ts';
import { lastSession } from './last-session.service.ts';

/**
 * The per-exercise page (docs/product.md#exercise-page): every set of one exercise, its bests and
 * records; and the sets of its last session, for the active workout (decision 055).
 */
export async function exercisesRoutes(
  app: FastifyInstance,
  options: { db: Db; authenticator: Authenticator },
) {
  const routes = app.withTypeProvider<ZodTypeProvider>();
  // Before validation, so a signed-out caller learns nothing about the input rules.
  const preValidation = options.authenticator.requireUser;

  routes.get(
    '/api/exercises/:exerciseId',
    {
      preValidation,
      schema: {
        params: exerciseParamsSchema,
        querystring: exerciseQuerySchema,
        response: { 200: exercisePageSchema },
      },
    },
    async (request) =>
      exercisePage(
        options.db,
        currentUser(request).id,
        request.params.exerciseId,
        request.query.before,
      ),
  );

  routes.get(
    '/api/exercises/:exerciseId/last-session',
    {
      preValidation,
      schema: {
        params: exerciseParamsSchema,
        querystring: lastSessionQuerySchema,
        response: { 200: lastSessionSchema },
      },
    },
    async (request) =>
      lastSession(
        options.db,
        currentUser(request).id,
        request.params.exerciseId,
        request.query.exclude,
      ),
  );
}

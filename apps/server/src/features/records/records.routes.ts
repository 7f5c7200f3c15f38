import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { lastTimeQuerySchema, lastTimeSchema } from '@grandfit/shared/schemas/records.ts';
import { currentUser, type Authenticator } from '../../auth/authenticate.ts';
import type { Db } from '../../db/client.ts';
import { lastTime } from './last-time.service.ts';

/**
 * The finish summary's comparison with the last time the workout was done
 * (docs/product.md#finish-summary).
 */
export async function recordsRoutes(
  app: FastifyInstance,
  options: { db: Db; authenticator: Authenticator },
) {
  const routes = app.withTypeProvider<ZodTypeProvider>();
  const preValidation = options.authenticator.requireUser;
  routes.get(
    '/api/records/last-time',
    {
      preValidation,
      schema: { querystring: lastTimeQuerySchema, response: { 200: lastTimeSchema } },
    },
    async (request) =>
      lastTime(
        options.db,
        currentUser(request).id,
        request.query.workoutId,
        request.query.sessionId,
      ),
  );
}

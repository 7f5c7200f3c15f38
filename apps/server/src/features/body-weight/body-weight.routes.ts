import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  bodyWeightLogSchema,
  bodyWeightQuerySchema,
  weighInInputSchema,
  weighInParamsSchema,
  weighInSchema,
} from '@grandfit/shared/schemas/body-weight.ts';
import { currentUser, type Authenticator } from '../../auth/authenticate.ts';
import type { Db } from '../../db/client.ts';
import { deleteWeighIn, listWeighIns, saveWeighIn } from './body-weight.service.ts';

/** The body-weight log (decision 058). */
export async function bodyWeightRoutes(
  app: FastifyInstance,
  options: { db: Db; authenticator: Authenticator },
) {
  const routes = app.withTypeProvider<ZodTypeProvider>();
  // Before validation, so a signed-out caller learns nothing about the input rules.
  const preValidation = options.authenticator.requireUser;

  routes.get(
    '/api/body-weight',
    {
      preValidation,
      schema: { querystring: bodyWeightQuerySchema, response: { 200: bodyWeightLogSchema } },
    },
    async (request) => listWeighIns(options.db, currentUser(request).id, request.query),
  );

  // PUT and DELETE on the day: both can be sent again by the outbox and leave the same log.
  routes.put(
    '/api/body-weight/:date',
    {
      preValidation,
      schema: {
        params: weighInParamsSchema,
        body: weighInInputSchema,
        response: { 200: weighInSchema },
      },
    },
    async (request) =>
      saveWeighIn(options.db, currentUser(request).id, request.params.date, request.body.weightKg),
  );

  routes.delete(
    '/api/body-weight/:date',
    { preValidation, schema: { params: weighInParamsSchema } },
    async (request, reply) => {
      await deleteWeighIn(options.db, currentUser(request).id, request.params.date);
      return reply.code(204).send();
    },
  );
}

import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  measurementInputSchema,
  measurementLogSchema,
  measurementParamsSchema,
  measurementSchema,
  measurementsQuerySchema,
} from '@grandfit/shared/schemas/body-measurements.ts';
import { currentUser, type Authenticator } from '../../auth/authenticate.ts';
import type { Db } from '../../db/client.ts';
import {
  deleteMeasurement,
  listMeasurements,
  saveMeasurement,
} from './body-measurements.service.ts';

/** Body measurements: waist and body fat (decision 066). */
export async function bodyMeasurementRoutes(
  app: FastifyInstance,
  options: { db: Db; authenticator: Authenticator },
) {
  const routes = app.withTypeProvider<ZodTypeProvider>();
  // Before validation, so a signed-out caller learns nothing about the input rules.
  const preValidation = options.authenticator.requireUser;

  routes.get(
    '/api/body-measurements',
    {
      preValidation,
      schema: { querystring: measurementsQuerySchema, response: { 200: measurementLogSchema } },
    },
    async (request) => listMeasurements(options.db, currentUser(request).id, request.query),
  );

  // PUT and DELETE on the kind's day: both can be sent again by the outbox and leave the same log.
  routes.put(
    '/api/body-measurements/:kind/:date',
    {
      preValidation,
      schema: {
        params: measurementParamsSchema,
        body: measurementInputSchema,
        response: { 200: measurementSchema },
      },
    },
    async (request) =>
      saveMeasurement(
        options.db,
        currentUser(request).id,
        request.params.kind,
        request.params.date,
        request.body.value,
      ),
  );

  routes.delete(
    '/api/body-measurements/:kind/:date',
    { preValidation, schema: { params: measurementParamsSchema } },
    async (request, reply) => {
      const { kind, date } = request.params;
      await deleteMeasurement(options.db, currentUser(request).id, kind, date);
      return reply.code(204).send();
    },
  );
}

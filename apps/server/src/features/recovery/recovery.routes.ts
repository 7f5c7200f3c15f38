import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  HEALTH_ENTRY_NOT_FOUND,
  healthEntryParamsSchema,
  healthManualListQuerySchema,
  healthManualRecordListSchema,
  healthManualRecordSchema,
  healthLatestQuerySchema,
  healthLatestResponseSchema,
  healthManualEntrySchema,
  readinessCheckinSchema,
  readinessQuerySchema,
  readinessSchema,
} from '@grandfit/shared/schemas/health.ts';
import { addDays } from '@grandfit/shared/domain/dates.ts';
import { currentUser, type Authenticator } from '../../auth/authenticate.ts';
import type { Db } from '../../db/client.ts';
import {
  deleteManualEntry,
  editManualEntry,
  latestHealthData,
  listManualEntries,
  saveManualEntry,
} from './health.service.ts';
import { HttpError } from '../../http/http-error.ts';
import { isUuid } from '../../http/uuid.ts';
import { readinessFor, saveCheckin } from './readiness.service.ts';
import { serverToday } from '../../http/server-today.ts';

const isoDay = (value: string) => value.slice(0, 10);

/** A malformed id is an unknown one: 404, like another user's. */
function entryId(id: string): string {
  if (!isUuid(id)) throw new HttpError(404, HEALTH_ENTRY_NOT_FOUND);
  return id;
}

/** Health metrics (manual entry, latest values) and readiness. */
export async function recoveryRoutes(
  app: FastifyInstance,
  options: { db: Db; authenticator: Authenticator },
) {
  const routes = app.withTypeProvider<ZodTypeProvider>();
  const { db } = options;
  // Before validation, so a signed-out caller learns nothing about the input rules.
  const preValidation = options.authenticator.requireUser;

  routes.post(
    '/api/health/manual-entry',
    { preValidation, schema: { body: healthManualEntrySchema } },
    async (request) => {
      await saveManualEntry(db, currentUser(request).id, request.body);
      return { saved: true };
    },
  );

  routes.get(
    '/api/health/manual-entries',
    {
      preValidation,
      schema: {
        querystring: healthManualListQuerySchema,
        response: { 200: healthManualRecordListSchema },
      },
    },
    async (request) => listManualEntries(db, currentUser(request).id, request.query.limit),
  );

  routes.put(
    '/api/health/manual-entries/:id',
    {
      preValidation,
      schema: {
        params: healthEntryParamsSchema,
        body: healthManualEntrySchema,
        response: { 200: healthManualRecordSchema },
      },
    },
    async (request) =>
      editManualEntry(db, currentUser(request).id, entryId(request.params.id), request.body),
  );

  routes.delete(
    '/api/health/manual-entries/:id',
    { preValidation, schema: { params: healthEntryParamsSchema } },
    async (request, reply) => {
      await deleteManualEntry(db, currentUser(request).id, entryId(request.params.id));
      return reply.code(204).send();
    },
  );

  routes.get(
    '/api/health/latest',
    {
      preValidation,
      schema: {
        querystring: healthLatestQuerySchema,
        response: { 200: healthLatestResponseSchema },
      },
    },
    async (request) => {
      // The window defaults to the last 24 hours (docs/product.md#recovery-routes), in whole days.
      const end = request.query.end ? isoDay(request.query.end) : serverToday();
      const start = request.query.start ? isoDay(request.query.start) : addDays(end, -1);
      return latestHealthData(db, currentUser(request).id, {
        start,
        end,
        type: request.query.type,
      });
    },
  );

  routes.get(
    '/api/recovery/readiness',
    {
      preValidation,
      schema: { querystring: readinessQuerySchema, response: { 200: readinessSchema } },
    },
    async (request) =>
      readinessFor(db, currentUser(request).id, request.query.date ?? serverToday()),
  );

  routes.post(
    '/api/recovery/readiness',
    { preValidation, schema: { body: readinessCheckinSchema, response: { 200: readinessSchema } } },
    async (request) => {
      const userId = currentUser(request).id;
      await saveCheckin(db, userId, request.body);
      return readinessFor(db, userId, request.body.date);
    },
  );
}

import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  historyCalendarQuerySchema,
  historyCalendarSchema,
  historyPageSchema,
  historyQuerySchema,
  sessionDetailQuerySchema,
  sessionDetailSchema,
  sessionIdParamsSchema,
  setClientIdParamsSchema,
  unfinishedQuerySchema,
  unfinishedSessionsSchema,
  updateSessionSchema,
  updatedSessionSchema,
  updateSetSchema,
  updatedSetSchema,
} from '@grandfit/shared/schemas/history.ts';
import { currentUser, type Authenticator } from '../../auth/authenticate.ts';
import type { Db } from '../../db/client.ts';
import {
  deleteSession,
  deleteSet,
  historyPage,
  sessionDetail,
  unfinishedSessions,
  updateSet,
} from './history.service.ts';
import { historyCalendar } from './history-calendar.ts';
import { updateSession } from './session-update.ts';

/**
 * History: past sessions, their detail, and corrections of sets and sessions
 * (docs/decisions/025-training-log-history-records-corrections.md).
 */
export async function historyRoutes(
  app: FastifyInstance,
  options: { db: Db; authenticator: Authenticator },
) {
  const routes = app.withTypeProvider<ZodTypeProvider>();
  const { db } = options;
  // Before validation, so a signed-out caller learns nothing about the input rules.
  const preValidation = options.authenticator.requireUser;

  routes.get(
    '/api/history',
    {
      preValidation,
      schema: { querystring: historyQuerySchema, response: { 200: historyPageSchema } },
    },
    async (request) => historyPage(db, currentUser(request).id, request.query),
  );

  routes.get(
    '/api/history/calendar',
    {
      preValidation,
      schema: {
        querystring: historyCalendarQuerySchema,
        response: { 200: historyCalendarSchema },
      },
    },
    async (request) =>
      historyCalendar(db, currentUser(request).id, request.query.month, request.query.tz),
  );

  routes.get(
    '/api/history/unfinished',
    {
      preValidation,
      schema: { querystring: unfinishedQuerySchema, response: { 200: unfinishedSessionsSchema } },
    },
    async (request) => unfinishedSessions(db, currentUser(request).id, request.query.tz),
  );

  routes.get(
    '/api/history/sessions/:id',
    {
      preValidation,
      schema: {
        params: sessionIdParamsSchema,
        querystring: sessionDetailQuerySchema,
        response: { 200: sessionDetailSchema },
      },
    },
    async (request) =>
      sessionDetail(db, currentUser(request).id, request.params.id, request.query.tz),
  );

  routes.patch(
    '/api/history/sessions/:id',
    {
      preValidation,
      schema: {
        params: sessionIdParamsSchema,
        body: updateSessionSchema,
        response: { 200: updatedSessionSchema },
      },
    },
    async (request) => updateSession(db, currentUser(request).id, request.params.id, request.body),
  );

  routes.delete(
    '/api/history/sessions/:id',
    { preValidation, schema: { params: sessionIdParamsSchema } },
    async (request, reply) => {
      await deleteSession(db, currentUser(request).id, request.params.id);
      return reply.code(204).send();
    },
  );

  routes.patch(
    '/api/sets/:clientId',
    {
      preValidation,
      schema: {
        params: setClientIdParamsSchema,
        body: updateSetSchema,
        response: { 200: updatedSetSchema },
      },
    },
    async (request) =>
      updateSet(db, currentUser(request).id, request.params.clientId, request.body),
  );

  routes.delete(
    '/api/sets/:clientId',
    { preValidation, schema: { params: setClientIdParamsSchema } },
    async (request, reply) => {
      await deleteSet(db, currentUser(request).id, request.params.clientId);
      return reply.code(204).send();
    },
  );
}

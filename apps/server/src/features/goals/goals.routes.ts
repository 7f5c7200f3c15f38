import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { textSchema } from '@grandfit/shared/schemas/safe-input.ts';
import {
  customizeGoalsSchema,
  goalListSchema,
  goalSchema,
  goalsQuerySchema,
  quarterlyTestListSchema,
  quarterlyTestSchema,
  recordedQuarterlyTestSchema,
  updateGoalSchema,
} from '@grandfit/shared/schemas/goals.ts';
import { currentUser, type Authenticator } from '../../auth/authenticate.ts';
import type { Db } from '../../db/client.ts';
import { HttpError } from '../../http/http-error.ts';
import { GOAL_NOT_FOUND, customizeGoals, listGoals, updateGoal } from './goals.service.ts';
import { listQuarterlyTests, recordQuarterlyTest } from './quarterly-tests.service.ts';
import { serverToday } from '../../http/server-today.ts';
import { isUuid } from '../../http/uuid.ts';

const goalParams = z.object({ id: textSchema('The goal id', { max: 100 }) });

/** A malformed goal id is an unknown one: 404, like another user's. */
function goalId(id: string): string {
  if (!isUuid(id)) throw new HttpError(404, GOAL_NOT_FOUND);
  return id;
}

/**
 * The Centenarian Decathlon: goals, 'Edit', 'Customize My Decathlon' and quarterly tests
 * (docs/decisions/012-decathlon-goals.md).
 */
export async function goalsRoutes(
  app: FastifyInstance,
  options: { db: Db; authenticator: Authenticator },
) {
  const routes = app.withTypeProvider<ZodTypeProvider>();
  const { db } = options;
  // Before validation, so a signed-out caller learns nothing about the input rules.
  const preValidation = options.authenticator.requireUser;

  routes.get(
    '/api/goals/centenarian',
    {
      preValidation,
      schema: { querystring: goalsQuerySchema, response: { 200: goalListSchema } },
    },
    async (request) => listGoals(db, currentUser(request).id, request.query.date ?? serverToday()),
  );

  routes.put(
    '/api/goals/centenarian',
    {
      preValidation,
      schema: {
        querystring: goalsQuerySchema,
        body: customizeGoalsSchema,
        response: { 200: goalListSchema },
      },
    },
    async (request) =>
      customizeGoals(
        db,
        currentUser(request).id,
        request.body.goals,
        request.query.date ?? serverToday(),
      ),
  );

  routes.post(
    '/api/goals/quarterly-test',
    {
      preValidation,
      schema: { body: quarterlyTestSchema, response: { 200: recordedQuarterlyTestSchema } },
    },
    async (request) =>
      recordQuarterlyTest(db, currentUser(request).id, request.body, serverToday()),
  );

  routes.put(
    '/api/goals/:id',
    {
      preValidation,
      schema: { params: goalParams, body: updateGoalSchema, response: { 200: goalSchema } },
    },
    async (request) =>
      updateGoal(db, currentUser(request).id, goalId(request.params.id), request.body),
  );

  routes.get(
    '/api/goals/:id/tests',
    { preValidation, schema: { params: goalParams, response: { 200: quarterlyTestListSchema } } },
    async (request) => listQuarterlyTests(db, currentUser(request).id, goalId(request.params.id)),
  );
}

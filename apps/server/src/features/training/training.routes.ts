import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { textSchema } from '@grandfit/shared/schemas/safe-input.ts';
import {
  completeWorkoutSchema,
  createFreeWorkoutSchema,
  logSetSchema,
  loggedSetSchema,
  sessionSetsSchema,
  todayWorkoutsSchema,
  weekQuerySchema,
  weekWorkoutsSchema,
  workoutDateQuerySchema,
  workoutSchema,
} from '@grandfit/shared/schemas/training.ts';
import {
  exerciseSwapInputSchema,
  exerciseSwapScopeQuerySchema,
} from '@grandfit/shared/schemas/custom-exercises.ts';
import { currentUser, type Authenticator } from '../../auth/authenticate.ts';
import type { Db } from '../../db/client.ts';
import { HttpError } from '../../http/http-error.ts';
import { completeWorkout, latestSessionSets, logSet } from './sets.service.ts';
import type { TrainingService } from './training.service.ts';
import type { TodayCache } from './today-cache.ts';
import type { SetWriter } from './set-writer.ts';
import type { StepRow } from '../records/records.service.ts';
import { findWorkout, findWorkoutPlan } from './user-workouts.ts';
import { deleteSwap, saveSwap } from './swaps.service.ts';
import { createFreeWorkout } from './free-workouts.ts';
import { serverToday } from '../../http/server-today.ts';
import { isUuid } from '../../http/uuid.ts';

const workoutParams = z.object({ id: textSchema('The workout id', { max: 100 }) });
const swapParams = workoutParams.extend({
  fromExerciseId: textSchema('The exercise id', { min: 1, max: 80, trim: false }),
});
const NOT_FOUND = 'Workout not found';

/**
 * Workouts of the user's programme, set logging and completion (docs/product.md#training-routes,
 * docs/decisions/011-training-workouts-sessions-sets.md).
 */
export async function trainingRoutes(
  app: FastifyInstance,
  options: {
    db: Db;
    training: TrainingService;
    todayCache: TodayCache;
    setWriter: SetWriter<StepRow | null>;
    authenticator: Authenticator;
  },
) {
  const routes = app.withTypeProvider<ZodTypeProvider>();
  const { db, training, todayCache, setWriter } = options;
  // Before validation, so a signed-out caller learns nothing about the input rules.
  const preValidation = options.authenticator.requireUser;

  /**
   * The user's own workout (whole, or only its plan: `find`); an unknown id, a malformed one and
   * another user's all answer 404.
   */
  async function ownWorkout<Row>(
    userId: string,
    id: string,
    find: (db: Db, userId: string, id: string) => Promise<Row | undefined>,
  ): Promise<Row> {
    const row = isUuid(id) ? await find(db, userId, id) : undefined;
    if (!row) throw new HttpError(404, NOT_FOUND);
    return row;
  }

  routes.get(
    '/api/workouts/today',
    {
      preValidation,
      // No response schema: the answer is checked against todayWorkoutsSchema when it is made, and
      // kept as JSON text, so a cached answer is not serialised again (decision 013).
      schema: { querystring: workoutDateQuerySchema },
    },
    async (request, reply) => {
      const userId = currentUser(request).id;
      const date = request.query.date ?? serverToday();
      const body = await todayCache.get(userId, date, async () =>
        JSON.stringify(todayWorkoutsSchema.parse(await training.today(userId, date))),
      );
      return reply.type('application/json; charset=utf-8').send(body);
    },
  );

  routes.get(
    '/api/workouts',
    {
      preValidation,
      schema: { querystring: weekQuerySchema, response: { 200: weekWorkoutsSchema } },
    },
    async (request) =>
      training.week(
        currentUser(request).id,
        request.query.date ?? serverToday(),
        request.query.week,
      ),
  );

  routes.get(
    '/api/workouts/:id',
    {
      preValidation,
      schema: {
        params: workoutParams,
        querystring: workoutDateQuerySchema,
        response: { 200: workoutSchema },
      },
    },
    async (request) => {
      const userId = currentUser(request).id;
      const row = await ownWorkout(userId, request.params.id, findWorkout);
      return training.one(userId, row, request.query.date ?? serverToday());
    },
  );

  // A workout of the lifter's own (decision 075): 201 when made, 200 when the id already was his.
  routes.post(
    '/api/workouts/free',
    {
      preValidation,
      schema: {
        body: createFreeWorkoutSchema,
        response: { 200: workoutSchema, 201: workoutSchema },
      },
    },
    async (request, reply) => {
      const userId = currentUser(request).id;
      const { row, created } = await createFreeWorkout(db, userId, request.body, serverToday());
      return reply
        .code(created ? 201 : 200)
        .send(await training.one(userId, row, request.body.date));
    },
  );

  routes.get(
    '/api/workouts/:id/sets',
    { preValidation, schema: { params: workoutParams, response: { 200: sessionSetsSchema } } },
    async (request) =>
      latestSessionSets(
        db,
        await ownWorkout(currentUser(request).id, request.params.id, findWorkout),
      ),
  );

  routes.post(
    '/api/workouts/:id/sets',
    {
      preValidation,
      schema: { params: workoutParams, body: logSetSchema, response: { 200: loggedSetSchema } },
    },
    async (request) => {
      const userId = currentUser(request).id;
      const workout = await ownWorkout(userId, request.params.id, findWorkoutPlan);
      return logSet(db, setWriter, userId, workout, request.body);
    },
  );

  // Swaps (decision 038) answer the workout as it now is, so the screen shows it at once.
  routes.post(
    '/api/workouts/:id/swaps',
    {
      preValidation,
      schema: {
        params: workoutParams,
        querystring: workoutDateQuerySchema,
        body: exerciseSwapInputSchema,
        response: { 200: workoutSchema },
      },
    },
    async (request) => {
      const userId = currentUser(request).id;
      const row = await ownWorkout(userId, request.params.id, findWorkout);
      await saveSwap(db, userId, row, request.body);
      return training.one(userId, row, request.query.date ?? serverToday());
    },
  );

  routes.delete(
    '/api/workouts/:id/swaps/:fromExerciseId',
    {
      preValidation,
      schema: {
        params: swapParams,
        querystring: exerciseSwapScopeQuerySchema.extend(workoutDateQuerySchema.shape),
        response: { 200: workoutSchema },
      },
    },
    async (request) => {
      const userId = currentUser(request).id;
      const row = await ownWorkout(userId, request.params.id, findWorkout);
      await deleteSwap(db, userId, row, request.params.fromExerciseId, request.query.scope);
      return training.one(userId, row, request.query.date ?? serverToday());
    },
  );

  routes.post(
    '/api/workouts/:id/complete',
    { preValidation, schema: { params: workoutParams, body: completeWorkoutSchema } },
    async (request) => {
      const userId = currentUser(request).id;
      return completeWorkout(
        db,
        userId,
        await ownWorkout(userId, request.params.id, findWorkout),
        request.body,
      );
    },
  );
}

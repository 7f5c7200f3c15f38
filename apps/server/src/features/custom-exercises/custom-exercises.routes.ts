import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { textSchema } from '@grandfit/shared/schemas/safe-input.ts';
import {
  customExerciseInputSchema,
  customExerciseListSchema,
  customExercisePatchSchema,
  customExerciseSchema,
} from '@grandfit/shared/schemas/custom-exercises.ts';
import { currentUser, type Authenticator } from '../../auth/authenticate.ts';
import type { Db } from '../../db/client.ts';
import {
  createCustomExercise,
  deleteCustomExercise,
  listCustomExercises,
  updateCustomExercise,
} from './custom-exercises.service.ts';
import { rebuildExerciseRecords } from '../records/records.store.ts';

const params = z.object({ id: textSchema('The exercise id', { max: 100, trim: false }) });

/** The user's own exercises (docs/decisions/038-custom-exercises-and-swaps.md). */
export async function customExercisesRoutes(
  app: FastifyInstance,
  options: { db: Db; authenticator: Authenticator },
) {
  const routes = app.withTypeProvider<ZodTypeProvider>();
  const { db } = options;
  // Before validation, so a signed-out caller learns nothing about the input rules.
  const preValidation = options.authenticator.requireUser;

  routes.get(
    '/api/custom-exercises',
    { preValidation, schema: { response: { 200: customExerciseListSchema } } },
    async (request) => listCustomExercises(db, currentUser(request).id),
  );

  routes.post(
    '/api/custom-exercises',
    {
      preValidation,
      schema: { body: customExerciseInputSchema, response: { 201: customExerciseSchema } },
    },
    async (request, reply) => {
      const created = await createCustomExercise(db, currentUser(request).id, request.body);
      return reply.code(201).send(created);
    },
  );

  routes.patch(
    '/api/custom-exercises/:id',
    {
      preValidation,
      schema: { params, body: customExercisePatchSchema, response: { 200: customExerciseSchema } },
    },
    async (request) => {
      const userId = currentUser(request).id;
      const { exercise, rescored } = await updateCustomExercise(
        db,
        userId,
        request.params.id,
        request.body,
      );
      // Its sets now score another way (seconds, not reps; no e1RM): its records follow now.
      if (rescored) await rebuildExerciseRecords(db, userId, exercise.id);
      return exercise;
    },
  );

  routes.delete(
    '/api/custom-exercises/:id',
    { preValidation, schema: { params } },
    async (request, reply) => {
      await deleteCustomExercise(db, currentUser(request).id, request.params.id);
      return reply.code(204).send();
    },
  );
}

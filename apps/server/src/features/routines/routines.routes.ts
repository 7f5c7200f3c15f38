import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  routineInputSchema,
  routineListSchema,
  routineSchema,
} from '@grandfit/shared/schemas/routines.ts';
import { currentUser, type Authenticator } from '../../auth/authenticate.ts';
import type { Db } from '../../db/client.ts';
import { deleteRoutine, listRoutines, saveRoutine } from './routines.service.ts';

const params = z.object({ id: z.uuid() });

/** His routines, started as free workouts (docs/decisions/076-routines.md). */
export async function routinesRoutes(
  app: FastifyInstance,
  options: { db: Db; authenticator: Authenticator },
) {
  const routes = app.withTypeProvider<ZodTypeProvider>();
  const { db } = options;
  // Before validation, so a signed-out caller learns nothing about the input rules.
  const preValidation = options.authenticator.requireUser;

  routes.get(
    '/api/routines',
    { preValidation, schema: { response: { 200: routineListSchema } } },
    async (request) => listRoutines(db, currentUser(request).id),
  );

  // 201 when made, 200 when his routine of that id was replaced.
  routes.put(
    '/api/routines/:id',
    {
      preValidation,
      schema: {
        params,
        body: routineInputSchema,
        response: { 200: routineSchema, 201: routineSchema },
      },
    },
    async (request, reply) => {
      const { routine, created } = await saveRoutine(
        db,
        currentUser(request).id,
        request.params.id,
        request.body,
      );
      return reply.code(created ? 201 : 200).send(routine);
    },
  );

  routes.delete(
    '/api/routines/:id',
    { preValidation, schema: { params } },
    async (request, reply) => {
      await deleteRoutine(db, currentUser(request).id, request.params.id);
      return reply.code(204).send();
    },
  );
}

import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  exerciseNoteInputSchema,
  exerciseNoteParamsSchema,
  exerciseNoteSchema,
  exerciseNotesSchema,
} from '@grandfit/shared/schemas/exercise-notes.ts';
import { currentUser, type Authenticator } from '../../auth/authenticate.ts';
import type { Db } from '../../db/client.ts';
import { listExerciseNotes, saveExerciseNote } from './exercise-notes.service.ts';
import {
  exerciseRestInputSchema,
  exerciseRestParamsSchema,
  exerciseRestSchema,
  exerciseRestsSchema,
} from '@grandfit/shared/schemas/exercise-rests.ts';
import { listExerciseRests, saveExerciseRest } from './exercise-rests.service.ts';

/** The lifter's own notes on his exercises (decision 052) and his rest for each (decision 059). */
export async function exerciseNotesRoutes(
  app: FastifyInstance,
  options: { db: Db; authenticator: Authenticator },
) {
  const routes = app.withTypeProvider<ZodTypeProvider>();
  // Before validation, so a signed-out caller learns nothing about the input rules.
  const preValidation = options.authenticator.requireUser;

  routes.get(
    '/api/exercise-notes',
    { preValidation, schema: { response: { 200: exerciseNotesSchema } } },
    async (request) => listExerciseNotes(options.db, currentUser(request).id),
  );

  // A PUT: the note replaces the last one, so the outbox may send it again.
  routes.put(
    '/api/exercise-notes/:exerciseId',
    {
      preValidation,
      schema: {
        params: exerciseNoteParamsSchema,
        body: exerciseNoteInputSchema,
        response: { 200: exerciseNoteSchema },
      },
    },
    async (request) =>
      saveExerciseNote(
        options.db,
        currentUser(request).id,
        request.params.exerciseId,
        request.body.note,
      ),
  );

  routes.get(
    '/api/exercise-rests',
    { preValidation, schema: { response: { 200: exerciseRestsSchema } } },
    async (request) => listExerciseRests(options.db, currentUser(request).id),
  );

  // A PUT as well: the rest replaces the last one, so the outbox may send it again.
  routes.put(
    '/api/exercise-rests/:exerciseId',
    {
      preValidation,
      schema: {
        params: exerciseRestParamsSchema,
        body: exerciseRestInputSchema,
        response: { 200: exerciseRestSchema },
      },
    },
    async (request) =>
      saveExerciseRest(
        options.db,
        currentUser(request).id,
        request.params.exerciseId,
        request.body.restSeconds,
      ),
  );
}

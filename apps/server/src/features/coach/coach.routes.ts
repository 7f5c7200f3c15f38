import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  exerciseIdParamsSchema,
  exerciseRecommendationQuerySchema,
  exerciseRecommendationSchema,
  formAnalysisSchema,
  movementCuesSchema,
  progressionRecommendationSchema,
} from '@grandfit/shared/schemas/coach.ts';
import { workoutDateQuerySchema } from '@grandfit/shared/schemas/training.ts';
import { currentUser, type Authenticator } from '../../auth/authenticate.ts';
import type { CoachService } from './coach.service.ts';
import { serverToday } from '../../http/server-today.ts';

/** The built-in coach's answers (docs/product.md#training-routes, docs/coach.md). */
export async function coachRoutes(
  app: FastifyInstance,
  options: { coach: CoachService; authenticator: Authenticator },
) {
  const routes = app.withTypeProvider<ZodTypeProvider>();
  const { coach } = options;
  // Before validation, so a signed-out caller learns nothing about the input rules.
  const preValidation = options.authenticator.requireUser;

  routes.get(
    '/api/ai/exercise-recommendation/:exerciseId',
    {
      preValidation,
      schema: {
        params: exerciseIdParamsSchema,
        querystring: exerciseRecommendationQuerySchema,
        response: { 200: exerciseRecommendationSchema },
      },
    },
    async (request) =>
      coach.exerciseRecommendation(currentUser(request).id, request.params.exerciseId, {
        workoutId: request.query.workoutId,
        exerciseIndex: request.query.exerciseIndex,
        date: request.query.date ?? serverToday(),
      }),
  );

  routes.get(
    '/api/ai/progression-recommendation/:exerciseId',
    {
      preValidation,
      schema: {
        params: exerciseIdParamsSchema,
        querystring: workoutDateQuerySchema,
        response: { 200: progressionRecommendationSchema },
      },
    },
    async (request) =>
      coach.progression(
        currentUser(request).id,
        request.params.exerciseId,
        request.query.date ?? serverToday(),
      ),
  );

  routes.get(
    '/api/ai/movement-cues/:exerciseId/execution',
    {
      preValidation,
      schema: { params: exerciseIdParamsSchema, response: { 200: movementCuesSchema } },
    },
    async (request) => coach.movementCues(currentUser(request).id, request.params.exerciseId),
  );

  routes.get(
    '/api/ai/form-analysis/:exerciseId',
    {
      preValidation,
      schema: { params: exerciseIdParamsSchema, response: { 200: formAnalysisSchema } },
    },
    async (request) => coach.formAnalysis(currentUser(request).id, request.params.exerciseId),
  );
}

import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  analyticsQuerySchema,
  performanceMetricsQuerySchema,
  performanceMetricsSchema,
  predictiveInsightsSchema,
  trainingPhaseAnalysisSchema,
} from '@grandfit/shared/schemas/analytics.ts';
import { currentUser, type Authenticator } from '../../auth/authenticate.ts';
import type { Db } from '../../db/client.ts';
import {
  performanceMetrics,
  predictiveInsights,
  trainingPhaseAnalysis,
} from './analytics.service.ts';

/**
 * The Analytics screen's calls (docs/product.md#analytics-routes, docs/decisions/017-analytics.md,
 * docs/analytics.md).
 */
export async function analyticsRoutes(
  app: FastifyInstance,
  options: { db: Db; authenticator: Authenticator },
) {
  const routes = app.withTypeProvider<ZodTypeProvider>();
  const { db } = options;
  // Before validation, so a signed-out caller learns nothing about the input rules.
  const preValidation = options.authenticator.requireUser;

  routes.get(
    '/api/ai/performance-metrics',
    {
      preValidation,
      schema: {
        querystring: performanceMetricsQuerySchema,
        response: { 200: performanceMetricsSchema },
      },
    },
    async (request) =>
      performanceMetrics(
        db,
        currentUser(request).id,
        request.query.days,
        new Date(),
        request.query.tz,
      ),
  );

  routes.get(
    '/api/ai/predictive-insights',
    {
      preValidation,
      schema: { querystring: analyticsQuerySchema, response: { 200: predictiveInsightsSchema } },
    },
    async (request) =>
      predictiveInsights(db, currentUser(request).id, new Date(), request.query.tz),
  );

  routes.get(
    '/api/ai/training-phase-analysis',
    {
      preValidation,
      schema: {
        querystring: analyticsQuerySchema,
        response: { 200: trainingPhaseAnalysisSchema },
      },
    },
    async (request) =>
      trainingPhaseAnalysis(db, currentUser(request).id, new Date(), request.query.tz),
  );
}

import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { localDay } from '@grandfit/shared/domain/time-zone.ts';
import {
  progressOverviewQuerySchema,
  progressOverviewSchema,
} from '@grandfit/shared/schemas/progress.ts';
import { currentUser, type Authenticator } from '../../auth/authenticate.ts';
import type { Db } from '../../db/client.ts';
import { progressOverview } from './progress.service.ts';

/** The Progress page's figures (docs/product.md#progress-screen, docs/progress.md). */
export async function progressRoutes(
  app: FastifyInstance,
  options: { db: Db; authenticator: Authenticator },
) {
  const routes = app.withTypeProvider<ZodTypeProvider>();
  const { db } = options;
  // Before validation, so a signed-out caller learns nothing about the input rules.
  const preValidation = options.authenticator.requireUser;

  routes.get(
    '/api/progress/overview',
    {
      preValidation,
      schema: {
        querystring: progressOverviewQuerySchema,
        response: { 200: progressOverviewSchema },
      },
    },
    async (request) => {
      const { date, months, tz } = request.query;
      return progressOverview(db, currentUser(request).id, {
        date: date ?? localDay(Date.now(), tz),
        months,
        tz,
      });
    },
  );
}

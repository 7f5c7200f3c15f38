import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  healthPlatformAuthorizationSchema,
  healthPlatformConnectedSchema,
  healthPlatformStatusSchema,
  healthPlatformTokenRequestSchema,
} from '@grandfit/shared/schemas/health-platform.ts';
import { currentUser, type Authenticator } from '../../auth/authenticate.ts';
import type { HealthPlatformService } from './health-platform.service.ts';

/** The health-platform link (docs/product.md#health-platform-connection). */
export async function healthPlatformRoutes(
  app: FastifyInstance,
  options: { service: HealthPlatformService; authenticator: Authenticator },
) {
  const routes = app.withTypeProvider<ZodTypeProvider>();
  const { service } = options;
  // Before validation, so a signed-out caller learns nothing about the input rules.
  const preValidation = options.authenticator.requireUser;

  routes.get(
    '/api/healthkit/status',
    { preValidation, schema: { response: { 200: healthPlatformStatusSchema } } },
    async (request) => service.status(currentUser(request).id),
  );

  routes.post(
    '/api/healthkit/authorize',
    { preValidation, schema: { response: { 200: healthPlatformAuthorizationSchema } } },
    async (request) => service.authorize(currentUser(request).id),
  );

  routes.post(
    '/api/healthkit/token',
    {
      preValidation,
      schema: {
        body: healthPlatformTokenRequestSchema,
        response: { 200: healthPlatformConnectedSchema },
      },
    },
    async (request) => service.exchange(currentUser(request).id, request.body),
  );

  routes.post('/api/healthkit/disconnect', { preValidation }, async (request) => {
    await service.disconnect(currentUser(request).id);
    return { connected: false };
  });
}

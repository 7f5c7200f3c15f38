import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  apiTokenInputSchema,
  apiTokenListSchema,
  createdApiTokenSchema,
} from '@grandfit/shared/schemas/api-tokens.ts';
import { textSchema } from '@grandfit/shared/schemas/safe-input.ts';
import { currentUser, type Authenticator } from '../../auth/authenticate.ts';
import type { Db } from '../../db/client.ts';
import { createApiToken, listApiTokens, revokeApiToken } from './api-tokens.service.ts';

const params = z.object({ id: textSchema('The token id', { max: 100, trim: false }) });

/**
 * The signed-in user's personal API tokens (docs/decisions/040). The authenticator refuses a
 * token on these routes: only a browser session manages tokens.
 */
export async function apiTokensRoutes(
  app: FastifyInstance,
  options: { db: Db; authenticator: Authenticator },
) {
  const routes = app.withTypeProvider<ZodTypeProvider>();
  const { db } = options;
  const preValidation = options.authenticator.requireUser;

  routes.get(
    '/api/tokens',
    { preValidation, schema: { response: { 200: apiTokenListSchema } } },
    async (request) => listApiTokens(db, currentUser(request).id),
  );

  routes.post(
    '/api/tokens',
    {
      preValidation,
      schema: { body: apiTokenInputSchema, response: { 201: createdApiTokenSchema } },
    },
    async (request, reply) => {
      const created = await createApiToken(db, currentUser(request).id, request.body);
      // The secret is in this answer only: no shared cache may keep it.
      return reply.code(201).header('cache-control', 'no-store').send(created);
    },
  );

  routes.delete(
    '/api/tokens/:id',
    { preValidation, schema: { params } },
    async (request, reply) => {
      const revoked = await revokeApiToken(db, currentUser(request).id, request.params.id);
      if (!revoked) return reply.code(404).send({ message: 'No such token' });
      return reply.code(204).send();
    },
  );
}

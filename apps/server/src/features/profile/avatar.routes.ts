import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { avatarConfigInputSchema, avatarResponseSchema } from '@grandfit/shared/schemas/avatar.ts';
import { apiErrorSchema } from '@grandfit/shared/schemas/errors.ts';
import { currentUser, type Authenticator } from '../../auth/authenticate.ts';
import type { Db } from '../../db/client.ts';
import { avatarOf } from '../users/users.presenter.ts';
import { saveAvatar } from './avatar.service.ts';

export async function avatarRoutes(
  app: FastifyInstance,
  options: { db: Db; authenticator: Authenticator },
) {
  const routes = app.withTypeProvider<ZodTypeProvider>();
  const { db } = options;

  routes.get(
    '/api/user/avatar',
    {
      preValidation: options.authenticator.requireUser,
      schema: { response: { 200: avatarResponseSchema } },
    },
    // The session lookup already loaded this user's row, so no second query is needed.
    async (request) => ({ avatarConfig: avatarOf(currentUser(request)) }),
  );

  routes.post(
    '/api/user/avatar',
    {
      preValidation: options.authenticator.requireUser,
      schema: {
        body: avatarConfigInputSchema,
        response: { 200: avatarResponseSchema, 404: apiErrorSchema },
      },
    },
    async (request, reply) => {
      const avatarConfig = await saveAvatar(db, currentUser(request).id, request.body);
      if (!avatarConfig) return reply.code(404).send({ message: 'User not found' });
      return { avatarConfig };
    },
  );
}

import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { avatarConfigInputSchema, avatarResponseSchema } from '@grandfit/shared/schemas/avatar.ts';
import { apiErrorSchema } from '@grandfit/shared/schemas/errors.ts';
import { currentUser, type Authenticator } from '../../auth/authenticate.ts';
import type { Db } from '../../db/client.ts';
import { getAvatar, saveAvatar } from './avatar.service.ts';

export async function avatarRoutes(
  app: FastifyInstance,
  options: { db: Db; authenticator: Authenticator },
) {
  const routes = app.withTypeProvider<ZodTypeProvider>();
  const { db } = options;

  routes.get(
    '/api/user/avatar',
    {
      preHandler: options.authenticator.requireUser,
      schema: { response: { 200: avatarResponseSchema, 404: apiErrorSchema } },
    },
    async (request, reply) => {
      const avatarConfig = await getAvatar(db, currentUser(request).id);
      if (!avatarConfig) return reply.code(404).send({ message: 'User not found' });
      return { avatarConfig };
    },
  );

  routes.post(
    '/api/user/avatar',
    {
      preHandler: options.authenticator.requireUser,
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

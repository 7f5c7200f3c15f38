import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  userSettingsResponseSchema,
  userSettingsSchema,
} from '@grandfit/shared/schemas/settings.ts';
import { currentUser, type Authenticator } from '../../auth/authenticate.ts';
import type { Db } from '../../db/client.ts';
import { getSettings, saveSettings } from './settings.service.ts';

/** GET and PUT /api/user/settings ("Settings & Preferences"). */
export async function settingsRoutes(
  app: FastifyInstance,
  options: { db: Db; authenticator: Authenticator },
) {
  const routes = app.withTypeProvider<ZodTypeProvider>();
  const { db } = options;
  // Before validation, so a signed-out caller learns nothing about the input rules.
  const preValidation = options.authenticator.requireUser;

  routes.get(
    '/api/user/settings',
    { preValidation, schema: { response: { 200: userSettingsResponseSchema } } },
    (request) => getSettings(db, currentUser(request).id),
  );

  routes.put(
    '/api/user/settings',
    {
      preValidation,
      schema: { body: userSettingsSchema, response: { 200: userSettingsResponseSchema } },
    },
    (request) => saveSettings(db, currentUser(request).id, request.body),
  );
}

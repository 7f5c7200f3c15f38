import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  notificationListSchema,
  pushSubscriptionSchema,
  subscribeResultSchema,
  unsubscribeSchema,
  vapidKeySchema,
} from '@grandfit/shared/schemas/notifications.ts';
import { currentUser, type Authenticator } from '../../auth/authenticate.ts';
import type { Db } from '../../db/client.ts';
import { HttpError } from '../../http/http-error.ts';
import { listNotifications, markAllRead } from './inbox.service.ts';
import { subscribe, unsubscribe } from './subscriptions.service.ts';
import { getVapidKeys } from './vapid.service.ts';

/**
 * Push subscriptions, the VAPID key and the bell's list (docs/product.md#notifications-routes,
 * docs/decisions/016-notifications.md).
 */
export async function notificationsRoutes(
  app: FastifyInstance,
  options: {
    db: Db;
    authenticator: Authenticator;
    /** Plain-http push endpoints (a loopback test push service) are refused in production. */
    allowHttpEndpoints: boolean;
  },
) {
  const routes = app.withTypeProvider<ZodTypeProvider>();
  const { db } = options;
  const preValidation = options.authenticator.requireUser;

  routes.get(
    '/api/notifications/vapid-key',
    { preValidation, schema: { response: { 200: vapidKeySchema } } },
    async () => ({ publicKey: (await getVapidKeys(db)).publicKey }),
  );

  routes.post(
    '/api/notifications/subscribe',
    {
      preValidation,
      schema: { body: pushSubscriptionSchema, response: { 200: subscribeResultSchema } },
    },
    async (request) => {
      if (!options.allowHttpEndpoints && !request.body.endpoint.startsWith('https://')) {
        throw new HttpError(400, 'Endpoint must be an https URL');
      }
      const { timeZone } = await subscribe(db, currentUser(request).id, request.body);
      return { subscribed: true as const, timeZone };
    },
  );

  routes.post(
    '/api/notifications/unsubscribe',
    { preValidation, schema: { body: unsubscribeSchema } },
    async (request, reply) => {
      await unsubscribe(db, currentUser(request).id, request.body.endpoint);
      return reply.code(204).send();
    },
  );

  routes.get(
    '/api/notifications',
    { preValidation, schema: { response: { 200: notificationListSchema } } },
    async (request) => listNotifications(db, currentUser(request).id),
  );

  routes.post('/api/notifications/read', { preValidation }, async (request, reply) => {
    await markAllRead(db, currentUser(request).id);
    return reply.code(204).send();
  });
}

import { Readable } from 'node:stream';
import { buffer } from 'node:stream/consumers';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { addDays } from '@grandfit/shared/domain/dates.ts';
import {
  PROGRESS_PHOTO_TYPES,
  methodOverviewQuerySchema,
  methodOverviewSchema,
  progressPhotoListSchema,
  progressPhotoParamsSchema,
  progressPhotoSchema,
  progressPhotoUploadQuerySchema,
} from '@grandfit/shared/schemas/method.ts';
import { currentUser, type Authenticator } from '../../auth/authenticate.ts';
import type { Db } from '../../db/client.ts';
import { HttpError } from '../../http/http-error.ts';
import type { FileStorage } from '../../storage/file-storage.ts';
import { closeUnread } from '../../http/read-upload.ts';
import type { UploadsService } from '../../uploads/uploads.service.ts';
import { methodOverview } from './overview.service.ts';
import { PHOTOS_URL, photosService } from './photos.service.ts';
import { serverToday } from '../../http/server-today.ts';
import { localDay } from '@grandfit/shared/domain/time-zone.ts';

const PHOTO_NOT_FOUND = 'Photo not found';

/** The Method page (docs/product.md#method-screen): its overview and the progress photo series. */
export async function methodRoutes(
  app: FastifyInstance,
  options: { db: Db; authenticator: Authenticator; storage: FileStorage; uploads: UploadsService },
) {
  const routes = app.withTypeProvider<ZodTypeProvider>();
  const { db } = options;
  // Before validation, so a signed-out caller learns nothing about the input rules.
  const preValidation = options.authenticator.requireUser;
  const photos = photosService(db, options.storage, options.uploads);

  // Scoped to this plugin: the handler reads the image itself, after the session check, with the
  // photo's own size limit (the app's 1 MB body limit is for JSON).
  app.addContentTypeParser([...PROGRESS_PHOTO_TYPES], (_request, payload, done) =>
    done(null, payload),
  );

  routes.get(
    '/api/method/overview',
    {
      preValidation,
      schema: { querystring: methodOverviewQuerySchema, response: { 200: methodOverviewSchema } },
    },
    async (request) =>
      methodOverview(
        db,
        currentUser(request).id,
        // Without a date, today in the user's zone (domain/time-zone.ts), as Progress and Analytics.
        request.query.date ??
          localDay(
            Date.now(),
            request.query.tz ?? { utcOffsetMinutes: request.query.utcOffset ?? 0 },
          ),
        request.query.utcOffset ?? 0,
        request.query.tz,
      ),
  );

  routes.get(
    PHOTOS_URL,
    { preValidation, schema: { response: { 200: progressPhotoListSchema } } },
    async (request) => photos.list(currentUser(request).id),
  );

  routes.post(
    PHOTOS_URL,
    {
      preValidation,
      schema: {
        querystring: progressPhotoUploadQuerySchema,
        response: { 201: progressPhotoSchema },
      },
    },
    async (request, reply) => {
      const userId = currentUser(request).id;
      const body = request.body;
      if (!(body instanceof Readable)) {
        throw new HttpError(415, 'Upload the photo itself as a JPEG, PNG or WebP image');
      }
      const takenOn = request.query.takenOn ?? serverToday();
      // A day ahead of the server's is still today somewhere (UTC+14).
      if (takenOn > addDays(serverToday(), 1)) {
        const error = new HttpError(400, 'A photo cannot be dated in the future');
        closeUnread(body, reply, error);
        throw error;
      }
      const photo = await photos
        .save(userId, { takenOn, body, contentLength: request.headers['content-length'] })
        .catch((error: unknown) => {
          closeUnread(body, reply, error);
          throw error;
        });
      return reply.code(201).send(photo);
    },
  );

  routes.get(
    `${PHOTOS_URL}/:id`,
    { preValidation, schema: { params: progressPhotoParamsSchema } },
    async (request, reply) => {
      const found = await photos.open(currentUser(request).id, request.params.id);
      if (!found) throw new HttpError(404, PHOTO_NOT_FOUND);
      const { photo } = found;
      // Read whole (at most 10 MB) and sent in one write: a streamed answer can end a moment
      // after the client has every byte, and a server closing in that moment keeps the
      // connection open for the whole keep-alive timeout.
      const bytes = await buffer(found.bytes);
      const extension = photo.contentType.slice('image/'.length).replace('jpeg', 'jpg');
      return (
        reply
          .type(photo.contentType)
          // Only the owner's browser may keep it; an id's bytes never change.
          .header('cache-control', 'private, max-age=31536000, immutable')
          .header(
            'content-disposition',
            `inline; filename="progress-${photo.takenOn}.${extension}"`,
          )
          .send(bytes)
      );
    },
  );

  routes.delete(
    `${PHOTOS_URL}/:id`,
    { preValidation, schema: { params: progressPhotoParamsSchema } },
    async (request, reply) => {
      const outcome = await photos.remove(currentUser(request).id, request.params.id);
      if (outcome === 'not-found') throw new HttpError(404, PHOTO_NOT_FOUND);
      return reply.code(204).send();
    },
  );
}

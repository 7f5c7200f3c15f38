import { Readable } from 'node:stream';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  VIDEOS_URL,
  VIDEO_TYPES,
  storedVideoAnalysisSchema,
  uploadedVideoSchema,
  videoAnalysisRequestSchema,
  videoParamsSchema,
} from '@grandfit/shared/schemas/video.ts';
import { currentUser, type Authenticator } from '../../auth/authenticate.ts';
import type { Db } from '../../db/client.ts';
import { HttpError } from '../../http/http-error.ts';
import { closeUnread } from '../../http/read-upload.ts';
import type { FileStorage } from '../../storage/file-storage.ts';
import type { UploadsService } from '../../uploads/uploads.service.ts';
import { VIDEO_NOT_FOUND, videosService } from './videos.service.ts';

/**
 * Video form analysis (docs/product.md#video-routes, docs/video-analysis.md): the upload of a
 * set's video and the analysis the device made of it.
 */
export async function videoRoutes(
  app: FastifyInstance,
  options: { db: Db; authenticator: Authenticator; storage: FileStorage; uploads: UploadsService },
) {
  const routes = app.withTypeProvider<ZodTypeProvider>();
  const preValidation = options.authenticator.requireUser;
  const service = videosService(options.db, options.storage, options.uploads);

  // Scoped to this plugin: the handler reads the video itself, after the session check, with the
  // video's own size limit (the app's 1 MB body limit is for JSON).
  app.addContentTypeParser([...VIDEO_TYPES], (_request, payload, done) => done(null, payload));

  routes.post(
    `${VIDEOS_URL}/upload`,
    { preValidation, schema: { response: { 201: uploadedVideoSchema } } },
    async (request, reply) => {
      const body = request.body;
      if (!(body instanceof Readable)) {
        throw new HttpError(415, 'Upload the video itself as an MP4, MOV or WebM file');
      }
      const video = await service
        .save(currentUser(request).id, { body, contentLength: request.headers['content-length'] })
        .catch((error: unknown) => {
          closeUnread(body, reply, error);
          throw error;
        });
      return reply.code(201).send(video);
    },
  );

  routes.get(
    `${VIDEOS_URL}/:id`,
    { preValidation, schema: { params: videoParamsSchema } },
    async (request, reply) => {
      const found = await service.open(currentUser(request).id, request.params.id);
      if (!found) throw new HttpError(404, VIDEO_NOT_FOUND);
      return reply
        .type(found.video.contentType)
        .header('content-length', found.video.byteSize)
        .header('cache-control', 'private, max-age=31536000, immutable')
        .send(found.bytes);
    },
  );

  routes.delete(
    `${VIDEOS_URL}/:id`,
    { preValidation, schema: { params: videoParamsSchema } },
    async (request, reply) => {
      const outcome = await service.remove(currentUser(request).id, request.params.id);
      if (outcome === 'not-found') throw new HttpError(404, VIDEO_NOT_FOUND);
      return reply.code(204).send();
    },
  );

  routes.post(
    '/api/ai/video-analysis',
    {
      preValidation,
      schema: {
        body: videoAnalysisRequestSchema,
        response: { 200: storedVideoAnalysisSchema, 201: storedVideoAnalysisSchema },
      },
    },
    async (request, reply) => {
      const { analysis, created } = await service.saveAnalysis(
        currentUser(request).id,
        request.body,
      );
      return reply.code(created ? 201 : 200).send(analysis);
    },
  );
}

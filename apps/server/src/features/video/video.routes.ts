import path from 'node:path';
import { Readable } from 'node:stream';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  VIDEOS_URL,
  VIDEO_MAX_BYTES,
  VIDEO_TYPES,
  storedVideoAnalysisSchema,
  uploadedVideoSchema,
  videoAnalysisRequestSchema,
  videoParamsSchema,
} from '@grandfit/shared/schemas/video.ts';
import { currentUser, type Authenticator } from '../../auth/authenticate.ts';
import type { Db } from '../../db/client.ts';
import { HttpError } from '../../http/http-error.ts';
import { readUpload } from '../../http/read-upload.ts';
import { localFileStorage, type FileStorage } from '../../storage/file-storage.ts';
import { NOT_A_VIDEO, videoTooLargeMessage, videoTypeOf } from './video-type.ts';
import { VIDEO_NOT_FOUND, videosService } from './videos.service.ts';

/**
 * Video form analysis (spec 7, issue 8 point 5; docs/video-analysis.md): the upload of a set's
 * video and the analysis the device made of it.
 */
export async function videoRoutes(
  app: FastifyInstance,
  options: { db: Db; authenticator: Authenticator; dataDir: string; storage?: FileStorage },
) {
  const routes = app.withTypeProvider<ZodTypeProvider>();
  const preValidation = options.authenticator.requireUser;
  const service = videosService(
    options.db,
    options.storage ?? localFileStorage(path.join(options.dataDir, 'uploads')),
  );

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
      let bytes: Buffer;
      try {
        bytes = await readUpload(
          body,
          request.headers['content-length'],
          VIDEO_MAX_BYTES,
          videoTooLargeMessage(VIDEO_MAX_BYTES),
        );
      } catch (error) {
        // The rest of a refused body is not wanted: close once the 413 is sent.
        if (error instanceof HttpError && error.statusCode === 413) {
          reply.header('connection', 'close');
        }
        throw error;
      }
      // The bytes decide, not the header.
      const contentType = videoTypeOf(bytes);
      if (!contentType) throw new HttpError(400, NOT_A_VIDEO);
      const video = await service.save(currentUser(request).id, contentType, bytes);
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

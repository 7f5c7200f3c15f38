import { PassThrough, Readable } from 'node:stream';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  WORKOUT_IMPORT_CONTENT_TYPES,
  workoutImportCommitSchema,
  workoutImportParamsSchema,
  workoutImportPreviewQuerySchema,
  workoutImportPreviewSchema,
  type WorkoutImportLine,
} from '@grandfit/shared/schemas/workout-import.ts';
import { currentUser, type Authenticator } from '../../auth/authenticate.ts';
import type { Db } from '../../db/client.ts';
import type { UserChanges } from '../../db/user-changes.ts';
import { HttpError } from '../../http/http-error.ts';
import { closeUnread } from '../../http/read-upload.ts';
import type { FileStorage } from '../../storage/file-storage.ts';
import { uploadGate } from '../../uploads/upload-gate.ts';
import { TOO_MANY_AT_ONCE, TOO_MANY_OF_YOURS } from '../../uploads/uploads.service.ts';
import { stagingArea } from './staging.ts';
import { workoutImportService, type ImportOptions } from './workout-import.service.ts';

const HOUR_MS = 60 * 60 * 1000;
export const IMPORT_FAILED = 'The import failed and nothing was saved: try again';

/** Strong, Hevy and Liftosaur imports: preview (stages the file), then commit (streams progress). */
export async function workoutImportRoutes(
  app: FastifyInstance,
  options: {
    db: Db;
    authenticator: Authenticator;
    storage: FileStorage;
    changes: UserChanges;
  } & ImportOptions,
) {
  const routes = app.withTypeProvider<ZodTypeProvider>();
  // Before validation, as on every route: a signed-out caller learns nothing about the input.
  const preValidation = options.authenticator.requireUser;
  const staging = stagingArea(options.storage);
  const service = workoutImportService(options.db, staging, options);
  // An import reads a file of up to 32 MB and writes up to a million rows: a few at a time.
  const gate = uploadGate({ perUser: 1, perInstance: 4 });
  const enter = (userId: string) => {
    const entry = gate.enter(userId);
    if (!entry.admitted) {
      throw new HttpError(429, entry.full === 'user' ? TOO_MANY_OF_YOURS : TOO_MANY_AT_ONCE);
    }
    return entry;
  };

  const clearStale = () =>
    staging.removeStale().catch((error: unknown) => {
      app.log.error({ err: error }, 'removing stale workout imports failed');
    });
  let timer: NodeJS.Timeout | undefined;
  app.addHook('onReady', async () => {
    void clearStale();
    timer = setInterval(() => void clearStale(), HOUR_MS);
    timer.unref();
  });
  app.addHook('onClose', async () => clearInterval(timer));

  // Scoped to this plugin: the file is read as a stream, never whole in memory, and Fastify's body
  // limit (for buffered bodies) does not apply; the service's byte limit does.
  app.addContentTypeParser([...WORKOUT_IMPORT_CONTENT_TYPES], (_request, payload, done) =>
    done(null, payload),
  );

  routes.post(
    '/api/imports/workouts/preview',
    {
      preValidation,
      schema: {
        querystring: workoutImportPreviewQuerySchema,
        response: { 200: workoutImportPreviewSchema },
      },
    },
    async (request, reply) => {
      const userId = currentUser(request).id;
      const body = request.body;
      if (!(body instanceof Readable)) {
        throw new HttpError(415, 'Upload the CSV file itself (text/csv)');
      }
      try {
        const entry = enter(userId);
        try {
          return await service.preview(
            userId,
            body,
            request.headers['content-length'],
            request.query.tz,
          );
        } finally {
          entry.leave();
        }
      } catch (error) {
        closeUnread(body, reply, error);
        throw error;
      }
    },
  );

  routes.post(
    '/api/imports/workouts/:uploadId',
    {
      preValidation,
      schema: { params: workoutImportParamsSchema, body: workoutImportCommitSchema },
    },
    async (request, reply) => {
      const userId = currentUser(request).id;
      const entry = enter(userId);
      let job;
      try {
        job = await service.prepareCommit(userId, request.params.uploadId, request.body);
      } catch (error) {
        entry.leave();
        throw error;
      }
      // From here the answer is a stream of NDJSON lines: a failure is its last line.
      const out = new PassThrough();
      const write = (line: WorkoutImportLine) => out.write(`${JSON.stringify(line)}\n`);
      job
        .run(write)
        .then(
          (result) => {
            // Screens refetch what the import changed (their caches hear of it first).
            options.changes.changed(userId);
            write({ type: 'result', result });
          },
          (error: unknown) => {
            if (error instanceof HttpError && error.statusCode < 500) {
              write({ type: 'error', status: error.statusCode, message: error.message });
            } else {
              request.log.error({ err: error }, 'workout import failed');
              write({ type: 'error', status: 500, message: IMPORT_FAILED });
            }
          },
        )
        .finally(() => {
          entry.leave();
          out.end();
        });
      return reply
        .header('content-type', 'application/x-ndjson; charset=utf-8')
        .header('cache-control', 'no-store')
        .send(out);
    },
  );
}

import path from 'node:path';
import { Readable } from 'node:stream';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  HEALTH_IMPORT_CONTENT_TYPES,
  healthImportListSchema,
  healthImportQuerySchema,
  healthImportSchema,
} from '@grandfit/shared/schemas/health-import.ts';
import { currentUser, type Authenticator } from '../../auth/authenticate.ts';
import type { Db } from '../../db/client.ts';
import { readAppleHealthUpload, tooLargeMessage } from './apple-health-upload.ts';
import { listHealthImports, saveAppleHealthImport } from './health-import.service.ts';
import { removeStaleSpools } from './upload-spool.ts';

/** Answered as `{ message }` with its status by the error handler. */
class UploadError extends Error {
  constructor(
    readonly statusCode: number,
    message: string,
  ) {
    super(message);
  }
}

/** Import of an Apple Health export (the Health app's export.zip or its export.xml). */
export async function healthImportRoutes(
  app: FastifyInstance,
  options: { db: Db; authenticator: Authenticator; maxBytes: number; dataDir: string },
) {
  const routes = app.withTypeProvider<ZodTypeProvider>();
  const { db, maxBytes } = options;
  // Before validation, as on every route: a signed-out caller learns nothing about the input.
  const preValidation = options.authenticator.requireUser;
  const tempDir = path.join(options.dataDir, 'tmp', 'health-import');
  await removeStaleSpools(tempDir);

  // Scoped to this plugin: the handler reads the body as a stream, so a 1 GB export never sits
  // in memory, and Fastify's body limit (for buffered bodies) does not apply.
  app.addContentTypeParser([...HEALTH_IMPORT_CONTENT_TYPES], (_request, payload, done) =>
    done(null, payload),
  );

  routes.post(
    '/api/health/import/apple-health',
    {
      preValidation,
      schema: { querystring: healthImportQuerySchema, response: { 200: healthImportSchema } },
    },
    async (request) => {
      const userId = currentUser(request).id;
      const body = request.body;
      if (!(body instanceof Readable)) {
        throw new UploadError(415, 'Upload the export.zip or export.xml file itself');
      }
      // Refused before reading: the rest is dropped as it arrives so the client still gets the answer.
      if (Number(request.headers['content-length'] ?? 0) > maxBytes) {
        body.resume();
        throw new UploadError(400, tooLargeMessage(maxBytes));
      }
      const parsed = await readAppleHealthUpload(body, {
        maxBytes,
        tempDir,
        timeZone: request.query.tz,
      });
      return saveAppleHealthImport(db, userId, parsed);
    },
  );

  routes.get(
    '/api/health/imports',
    { preValidation, schema: { response: { 200: healthImportListSchema } } },
    async (request) => listHealthImports(db, currentUser(request).id),
  );
}

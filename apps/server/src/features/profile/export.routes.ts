import type { FastifyInstance, FastifyReply } from 'fastify';
import { workoutImportPreviewQuerySchema } from '@grandfit/shared/schemas/workout-import.ts';
import { currentUser, type Authenticator } from '../../auth/authenticate.ts';
import type { Db } from '../../db/client.ts';
import { exportAll, healthCsv, readinessCsv, trainingCsv } from './export.service.ts';
import { serverToday } from '../../http/server-today.ts';
import { strongCsvExport } from '../workout-import/strong-export.service.ts';

function download(reply: FastifyReply, filename: string, type: string, body: string) {
  const day = serverToday();
  return reply
    .header('content-type', type)
    .header(
      'content-disposition',
      `attachment; filename="grandfit-${filename}-${day}.${type.includes('csv') ? 'csv' : 'json'}"`,
    )
    .header('cache-control', 'no-store')
    .send(body);
}

/** "Export Training Data": everything as JSON, and the histories as CSV. */
export async function exportRoutes(
  app: FastifyInstance,
  options: { db: Db; authenticator: Authenticator },
) {
  const { db } = options;
  // Before validation, so a signed-out caller learns nothing about the input rules.
  const preValidation = options.authenticator.requireUser;

  app.get('/api/user/export.json', { preValidation }, async (request, reply) =>
    download(
      reply,
      'export',
      'application/json; charset=utf-8',
      JSON.stringify(await exportAll(db, currentUser(request)), null, 2),
    ),
  );
  const histories = { health: healthCsv, training: trainingCsv, readiness: readinessCsv };
  for (const [name, csv] of Object.entries(histories)) {
    app.get(`/api/user/export/${name}.csv`, { preValidation }, async (request, reply) =>
      download(reply, name, 'text/csv; charset=utf-8', await csv(db, currentUser(request).id)),
    );
  }
  // Strong's comma layout, in the user's unit and zone (decision 037): what other apps import.
  app.get<{ Querystring: { tz?: string } }>(
    '/api/user/export/strong.csv',
    { preValidation, schema: { querystring: workoutImportPreviewQuerySchema } },
    async (request, reply) =>
      download(
        reply,
        'strong',
        'text/csv; charset=utf-8',
        await strongCsvExport(db, currentUser(request).id, request.query.tz),
      ),
  );
}

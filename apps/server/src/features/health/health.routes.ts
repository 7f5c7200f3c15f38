import type { FastifyInstance } from 'fastify';
import type { Database } from '../../db/client.ts';

/** GET /healthz: 200 when the database answers, 503 otherwise (for load balancers and probes). */
export async function healthRoutes(app: FastifyInstance, options: { database: Database }) {
  app.get('/healthz', async (request, reply) => {
    try {
      await options.database.ping();
      return reply
        .header('cache-control', 'no-store')
        .send({ status: 'ok', database: options.database.kind });
    } catch (error) {
      request.log.error({ err: error }, 'health check: database unreachable');
      return reply.code(503).send({ status: 'error', database: options.database.kind });
    }
  });
}

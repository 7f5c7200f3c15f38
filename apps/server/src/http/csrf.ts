import type { FastifyInstance } from 'fastify';

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

/**
 * Cross-site request forgery guard for the API (DESIGN 6): a write must be JSON (a cross-site form
 * cannot send that content type without a CORS preflight, which we never grant) and come from our
 * own origin.
 */
export function installCsrfGuard(app: FastifyInstance, options: { publicUrl: string }) {
  const publicOrigin = new URL(options.publicUrl).origin;
  app.addHook('onRequest', async (request, reply) => {
    if (SAFE_METHODS.has(request.method) || !request.url.startsWith('/api/')) return;
    const origin = request.headers.origin;
    const ownOrigin = `${request.protocol}://${request.host}`;
    if (!origin || (origin !== publicOrigin && origin !== ownOrigin)) {
      return reply.code(403).send({ message: 'Cross-origin request refused' });
    }
    const contentType = request.headers['content-type'] ?? '';
    if (!/^application\/json\b/i.test(contentType)) {
      return reply.code(415).send({ message: 'Content-Type must be application/json' });
    }
  });
}

import fs from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';

const NOT_FOR_THE_SPA = /^\/(api|oidc)(\/|$)|^\/healthz$/;

/**
 * Serves the built web client with an SPA fallback to index.html. Hashed assets are cached for a
 * year; the shell, manifest and service worker are revalidated on every load so updates show up.
 */
export async function webClient(app: FastifyInstance, options: { webDist: string }) {
  const indexFile = path.join(options.webDist, 'index.html');
  const hasClient = fs.existsSync(indexFile);
  if (hasClient) {
    await app.register(fastifyStatic, {
      root: options.webDist,
      wildcard: false,
      index: false,
      preCompressed: true,
      setHeaders: (reply, filePath) => {
        const immutable = filePath.includes(`${path.sep}assets${path.sep}`);
        reply.header(
          'cache-control',
          immutable ? 'public, max-age=31536000, immutable' : 'no-cache',
        );
      },
    });
  } else {
    app.log.warn(`web client not built (${indexFile} missing): serving the API only`);
  }

  app.setNotFoundHandler((request, reply) => {
    const pathname = request.url.split('?')[0] ?? '/';
    const wantsPage = request.method === 'GET' && !NOT_FOR_THE_SPA.test(pathname);
    if (hasClient && wantsPage) {
      return reply.header('cache-control', 'no-cache').sendFile('index.html');
    }
    return reply.code(404).send({ message: 'Not Found' });
  });
}

import type { FastifyReply, FastifyRequest } from 'fastify';

/** Runs one step of a request and records how long it took. */
export type Timed = <T>(name: string, work: () => Promise<T>) => Promise<T>;

/** Runs the step without recording it (callers without a request: the CLI, tests). */
export const untimed: Timed = (_name, work) => work();

/**
 * The steps of a request as a Server-Timing header (W3C Server Timing), which the browser's
 * Resource Timing and `npm run bench -- signup` read. Only at LOG_LEVEL=debug: step times, a
 * password hash's in particular, are for whoever measures the server, not for every visitor. The
 * header goes on the raw response, so replies that oidc-provider writes itself carry it too.
 */
export function serverTiming(request: FastifyRequest, reply: FastifyReply): Timed {
  if (request.log.level !== 'debug' && request.log.level !== 'trace') return untimed;
  return async (name, work) => {
    const start = performance.now();
    try {
      return await work();
    } finally {
      const entry = `${name};dur=${(performance.now() - start).toFixed(1)}`;
      const previous = reply.raw.getHeader('server-timing');
      if (!reply.raw.headersSent) {
        reply.raw.setHeader('server-timing', previous ? `${String(previous)}, ${entry}` : entry);
      }
    }
  };
}

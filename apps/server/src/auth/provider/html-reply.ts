import type { FastifyReply } from 'fastify';

/** An HTML page of the provider: never cached, as each one is for one person and one moment. */
export function html(reply: FastifyReply, status: number, body: string) {
  return reply
    .code(status)
    .type('text/html; charset=utf-8')
    .header('cache-control', 'no-store')
    .send(body);
}

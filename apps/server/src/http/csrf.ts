import type { FastifyInstance } from 'fastify';
import { hasBearer } from '../auth/authenticate.ts';

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

/**
 * Content types a cross-site page cannot send without a CORS preflight (which we never grant): JSON,
 * and the types of file uploads (a health export, a progress photo, an exercise video, a training
 * log's CSV). Form and text/plain bodies are refused.
 */
const PREFLIGHTED_CONTENT_TYPE =
  /^(application\/json|application\/xml|text\/xml|application\/zip|application\/x-zip-compressed|application\/octet-stream|image\/jpeg|image\/png|image\/webp|video\/mp4|video\/quicktime|video\/webm|text\/csv|application\/csv|application\/vnd\.ms-excel)\b/i;

/** Plain HTML forms of our own pages that post to the API (the sign-out confirmation). */
const FORM_POSTS = new Set(['/api/logout']);
const FORM_CONTENT_TYPE = /^application\/x-www-form-urlencoded\b/i;

/**
 * Cross-site request forgery guard for the API (docs/product.md#sessions-and-csrf): a write must
 * have a preflighted content type and come from our own origin. A request with a bearer token is
 * exempt: no cross-site page can send an Authorization header without a preflight (a browser
 * resends Basic credentials by itself, never a bearer token), and the authenticator then judges it
 * by its token alone, never by the cookie it may also carry (docs/decisions/040).
 */
export function installCsrfGuard(app: FastifyInstance, options: { publicUrl: string }) {
  const publicOrigin = new URL(options.publicUrl).origin;
  app.addHook('onRequest', async (request, reply) => {
    if (SAFE_METHODS.has(request.method) || !request.url.startsWith('/api/')) return;
    if (hasBearer(request)) return;
    const origin = request.headers.origin;
    const ownOrigin = `${request.protocol}://${request.host}`;
    if (!origin || (origin !== publicOrigin && origin !== ownOrigin)) {
      return reply.code(403).send({ message: 'Cross-origin request refused' });
    }
    const contentType = request.headers['content-type'] ?? '';
    const formPost = FORM_POSTS.has(request.url) && FORM_CONTENT_TYPE.test(contentType);
    if (!formPost && !PREFLIGHTED_CONTENT_TYPE.test(contentType)) {
      return reply.code(415).send({ message: 'Content-Type must be application/json' });
    }
  });
}

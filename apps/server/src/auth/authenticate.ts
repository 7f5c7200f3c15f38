import type { FastifyReply, FastifyRequest } from 'fastify';
import type { ApiTokenScope } from '@grandfit/shared/schemas/api-tokens.ts';
import type { Db } from '../db/client.ts';
import { findApiToken } from './api-tokens.ts';
import { readCookie, sessionCookieName, type CookieSettings } from './session-cookie.ts';
import { findSession, type SessionUser } from './sessions.ts';

declare module 'fastify' {
  interface FastifyRequest {
    /** Set by requireUser for the routes it guards. */
    sessionUser: SessionUser | null;
    /** The personal API token the request was authenticated with, when it was (not a cookie). */
    apiToken: { id: string; scope: ApiTokenScope } | null;
  }
}

export interface Authenticator {
  /**
   * A preValidation hook: answers 401 unless the request carries a live session cookie or a live
   * personal API token (docs/decisions/040).
   */
  requireUser(request: FastifyRequest, reply: FastifyReply): Promise<void>;
}

/** Counts a token's call; answers how many milliseconds to wait when the token is over its limit. */
export type TokenRateLimit = (request: FastifyRequest) => Promise<number | null>;

const READ_METHODS = new Set(['GET', 'HEAD']);

/**
 * Routes that manage the account itself: a leaked token must not be able to lock the user out or
 * outlive its revocation by minting another (docs/decisions/040). Passwords are changed on the
 * identity provider's own pages, which never accept a token.
 */
const SESSION_ONLY_ROUTES = [/^\/api\/account(\/|$)/, /^\/api\/tokens(\/|$)/];

const BEARER = /^Bearer +(\S+)$/i;

/** Whether the request sends a bearer token (well formed or not). */
export const hasBearer = (request: FastifyRequest) =>
  /^Bearer(\s|$)/i.test(request.headers.authorization ?? '');

export function createAuthenticator(
  db: Db,
  cookies: CookieSettings,
  options: { tokenRateLimit?: TokenRateLimit } = {},
): Authenticator {
  const cookieName = sessionCookieName(cookies);
  const unauthorized = (reply: FastifyReply, bearer: boolean) => {
    if (bearer) void reply.header('www-authenticate', 'Bearer');
    return reply.code(401).send({ message: 'Unauthorized' });
  };
  return {
    async requireUser(request, reply) {
      // A request that names a bearer token is judged by the token alone, cookie or not: a bad
      // token is never rescued by the browser's session, and the CSRF guard lets such requests
      // through (http/csrf.ts) only because no cookie can then act for them. Other schemes (a
      // reverse proxy's Basic credentials, which the browser resends by itself) are not ours.
      if (hasBearer(request)) {
        const secret = BEARER.exec(request.headers.authorization ?? '')?.[1];
        const holder = secret ? await findApiToken(db, secret) : null;
        if (!holder) return unauthorized(reply, true);
        // Every call of a known token counts, refused ones too.
        request.apiToken = { id: holder.tokenId, scope: holder.scope };
        const waitMs = options.tokenRateLimit ? await options.tokenRateLimit(request) : null;
        if (waitMs !== null) {
          return reply
            .code(429)
            .header('retry-after', String(Math.ceil(waitMs / 1000)))
            .send({ message: 'Too many requests with this API token: try again later.' });
        }
        const url = request.routeOptions.url ?? '';
        if (SESSION_ONLY_ROUTES.some((route) => route.test(url))) {
          return reply
            .code(403)
            .send({ message: 'API tokens cannot manage the account: sign in to do this.' });
        }
        if (holder.scope === 'read' && !READ_METHODS.has(request.method)) {
          return reply.code(403).send({ message: 'This API token is read-only.' });
        }
        request.sessionUser = holder.user;
        return;
      }
      const token = readCookie(request, cookieName);
      const session = token ? await findSession(db, token) : null;
      if (!session) return unauthorized(reply, false);
      request.sessionUser = session.user;
    },
  };
}

/** The signed-in user of a route guarded by requireUser. */
export function currentUser(request: FastifyRequest): SessionUser {
  if (!request.sessionUser) throw new Error('currentUser() used on a route without requireUser');
  return request.sessionUser;
}

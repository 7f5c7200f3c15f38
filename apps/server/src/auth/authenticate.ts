import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Db } from '../db/client.ts';
import { readCookie, sessionCookieName, type CookieSettings } from './session-cookie.ts';
import { findSession, type SessionUser } from './sessions.ts';

declare module 'fastify' {
  interface FastifyRequest {
    /** Set by requireUser for the routes it guards. */
    sessionUser: SessionUser | null;
  }
}

export interface Authenticator {
  /** A preValidation hook: answers 401 unless the request carries a live session. */
  requireUser(request: FastifyRequest, reply: FastifyReply): Promise<void>;
}

export function createAuthenticator(db: Db, cookies: CookieSettings): Authenticator {
  const cookieName = sessionCookieName(cookies);
  return {
    async requireUser(request, reply) {
      const token = readCookie(request, cookieName);
      const session = token ? await findSession(db, token) : null;
      if (!session) {
        await reply.code(401).send({ message: 'Unauthorized' });
        return;
      }
      request.sessionUser = session.user;
    },
  };
}

/** The signed-in user of a route guarded by requireUser. */
export function currentUser(request: FastifyRequest): SessionUser {
  if (!request.sessionUser) throw new Error('currentUser() used on a route without requireUser');
  return request.sessionUser;
}

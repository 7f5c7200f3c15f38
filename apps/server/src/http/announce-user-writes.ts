import type { FastifyInstance } from 'fastify';
import type { UserChanges } from '../db/user-changes.ts';

const READS = new Set(['GET', 'HEAD', 'OPTIONS']);

/**
 * Any write by a signed-in user may change what their cached reads show. Caches on this instance
 * hear of it before the answer leaves, so the screen's refetch that follows sees the new data;
 * other instances hear through the database's notifications (db/user-changes.ts).
 */
export function announceUserWrites(app: FastifyInstance, changes: UserChanges) {
  app.addHook('onSend', (request, _reply, payload, done) => {
    if (!READS.has(request.method) && request.sessionUser) changes.changed(request.sessionUser.id);
    done(null, payload);
  });
}

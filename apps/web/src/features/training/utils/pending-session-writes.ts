import type { SessionSet } from './workout-session.ts';

/** The part of an outbox entry this needs (lib/outbox OutboxEntry). */
interface QueuedWrite {
  url: string;
  body?: unknown;
}

const isObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null;

const nullableNumber = (value: unknown): number | null =>
  typeof value === 'number' && Number.isFinite(value) ? value : null;

/**
 * What still waits in the outbox for one workout: its sets (shown as logged, since they will be)
 * and the sessions whose completion is queued. Bodies are read defensively: they were written by
 * an earlier version of the app, maybe.
 */
export function pendingSessionWrites(
  entries: readonly QueuedWrite[],
  urls: { sets: string; complete: string },
): { sets: SessionSet[]; completions: string[] } {
  const sets: SessionSet[] = [];
  const completions: string[] = [];
  for (const entry of entries) {
    const body = entry.body;
    if (!isObject(body) || typeof body.sessionId !== 'string') continue;
    if (entry.url === urls.complete) {
      completions.push(body.sessionId);
    } else if (
      entry.url === urls.sets &&
      typeof body.clientId === 'string' &&
      typeof body.exerciseIndex === 'number' &&
      typeof body.setNumber === 'number' &&
      typeof body.performedAt === 'string'
    ) {
      sets.push({
        clientId: body.clientId,
        sessionId: body.sessionId,
        exerciseIndex: body.exerciseIndex,
        setNumber: body.setNumber,
        skipped: body.skipped === true,
        weight: nullableNumber(body.weight),
        weightUnit: body.weightUnit === 'kg' ? 'kg' : 'lb',
        reps: nullableNumber(body.reps),
        rir: nullableNumber(body.rir),
        // Absent in an entry written before warm-ups: a working set, as the server reads it.
        setType: body.setType === 'warmup' ? 'warmup' : 'normal',
        performedAt: body.performedAt,
      });
    }
  }
  return { sets, completions };
}

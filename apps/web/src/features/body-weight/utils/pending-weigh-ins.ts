import type { WeighIn } from '@grandfit/shared/schemas/body-weight.ts';

/** The part of an outbox entry this needs (lib/outbox OutboxEntry). */
interface QueuedWrite {
  method: string;
  url: string;
  body?: unknown;
}

const WEIGH_IN_URL = /\/api\/body-weight\/(\d{4}-\d{2}-\d{2})$/;

/**
 * The weigh-ins with the writes still waiting in the outbox applied in order, oldest day first:
 * what the device shows offline and after a reload until the replay delivers them. Bodies are
 * read defensively (the outbox is on the disk, written by any version of the app).
 */
export function withPendingWeighIns(
  stored: readonly WeighIn[],
  writes: readonly QueuedWrite[],
): WeighIn[] {
  const byDate = new Map(stored.map((entry) => [entry.date, entry.weightKg]));
  for (const write of writes) {
    const date = WEIGH_IN_URL.exec(write.url)?.[1];
    if (!date) continue;
    if (write.method === 'DELETE') byDate.delete(date);
    const weightKg = (write.body as { weightKg?: unknown } | undefined)?.weightKg;
    if (write.method === 'PUT' && typeof weightKg === 'number') byDate.set(date, weightKg);
  }
  return [...byDate]
    .map(([date, weightKg]) => ({ date, weightKg }))
    .sort((a, b) => (a.date < b.date ? -1 : a.date > b.date ? 1 : 0));
}

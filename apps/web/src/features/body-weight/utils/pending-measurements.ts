import type { Measurement } from '@grandfit/shared/domain/body-measurements.ts';

/** The part of an outbox entry this needs (lib/outbox OutboxEntry). */
interface QueuedWrite {
  method: string;
  url: string;
  body?: unknown;
}

const MEASUREMENT_URL = /\/api\/body-measurements\/[a-z-]+\/(\d{4}-\d{2}-\d{2})$/;

/**
 * A kind's readings with its writes still waiting in the outbox applied in order, oldest day
 * first: what the device shows offline and after a reload until the replay delivers them. The
 * caller passes only the kind's writes; bodies are read defensively (the outbox is on the disk,
 * written by any version of the app).
 */
export function withPendingMeasurements(
  stored: readonly Measurement[],
  writes: readonly QueuedWrite[],
): Measurement[] {
  const byDate = new Map(stored.map((entry) => [entry.date, entry.value]));
  for (const write of writes) {
    const date = MEASUREMENT_URL.exec(write.url)?.[1];
    if (!date) continue;
    if (write.method === 'DELETE') byDate.delete(date);
    const value = (write.body as { value?: unknown } | undefined)?.value;
    if (write.method === 'PUT' && typeof value === 'number') byDate.set(date, value);
  }
  return [...byDate]
    .map(([date, value]) => ({ date, value }))
    .sort((a, b) => (a.date < b.date ? -1 : a.date > b.date ? 1 : 0));
}

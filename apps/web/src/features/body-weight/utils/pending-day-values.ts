/** The part of an outbox entry this needs (lib/outbox OutboxEntry). */
export interface QueuedWrite {
  method: string;
  url: string;
  body?: unknown;
}

/**
 * A one-value-a-day log (weigh-ins, waist, body fat) with its writes still waiting in the outbox
 * applied in order, oldest day first: what the device shows offline and after a reload until the
 * replay delivers them. `url` captures the day; `key` names the value in a PUT's body. Bodies are
 * read defensively (the outbox is on the disk, written by any version of the app).
 */
export function withPendingDayValues(
  stored: ReadonlyMap<string, number>,
  writes: readonly QueuedWrite[],
  url: RegExp,
  key: string,
): { date: string; value: number }[] {
  const byDate = new Map(stored);
  for (const write of writes) {
    const date = url.exec(write.url)?.[1];
    if (!date) continue;
    if (write.method === 'DELETE') byDate.delete(date);
    const value = (write.body as Record<string, unknown> | undefined)?.[key];
    if (write.method === 'PUT' && typeof value === 'number') byDate.set(date, value);
  }
  return [...byDate]
    .map(([date, value]) => ({ date, value }))
    .sort((a, b) => (a.date < b.date ? -1 : a.date > b.date ? 1 : 0));
}

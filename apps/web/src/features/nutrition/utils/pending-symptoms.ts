/** The part of an outbox entry this needs (lib/outbox OutboxEntry). */
interface QueuedWrite {
  seq: number;
  body?: unknown;
}

export interface PendingSymptom {
  key: string;
  symptom: string;
  severity: number;
  occurredAt: string;
}

const isObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null;

/**
 * Symptoms logged on this device for a stored meal that still wait in the outbox, by meal id, in
 * the order they were logged: the meal's card shows them until the replay delivers them. Bodies
 * are read defensively, like pending meals: an earlier version of the app may have queued them.
 */
export function pendingSymptomsByMeal(
  entries: readonly QueuedWrite[],
): Map<string, PendingSymptom[]> {
  const byMeal = new Map<string, PendingSymptom[]>();
  for (const entry of entries) {
    const body = entry.body;
    if (!isObject(body) || typeof body.mealId !== 'string') continue;
    if (typeof body.symptom !== 'string' || typeof body.severity !== 'number') continue;
    const list = byMeal.get(body.mealId) ?? [];
    list.push({
      key: typeof body.clientId === 'string' ? body.clientId : `seq-${entry.seq}`,
      symptom: body.symptom,
      severity: body.severity,
      occurredAt: typeof body.occurredAt === 'string' ? body.occurredAt : new Date().toISOString(),
    });
    byMeal.set(body.mealId, list);
  }
  return byMeal;
}

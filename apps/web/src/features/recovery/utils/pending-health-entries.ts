import type { HealthManualRecord } from '@grandfit/shared/schemas/health.ts';
import { compareText } from '@grandfit/shared/domain/compare-names.ts';

/** The part of an outbox entry this needs (lib/outbox OutboxEntry). */
interface QueuedWrite {
  method: string;
  url: string;
  body?: unknown;
}

const METRICS = ['hrvScore', 'restingHeartRate', 'sleepHours', 'sleepQuality', 'vo2Max'] as const;

const isObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null;

/**
 * The server's entries with the edits and deletes still waiting in the outbox applied, newest
 * day first, and the ids of the entries whose edit waits: shown at once offline and after a
 * reload, until the replay delivers them. Bodies are read defensively.
 */
export function applyPendingHealthEdits(
  stored: readonly HealthManualRecord[],
  entries: readonly QueuedWrite[],
): { entries: HealthManualRecord[]; waiting: ReadonlySet<string> } {
  let list = [...stored];
  const waiting = new Set<string>();
  for (const entry of entries) {
    const match = /\/api\/health\/manual-entries\/([^/?#]+)$/.exec(entry.url);
    if (!match) continue;
    const id = decodeURIComponent(match[1] ?? '');
    if (entry.method === 'DELETE') {
      list = list.filter((row) => row.id !== id);
      continue;
    }
    const body = entry.body;
    if (entry.method !== 'PUT' || !isObject(body) || typeof body.date !== 'string') continue;
    waiting.add(id);
    list = list.map((row) => {
      if (row.id !== id) return row;
      const next: HealthManualRecord = { ...row, date: body.date as string };
      for (const metric of METRICS) {
        const value = body[metric];
        next[metric] = typeof value === 'number' ? value : null;
      }
      // The method goes with the HRV: RMSSD unless the edit said SDNN (decision 032).
      next.hrvMethod = next.hrvScore === null ? null : body.hrvMethod === 'sdnn' ? 'sdnn' : 'rmssd';
      return next;
    });
  }
  // Newest first.
  list.sort((a, b) => compareText(b.date, a.date));
  return { entries: list, waiting };
}

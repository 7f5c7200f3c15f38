import type { UpdateSet } from '@grandfit/shared/schemas/history.ts';

export const SETS_URL = '/api/sets';
export const setUrl = (clientId: string) => `${SETS_URL}/${encodeURIComponent(clientId)}`;

/** A correction of one logged set: its new numbers, or its deletion. */
export type SetCorrection =
  { clientId: string; deleted: true } | { clientId: string; deleted: false; values: UpdateSet };

/** The last correction of each set among queued writes (oldest first), by client id. */
export function correctionsFromWrites(
  writes: ReadonlyArray<{ method: string; url: string; body?: unknown }>,
): Map<string, SetCorrection> {
  const corrections = new Map<string, SetCorrection>();
  for (const write of writes) {
    if (!write.url.startsWith(`${SETS_URL}/`)) continue;
    const clientId = decodeURIComponent(write.url.slice(SETS_URL.length + 1));
    if (write.method === 'DELETE') corrections.set(clientId, { clientId, deleted: true });
    else if (write.method === 'PATCH' && isUpdate(write.body)) {
      corrections.set(clientId, { clientId, deleted: false, values: write.body });
    }
  }
  return corrections;
}

function isUpdate(body: unknown): body is UpdateSet {
  return typeof body === 'object' && body !== null && 'weight' in body && 'reps' in body;
}

/**
 * A set with a correction applied, as the server will store it: a corrected set is a performed
 * one; a note sent replaces its note (empty: none); a RIR other than the set's drops the RPE it
 * was rounded from (decision 096).
 */
export function correctedSet<T extends { clientId: string }>(set: T, values: UpdateSet): T {
  const { note, ...numbers } = values;
  const corrected: T = { ...set, ...numbers, skipped: false };
  if (note !== undefined) Object.assign(corrected, { note: note.trim() || null });
  if ('rpe' in set && 'rir' in set && set.rir !== values.rir) {
    Object.assign(corrected, { rpe: null });
  }
  return corrected;
}

/** The sets as they will be once the corrections reach the server: edited, or gone. */
export function applyCorrections<T extends { clientId: string }>(
  sets: readonly T[],
  corrections: ReadonlyMap<string, SetCorrection>,
): T[] {
  if (corrections.size === 0) return sets as T[];
  const result: T[] = [];
  for (const set of sets) {
    const correction = corrections.get(set.clientId);
    if (!correction) result.push(set);
    else if (!correction.deleted) result.push(correctedSet(set, correction.values));
  }
  return result;
}

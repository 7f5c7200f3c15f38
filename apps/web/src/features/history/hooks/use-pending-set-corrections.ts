import { useMemo } from 'react';
import { usePendingWrites } from '../../../lib/outbox/use-outbox.ts';
import { correctionsFromWrites, SETS_URL, type SetCorrection } from '../utils/set-corrections.ts';

/** The set corrections still waiting in the outbox for this user, by client id. */
export function usePendingSetCorrections(userId: string | undefined): Map<string, SetCorrection> {
  const entries = usePendingWrites(`${SETS_URL}/`, userId);
  return useMemo(() => correctionsFromWrites(entries), [entries]);
}

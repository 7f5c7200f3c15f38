import { useMemo, useSyncExternalStore } from 'react';
import {
  getState,
  selectPending,
  subscribe,
  summarize,
  type OutboxEntry,
  type OutboxSummary,
} from './outbox.ts';

/**
 * The outbox as the UI sees it, kept current across tabs. Pass the signed-in user's id so a
 * shared device does not show (or count) another user's waiting writes.
 */
export function useOutbox(userId?: string): OutboxSummary {
  const state = useSyncExternalStore(subscribe, getState, getState);
  return useMemo(() => summarize(state, userId), [state, userId]);
}

/**
 * The queued writes under a URL prefix, oldest first, so a screen can show sets that are still
 * waiting to be sent alongside the ones the server already has.
 */
export function usePendingWrites(urlPrefix: string, userId?: string): OutboxEntry[] {
  const state = useSyncExternalStore(subscribe, getState, getState);
  return useMemo(
    () => selectPending(state.pending, urlPrefix, userId),
    [state.pending, urlPrefix, userId],
  );
}

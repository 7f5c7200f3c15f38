import { useEffect } from 'react';
import { useQueryClient, type QueryClient } from '@tanstack/react-query';
import { PATTERN_NAMES } from '@grandfit/shared/domain/breathing/patterns.ts';
import type {
  BreathingSession,
  BreathingSessionInput,
} from '@grandfit/shared/schemas/breathing.ts';
import { onDelivered, type OutboxWrite } from '../../../lib/outbox/outbox.ts';
import { useOutboxMutation } from '../../../lib/outbox/use-outbox-mutation.ts';
import { BREATHING_SESSIONS_URL } from './get-breathing-sessions.ts';

export interface SaveBreathingSessionVariables {
  /** Carries the session's `clientId`: a replay stores one session. */
  session: BreathingSessionInput;
  /** The signed-in user: the outbox replays the session only under that user's session. */
  userId?: string;
}

/** POST /api/breathing/sessions, sent now or kept in the offline outbox. */
export function saveBreathingSessionWrite({
  session,
  userId,
}: SaveBreathingSessionVariables): OutboxWrite {
  const minutes = Math.round(session.actualSeconds / 60);
  return {
    method: 'POST',
    url: BREATHING_SESSIONS_URL,
    body: session,
    userId,
    label: `Breathing: ${minutes} min of ${PATTERN_NAMES[session.pattern]}`,
  };
}

/**
 * A saved session changes the recent sessions, today's readiness and the recovery trends: every
 * read but the signed-in user is refetched (no feature reaches into another's query keys).
 */
function refreshAfterSession(queryClient: QueryClient) {
  void queryClient.invalidateQueries({
    predicate: (query) => query.queryKey[0] !== '/api/auth/user',
  });
}

/** Saves a finished session; offline, it waits in the outbox and is delivered later. */
export function useSaveBreathingSession(options: { onError?: (error: Error) => void } = {}) {
  const queryClient = useQueryClient();
  return useOutboxMutation<BreathingSession, SaveBreathingSessionVariables>({
    toWrite: saveBreathingSessionWrite,
    onSuccess: (result) => {
      if (result.status === 'sent') refreshAfterSession(queryClient);
    },
    onError: (error) => options.onError?.(error),
  });
}

/** A session kept offline reaches the server later: refresh then. Mounted by the screen. */
export function useBreathingDeliveries() {
  const queryClient = useQueryClient();
  useEffect(
    () =>
      onDelivered((entry) => {
        if (entry.url.startsWith(BREATHING_SESSIONS_URL)) refreshAfterSession(queryClient);
      }),
    [queryClient],
  );
}

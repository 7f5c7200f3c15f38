import { queryOptions, useQuery } from '@tanstack/react-query';
import type { BreathingSession } from '@grandfit/shared/schemas/breathing.ts';
import { apiRequest } from '../../../lib/api-client.ts';
import { CACHE_PRESETS } from '../../../lib/cache-presets.ts';

export const BREATHING_SESSIONS_URL = '/api/breathing/sessions';

/** The prefix of every breathing query key: a saved session moves them all. */
export const breathingQueryKeyRoot = [BREATHING_SESSIONS_URL] as const;

/** GET /api/breathing/sessions: the user's recent sessions, newest first. */
export async function getBreathingSessions(): Promise<BreathingSession[]> {
  const res = await apiRequest('GET', BREATHING_SESSIONS_URL);
  return (await res.json()) as BreathingSession[];
}

export function getBreathingSessionsQueryOptions() {
  return queryOptions({
    queryKey: [BREATHING_SESSIONS_URL, 'recent'] as const,
    queryFn: getBreathingSessions,
    ...CACHE_PRESETS.user,
  });
}

export function useBreathingSessions() {
  return useQuery(getBreathingSessionsQueryOptions());
}

import type { QueryClient } from '@tanstack/react-query';
import { AUTH_USER_URL } from '../../../lib/auth-user.ts';

/**
 * A corrected or deleted health entry moves the Health Data card, the day's readiness (Today),
 * Progress's recovery trends and Analytics: every read but the signed-in user is refetched (no
 * feature reaches into another's query keys).
 */
export function refreshAfterHealthChange(queryClient: QueryClient): void {
  void queryClient.invalidateQueries({ predicate: (query) => query.queryKey[0] !== AUTH_USER_URL });
}

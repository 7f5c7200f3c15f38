import type { QueryClient } from '@tanstack/react-query';
import { AUTH_USER_URL } from '../../../lib/auth-user.ts';

/**
 * A corrected or deleted meal or symptom moves more than the nutrition screen: Today's overview,
 * the insights, Method's meal figures and Analytics' compliance. Every read but the signed-in
 * user is refetched (no feature reaches into another's query keys), as after a breathing session.
 */
export function refreshAfterCorrection(queryClient: QueryClient): void {
  void queryClient.invalidateQueries({ predicate: (query) => query.queryKey[0] !== AUTH_USER_URL });
}

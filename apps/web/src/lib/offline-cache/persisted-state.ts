import type { DehydratedState } from '@tanstack/react-query';
import type { PersistedClient } from '@tanstack/react-query-persist-client';

/** The most answers one user's offline copy keeps; the newest win. */
export const MAX_PERSISTED_QUERIES = 300;

type DehydratedQuery = DehydratedState['queries'][number];

/**
 * The next offline copy: every answer the cache holds now, plus the older answers it has dropped
 * from memory but that are younger than `maxAge`.
 *
 * Why a merge: unused answers stay in memory for 10 minutes only (docs/product.md#cache-times),
 * and TanStack's save writes what memory holds. Saved as is, this week's workouts would vanish
 * from the device ten minutes after the user left Today, which is exactly when he walks into the
 * gym without signal.
 */
export function mergePersistedClients(
  previous: PersistedClient | undefined,
  next: PersistedClient,
  maxAge: number,
  maxQueries = MAX_PERSISTED_QUERIES,
): PersistedClient {
  const byHash = new Map<string, DehydratedQuery>();
  if (previous && previous.buster === next.buster) {
    for (const query of previous.clientState.queries) byHash.set(query.queryHash, query);
  }
  for (const query of next.clientState.queries) {
    const older = byHash.get(query.queryHash);
    if (!older || older.state.dataUpdatedAt <= query.state.dataUpdatedAt) {
      byHash.set(query.queryHash, query);
    }
  }
  const oldest = next.timestamp - maxAge;
  const queries = [...byHash.values()]
    .filter((query) => query.state.dataUpdatedAt >= oldest)
    .sort((a, b) => b.state.dataUpdatedAt - a.state.dataUpdatedAt)
    .slice(0, maxQueries);
  return { ...next, clientState: { mutations: [], queries } };
}

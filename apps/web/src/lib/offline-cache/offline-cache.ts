import type { QueryClient } from '@tanstack/react-query';
import {
  persistQueryClientRestore,
  persistQueryClientSubscribe,
} from '@tanstack/react-query-persist-client';
import type { AuthUser } from '@grandfit/shared/schemas/auth.ts';
import { AUTH_USER_URL } from '../auth-user-url.ts';
import { removeStorage, writeStorage } from '../storage.ts';
import { LAST_USER_KEY, lastKnownUserId } from './last-user.ts';
import { clearQueryStore, userPersister, type UserPersister } from './query-store.ts';

/*
 * The offline copy of the query cache (docs/decisions/021-offline-cold-start.md): every answer the
 * signed-in user loaded is kept in IndexedDB under his id, so the app opened without a signal
 * shows his week, his workouts and his history. It belongs to one user: a sign-out, an expired
 * session or another user signing in on the device drops it before anything else is shown.
 */

/** How long an answer is kept for offline use: a week covers this week's workouts. */
export const OFFLINE_CACHE_MAX_AGE_MS = 7 * 24 * 60 * 60 * 1000;
/** Raised when a cached answer's shape changes so that old copies are not shown to new code. */
export const OFFLINE_CACHE_BUSTER = 'grandfit-query-cache-3';

interface Persisting {
  userId: string;
  persister: UserPersister;
  stop: () => void;
}

let persisting: Persisting | null = null;

function stopPersisting() {
  persisting?.stop();
  persisting = null;
}

/** `restored` is the persister the copy was just restored through, if any. */
function startPersisting(queryClient: QueryClient, userId: string, restored?: UserPersister) {
  if (persisting?.userId === userId) return;
  stopPersisting();
  const persister = restored ?? userPersister(userId, OFFLINE_CACHE_MAX_AGE_MS);
  const unsubscribe = persistQueryClientSubscribe({
    queryClient,
    persister,
    buster: OFFLINE_CACHE_BUSTER,
    // Writes go through the outbox, which keeps them itself; only answers are copied here.
    dehydrateOptions: { shouldDehydrateMutation: () => false },
  });
  // The page may be closed or frozen next: the last answers must reach the disk first.
  const onHide = () => {
    if (document.visibilityState === 'hidden') void persister.flush();
  };
  document.addEventListener('visibilitychange', onHide);
  persisting = {
    userId,
    persister,
    stop: () => {
      unsubscribe();
      document.removeEventListener('visibilitychange', onHide);
      persister.close();
    },
  };
}

/**
 * At boot, before the first render: puts the last signed-in user's answers back into the cache.
 * They are shown only once the server confirms the same user, or offline (lib/auth-user.ts).
 */
export async function restoreOfflineCache(queryClient: QueryClient): Promise<void> {
  const userId = lastKnownUserId();
  if (!userId) return;
  const persister = userPersister(userId, OFFLINE_CACHE_MAX_AGE_MS);
  await persistQueryClientRestore({
    queryClient,
    persister,
    maxAge: OFFLINE_CACHE_MAX_AGE_MS,
    buster: OFFLINE_CACHE_BUSTER,
  });
  // Restored answers show at once but are asked again as their screens open, however fresh
  // they look: the data may have changed on another device since. The user first of all
  // (lib/auth-user.ts).
  void queryClient.invalidateQueries({ refetchType: 'none' });
  startPersisting(queryClient, userId, persister);
}

/**
 * Called with every answer of GET /api/auth/user, before the answer reaches the screens. The
 * same user goes on being copied; anyone else (or nobody) first loses every answer of the
 * previous user, in memory and on disk.
 */
export async function settleOfflineCache(
  queryClient: QueryClient,
  user: AuthUser | null,
): Promise<void> {
  if (user && user.id === lastKnownUserId()) {
    startPersisting(queryClient, user.id);
    return;
  }
  stopPersisting();
  queryClient.removeQueries({ predicate: (query) => query.queryKey[0] !== AUTH_USER_URL });
  await clearQueryStore().catch(() => undefined);
  if (!user) {
    removeStorage(LAST_USER_KEY);
    return;
  }
  writeStorage(LAST_USER_KEY, user.id);
  startPersisting(queryClient, user.id);
}

/** Sign-out: nothing of this user stays on the device for the next one. */
export async function dropOfflineCache(): Promise<void> {
  stopPersisting();
  removeStorage(LAST_USER_KEY);
  await clearQueryStore().catch(() => undefined);
}

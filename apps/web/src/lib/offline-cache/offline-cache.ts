import type { QueryClient } from '@tanstack/react-query';
import {
  persistQueryClientRestore,
  persistQueryClientSave,
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

/**
 * `restored` is the persister the copy was just restored through, if any. `saveNow` writes the
 * answers already in the cache at once, rather than at the cache's next change.
 */
function startPersisting(
  queryClient: QueryClient,
  userId: string,
  { restored, saveNow = false }: { restored?: UserPersister; saveNow?: boolean } = {},
) {
  if (persisting?.userId === userId) return;
  stopPersisting();
  const persister = restored ?? userPersister(userId, OFFLINE_CACHE_MAX_AGE_MS);
  const options = {
    queryClient,
    persister,
    buster: OFFLINE_CACHE_BUSTER,
    // Writes go through the outbox, which keeps them itself; only answers are copied here.
    dehydrateOptions: { shouldDehydrateMutation: () => false },
  };
  const unsubscribe = persistQueryClientSubscribe(options);
  if (saveNow) void persistQueryClientSave(options).catch(() => undefined);
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
  startPersisting(queryClient, userId, { restored: persister });
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
  const previousUser = lastKnownUserId();
  if (user && user.id === previousUser) {
    startPersisting(queryClient, user.id);
    return;
  }
  stopPersisting();
  queryClient.removeQueries({ predicate: (query) => query.queryKey[0] !== AUTH_USER_URL });
  const cleared = clearQueryStore().catch(() => undefined);
  if (!user) {
    removeStorage(LAST_USER_KEY);
    await cleared;
    return;
  }
  writeStorage(LAST_USER_KEY, user.id);
  // This user's answers are written to the disk once it holds nothing else.
  onDisk = cleared.then(() => {
    if (lastKnownUserId() === user.id) startPersisting(queryClient, user.id, { saveNow: true });
  });
  // Another user's copy is off the disk before any screen shows. A device where no one was
  // signed in (a first sign-in, every sign-up) has none, and its first IndexedDB open (a few
  // hundred milliseconds in a new browser profile) need not hold up the first screen.
  if (previousUser !== null) await onDisk;
}

/** The disk side of the last settle: the old copy cleared and this user's first written. */
let onDisk: Promise<void> = Promise.resolve();

export function offlineCopyOnDisk(): Promise<void> {
  return onDisk;
}

/** Sign-out: nothing of this user stays on the device for the next one. */
export async function dropOfflineCache(): Promise<void> {
  stopPersisting();
  removeStorage(LAST_USER_KEY);
  await clearQueryStore().catch(() => undefined);
}

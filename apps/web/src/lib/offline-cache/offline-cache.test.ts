import 'fake-indexeddb/auto';
import { IDBFactory } from 'fake-indexeddb';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { QueryClient } from '@tanstack/react-query';
import type { AuthUser } from '@grandfit/shared/schemas/auth.ts';
import { AUTH_USER_URL } from '../auth-user.ts';
import { LAST_USER_KEY } from './last-user.ts';
import type * as OfflineCacheModule from './offline-cache.ts';
import type * as QueryStoreModule from './query-store.ts';

type OfflineCache = typeof OfflineCacheModule;
type QueryStore = typeof QueryStoreModule;

const user = (id: string): AuthUser => ({
  id,
  email: `${id}@example.com`,
  firstName: null,
  lastName: null,
  profileImageUrl: null,
  avatarConfig: { type: 'initials', initials: 'AB', icon: 'Dumbbell', color: 'blue' },
  onboardingCompleted: true,
});

/** A new page of the app: fresh module state over the same IndexedDB and local storage. */
async function openPage(): Promise<{
  cache: OfflineCache;
  store: QueryStore;
  client: QueryClient;
}> {
  vi.resetModules();
  const cache = await import('./offline-cache.ts');
  const store = await import('./query-store.ts');
  return { cache, store, client: new QueryClient() };
}

async function storedUsers(store: QueryStore, ids: string[]): Promise<string[]> {
  const found: string[] = [];
  for (const id of ids) {
    if (await store.userPersister(id, 1e12).restoreClient()) found.push(id);
  }
  return found;
}

async function settleAndSave(page: Awaited<ReturnType<typeof openPage>>, who: AuthUser) {
  await page.cache.settleOfflineCache(page.client, who);
  page.client.setQueryData([AUTH_USER_URL], who);
  page.client.setQueryData(['/api/workouts', 'today'], { owner: who.id });
  // A first sign-in on the device does not wait for the disk: the copy is written after.
  await page.cache.offlineCopyOnDisk();
  await vi.advanceTimersByTimeAsync(1000);
}

describe('the offline copy of the query cache', () => {
  beforeEach(() => {
    globalThis.indexedDB = new IDBFactory();
    localStorage.clear();
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'Date'] });
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('brings the same user’s answers back on the next page', async () => {
    const first = await openPage();
    await settleAndSave(first, user('a'));
    expect(localStorage.getItem(LAST_USER_KEY)).toBe('a');

    const next = await openPage();
    await next.cache.restoreOfflineCache(next.client);
    expect(next.client.getQueryData(['/api/workouts', 'today'])).toEqual({ owner: 'a' });
    // Restored answers are shown, but asked again: the user first of all.
    expect(next.client.getQueryState([AUTH_USER_URL])?.isInvalidated).toBe(true);
    expect(next.client.getQueryState(['/api/workouts', 'today'])?.isInvalidated).toBe(true);
  });

  it('drops everything of the previous user when another one signs in', async () => {
    const first = await openPage();
    await settleAndSave(first, user('a'));

    const next = await openPage();
    await next.cache.restoreOfflineCache(next.client);
    await next.cache.settleOfflineCache(next.client, user('b'));
    expect(next.client.getQueryData(['/api/workouts', 'today'])).toBeUndefined();
    expect(localStorage.getItem(LAST_USER_KEY)).toBe('b');
    expect(await storedUsers(next.store, ['a', 'b'])).toEqual([]);

    next.client.setQueryData(['/api/workouts', 'today'], { owner: 'b' });
    await vi.advanceTimersByTimeAsync(1000);
    expect(await storedUsers(next.store, ['a', 'b'])).toEqual(['b']);
  });

  it('drops everything when the server says nobody is signed in, and at sign-out', async () => {
    const first = await openPage();
    await settleAndSave(first, user('a'));
    await first.cache.settleOfflineCache(first.client, null);
    expect(localStorage.getItem(LAST_USER_KEY)).toBeNull();
    expect(first.client.getQueryData(['/api/workouts', 'today'])).toBeUndefined();
    expect(await storedUsers(first.store, ['a'])).toEqual([]);

    const again = await openPage();
    await settleAndSave(again, user('a'));
    expect(await storedUsers(again.store, ['a'])).toEqual(['a']);
    await again.cache.dropOfflineCache();
    expect(localStorage.getItem(LAST_USER_KEY)).toBeNull();
    expect(await storedUsers(again.store, ['a'])).toEqual([]);
  });

  it('forgets a copy older than its maximum age', async () => {
    const first = await openPage();
    await settleAndSave(first, user('a'));
    vi.setSystemTime(Date.now() + first.cache.OFFLINE_CACHE_MAX_AGE_MS + 1);

    const next = await openPage();
    await next.cache.restoreOfflineCache(next.client);
    expect(next.client.getQueryData(['/api/workouts', 'today'])).toBeUndefined();
  });
  it('lets a first sign-in on the device through before IndexedDB answers, never another user', async () => {
    // IndexedDB that never answers: its first open in a new browser profile is slow.
    let clearing = 0;
    vi.doMock('./query-store.ts', async (importOriginal) => ({
      ...(await importOriginal<QueryStore>()),
      clearQueryStore: () => {
        clearing++;
        return new Promise<void>(() => undefined);
      },
    }));
    try {
      const first = await openPage();
      let settled = false;
      const settling = first.cache.settleOfflineCache(first.client, user('a'));
      void settling.then(() => (settled = true));
      await vi.advanceTimersByTimeAsync(10);
      expect(settled).toBe(true);
      expect(clearing).toBe(1);
      expect(localStorage.getItem(LAST_USER_KEY)).toBe('a');

      // Someone else on the same device waits until the first user's copy is gone.
      const next = await openPage();
      let switched = false;
      void next.cache.settleOfflineCache(next.client, user('b')).then(() => (switched = true));
      await vi.advanceTimersByTimeAsync(10);
      expect(switched).toBe(false);
    } finally {
      vi.doUnmock('./query-store.ts');
    }
  });
});

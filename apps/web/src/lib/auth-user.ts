import {
  queryOptions,
  useQuery,
  type QueryClient,
  type QueryFunction,
} from '@tanstack/react-query';
import type { AuthUser } from '@grandfit/shared/schemas/auth.ts';
import { getQueryFn } from './api-client.ts';
import { AUTH_USER_URL } from './auth-user-url.ts';
import { DEFAULT_STALE_TIME } from './cache-presets.ts';
import { isNetworkFailure } from './network.ts';
import { lastKnownUserId } from './offline-cache/last-user.ts';

/*
 * GET /api/auth/user. It lives in lib rather than features/auth because the shell, the profile
 * and the avatar all need the signed-in user, and features must not import each other.
 * The response is typed, not parsed: the entry chunk stays free of zod (landing JS budget).
 */
export { AUTH_USER_URL };

const fetchAuthUser = getQueryFn<AuthUser>({ on401: 'returnNull' });

/**
 * Every answer settles the device's offline copy before any screen sees it: kept for the same
 * user, dropped for anyone else or nobody. A visitor who never signed in here skips the cache
 * code entirely (the landing page's JS budget).
 */
export const getAuthUser: QueryFunction<AuthUser | null> = async (context) => {
  const user = await fetchAuthUser(context);
  if (user !== null || lastKnownUserId() !== null) {
    const { settleOfflineCache } = await import('./offline-cache/offline-cache.ts');
    await settleOfflineCache(context.client, user);
  }
  return user;
};

/** Answers older than this page come from the offline copy (lib/offline-cache), not the server. */
const PAGE_STARTED_AT = Date.now();

export function getAuthUserQueryOptions() {
  return queryOptions({
    queryKey: [AUTH_USER_URL],
    queryFn: getAuthUser,
    retry: false,
    // Try even when the browser says it is offline: a fast network failure is what tells the
    // app to show /offline at boot, where a paused query would spin forever.
    networkMode: 'always',
    // Offline, the shell still renders a workout started on this device (auth-gate.tsx); each
    // component that mounts must not ask again and flip the gate back to its spinner. The gate
    // asks again when the connection returns.
    retryOnMount: false,
    staleTime: DEFAULT_STALE_TIME,
    refetchOnWindowFocus: false,
  });
}

/** The session check started with a page opened on /auth-callback (startSignInCheck). */
let signInCheck: Promise<unknown> | undefined;

/**
 * Sign-in lands on /auth-callback with a full page load. Asking for the user right away, rather
 * than once the router and the callback screen have downloaded, takes those round trips off the
 * way to Today (docs/benchmarks.md, "Sign-up and sign-in"). The answer comes after the session
 * cookie was set, so it is one the callback can trust.
 */
export function startSignInCheck(client: QueryClient): void {
  signInCheck = client
    .fetchQuery({ ...getAuthUserQueryOptions(), staleTime: 0 })
    .catch(() => undefined);
  // getAuthUser settles the offline copy with a signed-in answer: its chunk downloads meanwhile.
  void import('./offline-cache/offline-cache.ts').catch(() => undefined);
}

/**
 * The answer the callback waits for: the check started with the page, used once, or a new one
 * (a callback reached without a page load must not trust an answer from before the sign-in).
 */
export function signInChecked(client: QueryClient): Promise<unknown> {
  const started = signInCheck;
  signInCheck = undefined;
  return (
    started ??
    client.fetchQuery({ ...getAuthUserQueryOptions(), staleTime: 0 }).catch(() => undefined)
  );
}

export function useAuthUser() {
  return useQuery(getAuthUserQueryOptions());
}

/**
 * The auth object, shaped as in the original prototype: user, isLoading, isAuthenticated
 * (docs/product.md#account-routes).
 *
 * A user restored from the offline copy is trusted only while the server cannot be reached:
 * online, the app waits for the server to confirm him (another user may have signed in since),
 * and any answer other than a network failure replaces him.
 */
export function useAuth() {
  const query = useAuthUser();
  const restored = query.data != null && query.dataUpdatedAt < PAGE_STARTED_AT;
  const offline = query.error !== null && isNetworkFailure(query.error);
  let user = query.data ?? null;
  let isLoading = query.isLoading;
  if (restored && !offline) {
    if (query.error === null) isLoading = true;
    else user = null;
  }
  return {
    user,
    isLoading,
    isAuthenticated: user !== null,
    error: query.error,
    /** Signed in on this device before, shown from the offline copy until the network returns. */
    isOfflineSession: restored && offline,
  };
}

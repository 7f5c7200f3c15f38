import { queryOptions, useQuery } from '@tanstack/react-query';
import type { AuthUser } from '@grandfit/shared/schemas/auth.ts';
import { getQueryFn } from './api-client.ts';
import { DEFAULT_STALE_TIME } from './cache-presets.ts';

/*
 * GET /api/auth/user. It lives in lib rather than features/auth because the shell, the profile
 * and the avatar all need the signed-in user, and features must not import each other.
 * The response is typed, not parsed: the entry chunk stays free of zod (landing JS budget).
 */
export const AUTH_USER_URL = '/api/auth/user';

export const getAuthUser = getQueryFn<AuthUser>({ on401: 'returnNull' });

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

export function useAuthUser() {
  return useQuery(getAuthUserQueryOptions());
}

/** The spec's auth object: user, isLoading, isAuthenticated (spec 3, "User"). */
export function useAuth() {
  const query = useAuthUser();
  const user = query.data ?? null;
  return {
    user,
    isLoading: query.isLoading,
    isAuthenticated: user !== null,
    error: query.error,
  };
}

import { useMutation, useQueryClient } from '@tanstack/react-query';
import { STORAGE_KEYS } from '@grandfit/shared/constants.ts';
import type {
  HealthPlatformAuthorization,
  HealthPlatformConnected,
} from '@grandfit/shared/schemas/health-platform.ts';
import { apiRequest } from '../../../lib/api-client.ts';
import { removeStorage, writeStorage } from '../../../lib/storage.ts';
import { healthPlatformStatusQueryKey } from './get-health-platform-status.ts';

/**
 * Starts the platform's authorization: the server keeps the PKCE verifier, the browser keeps the
 * one-time state (docs/product.md#storage-keys) to check it when the platform sends the user back.
 */
export async function startHealthPlatformAuthorization(): Promise<HealthPlatformAuthorization> {
  const res = await apiRequest('POST', '/api/healthkit/authorize', {});
  const authorization = (await res.json()) as HealthPlatformAuthorization;
  writeStorage(STORAGE_KEYS.healthPlatformState, authorization.state);
  return authorization;
}

export function useConnectHealthPlatform(options: { onError?: (error: Error) => void } = {}) {
  return useMutation({
    mutationFn: startHealthPlatformAuthorization,
    onSuccess: ({ authorizationUrl }) => window.location.assign(authorizationUrl),
    onError: (error) => options.onError?.(error),
  });
}

/**
 * The exchange sends {code} (docs/product.md#recovery-routes); the state goes along so the server
 * finds this authorization's verifier.
 */
export async function exchangeHealthPlatformCode(
  code: string,
  state: string,
): Promise<HealthPlatformConnected> {
  const res = await apiRequest('POST', '/api/healthkit/token', { code, state });
  return (await res.json()) as HealthPlatformConnected;
}

export function useDisconnectHealthPlatform() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => apiRequest('POST', '/api/healthkit/disconnect', {}),
    onSuccess: async () => {
      removeStorage(STORAGE_KEYS.healthPlatformToken);
      await queryClient.invalidateQueries({ queryKey: healthPlatformStatusQueryKey() });
    },
  });
}

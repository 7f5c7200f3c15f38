import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type {
  ApiToken,
  ApiTokenInput,
  CreatedApiToken,
} from '@grandfit/shared/schemas/api-tokens.ts';
import { apiRequest } from '../../../lib/api-client.ts';

export const API_TOKENS_URL = '/api/tokens';

/**
 * Tokens are managed online only (docs/decisions/040): not persisted for offline use, and the
 * writes are tried at once, failing with a message rather than waiting for a connection.
 */
const NOW = { networkMode: 'always' } as const;

export function getApiTokensQueryOptions() {
  return queryOptions({
    ...NOW,
    queryKey: [API_TOKENS_URL],
    queryFn: async () => (await (await apiRequest('GET', API_TOKENS_URL)).json()) as ApiToken[],
  });
}

export function useApiTokens() {
  return useQuery(getApiTokensQueryOptions());
}

export function useCreateApiToken() {
  const queryClient = useQueryClient();
  return useMutation({
    ...NOW,
    mutationFn: async (input: ApiTokenInput) =>
      (await (await apiRequest('POST', API_TOKENS_URL, input)).json()) as CreatedApiToken,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: [API_TOKENS_URL] }),
  });
}

export function useRevokeApiToken() {
  const queryClient = useQueryClient();
  return useMutation({
    ...NOW,
    mutationFn: async (id: string) => {
      await apiRequest('DELETE', `${API_TOKENS_URL}/${encodeURIComponent(id)}`, {});
    },
    onSuccess: () => queryClient.invalidateQueries({ queryKey: [API_TOKENS_URL] }),
  });
}

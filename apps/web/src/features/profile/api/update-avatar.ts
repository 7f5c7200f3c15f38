import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { AvatarConfigInput, AvatarResponse } from '@grandfit/shared/schemas/avatar.ts';
import { apiRequest } from '../../../lib/api-client.ts';
import { getAuthUserQueryOptions } from '../../../lib/auth-user.ts';
import { getAvatarQueryOptions } from './get-avatar.ts';

export const UPDATE_AVATAR_ERROR = 'Failed to update avatar';

export async function updateAvatar(config: AvatarConfigInput): Promise<AvatarResponse> {
  try {
    const res = await apiRequest('POST', '/api/user/avatar', config);
    return (await res.json()) as AvatarResponse;
  } catch (cause) {
    // The save fails with this message (docs/product.md#avatar); the HTTP detail stays on `cause`
    // for debugging.
    throw new Error(UPDATE_AVATAR_ERROR, { cause });
  }
}

export function useUpdateAvatar(
  options: { onSuccess?: () => void; onError?: (error: Error) => void } = {},
) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateAvatar,
    onSuccess: async () => {
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: getAvatarQueryOptions().queryKey }),
        queryClient.invalidateQueries({ queryKey: getAuthUserQueryOptions().queryKey }),
      ]);
      options.onSuccess?.();
    },
    onError: (error) => options.onError?.(error),
  });
}

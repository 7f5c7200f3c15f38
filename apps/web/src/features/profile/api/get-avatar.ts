import { queryOptions, useQuery } from '@tanstack/react-query';
import type { AvatarResponse } from '@grandfit/shared/schemas/avatar.ts';
import { apiRequest } from '../../../lib/api-client.ts';
import { CACHE_PRESETS } from '../../../lib/cache-presets.ts';

const AVATAR_URL = '/api/user/avatar';

export async function getAvatar(): Promise<AvatarResponse> {
  const res = await apiRequest('GET', AVATAR_URL);
  return (await res.json()) as AvatarResponse;
}

export function getAvatarQueryOptions() {
  return queryOptions({
    queryKey: [AVATAR_URL],
    queryFn: getAvatar,
    ...CACHE_PRESETS.user,
  });
}

export function useAvatar() {
  return useQuery(getAvatarQueryOptions());
}

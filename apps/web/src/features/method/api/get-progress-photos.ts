import { queryOptions, useQuery } from '@tanstack/react-query';
import type { ProgressPhoto } from '@grandfit/shared/schemas/method.ts';
import { apiRequest } from '../../../lib/api-client.ts';
import { CACHE_PRESETS } from '../../../lib/cache-presets.ts';

export const PROGRESS_PHOTOS_URL = '/api/method/photos';

/** The user's progress photos, newest first. */
export async function getProgressPhotos(): Promise<ProgressPhoto[]> {
  const res = await apiRequest('GET', PROGRESS_PHOTOS_URL);
  return (await res.json()) as ProgressPhoto[];
}

export function getProgressPhotosQueryOptions() {
  return queryOptions({
    queryKey: [PROGRESS_PHOTOS_URL] as const,
    queryFn: getProgressPhotos,
    ...CACHE_PRESETS.user,
  });
}

export function useProgressPhotos(options: { enabled?: boolean } = {}) {
  return useQuery({ ...getProgressPhotosQueryOptions(), enabled: options.enabled ?? true });
}

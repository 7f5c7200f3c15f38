import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ProgressPhoto } from '@grandfit/shared/schemas/method.ts';
import { apiRequest } from '../../../lib/api-client.ts';
import { PROGRESS_PHOTOS_URL, getProgressPhotosQueryOptions } from './get-progress-photos.ts';

/** DELETE /api/method/photos/{id}. An empty JSON body: the CSRF guard wants the JSON type on writes. */
export async function deleteProgressPhoto(id: string): Promise<void> {
  await apiRequest('DELETE', `${PROGRESS_PHOTOS_URL}/${encodeURIComponent(id)}`, {});
}

export function useDeleteProgressPhoto() {
  const queryClient = useQueryClient();
  const { queryKey } = getProgressPhotosQueryOptions();
  return useMutation({
    mutationFn: deleteProgressPhoto,
    onSuccess: (_result, id) => {
      queryClient.setQueryData<ProgressPhoto[]>(queryKey, (photos) =>
        photos?.filter((photo) => photo.id !== id),
      );
      return queryClient.invalidateQueries({ queryKey });
    },
  });
}

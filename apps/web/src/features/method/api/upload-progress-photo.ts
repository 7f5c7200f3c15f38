import { useMutation, useQueryClient } from '@tanstack/react-query';
import {
  PROGRESS_PHOTO_MAX_BYTES,
  PROGRESS_PHOTO_TYPES,
} from '@grandfit/shared/domain/method/progress-photo.ts';
import type { ProgressPhoto } from '@grandfit/shared/schemas/method.ts';
import { ApiError } from '../../../lib/api-client.ts';
import { PROGRESS_PHOTOS_URL, getProgressPhotosQueryOptions } from './get-progress-photos.ts';

export interface UploadProgressPhoto {
  file: File;
  /** The day the photo was taken (YYYY-MM-DD). */
  takenOn: string;
}

/** What is wrong with a file before it is sent, or null when it can go. */
export function photoFileProblem(file: File): string | null {
  if (!(PROGRESS_PHOTO_TYPES as readonly string[]).includes(file.type)) {
    return 'Choose a JPEG, PNG or WebP photo.';
  }
  if (file.size > PROGRESS_PHOTO_MAX_BYTES) return 'The photo is larger than 10 MB.';
  return null;
}

/** POST /api/method/photos: the image itself is the body, with its own type. */
export async function uploadProgressPhoto({
  file,
  takenOn,
}: UploadProgressPhoto): Promise<ProgressPhoto> {
  const problem = photoFileProblem(file);
  if (problem) throw new Error(problem);
  const res = await fetch(`${PROGRESS_PHOTOS_URL}?${new URLSearchParams({ takenOn })}`, {
    method: 'POST',
    credentials: 'include',
    headers: { 'Content-Type': file.type },
    body: file,
  });
  if (!res.ok) throw await ApiError.of(res);
  return (await res.json()) as ProgressPhoto;
}

export function useUploadProgressPhoto() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: uploadProgressPhoto,
    onSuccess: () =>
      queryClient.invalidateQueries({ queryKey: getProgressPhotosQueryOptions().queryKey }),
  });
}

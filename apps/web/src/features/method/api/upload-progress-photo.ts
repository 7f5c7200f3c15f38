import { useMutation, useQueryClient } from '@tanstack/react-query';
import {
  PROGRESS_PHOTO_MAX_BYTES,
  PROGRESS_PHOTO_TYPES,
  type ProgressPhoto,
} from '@grandfit/shared/schemas/method.ts';
import type { ApiError } from '@grandfit/shared/schemas/errors.ts';
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

/** The server's `{ message }` when it gave one, else a line naming the status. */
async function errorOf(res: Response): Promise<Error> {
  const text = await res.text().catch(() => '');
  try {
    const parsed = JSON.parse(text) as Partial<ApiError> | null;
    if (typeof parsed?.message === 'string' && parsed.message) return new Error(parsed.message);
  } catch {
    // not JSON: a proxy's error page, for instance
  }
  return new Error(`${res.status}: ${text || res.statusText}`);
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
  if (!res.ok) throw await errorOf(res);
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

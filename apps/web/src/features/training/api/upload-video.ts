import {
  VIDEOS_URL,
  VIDEO_MAX_BYTES,
  VIDEO_TYPES,
} from '@grandfit/shared/domain/form-video/video-upload.ts';
import type { UploadedVideo } from '@grandfit/shared/schemas/video.ts';
import { ApiError } from '../../../lib/api-client.ts';

/** Whether the server would keep this file (type and size); the analysis itself accepts more. */
export function canUploadVideo(file: Blob): boolean {
  return (VIDEO_TYPES as readonly string[]).includes(file.type) && file.size <= VIDEO_MAX_BYTES;
}

/** POST /api/videos/upload: the video itself is the body, with its own type. */
export async function uploadVideo(file: Blob): Promise<UploadedVideo> {
  const res = await fetch(`${VIDEOS_URL}/upload`, {
    method: 'POST',
    credentials: 'include',
    headers: { 'Content-Type': file.type },
    body: file,
  });
  if (!res.ok) throw await ApiError.of(res);
  return (await res.json()) as UploadedVideo;
}

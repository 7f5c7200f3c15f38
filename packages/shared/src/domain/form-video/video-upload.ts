/**
 * What a form video upload accepts, and where it goes. Here rather than in the schemas, so the
 * video dialog needs no zod: the schemas module builds its schemas as it loads (docs/benchmarks.md,
 * 2026-11-29 third session).
 */
/** A phone's 30-60 s clip at 720p-1080p; longer clips are not needed for a set. */
export const VIDEO_MAX_BYTES = 100 * 1_048_576;
export const VIDEO_TYPES = ['video/mp4', 'video/quicktime', 'video/webm'] as const;
export type VideoType = (typeof VIDEO_TYPES)[number];
export const VIDEOS_URL = '/api/videos';

/**
 * What a progress photo upload accepts. Here rather than in the schemas, so the photo dialog needs
 * no zod: the schemas module builds its schemas as it loads (docs/benchmarks.md, 2026-11-29 third
 * session).
 */
export const PROGRESS_PHOTO_TYPES = ['image/jpeg', 'image/png', 'image/webp'] as const;
export type ProgressPhotoType = (typeof PROGRESS_PHOTO_TYPES)[number];
/** 10 MB: a full-resolution phone photo fits; anything larger is not a photo of a person. */
export const PROGRESS_PHOTO_MAX_BYTES = 10 * 1024 * 1024;

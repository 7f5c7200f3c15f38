/**
 * A meal photo's limit and what is said when it cannot be read. Here rather than in the schemas
 * (which re-export them), so the meal logging dialog needs no zod for them.
 */

/** The largest photo accepted, decoded. */
export const PHOTO_MAX_BYTES = 5 * 1024 * 1024;
export const PHOTO_TOO_LARGE = 'The photo is too large: send one under 5 MB.';
export const PHOTO_NEEDS_AI_PROVIDER =
  'Photo identification needs an AI provider, which this server does not have. Describe your meal by voice or text instead.';

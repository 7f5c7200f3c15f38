/**
 * Personal API tokens' fixed values (docs/decisions/040). Here rather than in the schemas (which
 * re-export them), so Profile's tokens card needs no zod.
 */

/** Every token starts with this, so a leaked one is recognisable (secret scanners, logs). */
export const API_TOKEN_PREFIX = 'gf_';

/** `read`: GET and HEAD only; `read-write`: every route a token may call. */
export const API_TOKEN_SCOPES = ['read', 'read-write'] as const;
export type ApiTokenScope = (typeof API_TOKEN_SCOPES)[number];

/** How many live tokens one user may hold. */
export const MAX_API_TOKENS = 25;

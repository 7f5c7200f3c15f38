/** Personal API tokens (docs/decisions/040). */
import { z } from 'zod';
import { textSchema } from './safe-input.ts';

/** Every token starts with this, so a leaked one is recognisable (secret scanners, logs). */
export const API_TOKEN_PREFIX = 'gf_';

/** `read`: GET and HEAD only; `read-write`: every route a token may call. */
export const API_TOKEN_SCOPES = ['read', 'read-write'] as const;
export type ApiTokenScope = (typeof API_TOKEN_SCOPES)[number];

/** How many live tokens one user may hold. */
export const MAX_API_TOKENS = 25;

export const apiTokenInputSchema = z.object({
  name: textSchema('The token name', { min: 1, max: 60 }),
  scope: z.enum(API_TOKEN_SCOPES),
});
export type ApiTokenInput = z.input<typeof apiTokenInputSchema>;

export const apiTokenSchema = z.object({
  id: z.string(),
  name: z.string(),
  scope: z.enum(API_TOKEN_SCOPES),
  createdAt: z.string(),
  /** Null until the token is first used; updated at most once a minute. */
  lastUsedAt: z.string().nullable(),
});
export type ApiToken = z.infer<typeof apiTokenSchema>;
export const apiTokenListSchema = z.array(apiTokenSchema);

/** The answer to creating a token: the only time its secret is ever shown. */
export const createdApiTokenSchema = z.object({
  token: apiTokenSchema,
  secret: z.string(),
});
export type CreatedApiToken = z.infer<typeof createdApiTokenSchema>;

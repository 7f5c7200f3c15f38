/** Personal API tokens (docs/decisions/040). */
import { z } from 'zod';
import { textSchema } from './safe-input.ts';

import { API_TOKEN_SCOPES } from '../domain/api-tokens.ts';
export {
  API_TOKEN_PREFIX,
  API_TOKEN_SCOPES,
  MAX_API_TOKENS,
  type ApiTokenScope,
} from '../domain/api-tokens.ts';

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

import { z } from 'zod';
import { textSchema } from './safe-input.ts';

/** GET /api/healthkit/status: whether a platform is configured and whether this user linked it. */
export const healthPlatformStatusSchema = z.object({
  available: z.boolean(),
  platform: z.string().nullable(),
  connected: z.boolean(),
  connectedAt: z.string().nullable(),
});
export type HealthPlatformStatus = z.infer<typeof healthPlatformStatusSchema>;

/** POST /api/healthkit/authorize: where to send the browser, and the state it must come back with. */
export const healthPlatformAuthorizationSchema = z.object({
  authorizationUrl: z.url(),
  state: z.string(),
});
export type HealthPlatformAuthorization = z.infer<typeof healthPlatformAuthorizationSchema>;

/**
 * POST /api/healthkit/token: `{ code }` (docs/product.md#recovery-routes), and the state goes
 * along too so the server finds the PKCE verifier of this very authorization and checks it
 * belongs to the signed-in user.
 */
export const healthPlatformTokenRequestSchema = z.object({
  code: textSchema('The authorization code', {
    min: 1,
    max: 4096,
    minMessage: 'Missing authorization code',
  }),
  state: textSchema('The state', { min: 1, max: 512, minMessage: 'Missing state parameter' }),
});
export type HealthPlatformTokenRequest = z.infer<typeof healthPlatformTokenRequestSchema>;

/**
 * The token stays on the server (docs/product.md#health-platform-connection): the client learns
 * only that the link exists.
 */
export const healthPlatformConnectedSchema = z.object({
  connected: z.literal(true),
  platform: z.string(),
  connectedAt: z.string(),
});
export type HealthPlatformConnected = z.infer<typeof healthPlatformConnectedSchema>;

import { and, eq, lt } from 'drizzle-orm';
import * as oidc from 'openid-client';
import type {
  HealthPlatformAuthorization,
  HealthPlatformConnected,
  HealthPlatformStatus,
  HealthPlatformTokenRequest,
} from '@grandfit/shared/schemas/health-platform.ts';
import type { HealthPlatformConfig } from '../../config.ts';
import type { Db } from '../../db/client.ts';
import {
  healthPlatformAuthorizations,
  healthPlatformConnections,
} from '../../db/schema/recovery.ts';
import { HttpError } from '../../http/http-error.ts';
import { storedTokenCipher } from './token-cipher.ts';
import { isLoopback } from '../../http/loopback.ts';

/** An authorization must come back within this time; older ones are dropped. */
const AUTHORIZATION_TTL_MS = 10 * 60_000;

/**
 * A generic OAuth 2.0 authorization-code + PKCE client for a fitness-tracker web API, configured
 * by environment (no discovery: plain OAuth servers have none). openid-client does the protocol.
 */
function clientConfiguration(platform: HealthPlatformConfig): oidc.Configuration {
  const configuration = new oidc.Configuration(
    {
      issuer: new URL(platform.authorizeUrl).origin,
      authorization_endpoint: platform.authorizeUrl,
      token_endpoint: platform.tokenUrl,
    },
    platform.clientId,
    undefined,
    platform.clientSecret ? oidc.ClientSecretBasic(platform.clientSecret) : oidc.None(),
  );
  // Plain http only for a platform on this machine (development and the test suite).
  if (isLoopback(platform.tokenUrl)) oidc.allowInsecureRequests(configuration);
  return configuration;
}

export interface HealthPlatformService {
  status(userId: string): Promise<HealthPlatformStatus>;
  authorize(userId: string): Promise<HealthPlatformAuthorization>;
  exchange(userId: string, request: HealthPlatformTokenRequest): Promise<HealthPlatformConnected>;
  disconnect(userId: string): Promise<void>;
}

export function healthPlatformService(
  db: Db,
  options: { platform: HealthPlatformConfig | undefined; publicUrl: string },
): HealthPlatformService {
  const { platform } = options;
  const redirectUri = `${options.publicUrl}/healthkit-callback`;
  const configuration = platform ? clientConfiguration(platform) : undefined;

  function configured(): { platform: HealthPlatformConfig; configuration: oidc.Configuration } {
    if (!platform || !configuration) {
      throw new HttpError(404, 'No health platform is configured on this server');
    }
    return { platform, configuration };
  }

  async function connectionOf(userId: string) {
    const [row] = await db
      .select()
      .from(healthPlatformConnections)
      .where(eq(healthPlatformConnections.userId, userId));
    return row;
  }

  return {
    async status(userId) {
      const row = platform ? await connectionOf(userId) : undefined;
      return {
        available: Boolean(platform),
        platform: platform?.name ?? null,
        connected: Boolean(row),
        connectedAt: row?.connectedAt.toISOString() ?? null,
      };
    },

    async authorize(userId) {
      const { platform, configuration } = configured();
      const codeVerifier = oidc.randomPKCECodeVerifier();
      const state = oidc.randomState();
      await db
        .delete(healthPlatformAuthorizations)
        .where(
          lt(healthPlatformAuthorizations.createdAt, new Date(Date.now() - AUTHORIZATION_TTL_MS)),
        );
      await db.insert(healthPlatformAuthorizations).values({ state, userId, codeVerifier });
      const url = oidc.buildAuthorizationUrl(configuration, {
        redirect_uri: redirectUri,
        code_challenge: await oidc.calculatePKCECodeChallenge(codeVerifier),
        code_challenge_method: 'S256',
        state,
        ...(platform.scopes ? { scope: platform.scopes } : {}),
      });
      return { authorizationUrl: url.href, state };
    },

    async exchange(userId, request) {
      const { platform, configuration } = configured();
      // Taken once: a replayed or foreign state finds nothing.
      const [pending] = await db
        .delete(healthPlatformAuthorizations)
        .where(
          and(
            eq(healthPlatformAuthorizations.state, request.state),
            eq(healthPlatformAuthorizations.userId, userId),
          ),
        )
        .returning();
      if (!pending || Date.now() - pending.createdAt.getTime() > AUTHORIZATION_TTL_MS) {
        throw new HttpError(400, 'Invalid state parameter');
      }
      const callbackUrl = new URL(redirectUri);
      callbackUrl.searchParams.set('code', request.code);
      callbackUrl.searchParams.set('state', request.state);
      let tokens: oidc.TokenEndpointResponse;
      try {
        tokens = await oidc.authorizationCodeGrant(configuration, callbackUrl, {
          pkceCodeVerifier: pending.codeVerifier,
          expectedState: request.state,
        });
      } catch {
        throw new HttpError(502, 'Failed to exchange authorization code for access token');
      }
      const cipher = await storedTokenCipher(db);
      const values = {
        platform: platform.name,
        accessTokenEncrypted: cipher.encrypt(tokens.access_token),
        refreshTokenEncrypted: tokens.refresh_token ? cipher.encrypt(tokens.refresh_token) : null,
        scope: tokens.scope ?? platform.scopes ?? null,
        expiresAt:
          typeof tokens.expires_in === 'number'
            ? new Date(Date.now() + tokens.expires_in * 1000)
            : null,
        connectedAt: new Date(),
      };
      const [row] = await db
        .insert(healthPlatformConnections)
        .values({ userId, ...values })
        .onConflictDoUpdate({ target: healthPlatformConnections.userId, set: values })
        .returning();
      if (!row) throw new Error('platform connection upsert returned no row');
      return {
        connected: true,
        platform: row.platform,
        connectedAt: row.connectedAt.toISOString(),
      };
    },

    async disconnect(userId) {
      await db
        .delete(healthPlatformConnections)
        .where(eq(healthPlatformConnections.userId, userId));
    },
  };
}

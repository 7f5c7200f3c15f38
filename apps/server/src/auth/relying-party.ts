import { eq, lt } from 'drizzle-orm';
import * as oidc from 'openid-client';
import type { Db } from '../db/client.ts';
import { loginRequests } from '../db/schema/auth.ts';
import type { IdentityClaims } from '../features/users/users.service.ts';
import { untimed, type Timed } from '../http/server-timing.ts';

export interface RelyingPartyOptions {
  issuer: string;
  clientId: string;
  clientSecret: string | undefined;
  redirectUri: string;
  postLogoutRedirectUri: string;
  /** Plain-http issuers are refused by openid-client unless allowed (loopback and the embedded one). */
  allowHttp: boolean;
}

export interface FinishedLogin {
  issuer: string;
  claims: IdentityClaims;
  idToken: string | null;
}

/** A sign-in must finish within this time; older pending requests are dropped. */
export const LOGIN_REQUEST_TTL_MS = 10 * 60_000;

export class LoginError extends Error {}

export interface RelyingParty {
  /** Fetches the provider's metadata ahead of the first sign-in; a failure is retried then. */
  prepare(): Promise<void>;
  /** `prompt: 'login'` asks the provider for the password even when it has a session. */
  startLogin(options?: { prompt?: 'login' }): Promise<{ url: URL; state: string }>;
  finishLogin(
    callbackUrl: URL,
    browserState: string | undefined,
    timed?: Timed,
  ): Promise<FinishedLogin>;
  logoutUrl(idToken: string | null): Promise<URL | null>;
}

/**
 * OpenID Connect authorization-code flow with PKCE, state and nonce (openid-client v6). The pending
 * request lives in the database so any server instance can finish it.
 */
export function createRelyingParty(db: Db, options: RelyingPartyOptions): RelyingParty {
  let discovered: Promise<oidc.Configuration> | undefined;

  // Discovery is lazy: the embedded provider is served by this same process, which is not
  // listening yet while the app is being built. A failed discovery is retried on the next call.
  function configuration(): Promise<oidc.Configuration> {
    discovered ??= oidc
      .discovery(
        new URL(options.issuer),
        options.clientId,
        undefined,
        options.clientSecret ? oidc.ClientSecretBasic(options.clientSecret) : oidc.None(),
        options.allowHttp ? { execute: [oidc.allowInsecureRequests] } : undefined,
      )
      .catch((error: unknown) => {
        discovered = undefined;
        throw error;
      });
    return discovered;
  }

  return {
    async prepare() {
      await configuration();
    },

    async startLogin(login = {}) {
      const config = await configuration();
      const codeVerifier = oidc.randomPKCECodeVerifier();
      const state = oidc.randomState();
      const nonce = oidc.randomNonce();
      await db
        .delete(loginRequests)
        .where(lt(loginRequests.createdAt, new Date(Date.now() - LOGIN_REQUEST_TTL_MS)));
      await db.insert(loginRequests).values({ state, codeVerifier, nonce });
      const url = oidc.buildAuthorizationUrl(config, {
        redirect_uri: options.redirectUri,
        scope: 'openid email profile',
        code_challenge: await oidc.calculatePKCECodeChallenge(codeVerifier),
        code_challenge_method: 'S256',
        state,
        nonce,
        ...(login.prompt ? { prompt: login.prompt } : {}),
      });
      return { url, state };
    },

    async finishLogin(callbackUrl, browserState, timed = untimed) {
      const state = callbackUrl.searchParams.get('state');
      if (!state || !browserState || state !== browserState) {
        throw new LoginError(
          'Sign-in expired or was started in another browser. Please try again.',
        );
      }
      const [pending] = await timed('db', () =>
        db.delete(loginRequests).where(eq(loginRequests.state, state)).returning(),
      );
      if (!pending || pending.createdAt.getTime() < Date.now() - LOGIN_REQUEST_TTL_MS) {
        throw new LoginError('Sign-in expired. Please try again.');
      }
      const config = await timed('discovery', configuration);
      const providerError = callbackUrl.searchParams.get('error');
      if (providerError) {
        throw new LoginError(callbackUrl.searchParams.get('error_description') ?? providerError);
      }
      const tokens = await timed('token', () =>
        oidc.authorizationCodeGrant(config, callbackUrl, {
          pkceCodeVerifier: pending.codeVerifier,
          expectedState: state,
          expectedNonce: pending.nonce,
          idTokenExpected: true,
        }),
      );
      const idClaims = tokens.claims();
      if (!idClaims) throw new LoginError('The identity provider returned no ID token.');
      // Many providers put profile claims only in UserInfo (OIDC Core 5.4), so read it when offered.
      const userInfo = config.serverMetadata().userinfo_endpoint
        ? await timed('userinfo', () =>
            oidc.fetchUserInfo(config, tokens.access_token, idClaims.sub),
          )
        : {};
      return {
        issuer: config.serverMetadata().issuer,
        claims: { ...idClaims, ...userInfo } as IdentityClaims,
        idToken: tokens.id_token ?? null,
      };
    },

    async logoutUrl(idToken) {
      const config = await configuration();
      if (!config.serverMetadata().end_session_endpoint) return null;
      const parameters: Record<string, string> = {
        post_logout_redirect_uri: options.postLogoutRedirectUri,
        client_id: options.clientId,
      };
      if (idToken) parameters.id_token_hint = idToken;
      return oidc.buildEndSessionUrl(config, parameters);
    },
  };
}

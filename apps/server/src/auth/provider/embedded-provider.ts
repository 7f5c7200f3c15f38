import { randomBytes } from 'node:crypto';
import { exportJWK, generateKeyPair, type JWK } from 'jose';
import Provider, { type Configuration, type KoaContextWithOIDC } from 'oidc-provider';
import type { Db } from '../../db/client.ts';
import { getOrCreateSecret } from '../secrets.ts';
import { findLocalAccount, type LocalAccount } from './accounts.ts';
import { drizzleAdapterFactory } from './adapter.ts';
import { messagePage, signingOutPage } from './pages.ts';

export const EMBEDDED_CLIENT_ID = 'grandfit-web';
export const EMBEDDED_MOUNT_PATH = '/oidc';

export interface EmbeddedProvider {
  provider: Provider;
  issuer: string;
  clientId: string;
  clientSecret: string;
}

/** What the provider says of a local account in its ID tokens. */
export function claimsOf(account: LocalAccount) {
  const [givenName, ...rest] = account.name.split(/\s+/);
  return {
    sub: account.id,
    email: account.email,
    email_verified: false,
    name: account.name,
    given_name: givenName,
    family_name: rest.length > 0 ? rest.join(' ') : undefined,
  };
}

async function signingKeys(db: Db): Promise<JWK[]> {
  return getOrCreateSecret(db, 'oidc_jwks', async () => {
    const { privateKey } = await generateKeyPair('RS256', { extractable: true });
    return [
      {
        ...(await exportJWK(privateKey)),
        use: 'sig',
        alg: 'RS256',
        kid: randomBytes(8).toString('hex'),
      },
    ];
  });
}

/**
 * The identity provider used when OIDC_ISSUER is unset: oidc-provider with our own sign-in pages,
 * local accounts, and all of its state and keys in PostgreSQL.
 */
export async function createEmbeddedProvider(
  db: Db,
  options: { publicUrl: string; trustProxy: boolean },
): Promise<EmbeddedProvider> {
  const issuer = `${options.publicUrl}${EMBEDDED_MOUNT_PATH}`;
  const clientSecret = await getOrCreateSecret(db, 'oidc_client_secret', () =>
    randomBytes(32).toString('base64url'),
  );
  const cookieKeys = await getOrCreateSecret(db, 'oidc_cookie_keys', () => [
    randomBytes(32).toString('base64url'),
  ]);
  const secure = options.publicUrl.startsWith('https://');

  const configuration: Configuration = {
    adapter: drizzleAdapterFactory(db),
    clients: [
      {
        client_id: EMBEDDED_CLIENT_ID,
        client_secret: clientSecret,
        client_name: 'GrandFit',
        redirect_uris: [`${options.publicUrl}/api/callback`],
        post_logout_redirect_uris: [`${options.publicUrl}/`],
        grant_types: ['authorization_code'],
        response_types: ['code'],
      },
    ],
    jwks: { keys: await signingKeys(db) },
    cookies: {
      keys: cookieKeys,
      long: { secure, sameSite: 'lax' },
      short: { secure, sameSite: 'lax' },
    },
    claims: {
      openid: ['sub'],
      email: ['email', 'email_verified'],
      profile: ['name', 'given_name', 'family_name', 'picture'],
    },
    pkce: { required: () => true },
    features: {
      devInteractions: { enabled: false },
      rpInitiatedLogout: {
        enabled: true,
        logoutSource: (ctx: KoaContextWithOIDC, form: string) => {
          ctx.type = 'html';
          ctx.body = signingOutPage(form);
        },
        postLogoutSuccessSource: (ctx: KoaContextWithOIDC) => {
          ctx.type = 'html';
          ctx.body = messagePage('Signed out', 'You have been signed out.');
        },
      },
    },
    interactions: {
      url: (_ctx, interaction) => `${EMBEDDED_MOUNT_PATH}/interaction/${interaction.uid}`,
    },
    // GrandFit is the only client and it is first-party, so there is no consent screen: the grant
    // is created on first sign-in (oidc-provider's documented "skip consent" recipe).
    loadExistingGrant: async (ctx) => {
      const session = ctx.oidc.session;
      const client = ctx.oidc.client;
      if (!session?.accountId || !client) return undefined;
      const grantId = ctx.oidc.result?.consent?.grantId ?? session.grantIdFor(client.clientId);
      if (grantId) {
        const existing = await ctx.oidc.provider.Grant.find(grantId);
        if (existing) return existing;
      }
      const grant = new ctx.oidc.provider.Grant({
        clientId: client.clientId,
        accountId: session.accountId,
      });
      grant.addOIDCScope('openid email profile');
      await grant.save();
      return grant;
    },
    findAccount: async (_ctx, id) => {
      const account = await findLocalAccount(db, id);
      if (!account) return undefined;
      return { accountId: account.id, claims: () => claimsOf(account) };
    },
    renderError: (ctx, out) => {
      ctx.type = 'html';
      ctx.body = messagePage(
        'Sign-in problem',
        `${String(out.error_description ?? out.error)}. Please start again from GrandFit.`,
      );
    },
    ttl: {
      Session: 14 * 86_400,
      Interaction: 3_600,
      Grant: 365 * 86_400,
      AuthorizationCode: 60,
      AccessToken: 3_600,
      IdToken: 3_600,
    },
  };

  const provider = new Provider(issuer, configuration);
  provider.proxy = options.trustProxy;
  return { provider, issuer, clientId: EMBEDDED_CLIENT_ID, clientSecret };
}

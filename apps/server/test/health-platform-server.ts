/**
 * A real OAuth 2.0 authorization server standing in for a fitness tracker's web API (e.g. a
 * wrist-band vendor's): oidc-provider with its built-in development sign-in and consent pages,
 * in memory. Used by the server tests and, run as a script, by the Playwright suite.
 */
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { pathToFileURL } from 'node:url';
import Provider from 'oidc-provider';

export const PLATFORM_CLIENT_ID = 'grandfit-health';
export const PLATFORM_CLIENT_SECRET = 'health-platform-test-secret';
export const PLATFORM_SCOPES = 'heartrate sleep';

export interface HealthPlatformServer {
  url: string;
  /** The environment that points GrandFit at this server. */
  env: Record<string, string>;
  /** Registers GrandFit's callback; the server answers 503 until then. */
  registerApp(appUrl: string): void;
  close(): Promise<void>;
}

function provider(issuer: string, appUrl: string) {
  return new Provider(issuer, {
    clients: [
      {
        client_id: PLATFORM_CLIENT_ID,
        client_secret: PLATFORM_CLIENT_SECRET,
        redirect_uris: [`${appUrl}/healthkit-callback`],
        grant_types: ['authorization_code'],
        response_types: ['code'],
      },
    ],
    scopes: ['openid', ...PLATFORM_SCOPES.split(' ')],
    pkce: { required: () => true },
    features: { devInteractions: { enabled: true } },
    // Explicit lifetimes keep the provider from printing a notice for each default it uses.
    ttl: {
      AccessToken: 3600,
      AuthorizationCode: 60,
      Grant: 3600,
      Interaction: 600,
      Session: 3600,
    },
    findAccount: (_ctx, sub) => ({ accountId: sub, claims: () => ({ sub }) }),
  });
}

/**
 * Listens at once, so GrandFit can be configured with its URL before GrandFit's own port (and so
 * the redirect URI) is known.
 */
export async function startHealthPlatformServer(
  options: { port?: number } = {},
): Promise<HealthPlatformServer> {
  let handler: http.RequestListener = (_request, response) => {
    response.writeHead(503).end('GrandFit is not registered yet');
  };
  const server = http.createServer((request, response) => handler(request, response));
  await new Promise<void>((resolve) => server.listen(options.port ?? 0, '127.0.0.1', resolve));
  const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return {
    registerApp(appUrl) {
      handler = provider(url, appUrl).callback();
    },
    url,
    env: {
      HEALTH_PLATFORM_NAME: 'Test Tracker',
      HEALTH_OAUTH_AUTHORIZE_URL: `${url}/auth`,
      HEALTH_OAUTH_TOKEN_URL: `${url}/token`,
      HEALTH_OAUTH_CLIENT_ID: PLATFORM_CLIENT_ID,
      HEALTH_OAUTH_CLIENT_SECRET: PLATFORM_CLIENT_SECRET,
      HEALTH_OAUTH_SCOPES: PLATFORM_SCOPES,
    },
    close: () =>
      new Promise((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

// Run directly (Playwright's second web server): PORT and APP_URL come from the environment.
if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  const port = Number(process.env.PORT ?? 3211);
  const appUrl = process.env.APP_URL ?? 'http://localhost:3210';
  const platform = await startHealthPlatformServer({ port });
  platform.registerApp(appUrl);
}

/// <reference lib="webworker" />
import { cleanupOutdatedCaches, matchPrecache, precacheAndRoute } from 'workbox-precaching';
import { NavigationRoute, registerRoute } from 'workbox-routing';
import { clientsClaim } from 'workbox-core';

declare let self: ServiceWorkerGlobalScope & {
  __WB_MANIFEST: Array<{ url: string; revision: string | null }>;
};

precacheAndRoute(self.__WB_MANIFEST);
cleanupOutdatedCaches();
clientsClaim();

/*
 * Offline navigation design (see the report / docs): every SPA route, /offline included, is the
 * same index.html. A navigation goes to the network first so a new deploy's HTML is always used
 * when online; if the network fails we answer with the precached index.html and leave the URL
 * alone (no redirect). The app then boots, fails to load /api/auth/user, sees it is offline and
 * replaces the location with /offline (src/app/auth-gate.tsx). The always-available routes keep
 * working offline as they are.
 *
 * /api/* and /oidc/* are denied: sign-in, sign-out and the provider's pages must reach the
 * server, and a cached SPA shell there would hide a redirect.
 */
const navigationHandler = async ({ request }: { request: Request }): Promise<Response> => {
  try {
    return await fetch(request);
  } catch {
    const shell = await matchPrecache('/index.html');
    return shell ?? Response.error();
  }
};

registerRoute(
  new NavigationRoute(navigationHandler, {
    denylist: [/^\/api(\/|$)/, /^\/oidc(\/|$)/],
  }),
);

self.addEventListener('message', (event) => {
  const data: unknown = event.data;
  if (
    typeof data === 'object' &&
    data !== null &&
    (data as { type?: unknown }).type === 'SKIP_WAITING'
  ) {
    void self.skipWaiting();
  }
});

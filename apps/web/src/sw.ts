/// <reference lib="webworker" />
import { cleanupOutdatedCaches, matchPrecache, precacheAndRoute } from 'workbox-precaching';
import { NavigationRoute, registerRoute } from 'workbox-routing';
import { clientsClaim } from 'workbox-core';
import { isRestAlarmMessage } from './lib/rest-alarm.ts';
import { restAlarmWorker } from './lib/rest-alarm-worker.ts';

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

const restAlarm = restAlarmWorker({
  windows: () => self.clients.matchAll({ type: 'window' }),
  registration: self.registration,
  safePath,
});

self.addEventListener('message', (event) => {
  const data: unknown = event.data;
  if (isRestAlarmMessage(data)) {
    event.waitUntil(restAlarm(data));
    return;
  }
  if (
    typeof data === 'object' &&
    data !== null &&
    (data as { type?: unknown }).type === 'SKIP_WAITING'
  ) {
    void self.skipWaiting();
  }
});

/*
 * Push (docs/decisions/016-notifications.md): the server sends { id, kind, title, body, url }
 * (features/notifications on the server). Only same-origin paths are opened on click; anything else
 * opens Today.
 */
interface PushMessage {
  title: string;
  body: string;
  url: string;
  kind?: string;
  id?: string;
}

function safePath(value: unknown): string {
  return typeof value === 'string' && value.startsWith('/') && !value.startsWith('//')
    ? value
    : '/';
}

function readPush(data: PushMessageData | null): PushMessage {
  let parsed: unknown;
  try {
    parsed = data?.json();
  } catch {
    parsed = { body: data?.text() };
  }
  const message = (typeof parsed === 'object' && parsed !== null ? parsed : {}) as Record<
    string,
    unknown
  >;
  const text = (value: unknown, fallback: string) =>
    typeof value === 'string' && value.trim() !== '' ? value : fallback;
  return {
    title: text(message.title, 'GrandFit'),
    body: text(message.body, ''),
    url: safePath(message.url),
    kind: typeof message.kind === 'string' ? message.kind : undefined,
    id: typeof message.id === 'string' ? message.id : undefined,
  };
}

self.addEventListener('push', (event) => {
  const message = readPush(event.data);
  event.waitUntil(
    self.registration.showNotification(message.title, {
      body: message.body,
      icon: '/icons/icon-192.png',
      // One of each kind on screen: today's reminder replaces yesterday's.
      tag: message.kind ? `grandfit-${message.kind}` : undefined,
      data: { url: message.url, id: message.id },
    }),
  );
});

/**
 * Takes a window of the app to `path` and focuses it, or opens one there. navigate() works only
 * on a window this worker controls; an uncontrolled one (e.g. a hard reload) gets a new window.
 */
async function openApp(path: string): Promise<void> {
  const url = new URL(path, self.location.origin).href;
  const windows = await self.clients.matchAll({ type: 'window' });
  const client = windows.find(
    (candidate) => new URL(candidate.url).origin === self.location.origin,
  );
  if (client) {
    const navigated = client.url === url ? client : await client.navigate(url).catch(() => null);
    if (navigated) {
      // Focusing needs the click's user activation; without it the window is still navigated.
      await navigated.focus().catch(() => undefined);
      return;
    }
  }
  await self.clients.openWindow(url);
}

self.addEventListener('notificationclick', (event) => {
  event.notification.close();
  const data = event.notification.data as { url?: unknown } | null;
  event.waitUntil(openApp(safePath(data?.url)));
});

import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { onlineManager } from '@tanstack/react-query';
import { Boot } from './app/boot.tsx';
import { isChunkLoadError } from './lib/chunk-load-error.ts';
import { Providers } from './app/providers.tsx';
import { captureInstallPrompt, registerServiceWorker } from './app/pwa/register-sw.ts';
import { createQueryClient } from './lib/query-client.ts';
import { lastKnownUserId } from './lib/offline-cache/last-user.ts';
import { startSignInCheck } from './lib/auth-user.ts';
import { startTheme } from './lib/theme.ts';
import './index.css';

startTheme();
captureInstallPrompt();

// TanStack Query assumes a connection until an 'offline' event; a page opened without one never
// gets that event, and its reads would spend their retries instead of waiting for the network.
onlineManager.setOnline(navigator.onLine);

const queryClient = createQueryClient();
if (window.location.pathname === '/auth-callback') startSignInCheck(queryClient);

/** IndexedDB can hang (some private modes): the app starts without the offline copy then. */
const RESTORE_TIMEOUT_MS = 1500;

/** The offline copy of the last signed-in user's answers, for a user who has one (lib/offline-cache). */
async function restoreOfflineCopy(): Promise<void> {
  if (lastKnownUserId() === null) return;
  const { restoreOfflineCache } = await import('./lib/offline-cache/offline-cache.ts');
  await Promise.race([
    restoreOfflineCache(queryClient).catch(() => undefined),
    new Promise((resolve) => setTimeout(resolve, RESTORE_TIMEOUT_MS)),
  ]);
}

const root = document.getElementById('root');
if (!root) throw new Error('Missing #root element');

void restoreOfflineCopy().then(() => {
  createRoot(root, {
    // A tap-opened part that could not be downloaded is handled where it was asked for
    // (components/ui/tap-loaded.tsx): not an error of the app. Anything else is reported as React
    // does by default.
    onCaughtError: (error, info) => {
      if (!isChunkLoadError(error)) console.error(error, info.componentStack);
    },
  }).render(
    <StrictMode>
      <Providers queryClient={queryClient}>
        <Boot />
      </Providers>
    </StrictMode>,
  );
});

// Only production builds have a service worker (vite dev serves modules, not a precache).
if (import.meta.env.PROD) {
  window.addEventListener('load', () => {
    void registerServiceWorker();
  });
}

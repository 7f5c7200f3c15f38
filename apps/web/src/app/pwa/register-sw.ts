import { STORAGE_KEYS } from '@grandfit/shared/constants.ts';
import { writeStorage } from '../../lib/storage.ts';
import { setPwaState, type BeforeInstallPromptEvent } from './pwa-store.ts';

/** The app's service worker registration, once registered (the update offer needs it). */
let current: ServiceWorkerRegistration | null = null;

/**
 * The install event can fire before any React screen mounts, so it is captured at boot and kept
 * in the PWA store; the shell decides later (after 30 s) whether to offer the dialog.
 */
export function captureInstallPrompt(): void {
  window.addEventListener('beforeinstallprompt', (event) => {
    event.preventDefault();
    setPwaState({ installPrompt: event as BeforeInstallPromptEvent });
  });
  window.addEventListener('appinstalled', () => {
    writeStorage(STORAGE_KEYS.pwaInstallPrompted, 'true');
    setPwaState({ installPrompt: null, installed: true });
  });
}

export async function registerServiceWorker(): Promise<void> {
  if (!('serviceWorker' in navigator)) return;
  try {
    const registration = await navigator.serviceWorker.register('/sw.js', { scope: '/' });
    current = registration;
    // A worker installed on an earlier visit may be waiting already, or be installing now.
    if (registration.waiting) offerUpdate();
    if (registration.installing) watchInstall(registration.installing);
    registration.addEventListener('updatefound', () => {
      if (registration.installing) watchInstall(registration.installing);
    });
  } catch (error) {
    // Registration failures are only logged (docs/product.md#install-and-update; warn: e2e fails on
    // console.error).
    console.warn('Service worker registration failed', error);
  }
}

/**
 * An update is offered only when a new worker has installed while another one controls the page
 * (docs/product.md#install-and-update). A first install has no controller: nothing to update.
 */
function offerUpdate() {
  if (navigator.serviceWorker.controller) setPwaState({ updateReady: true });
}

function watchInstall(worker: ServiceWorker) {
  worker.addEventListener('statechange', () => {
    if (worker.state === 'installed') offerUpdate();
  });
}

/** 'Update Now': let the waiting worker take over (sw.ts's SKIP_WAITING), then reload into it. */
export function applyUpdate(): void {
  const waiting = current?.waiting;
  if (!waiting) {
    window.location.reload();
    return;
  }
  navigator.serviceWorker.addEventListener('controllerchange', () => window.location.reload(), {
    once: true,
  });
  waiting.postMessage({ type: 'SKIP_WAITING' });
}

import type { Workbox } from 'workbox-window';
import { STORAGE_KEYS } from '@grandfit/shared/constants.ts';
import { writeStorage } from '../../lib/storage.ts';
import { setPwaState, type BeforeInstallPromptEvent } from './pwa-store.ts';

let workbox: Workbox | null = null;

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
    // Loaded on demand so workbox-window stays out of the landing page's first bytes.
    const { Workbox } = await import('workbox-window');
    const wb = new Workbox('/sw.js', { scope: '/' });
    // 'waiting' fires only when a new worker installed while another one controls the page,
    // which is exactly when the update is offered (docs/product.md#install-and-update).
    wb.addEventListener('waiting', () => {
      setPwaState({ updateReady: true });
    });
    workbox = wb;
    await wb.register();
  } catch (error) {
    // Registration failures are only logged (docs/product.md#install-and-update; warn: e2e fails on
    // console.error).
    console.warn('Service worker registration failed', error);
  }
}

/** 'Update Now': let the waiting worker take over, then reload into the new version. */
export function applyUpdate(): void {
  const wb = workbox;
  if (!wb) {
    window.location.reload();
    return;
  }
  wb.addEventListener('controlling', () => {
    window.location.reload();
  });
  wb.messageSkipWaiting();
}

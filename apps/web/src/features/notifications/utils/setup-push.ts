import { getVapidKey } from '../api/get-vapid-key.ts';
import { subscribePush } from '../api/subscribe-push.ts';
import { deviceZoneName } from '../../../lib/time-zone.ts';
import { base64UrlToBytes, pushSupported, sameKey } from './push-support.ts';

export const NOTIFICATION_ICON = '/icons/icon-192.png';

/** The service worker may still be installing on a first visit; it is not worth waiting longer. */
const READY_TIMEOUT_MS = 10_000;

async function readyRegistration(): Promise<ServiceWorkerRegistration> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  try {
    return await Promise.race([
      navigator.serviceWorker.ready,
      new Promise<never>((_, reject) => {
        timer = setTimeout(() => reject(new Error('service worker not ready')), READY_TIMEOUT_MS);
      }),
    ]);
  } finally {
    clearTimeout(timer);
  }
}

/**
 * Subscribes this device to push and registers it with the server for the signed-in user. Only
 * where push is supported and permission is granted; failures are only logged
 * (docs/product.md#notification-prompt). A subscription made with another key (the built-in
 * fallback, or a server with new keys) is replaced. Returns whether the server now has the
 * subscription.
 */
export async function setupPushSubscription(): Promise<boolean> {
  if (!pushSupported() || Notification.permission !== 'granted') return false;
  try {
    const registration = await readyRegistration();
    const key = base64UrlToBytes(await getVapidKey());
    let subscription = await registration.pushManager.getSubscription();
    if (subscription && !sameKey(subscription, key)) {
      await subscription.unsubscribe();
      subscription = null;
    }
    subscription ??= await registration.pushManager.subscribe({
      userVisibleOnly: true,
      applicationServerKey: key,
    });
    const json = subscription.toJSON();
    await subscribePush({
      endpoint: json.endpoint ?? subscription.endpoint,
      expirationTime: json.expirationTime ?? null,
      keys: { p256dh: json.keys?.p256dh ?? '', auth: json.keys?.auth ?? '' },
      // Places reminders on the device's clock.
      timeZone: deviceZoneName(),
    });
    return true;
  } catch (error) {
    // Warn, not error: push setup failures are only logged.
    console.warn('Push notification setup failed', error);
    return false;
  }
}

/** Granting shows a confirmation about workout reminders and meal tracking prompts. */
export async function showConfirmationNotification(): Promise<void> {
  try {
    const registration = await readyRegistration();
    await registration.showNotification('Notifications enabled', {
      body: "You'll get workout reminders and meal tracking prompts.",
      icon: NOTIFICATION_ICON,
      tag: 'notifications-enabled',
      data: { url: '/' },
    });
  } catch (error) {
    console.warn('Could not show the confirmation notification', error);
  }
}

import { apiRequest } from './api-client.ts';

/** How long signing out waits for the device to be forgotten before it goes on regardless. */
const FORGET_TIMEOUT_MS = 1500;

/**
 * Stops this device's pushes before its user signs out, so the next person to pick the phone up
 * never sees the last user's reminders: the server forgets the endpoint and the browser drops the
 * subscription. Best effort and bounded in time: signing out never waits on the network for long.
 */
export async function forgetPushDevice(): Promise<void> {
  if (typeof navigator === 'undefined' || !('serviceWorker' in navigator)) return;
  const forget = async () => {
    const registration = await navigator.serviceWorker.getRegistration();
    const subscription = await registration?.pushManager?.getSubscription();
    if (!subscription) return;
    await apiRequest('POST', '/api/notifications/unsubscribe', {
      endpoint: subscription.endpoint,
    }).catch((error: unknown) => console.warn('could not forget this device on the server', error));
    await subscription.unsubscribe();
  };
  await Promise.race([
    forget().catch((error: unknown) => console.warn('could not drop the push subscription', error)),
    new Promise((resolve) => setTimeout(resolve, FORGET_TIMEOUT_MS)),
  ]);
}

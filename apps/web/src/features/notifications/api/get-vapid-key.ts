import type { VapidKey } from '@grandfit/shared/schemas/notifications.ts';
import { apiRequest } from '../../../lib/api-client.ts';

export const VAPID_KEY_URL = '/api/notifications/vapid-key';

/**
 * The built-in key, used only when the call fails (docs/product.md#push-subscriptions). It is a
 * well-formed P-256 public key whose private half was thrown away when it was made, so a
 * subscription made with it can never receive a push: the next successful setup replaces it
 * (subscriptions are re-made when the key differs).
 */
export const FALLBACK_VAPID_PUBLIC_KEY =
  'BOAaDChYsBpX731tV1yiRbgFcXv3xWH4m9y5Yy_rJdUIRT8F1NXaOxI-YWl8PUWppRbs3WE6pYqmALL42Sj3l5U';

/** GET /api/notifications/vapid-key: the server's VAPID public key (base64url). */
export async function getVapidKey(): Promise<string> {
  try {
    const res = await apiRequest('GET', VAPID_KEY_URL);
    return ((await res.json()) as VapidKey).publicKey;
  } catch (error) {
    console.warn('Could not load the push key; using the built-in one', error);
    return FALLBACK_VAPID_PUBLIC_KEY;
  }
}

import type {
  PushSubscriptionInput,
  SubscribeResult,
} from '@grandfit/shared/schemas/notifications.ts';
import { apiRequest } from '../../../lib/api-client.ts';

export const SUBSCRIBE_URL = '/api/notifications/subscribe';

/** POST /api/notifications/subscribe: this device's push subscription and time zone. */
export async function subscribePush(input: PushSubscriptionInput): Promise<SubscribeResult> {
  const res = await apiRequest('POST', SUBSCRIBE_URL, input);
  return (await res.json()) as SubscribeResult;
}

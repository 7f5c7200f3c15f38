/*
 * The rest timer's alarm (docs/decisions/021-offline-cold-start.md): when a rest ends while the app
 * is in the background, the service worker shows a notification, where the user granted
 * notifications. The page tells the worker when the rest ends; the worker keeps itself awake until
 * then (event.waitUntil), which browsers allow for a few minutes: the length of a rest between
 * sets.
 */

export const REST_ALARM_TAG = 'grandfit-rest';

export type RestAlarmMessage =
  | { type: 'REST_ALARM_SET'; endsAt: number; body: string; url: string }
  | { type: 'REST_ALARM_CANCEL' };

export function isRestAlarmMessage(data: unknown): data is RestAlarmMessage {
  if (typeof data !== 'object' || data === null) return false;
  const message = data as Record<string, unknown>;
  if (message.type === 'REST_ALARM_CANCEL') return true;
  return (
    message.type === 'REST_ALARM_SET' &&
    typeof message.endsAt === 'number' &&
    Number.isFinite(message.endsAt) &&
    typeof message.body === 'string' &&
    typeof message.url === 'string'
  );
}

function post(message: RestAlarmMessage): void {
  if (typeof navigator === 'undefined' || !('serviceWorker' in navigator)) return;
  navigator.serviceWorker.controller?.postMessage(message);
}

/** Asks the worker to ring at `endsAt`; only where notifications are granted. */
export function setRestAlarm(endsAt: number, body: string, url: string): void {
  if (typeof Notification === 'undefined' || Notification.permission !== 'granted') return;
  post({ type: 'REST_ALARM_SET', endsAt, body, url });
}

/** The rest was skipped or ended on screen: no alarm, and none left in the notification tray. */
export function cancelRestAlarm(): void {
  post({ type: 'REST_ALARM_CANCEL' });
}

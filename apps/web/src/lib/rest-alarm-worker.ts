import { REST_ALARM_TAG, type RestAlarmMessage } from './rest-alarm.ts';

/**
 * Chrome ends an event's extension after about five minutes, which bounds how long a rest can be
 * rung for from the service worker.
 */
export const MAX_REST_ALARM_MS = 5 * 60 * 1000;

interface WindowLike {
  visibilityState: DocumentVisibilityState;
  focused: boolean;
}

interface RegistrationLike {
  showNotification: (title: string, options?: NotificationOptions) => Promise<void>;
  getNotifications: (filter?: GetNotificationOptions) => Promise<Notification[]>;
}

export interface RestAlarmWorkerDeps {
  windows: () => Promise<readonly WindowLike[]>;
  registration: RegistrationLike;
  safePath: (value: unknown) => string;
}

/**
 * The service worker's side of the rest alarm (lib/rest-alarm.ts): one alarm at a time, a new
 * rest or '+30s' replacing the waiting one. The returned handler's promise lasts until the alarm
 * rang or was taken back, so the worker hands it to event.waitUntil and stays awake that long.
 */
export function restAlarmWorker({ windows, registration, safePath }: RestAlarmWorkerDeps) {
  let cancelWaiting: (() => void) | null = null;

  /** The user is looking at the app: its rest timer says the rest is over. */
  async function appInView(): Promise<boolean> {
    return (await windows()).some(
      (client) => client.visibilityState === 'visible' && client.focused,
    );
  }

  async function ring(body: string, url: string): Promise<void> {
    if (await appInView()) return;
    await registration.showNotification('Rest is over', {
      body,
      icon: '/icons/icon-192.png',
      tag: REST_ALARM_TAG,
      data: { url: safePath(url) },
    });
  }

  return function handle(message: RestAlarmMessage): Promise<void> {
    cancelWaiting?.();
    cancelWaiting = null;
    if (message.type === 'REST_ALARM_CANCEL') {
      return registration
        .getNotifications({ tag: REST_ALARM_TAG })
        .then((shown) => shown.forEach((notification) => notification.close()));
    }
    const delay = Math.min(Math.max(0, message.endsAt - Date.now()), MAX_REST_ALARM_MS);
    return new Promise<void>((resolve) => {
      const timer = setTimeout(() => {
        cancelWaiting = null;
        void ring(message.body, message.url)
          .catch(() => undefined)
          .finally(resolve);
      }, delay);
      cancelWaiting = () => {
        clearTimeout(timer);
        resolve();
      };
    });
  };
}

import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, fireEvent, render, screen } from '@testing-library/react';
import { STORAGE_KEYS, TIMINGS } from '@grandfit/shared/constants.ts';
import { NotificationPrompt } from './notification-prompt.tsx';

const FLAG = STORAGE_KEYS.notificationPermissionAsked;
const SERVER_KEY =
  'BOAaDChYsBpX731tV1yiRbgFcXv3xWH4m9y5Yy_rJdUIRT8F1NXaOxI-YWl8PUWppRbs3WE6pYqmALL42Sj3l5U';

/** A browser with push: Notification, PushManager and a ready service worker registration. */
function fakeBrowser(options: {
  permission: NotificationPermission;
  answer: NotificationPermission;
}) {
  const state = { permission: options.permission };
  const requestPermission = vi.fn(async () => {
    state.permission = options.answer;
    return options.answer;
  });
  class FakeNotification {
    static get permission() {
      return state.permission;
    }
    static requestPermission = requestPermission;
  }
  const subscription = {
    endpoint: 'https://push.example.com/send/device-1',
    options: { applicationServerKey: null },
    toJSON: () => ({
      endpoint: 'https://push.example.com/send/device-1',
      expirationTime: null,
      keys: { p256dh: 'p256dh-key', auth: 'auth-secret' },
    }),
    unsubscribe: vi.fn(async () => true),
  };
  const registration = {
    showNotification: vi.fn(async () => undefined),
    pushManager: {
      getSubscription: vi.fn(async () => null),
      subscribe: vi.fn(async () => subscription),
    },
  };
  vi.stubGlobal('Notification', FakeNotification);
  vi.stubGlobal('PushManager', class {});
  Object.defineProperty(window.navigator, 'serviceWorker', {
    configurable: true,
    value: { ready: Promise.resolve(registration) },
  });
  const fetchMock = vi.fn(async (url: string | URL | Request, _init?: RequestInit) =>
    String(url).endsWith('/vapid-key')
      ? new Response(JSON.stringify({ publicKey: SERVER_KEY }), { status: 200 })
      : new Response(JSON.stringify({ subscribed: true, timeZone: 'UTC' }), { status: 200 }),
  );
  vi.stubGlobal('fetch', fetchMock);
  return { requestPermission, registration, fetchMock };
}

/** Runs the timers and the promise chains they start (the dialog and the push code load lazily). */
async function advance(ms: number) {
  await act(async () => {
    await vi.advanceTimersByTimeAsync(ms);
  });
  for (let i = 0; i < 5; i += 1) {
    await act(async () => {
      await vi.dynamicImportSettled();
    });
  }
}

beforeEach(() => {
  vi.useFakeTimers();
  window.localStorage.clear();
});

afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
  Reflect.deleteProperty(window.navigator, 'serviceWorker');
});

describe('NotificationPrompt', () => {
  it("offers 'Stay on Track' after 15 s when the browser would not ask without a tap", async () => {
    const { requestPermission } = fakeBrowser({ permission: 'default', answer: 'default' });
    render(<NotificationPrompt />);
    await advance(TIMINGS.pushAutoSetupDelay);
    // The 10-s setup asked; the browser gave no answer, so the flag stays unset.
    expect(requestPermission).toHaveBeenCalledTimes(1);
    expect(window.localStorage.getItem(FLAG)).toBeNull();
    expect(screen.queryByRole('dialog')).toBeNull();

    await advance(TIMINGS.notificationDialogDelay - TIMINGS.pushAutoSetupDelay);
    // The dialog's code loads lazily: let real time pass for the import.
    vi.useRealTimers();
    const dialog = await screen.findByRole('dialog', { name: 'Stay on Track' });
    for (const text of ['Workout reminders', 'Meal tracking prompts', 'Daily motivation']) {
      expect(dialog.textContent).toContain(text);
    }
    fireEvent.click(screen.getByRole('button', { name: 'Not Now' }));
    expect(window.localStorage.getItem(FLAG)).toBe('true');
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('Enable asks, shows the confirmation and subscribes this device', async () => {
    const { registration, fetchMock } = fakeBrowser({ permission: 'default', answer: 'default' });
    render(<NotificationPrompt />);
    await advance(TIMINGS.notificationDialogDelay);
    vi.useRealTimers();
    await screen.findByRole('dialog', { name: 'Stay on Track' });
    (Notification.requestPermission as ReturnType<typeof vi.fn>).mockImplementation(async () => {
      Object.defineProperty(Notification, 'permission', { configurable: true, value: 'granted' });
      return 'granted';
    });
    fireEvent.click(screen.getByRole('button', { name: 'Enable' }));
    expect(window.localStorage.getItem(FLAG)).toBe('true');

    await vi.waitFor(() => expect(fetchMock).toHaveBeenCalledTimes(2));
    expect(registration.showNotification).toHaveBeenCalledWith(
      'Notifications enabled',
      expect.objectContaining({
        body: "You'll get workout reminders and meal tracking prompts.",
      }),
    );
    expect(registration.pushManager.subscribe).toHaveBeenCalledWith(
      expect.objectContaining({ userVisibleOnly: true }),
    );
    const post = fetchMock.mock.calls.find(([url]) => String(url).endsWith('/subscribe'));
    const init = post?.[1] as RequestInit | undefined;
    expect(JSON.parse(String(init?.body))).toEqual({
      endpoint: 'https://push.example.com/send/device-1',
      expirationTime: null,
      keys: { p256dh: 'p256dh-key', auth: 'auth-secret' },
      timeZone: Intl.DateTimeFormat().resolvedOptions().timeZone,
    });
  });

  it('sets the flag when the 10-s setup gets an answer, and then never opens the dialog', async () => {
    const { requestPermission } = fakeBrowser({ permission: 'default', answer: 'denied' });
    render(<NotificationPrompt />);
    await advance(TIMINGS.notificationDialogDelay + 1000);
    expect(requestPermission).toHaveBeenCalledTimes(1);
    expect(window.localStorage.getItem(FLAG)).toBe('true');
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('stays quiet once asked, and re-registers a device whose permission is granted', async () => {
    window.localStorage.setItem(FLAG, 'true');
    const { requestPermission, fetchMock } = fakeBrowser({
      permission: 'granted',
      answer: 'granted',
    });
    render(<NotificationPrompt />);
    await advance(TIMINGS.notificationDialogDelay + 1000);
    expect(requestPermission).not.toHaveBeenCalled();
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(fetchMock.mock.calls.map(([url]) => String(url))).toEqual([
      '/api/notifications/vapid-key',
      '/api/notifications/subscribe',
    ]);
  });

  it('does nothing without push support', async () => {
    window.localStorage.removeItem(FLAG);
    const fetchMock = vi.fn();
    vi.stubGlobal('fetch', fetchMock);
    render(<NotificationPrompt />);
    await advance(TIMINGS.notificationDialogDelay + 1000);
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(fetchMock).not.toHaveBeenCalled();
  });
});

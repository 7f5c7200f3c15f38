import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { REST_ALARM_TAG } from './rest-alarm.ts';
import { restAlarmWorker } from './rest-alarm-worker.ts';

function setUp(window: { visibilityState: DocumentVisibilityState; focused: boolean }) {
  const shown: { title: string; options?: NotificationOptions; close: () => void }[] = [];
  const worker = restAlarmWorker({
    windows: () => Promise.resolve([window]),
    registration: {
      showNotification: (title, options) => {
        const entry = {
          title,
          options,
          close: () => shown.splice(shown.indexOf(entry), 1),
        };
        shown.push(entry);
        return Promise.resolve();
      },
      getNotifications: ({ tag } = {}) =>
        Promise.resolve(
          shown.filter((entry) => entry.options?.tag === tag) as unknown as Notification[],
        ),
    },
    safePath: (value) => (typeof value === 'string' && value.startsWith('/') ? value : '/'),
  });
  return { worker, shown };
}

const alarm = (inMs: number) => ({
  type: 'REST_ALARM_SET' as const,
  endsAt: Date.now() + inMs,
  body: 'Set 2 of 3 · Goblet Squat',
  url: '/workout/w1',
});

describe('the rest alarm in the service worker', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('rings when the rest ends and the app is in the background', async () => {
    const { worker, shown } = setUp({ visibilityState: 'hidden', focused: false });
    const done = worker(alarm(90_000));
    await vi.advanceTimersByTimeAsync(89_000);
    expect(shown).toEqual([]);
    await vi.advanceTimersByTimeAsync(1_000);
    await done;
    expect(shown).toHaveLength(1);
    expect(shown[0]).toMatchObject({
      title: 'Rest is over',
      options: {
        body: 'Set 2 of 3 · Goblet Squat',
        tag: REST_ALARM_TAG,
        data: { url: '/workout/w1' },
      },
    });
  });

  it('stays silent while the user looks at the app', async () => {
    const { worker, shown } = setUp({ visibilityState: 'visible', focused: true });
    const done = worker(alarm(1_000));
    await vi.advanceTimersByTimeAsync(1_000);
    await done;
    expect(shown).toEqual([]);
  });

  it('rings once for the latest rest: +30s replaces the waiting alarm, a cancel takes it back', async () => {
    const { worker, shown } = setUp({ visibilityState: 'hidden', focused: false });
    const first = worker(alarm(60_000));
    const extended = worker(alarm(90_000));
    await first;
    await vi.advanceTimersByTimeAsync(60_000);
    expect(shown).toEqual([]);
    await vi.advanceTimersByTimeAsync(30_000);
    await extended;
    expect(shown).toHaveLength(1);

    const skipped = worker(alarm(60_000));
    await worker({ type: 'REST_ALARM_CANCEL' });
    await skipped;
    await vi.advanceTimersByTimeAsync(120_000);
    // The cancel also cleared the earlier notification from the tray.
    expect(shown).toEqual([]);
  });

  it('never waits past what the browser allows, nor for a rest already over', async () => {
    const { worker, shown } = setUp({ visibilityState: 'hidden', focused: false });
    const long = worker(alarm(60 * 60_000));
    await vi.advanceTimersByTimeAsync(5 * 60_000);
    await long;
    expect(shown).toHaveLength(1);
    const past = worker(alarm(-5_000));
    await vi.advanceTimersByTimeAsync(0);
    await past;
    expect(shown).toHaveLength(2);
  });
});

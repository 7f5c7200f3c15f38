import 'fake-indexeddb/auto';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import type { BreathingSessionInput } from '@grandfit/shared/schemas/breathing.ts';
import { getToastState, resetToasts } from '../../../components/ui/use-toast.ts';
import { AUTH_USER_URL } from '../../../lib/auth-user.ts';
import { stopOutbox } from '../../../lib/outbox/outbox.ts';
import { freshIndexedDb, json, setOnLine } from '../../../lib/outbox/outbox-test-utils.ts';
import { createQueryClient } from '../../../lib/query-client.ts';
import { BreathingScreen } from './breathing-screen.tsx';

let client: QueryClient;
let posted: BreathingSessionInput[];

const lastToast = () => getToastState().toasts[0];

function renderScreen() {
  render(
    <QueryClientProvider client={client}>
      <BreathingScreen />
    </QueryClientProvider>,
  );
}

/** Moves the fake clock and lets React and the timers catch up. */
async function advance(ms: number) {
  await act(async () => {
    await vi.advanceTimersByTimeAsync(ms);
  });
}

beforeEach(() => {
  freshIndexedDb();
  setOnLine(true);
  resetToasts();
  client = createQueryClient();
  client.setQueryData([AUTH_USER_URL], { id: 'u1' });
  posted = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: string, init: RequestInit = {}) => {
      const url = String(input);
      const method = init.method ?? 'GET';
      if (url === AUTH_USER_URL) return json({ id: 'u1' });
      if (url.startsWith('/api/breathing/sessions') && method === 'POST') {
        const body = JSON.parse(String(init.body)) as BreathingSessionInput;
        posted.push(body);
        return json({ ...body, id: 's1' });
      }
      if (url.startsWith('/api/breathing/sessions')) return json([]);
      return json({ message: 'Not found' }, 404);
    }),
  );
});

afterEach(async () => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
  await stopOutbox();
});

describe('BreathingScreen', () => {
  it('shows the benefits, the strap card and the session card with the default pattern', async () => {
    renderScreen();
    expect(screen.getByRole('heading', { name: 'HRV Coherence Breathing' })).toBeTruthy();
    for (const benefit of ['Improve HRV', 'Reduce Stress', 'Enhance Recovery']) {
      expect(screen.getByText(benefit)).toBeTruthy();
    }
    const monitor = screen.getByRole('region', { name: 'HRV Monitoring' });
    expect(within(monitor).getByText('Disconnected')).toBeTruthy();
    // jsdom has no Web Bluetooth: the button is off, with the reason beside it and as its
    // description, and the labelled demo is on.
    const connect = within(monitor).getByRole('button', { name: 'Connect Polar H10' });
    expect((connect as HTMLButtonElement).disabled).toBe(true);
    expect(connect.getAttribute('aria-describedby')).toBeTruthy();
    expect(document.getElementById(connect.getAttribute('aria-describedby')!)?.textContent).toBe(
      'This browser has no Web Bluetooth: use Chrome or Edge on Android or a computer.',
    );
    expect((within(monitor).getByLabelText('Demo mode') as HTMLInputElement).checked).toBe(true);
    const card = screen.getByRole('region', { name: 'Breathing Session' });
    expect(card.textContent).toContain('HRV Coherence (5:5) · 5s in · 5s out · 6 breaths/min');
    for (const name of ['5 min', '10 min', 'Custom']) {
      expect(within(card).getByRole('button', { name })).toBeTruthy();
    }
    expect(await screen.findByText(/No sessions yet/)).toBeTruthy();
  });

  it('sets the pattern times, keeps inputs in bounds and falls back as docs/product.md#breathing-patterns says', () => {
    renderScreen();
    const card = screen.getByRole('region', { name: 'Breathing Session' });
    fireEvent.click(within(card).getByRole('button', { name: 'Session settings' }));
    const pattern = within(card).getByLabelText('Pattern') as HTMLSelectElement;
    expect([...pattern.options].map((o) => o.text)).toEqual([
      'HRV Coherence (5:5)',
      'Box Breathing (4:4:4:4)',
      '4-7-8 Relaxation',
      'Custom',
    ]);
    fireEvent.change(pattern, { target: { value: '4-7-8' } });
    const inhale = within(card).getByLabelText('Inhale (s)') as HTMLInputElement;
    const hold = within(card).getByLabelText('Hold (s)') as HTMLInputElement;
    const exhale = within(card).getByLabelText('Exhale (s)') as HTMLInputElement;
    const duration = within(card).getByLabelText('Duration (minutes)') as HTMLInputElement;
    expect([inhale.value, hold.value, exhale.value, duration.value]).toEqual(['4', '7', '8', '10']);
    expect([inhale.min, inhale.max, hold.min, hold.max, duration.min, duration.max]).toEqual([
      '1',
      '10',
      '0',
      '10',
      '1',
      '30',
    ]);
    expect(card.textContent).toContain('4s in · 7s hold · 8s out · 3.2 breaths/min');

    // Out of bounds: inhale falls back to 4, hold to 0, duration to 5; the pattern becomes Custom.
    fireEvent.change(hold, { target: { value: '12' } });
    fireEvent.blur(hold);
    expect(hold.value).toBe('0');
    expect(pattern.value).toBe('custom');
    fireEvent.change(duration, { target: { value: '45' } });
    fireEvent.blur(duration);
    expect(duration.value).toBe('5');
    expect(within(card).getByRole('button', { name: 'Start 5 min session' })).toBeTruthy();
  });

  it('runs a session on the clock to completion, with the toasts, and saves it', async () => {
    vi.useFakeTimers({
      toFake: ['Date', 'setTimeout', 'clearTimeout', 'setInterval', 'clearInterval'],
    });
    renderScreen();
    const card = screen.getByRole('region', { name: 'Breathing Session' });
    fireEvent.click(within(card).getByRole('button', { name: 'Session settings' }));
    fireEvent.change(within(card).getByLabelText('Duration (minutes)'), {
      target: { value: '1' },
    });
    fireEvent.click(within(card).getByRole('button', { name: 'Start 1 min session' }));
    expect(lastToast()).toMatchObject({
      title: 'Breathing Session Started',
      description: '1 minute of HRV Coherence breathing',
    });

    const session = screen.getByRole('dialog');
    expect(within(session).getByRole('heading', { name: 'HRV Coherence (5:5)' })).toBeTruthy();
    expect(within(session).getByRole('timer').textContent).toBe('1:00');
    expect(within(session).getByText('Breathe In')).toBeTruthy();
    expect(within(session).getByText('Demo · Simulated HRV')).toBeTruthy();

    await advance(5000);
    expect(within(session).getByRole('timer').textContent).toBe('0:55');
    expect(within(session).getByText('Breathe Out')).toBeTruthy();
    expect(within(session).getByText('Current HRV')).toBeTruthy();

    fireEvent.click(within(session).getByRole('button', { name: 'Pause' }));
    expect(lastToast()).toMatchObject({ title: 'Session Paused' });
    await advance(30_000);
    expect(within(session).getByRole('timer').textContent).toBe('0:55');
    fireEvent.click(within(session).getByRole('button', { name: 'Resume' }));
    expect(lastToast()).toMatchObject({ title: 'Session Resumed' });

    await advance(55_000);
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(lastToast()).toMatchObject({
      title: 'Session Complete!',
      description: 'Well done! You completed 6 breaths.',
    });
    vi.useRealTimers();
    await waitFor(() => expect(posted).toHaveLength(1));
    expect(posted[0]).toMatchObject({
      pattern: 'coherence',
      inhaleSeconds: 5,
      holdSeconds: 0,
      exhaleSeconds: 5,
      plannedSeconds: 60,
      actualSeconds: 60,
      breaths: 6,
      completed: true,
      // The simulation is never sent as HRV.
      hrv: { source: 'demo' },
    });
    expect(Object.keys(posted[0]!.hrv ?? {})).toEqual(['source']);
  });

  it('stops early with the toast of docs/product.md#breathing-session-states', async () => {
    vi.useFakeTimers({
      toFake: ['Date', 'setTimeout', 'clearTimeout', 'setInterval', 'clearInterval'],
    });
    renderScreen();
    fireEvent.click(screen.getByRole('button', { name: '5 min' }));
    expect(lastToast()).toMatchObject({
      title: 'Breathing Session Started',
      description: '5 minutes of HRV Coherence breathing',
    });
    const session = screen.getByRole('dialog');
    expect(within(session).getByRole('timer').textContent).toBe('5:00');
    await advance(12_000);
    fireEvent.click(within(session).getByRole('button', { name: 'Stop' }));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(lastToast()).toMatchObject({
      title: 'Session Stopped',
      description: 'Session ended early',
    });
    vi.useRealTimers();
    await waitFor(() => expect(posted).toHaveLength(1));
    expect(posted[0]).toMatchObject({ completed: false, actualSeconds: 12, breaths: 1 });
  });

  it('refuses a strap reading with more than 5 % artefacts and says why', async () => {
    const strap = fakeStrap();
    vi.stubGlobal('navigator', Object.assign(Object.create(navigator), { bluetooth: strap }));
    renderScreen();
    const monitor = screen.getByRole('region', { name: 'HRV Monitoring' });
    fireEvent.click(within(monitor).getByRole('button', { name: 'Connect Polar H10' }));
    await waitFor(() => expect(within(monitor).getByText('Connected')).toBeTruthy());
    // 20 beats, 2 of them spikes of 1.6x: 10 % artefacts -> no RMSSD.
    const beats = Array.from({ length: 20 }, (_, i) =>
      i === 6 || i === 14 ? 1600 : 1000 + (i % 2) * 20,
    );
    act(() => strap.beat(59, beats));
    expect(
      within(monitor).getByText(/No HRV reading: 10 % of the last minute's beats were artefacts/),
    ).toBeTruthy();
    expect(within(monitor).queryByText('20')).toBeNull();
  });

  it('connects a strap over Web Bluetooth, shows live HR and RMSSD, and saves strap HRV', async () => {
    const strap = fakeStrap();
    vi.stubGlobal('navigator', Object.assign(Object.create(navigator), { bluetooth: strap }));
    renderScreen();
    const monitor = screen.getByRole('region', { name: 'HRV Monitoring' });
    // With Web Bluetooth there is no demo unless the user asks for it.
    expect((within(monitor).getByLabelText('Demo mode') as HTMLInputElement).checked).toBe(false);
    fireEvent.click(within(monitor).getByRole('button', { name: 'Connect Polar H10' }));
    await waitFor(() => expect(within(monitor).getByText('Connected')).toBeTruthy());
    expect(strap.requested).toEqual([{ filters: [{ services: ['heart_rate'] }] }]);
    expect(lastToast()).toMatchObject({
      title: 'Polar H10 Connected',
      description: 'Real-time HRV data will be displayed during sessions',
    });

    // 12 beats alternating 1000/1020 ms: RMSSD 20 ms; heart rate 59 as the strap says.
    act(() =>
      strap.beat(
        59,
        Array.from({ length: 12 }, (_, i) => (i % 2 ? 1020 : 1000)),
      ),
    );
    expect(within(monitor).getByText('Strap · RMSSD')).toBeTruthy();
    expect(within(monitor).getByText('59')).toBeTruthy();
    expect(within(monitor).getByText('20')).toBeTruthy();
    // The artefact percentage goes with the reading (decision 032).
    expect(within(monitor).getByText(/Artefacts: 0 % of beats/)).toBeTruthy();

    vi.useFakeTimers({
      toFake: ['Date', 'setTimeout', 'clearTimeout', 'setInterval', 'clearInterval'],
    });
    fireEvent.click(screen.getByRole('button', { name: '5 min' }));
    const session = screen.getByRole('dialog');
    expect(within(session).getByText('Strap · RMSSD')).toBeTruthy();
    expect(within(session).getByText('59 bpm')).toBeTruthy();
    await advance(6100);
    expect(within(session).getByText('Current HRV')).toBeTruthy();
    expect(within(session).getAllByText('20 ms')).toHaveLength(2);
    // The strap goes away mid-session: the session says so and keeps what it measured.
    act(() => strap.drop());
    expect(
      within(session).getByText('Strap disconnected: HRV readings have stopped.'),
    ).toBeTruthy();
    await advance(4000);
    fireEvent.click(within(session).getByRole('button', { name: 'Stop' }));
    vi.useRealTimers();
    await waitFor(() => expect(posted).toHaveLength(1));
    expect(posted[0]!.hrv).toEqual({
      source: 'strap',
      startRmssd: 20,
      endRmssd: 20,
      averageRmssd: 20,
      sampleCount: 3,
      artefactPercent: 0,
    });

    expect(within(monitor).getByText('Disconnected')).toBeTruthy();
  });

  it("says 'Connection Failed' when no strap connects", async () => {
    vi.stubGlobal(
      'navigator',
      Object.assign(Object.create(navigator), {
        bluetooth: { requestDevice: () => Promise.reject(new Error('User cancelled')) },
      }),
    );
    renderScreen();
    fireEvent.click(screen.getByRole('button', { name: 'Connect Polar H10' }));
    await waitFor(() =>
      expect(lastToast()).toMatchObject({
        title: 'Connection Failed',
        description: 'Unable to connect to Polar H10. Using manual tracking.',
        variant: 'destructive',
      }),
    );
    expect(screen.getByText('Disconnected')).toBeTruthy();
  });
});

/** A strap as Web Bluetooth shows it: a device, its GATT server, the 0x2A37 characteristic. */
function fakeStrap() {
  const characteristic = Object.assign(new EventTarget(), {
    value: null as DataView | null,
    startNotifications: async () => characteristic,
  });
  let connected = false;
  const device = Object.assign(new EventTarget(), {
    id: 'strap-1',
    name: 'Polar H10 A1B2C3D4',
    gatt: {
      get connected() {
        return connected;
      },
      connect: async () => {
        connected = true;
        return device.gatt;
      },
      disconnect: () => {
        connected = false;
      },
      getPrimaryService: async () => ({ getCharacteristic: async () => characteristic }),
    },
  });
  const requested: unknown[] = [];
  return {
    requested,
    requestDevice: async (options: unknown) => {
      requested.push(options);
      return device;
    },
    /** One notification: flags 0x16 (RR present, contact detected), uint8 HR, RR in 1/1024 s. */
    beat(heartRate: number, rrMs: number[]) {
      const bytes = [0x16, heartRate];
      for (const rr of rrMs) {
        const raw = Math.round((rr * 1024) / 1000);
        bytes.push(raw & 0xff, raw >> 8);
      }
      characteristic.value = new DataView(new Uint8Array(bytes).buffer);
      characteristic.dispatchEvent(new Event('characteristicvaluechanged'));
    },
    drop() {
      connected = false;
      device.dispatchEvent(new Event('gattserverdisconnected'));
    },
  };
}

import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, fireEvent, render, screen, within } from '@testing-library/react';
import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import { MemoryRouter } from 'react-router';
import type { ReactNode } from 'react';
import { createQueryClient } from '../../../lib/query-client.ts';
import { SETTINGS_URL } from '../../../lib/settings-query.ts';
import { IntervalTimer, Zone2Session } from './cardio-session.tsx';

let client: QueryClient;

function renderWith(node: ReactNode) {
  render(
    <QueryClientProvider client={client}>
      <MemoryRouter>{node}</MemoryRouter>
    </QueryClientProvider>,
  );
}

async function advance(ms: number) {
  await act(async () => {
    await vi.advanceTimersByTimeAsync(ms);
  });
}

beforeEach(() => {
  client = createQueryClient();
  vi.useFakeTimers({ now: Date.UTC(2026, 10, 26, 7, 0, 0), shouldAdvanceTime: false });
});

afterEach(() => {
  vi.useRealTimers();
});

describe('Zone2Session', () => {
  it('shows the range in bpm from the birth date (40 years old: 117–135), not the formula', () => {
    client.setQueryData([SETTINGS_URL], { birthDate: '1986-05-01' });
    renderWith(<Zone2Session date="2026-11-26" live disabled={false} onFinish={() => {}} />);
    const session = screen.getByRole('region', { name: 'Zone 2 session' });
    expect(within(session).getByText('Your Zone 2: 117–135 bpm')).toBeTruthy();
    expect(session.textContent).not.toContain('220');
  });

  it('asks for a birth date with a link to Settings, and logs the session without a range', async () => {
    client.setQueryData([SETTINGS_URL], { birthDate: null });
    const onFinish = vi.fn();
    renderWith(<Zone2Session date="2026-11-26" live disabled={false} onFinish={onFinish} />);
    const link = screen.getByRole('link', { name: 'Open Settings' });
    expect(link.getAttribute('href')).toBe('/profile?settings');
    fireEvent.click(screen.getByRole('button', { name: 'Start session' }));
    await advance(125_000);
    expect(screen.getByText('2:05')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Finish session' }));
    // No strap and no range: typed-in-style, the server keeps it as not verified.
    expect(onFinish).toHaveBeenCalledWith({
      minutes: 2,
      cardio: {
        source: 'manual',
        durationSeconds: 125,
        samples: 0,
        inZoneSamples: 0,
        averageHr: null,
        timeInZoneSeconds: 0,
        zoneLow: null,
        zoneHigh: null,
      },
    });
  });

  it('pauses the clock: 30 s, a 60-s pause, 30 s read 1:00', async () => {
    client.setQueryData([SETTINGS_URL], { birthDate: '1986-05-01' });
    renderWith(<Zone2Session date="2026-11-26" live disabled={false} onFinish={() => {}} />);
    fireEvent.click(screen.getByRole('button', { name: 'Start session' }));
    await advance(30_000);
    fireEvent.click(screen.getByRole('button', { name: 'Pause' }));
    await advance(60_000);
    fireEvent.click(screen.getByRole('button', { name: 'Resume' }));
    await advance(30_000);
    expect(screen.getByText('1:00')).toBeTruthy();
  });
});

describe('IntervalTimer', () => {
  const plan = {
    warmUpMinutes: 10,
    intervals: 4,
    workMinutes: 4,
    easyMinutes: 3,
    coolDownMinutes: 5,
  };

  it('runs warm-up, work and easy phases with their countdowns (4 × 4 min, 3 min easy)', async () => {
    renderWith(<IntervalTimer plan={plan} />);
    const timer = screen.getByRole('region', { name: 'Interval timer' });
    // Before the start: the first phase in full.
    expect(within(timer).getByText('Warm-up')).toBeTruthy();
    expect(within(timer).getByText('10:00')).toBeTruthy();
    expect(within(timer).getByText('4 × 4 min · 3 min easy')).toBeTruthy();
    fireEvent.click(within(timer).getByRole('button', { name: 'Start intervals' }));
    await advance(1_000);
    expect(within(timer).getByText('Warm-up')).toBeTruthy();
    expect(within(timer).getByText('9:59')).toBeTruthy();
    expect(within(timer).getByText('Next: Work 1 of 4')).toBeTruthy();
    await advance(10 * 60_000);
    expect(within(timer).getByText('Work 1 of 4')).toBeTruthy();
    expect(within(timer).getByText('3:59')).toBeTruthy();
    await advance(4 * 60_000);
    expect(within(timer).getByText('Easy 1 of 4')).toBeTruthy();
    await advance(26 * 60_000);
    expect(within(timer).getByText('Done: every interval run')).toBeTruthy();
  });
});

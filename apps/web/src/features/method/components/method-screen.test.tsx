import { afterEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { QueryClientProvider } from '@tanstack/react-query';
import { MemoryRouter } from 'react-router';
import { toLocalIsoDate } from '@grandfit/shared/domain/journey.ts';
import type { MethodOverview, MethodStat } from '@grandfit/shared/schemas/method.ts';
import { createQueryClient } from '../../../lib/query-client.ts';
import { deviceTimeZone } from '../../../lib/time-zone.ts';
import { MethodScreen } from './method-screen.tsx';

afterEach(() => {
  vi.unstubAllGlobals();
});

const stat = (
  key: MethodStat['key'],
  current: number | null,
  goal: number,
  unit: MethodStat['unit'],
  state: MethodStat['state'] = current === null ? 'no-data' : 'value',
): MethodStat => ({ key, current, goal, unit, state, ratio: null, note: null });

const OVERVIEW: MethodOverview = {
  date: '2026-11-25',
  journey: {
    startDate: '2026-08-23',
    started: true,
    daysStrong: 95,
    daysToStart: null,
    week: 14,
    phase: 2,
    phaseName: 'Strength',
    ended: false,
  },
  milestone: { age: 48, date: '2028-06-15', daysTo: 568, status: 'upcoming' },
  mantra: { category: 'progress', text: 'A slow climb is still a climb.' },
  pillars: [
    {
      key: 'strength',
      progress: 68,
      stats: [stat('pullUps', null, 10, 'reps'), stat('deadlift', 180, 265, 'lb')],
    },
    {
      key: 'recovery',
      progress: 86,
      stats: [stat('hrv', 48, 60, 'ms'), stat('sleep', 7.3, 8, 'h')],
    },
    {
      key: 'nutrition',
      progress: 57,
      stats: [stat('leapScore', 89, 95, 'points'), stat('powerFoods', 2, 10, 'foods')],
    },
    {
      key: 'consistency',
      progress: 8,
      stats: [stat('streak', 3, 30, 'days'), stat('mealsLogged', 6, 100, 'meals')],
    },
  ],
  todayWorkoutId: 'w-today',
  banner: {
    kind: 'lift-record',
    title: 'New Deadlift Record: 180 lb e1RM!',
    description: 'Your estimated one-rep max, up from 167 lb.',
    date: '2026-11-24',
  },
  mission: null,
};

function setup(overview: MethodOverview = OVERVIEW) {
  const fetchMock = vi.fn(async (url: string) =>
    Promise.resolve(
      new Response(JSON.stringify(url.startsWith('/api/method/photos') ? [] : overview)),
    ),
  );
  vi.stubGlobal('fetch', fetchMock);
  render(
    <QueryClientProvider client={createQueryClient()}>
      <MemoryRouter>
        <MethodScreen />
      </MemoryRouter>
    </QueryClientProvider>,
  );
  return { fetchMock };
}

describe('MethodScreen', () => {
  it('shows the overview’s figures, for the local day, offset and zone', async () => {
    const { fetchMock } = setup();
    expect(await screen.findByText('New Deadlift Record: 180 lb e1RM!')).toBeTruthy();
    const header = screen.getByRole('region', { name: 'The GrandFit Method' });
    expect(within(header).getByText('95')).toBeTruthy();
    expect(within(header).getByText('568')).toBeTruthy();
    expect(within(header).getByText('Days to 48')).toBeTruthy();
    expect(screen.getByText('A slow climb is still a climb.')).toBeTruthy();

    const strength = screen.getByRole('region', { name: 'Strength Training' });
    expect(within(strength).getByText('180')).toBeTruthy();
    expect(within(strength).getByText('/ 265 lb')).toBeTruthy();
    expect(
      within(strength).getByRole('link', { name: "Start Today's Workout" }).getAttribute('href'),
    ).toBe('/workout/w-today');
    // Nutrition from the user's meals: 7-day LEAP compliance and power foods.
    const nutrition = screen.getByRole('region', { name: 'Anti-Inflammatory Nutrition' });
    expect(within(nutrition).getByText('57%')).toBeTruthy();
    expect(within(nutrition).getByText('LEAP Score').parentElement?.textContent).toContain(
      '89 / 95',
    );
    expect(within(nutrition).getByText('Power Foods').parentElement?.textContent).toContain(
      '2 / 10',
    );
    expect(within(nutrition).queryByText('No data yet')).toBeNull();
    const consistency = screen.getByRole('region', { name: 'Consistency & Analytics' });
    expect(within(consistency).getByText('Meals Logged').parentElement?.textContent).toContain(
      '6 / 100',
    );
    expect(
      within(screen.getByRole('region', { name: 'My Mission' })).getByRole('link'),
    ).toBeTruthy();

    const now = new Date();
    expect(String(fetchMock.mock.calls[0]?.[0])).toBe(
      `/api/method/overview?date=${toLocalIsoDate(now)}&utcOffset=${-now.getTimezoneOffset()}&tz=${encodeURIComponent(deviceTimeZone())}`,
    );
  });

  it('opens the methodology and closes it with I’m Ready to Execute', async () => {
    setup({ ...OVERVIEW, banner: null, mission: 'Carry the grandkids' });
    fireEvent.click(await screen.findByRole('button', { name: /Read Full Method/ }));
    const dialog = await screen.findByRole('dialog', { name: 'The GrandFit Method' });
    expect(within(dialog).getByText('The four phases')).toBeTruthy();
    fireEvent.click(within(dialog).getByRole('button', { name: "I'm Ready to Execute" }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(screen.queryByRole('region', { name: 'Latest achievement' })).toBeNull();
    expect(screen.getByText('Carry the grandkids')).toBeTruthy();
  });
});

import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, fireEvent, render, screen, within } from '@testing-library/react';
import { QueryClientProvider, onlineManager } from '@tanstack/react-query';
import { MemoryRouter } from 'react-router';
import type { HistoryCalendar as Calendar } from '@grandfit/shared/schemas/history.ts';
import { OFFLINE_UNAVAILABLE } from '../../../components/ui/awaiting-data.tsx';
import { createQueryClient } from '../../../lib/query-client.ts';
import { setDeviceLanguage } from '../../../test/device-language.ts';
import { HistoryCalendar } from './history-calendar.tsx';

const NOVEMBER: Calendar = {
  month: '2026-11',
  days: [
    {
      date: '2026-11-02',
      sessions: [
        { sessionId: 's1', workoutName: 'Foundation A', type: 'strength', source: 'grandfit' },
        { sessionId: 's2', workoutName: 'Push Day', type: 'strength', source: 'hevy' },
      ],
    },
    {
      date: '2026-11-04',
      sessions: [
        { sessionId: 's3', workoutName: 'Zone 2: Bike', type: 'zone2', source: 'grandfit' },
      ],
    },
  ],
};

function renderCalendar() {
  render(
    <QueryClientProvider client={createQueryClient()}>
      <MemoryRouter>
        <HistoryCalendar />
      </MemoryRouter>
    </QueryClientProvider>,
  );
}

describe('History calendar', () => {
  const months: string[] = [];
  beforeEach(() => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date(2026, 10, 30, 9, 0));
    months.length = 0;
    vi.stubGlobal(
      'fetch',
      vi.fn((input: RequestInfo | URL) => {
        const url = new URL(String(input), 'http://localhost');
        const month = url.searchParams.get('month') ?? '';
        months.push(month);
        const answer = month === '2026-11' ? NOVEMBER : { month, days: [] };
        return Promise.resolve(new Response(JSON.stringify(answer)));
      }),
    );
  });
  afterEach(() => {
    onlineManager.setOnline(true);
    vi.useRealTimers();
    vi.unstubAllGlobals();
  });

  it("marks the month's training days, lists a day's sessions, and moves by month", async () => {
    renderCalendar();
    const calendar = screen.getByRole('region', { name: 'November 2026' });
    expect(await within(calendar).findByText('3 workouts on 2 days')).toBeTruthy();
    expect(within(calendar).getByText('30').getAttribute('aria-current')).toBe('date');
    // Only the days with a session are buttons; a day is named for screen readers.
    expect(within(calendar).getAllByRole('button', { pressed: false })).toHaveLength(2);
    expect(
      within(calendar).getByRole('button', { name: 'Next month' }).hasAttribute('disabled'),
    ).toBe(true);

    fireEvent.click(within(calendar).getByRole('button', { name: 'Mon, Nov 2, 2026: 2 workouts' }));
    const day = within(calendar).getByRole('region', { name: 'Mon, Nov 2, 2026' });
    const links = within(day).getAllByRole('link');
    expect(links.map((link) => link.getAttribute('href'))).toEqual(['/history/s1', '/history/s2']);
    expect(within(day).getByText('Hevy')).toBeTruthy();

    fireEvent.click(within(calendar).getByRole('button', { name: 'Previous month' }));
    const october = screen.getByRole('region', { name: 'October 2026' });
    expect(await within(october).findByText('No workouts')).toBeTruthy();
    expect(within(october).queryByRole('region')).toBeNull();
    expect(months).toEqual(['2026-11', '2026-10']);
  });

  it("names the days in the device's order: day first on a British phone (decision 097)", async () => {
    setDeviceLanguage('en-GB');
    renderCalendar();
    const calendar = screen.getByRole('region', { name: 'November 2026' });
    fireEvent.click(
      await within(calendar).findByRole('button', { name: 'Mon, 2 Nov 2026: 2 workouts' }),
    );
    expect(within(calendar).getByRole('heading', { name: 'Mon, 2 Nov 2026' })).toBeTruthy();
  });

  it('says a month never kept on this device comes back online, rather than loading forever', async () => {
    renderCalendar();
    const november = screen.getByRole('region', { name: 'November 2026' });
    expect(await within(november).findByText('3 workouts on 2 days')).toBeTruthy();
    act(() => onlineManager.setOnline(false));
    fireEvent.click(within(november).getByRole('button', { name: 'Previous month' }));
    const october = screen.getByRole('region', { name: 'October 2026' });
    expect(within(october).getByRole('status').textContent).toBe(OFFLINE_UNAVAILABLE);
    expect(months).toEqual(['2026-11']);
  });
});

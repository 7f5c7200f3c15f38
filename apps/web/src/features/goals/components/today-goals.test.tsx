import { afterEach, describe, expect, it, vi } from 'vitest';
import { render, screen, within } from '@testing-library/react';
import { QueryClientProvider } from '@tanstack/react-query';
import { MemoryRouter } from 'react-router';
import { toLocalIsoDate } from '@grandfit/shared/domain/journey.ts';
import { createQueryClient } from '../../../lib/query-client.ts';
import { setDeviceLanguage } from '../../../test/device-language.ts';
import { goalsFixture } from '../test/fixtures.ts';
import { TodayGoals } from './today-goals.tsx';

afterEach(() => vi.unstubAllGlobals());

describe('TodayGoals', () => {
  it('shows the goals achieved and the first three goals with the Goals labels, and links to all goals', async () => {
    const today = toLocalIsoDate(new Date());
    const goals = goalsFixture(today).map((goal, i) =>
      i === 0
        ? { ...goal, progressPercentage: '95', testCount: 1, nextTestDate: '2099-01-05' }
        : i === 1
          ? { ...goal, progressPercentage: '55', testCount: 1, nextTestDate: '2099-01-05' }
          : goal,
    );
    const fetchMock = vi.fn<typeof fetch>(() =>
      Promise.resolve(new Response(JSON.stringify(goals), { status: 200 })),
    );
    vi.stubGlobal('fetch', fetchMock);
    render(
      <QueryClientProvider client={createQueryClient()}>
        <MemoryRouter>
          <TodayGoals />
        </MemoryRouter>
      </QueryClientProvider>,
    );
    const region = screen.getByRole('region', { name: 'Centenarian Decathlon' });
    const items = await within(region).findAllByRole('listitem');
    expect(items).toHaveLength(3);
    // 95 reads 'Achieved' here as on Goals, one label per goal
    // (docs/decisions/022-one-definition-per-number.md).
    expect(within(items[0]!).getByText('Achieved')).toBeTruthy();
    expect(within(region).getByText('1 of 10 goals achieved')).toBeTruthy();
    expect(within(items[0]!).getByText('Next test Jan 5, 2099')).toBeTruthy();
    expect(within(items[1]!).getByText('Needs Work')).toBeTruthy();
    expect(within(items[2]!).getByText('Not tested')).toBeTruthy();
    expect(within(items[2]!).getByText('Baseline test due')).toBeTruthy();
    expect(within(region).getByRole('link', { name: 'View All Goals' }).getAttribute('href')).toBe(
      '/goals',
    );
    expect(fetchMock.mock.calls.map(([url]) => String(url))).toContain(
      `/api/goals/centenarian?date=${today}`,
    );
  });

  it("writes the next test's date in the device's order (decision 097)", async () => {
    setDeviceLanguage('en-GB');
    const today = toLocalIsoDate(new Date());
    const goals = goalsFixture(today).map((goal, i) =>
      i === 0 ? { ...goal, testCount: 1, nextTestDate: '2099-03-03' } : goal,
    );
    vi.stubGlobal(
      'fetch',
      vi.fn<typeof fetch>(() => Promise.resolve(new Response(JSON.stringify(goals)))),
    );
    render(
      <QueryClientProvider client={createQueryClient()}>
        <MemoryRouter>
          <TodayGoals />
        </MemoryRouter>
      </QueryClientProvider>,
    );
    const region = screen.getByRole('region', { name: 'Centenarian Decathlon' });
    const items = await within(region).findAllByRole('listitem');
    expect(within(items[0]!).getByText('Next test 3 Mar 2099')).toBeTruthy();
  });
});

import type { ReactNode } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { QueryClientProvider } from '@tanstack/react-query';
import { MemoryRouter } from 'react-router';
import { toLocalIsoDate } from '@grandfit/shared/domain/journey.ts';
import { createQueryClient } from '../../../lib/query-client.ts';
import { setDeviceLanguage } from '../../../test/device-language.ts';
import {
  fetchByPath,
  todayFixture,
  weekFixture,
  workoutFixture,
} from '../../../test/workout-fixtures.ts';
import { TodayScreen } from './today-screen.tsx';

afterEach(() => {
  vi.unstubAllGlobals();
});

function setup(
  routes: Record<string, unknown>,
  onStartNewJourney?: () => Promise<void>,
  slots: { readiness?: ReactNode; goals?: ReactNode } = {},
) {
  const fetchMock = vi.fn(fetchByPath(routes));
  vi.stubGlobal('fetch', fetchMock);
  render(
    <QueryClientProvider client={createQueryClient()}>
      <MemoryRouter>
        <TodayScreen onStartNewJourney={onStartNewJourney} {...slots} />
      </MemoryRouter>
    </QueryClientProvider>,
  );
  return { fetchMock };
}

describe('TodayScreen', () => {
  it("shows today's workouts and the weekly block from the user's week, for the local day", async () => {
    const { fetchMock } = setup({
      '/api/workouts/today': todayFixture({
        others: [workoutFixture({ id: 'other', name: 'Stability: Core', type: 'stability' }, 4)],
      }),
      '/api/workouts': weekFixture(),
      '/api/food/recent-meals': [],
      '/api/food/leap-compliance': { overallScore: null, mealCount: 0, days: 7 },
    });
    expect(await screen.findByRole('heading', { name: "Today's Workout" })).toBeTruthy();
    expect(screen.getByRole('article', { name: 'Foundation A: Squat & Push' })).toBeTruthy();
    const other = screen.getByRole('article', { name: 'Stability: Core' });
    expect(within(other).getByText('Also today · Stability')).toBeTruthy();
    expect(within(other).getByRole('button', { name: 'Show 1 More Exercise' })).toBeTruthy();

    const block = await screen.findByRole('region', { name: 'Weekly Training Block' });
    const rows = (await within(block).findAllByRole('listitem')).map((row) => row.textContent);
    expect(rows).toEqual(['Strength1/3', 'Zone 20/4', 'Stability2/5']);

    const overview = screen.getByRole('region', { name: 'Progress Overview' });
    expect(within(overview).getByText('Nov 22')).toBeTruthy();
    expect(within(overview).getByText('Week 1 of 52')).toBeTruthy();
    // No meal logged yet: the honest empty state.
    expect(await within(overview).findByText('Ready')).toBeTruthy();
    expect(within(overview).getByRole('link', { name: 'Log your first meal' })).toBeTruthy();

    const date = toLocalIsoDate(new Date());
    const urls = fetchMock.mock.calls.map(([url]) => String(url));
    expect(urls).toContain(`/api/workouts/today?date=${date}`);
    expect(urls).toContain(`/api/workouts?date=${date}`);
  });

  it("puts today's workout first, then readiness and the goals", async () => {
    setup(
      {
        '/api/workouts/today': todayFixture(),
        '/api/workouts': weekFixture(),
        '/api/food/recent-meals': [],
        '/api/food/leap-compliance': { overallScore: null, mealCount: 0, days: 7 },
      },
      undefined,
      {
        readiness: <section aria-label="Readiness" />,
        goals: <section aria-label="Centenarian Decathlon" />,
      },
    );
    const workout = await screen.findByRole('heading', { name: "Today's Workout" });
    const readiness = screen.getByRole('region', { name: 'Readiness' });
    // Below the first screen: mounted once the workout has been painted.
    const goals = await screen.findByRole('region', { name: 'Centenarian Decathlon' });
    const actions = screen.getByRole('heading', { name: 'Quick Actions' });
    const follows = (a: Node, b: Node) =>
      Boolean(a.compareDocumentPosition(b) & Node.DOCUMENT_POSITION_FOLLOWING);
    expect(follows(workout, readiness)).toBe(true);
    expect(follows(readiness, goals)).toBe(true);
    expect(follows(goals, actions)).toBe(true);
  });

  it("shows today's meals and the 7-day LEAP compliance in the Nutrition tile", async () => {
    const noon = new Date();
    noon.setHours(12, 0, 0, 0);
    const yesterday = new Date(noon.getTime() - 86_400_000);
    setup({
      '/api/workouts/today': todayFixture(),
      '/api/workouts': weekFixture(),
      '/api/food/recent-meals': [noon, noon, yesterday].map((at, i) => ({
        id: `meal-${i}`,
        loggedAt: at.toISOString(),
        mealType: 'lunch',
        foods: ['salmon'],
        leapScore: 1,
      })),
      '/api/food/leap-compliance': { overallScore: 83, mealCount: 3, days: 7 },
    });
    const overview = await screen.findByRole('region', { name: 'Progress Overview' });
    const tile = within(overview).getByText('Nutrition').parentElement!;
    expect(await within(tile).findByText('2 meals')).toBeTruthy();
    expect(within(tile).getByText('Today · LEAP 83% over 7 days')).toBeTruthy();
    expect(within(tile).getByRole('link', { name: 'Log a meal' }).getAttribute('href')).toBe(
      '/nutrition',
    );
    expect(within(tile).queryByText('Ready')).toBeNull();
  });

  it('offers a new journey after week 52, and hides the finished week', async () => {
    const onStartNewJourney = vi.fn(() => Promise.resolve());
    setup(
      {
        '/api/workouts/today': todayFixture({ week: 52, journeyEnded: true }),
        '/api/workouts': weekFixture({ week: 52, currentWeek: 52, startDate: '2026-07-26' }),
      },
      onStartNewJourney,
    );
    const card = await screen.findByRole('region', { name: 'Your 52-week journey is complete' });
    await waitFor(() => expect(within(card).getByText(/began on Aug 3, 2025/)).toBeTruthy());
    expect(screen.queryByRole('article')).toBeNull();
    expect(await screen.findByText('All 52 weeks done')).toBeTruthy();
    expect(screen.queryByRole('region', { name: 'Weekly Training Block' })).toBeNull();

    fireEvent.click(within(card).getByRole('button', { name: 'Start a New Journey' }));
    await waitFor(() => expect(onStartNewJourney).toHaveBeenCalledTimes(1));
  });

  it('says when the journey starts and previews week 1 day 1 before it', async () => {
    setup({
      '/api/workouts/today': todayFixture({
        date: '2026-11-22',
        journeyNotStarted: true,
        workout: workoutFixture({ date: '2026-12-06' }),
      }),
      '/api/workouts': weekFixture({ startDate: '2026-12-06', endDate: '2026-12-12' }),
    });
    expect(
      await screen.findByRole('heading', {
        name: 'Your journey starts on Sunday, December 6, 2026',
      }),
    ).toBeTruthy();
    expect(screen.getByRole('heading', { name: 'Preview: Week 1, Day 1' })).toBeTruthy();
    expect(screen.getByRole('article', { name: 'Foundation A: Squat & Push' })).toBeTruthy();
  });

  it("writes the dates in the device's order: day first on a British phone (decision 097)", async () => {
    setDeviceLanguage('en-GB');
    setup({
      '/api/workouts/today': todayFixture({
        date: '2026-11-22',
        journeyNotStarted: true,
        workout: workoutFixture({ date: '2026-12-06' }),
      }),
      '/api/workouts': weekFixture({ startDate: '2026-12-06', endDate: '2026-12-12' }),
    });
    expect(
      await screen.findByRole('heading', {
        name: 'Your journey starts on Sunday, 6 December 2026',
      }),
    ).toBeTruthy();
    // The header's date, as Intl writes it for en-GB (three-letter months aside, it has none).
    const today = new Intl.DateTimeFormat('en-GB', {
      weekday: 'long',
      day: 'numeric',
      month: 'long',
      year: 'numeric',
    }).format(new Date());
    expect(screen.getByText(today)).toBeTruthy();
  });

  it('shows the error with a retry when the day cannot be read', async () => {
    setup({ '/api/workouts/today': [401, 'Unauthorized'], '/api/workouts': weekFixture() });
    const alert = await screen.findByRole('alert');
    expect(within(alert).getByText('Unauthorized')).toBeTruthy();
    expect(within(alert).getByRole('button', { name: 'Retry' })).toBeTruthy();
  });
});

import { afterEach, describe, expect, it, vi } from 'vitest';
import { render, screen, within } from '@testing-library/react';
import { QueryClientProvider } from '@tanstack/react-query';
import { MemoryRouter, Route, Routes } from 'react-router';
import { createQueryClient } from '../../../lib/query-client.ts';
import { fetchByPath, workoutFixture } from '../../../test/workout-fixtures.ts';
import { WorkoutDetailsScreen } from './workout-details-screen.tsx';

afterEach(() => {
  vi.unstubAllGlobals();
});

function setup(id: string, routes: Record<string, unknown>) {
  const fetchMock = vi.fn(fetchByPath(routes));
  vi.stubGlobal('fetch', fetchMock);
  render(
    <QueryClientProvider client={createQueryClient()}>
      <MemoryRouter initialEntries={[`/workout-details/${id}`]}>
        <Routes>
          <Route path="/workout-details/:id" element={<WorkoutDetailsScreen />} />
        </Routes>
      </MemoryRouter>
    </QueryClientProvider>,
  );
  return { fetchMock };
}

describe('WorkoutDetailsScreen', () => {
  it('shows the workout and its numbered exercises, rest as m:ss, weight only above 0', async () => {
    const workout = workoutFixture({}, 2);
    setup(workout.id, { [`/api/workouts/${workout.id}`]: workout });
    expect(screen.getByText('Loading workout details...')).toBeTruthy();
    expect(await screen.findByRole('heading', { level: 1, name: workout.name })).toBeTruthy();
    expect(screen.getByText('Foundation')).toBeTruthy();
    expect(screen.getByText('1 of 52')).toBeTruthy();
    expect(screen.getByText('30 min')).toBeTruthy();
    expect(screen.getByText(workout.description)).toBeTruthy();

    const first = screen.getByRole('heading', { level: 3, name: '1. Exercise 1' });
    const firstItem = first.closest('li')!;
    expect(within(firstItem).getByText('2 sets')).toBeTruthy();
    expect(within(firstItem).getByText('10 reps')).toBeTruthy();
    expect(within(firstItem).getByText('25 lb')).toBeTruthy();
    expect(within(firstItem).getByText('Rest 1:30')).toBeTruthy();
    expect(within(firstItem).getByText('Notes 1')).toBeTruthy();
    const second = screen.getByRole('heading', { level: 3, name: '2. Exercise 2' }).closest('li')!;
    expect(within(second).queryByText(/lb$/)).toBeNull();

    expect(screen.getByRole('link', { name: 'Start Workout' }).getAttribute('href')).toBe(
      `/workout/${workout.id}`,
    );
    expect(screen.getByRole('link', { name: 'Back to Home' }).getAttribute('href')).toBe('/');
  });

  it("says clearly when the workout is not found (unknown or another user's)", async () => {
    setup('3f2b8c1e-0000-4000-8000-00000000dead', {});
    expect(await screen.findByRole('heading', { name: 'Workout not found' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Back to Home' })).toBeTruthy();
  });

  it('shows a built-in sample without fetching', () => {
    const { fetchMock } = setup('sample-zone2', {});
    expect(screen.getByRole('heading', { level: 1, name: 'Zone 2 Walk' })).toBeTruthy();
    expect(screen.getByText('Sample')).toBeTruthy();
    expect(screen.getByText('40 minutes')).toBeTruthy();
    expect(fetchMock).not.toHaveBeenCalled();
  });
});

describe('WorkoutDetailsScreen of a completed workout', () => {
  it('shows what was done, in the user unit, beside next time targets', async () => {
    const workout = workoutFixture({ completed: true }, 1);
    const set = {
      clientId: 'c1',
      sessionId: 's1',
      exerciseId: workout.exercises[0]!.id,
      exerciseIndex: 0,
      setNumber: 1,
      weight: 30,
      weightUnit: 'lb',
      reps: 10,
      rir: 2,
      targetWeight: 25,
      targetReps: 10,
      targetRir: 2,
      skipped: false,
      performedAt: '2025-08-03T07:00:00.000Z',
    };
    setup(workout.id, {
      [`/api/workouts/${workout.id}`]: workout,
      [`/api/workouts/${workout.id}/sets`]: {
        sessionId: 's1',
        startedAt: set.performedAt,
        completedAt: set.performedAt,
        sets: [set, { ...set, clientId: 'c2', setNumber: 2, skipped: true, weight: null }],
      },
      '/api/user/settings': { units: 'kg' },
    });
    const done = await screen.findByRole('list', { name: 'Exercise 1: done' });
    expect(await within(done).findByText('13.6 kg × 10 @ 2 RIR')).toBeTruthy();
    expect(within(done).getByText('Skipped')).toBeTruthy();
    // The targets stay, labelled as next time's.
    const next = screen.getByRole('list', { name: 'Next time' });
    expect(within(next).getByText('25 lb')).toBeTruthy();
    expect(screen.getByRole('link', { name: '(open in History)' }).getAttribute('href')).toBe(
      '/history/s1',
    );
  });
});

import { afterEach, describe, expect, it, vi } from 'vitest';
import { render, screen, within } from '@testing-library/react';
import { QueryClientProvider } from '@tanstack/react-query';
import { MemoryRouter, Route, Routes } from 'react-router';
import type { ExercisePage } from '@grandfit/shared/schemas/records.ts';
import { createQueryClient } from '../../../lib/query-client.ts';
import { ExerciseScreen } from './exercise-screen.tsx';

const session = (id: string, day: string, reps: number, weight: number | null = null) => ({
  sessionId: id,
  workoutName: 'Strong import',
  source: 'strong' as const,
  startedAt: `${day}T07:30:00.000Z`,
  completedAt: `${day}T08:30:00.000Z`,
  volume: weight ? weight * reps : 0,
  volumeRecord: false,
  sets: [
    {
      setId: `${id}-1`,
      setNumber: 1,
      weight,
      reps,
      rir: null,
      skipped: false,
      setType: 'normal',
      performedAt: `${day}T07:35:00.000Z`,
      records: [],
    },
  ],
});

/** A lifter's pull-ups as the server answers them: 11 reps on Nov 26, 10 on Dec 3 (the latest). */
const pullUps: ExercisePage = {
  exercise: { id: 'pull-up', name: 'Pull-Up', unit: 'reps', loaded: false },
  weightUnit: 'kg',
  totalSets: 3,
  totalSessions: 3,
  bestE1rm: null,
  bestByReps: [],
  series: {
    measure: 'reps',
    unit: 'reps',
    points: [
      { sessionId: 'a', at: '2026-11-19T07:35:00.000Z', value: 9 },
      { sessionId: 'b', at: '2026-11-26T07:35:00.000Z', value: 11 },
      { sessionId: 'c', at: '2026-12-03T07:35:00.000Z', value: 10 },
    ],
  },
  bests: [
    {
      kind: 'reps',
      value: 11,
      unit: 'reps',
      achievedAt: '2026-11-26T07:35:00.000Z',
      sessionId: 'b',
    },
  ],
  records: [
    {
      exerciseId: 'pull-up',
      kind: 'reps',
      value: 11,
      previous: 9,
      unit: 'reps',
      weight: 0,
      weightUnit: 'kg',
      addedLoad: true,
      sessionId: 'b',
      setId: 'b-1',
      achievedAt: '2026-11-26T07:35:00.000Z',
    },
  ],
  sessions: [
    session('c', '2026-12-03', 10),
    session('b', '2026-11-26', 11),
    session('a', '2026-11-19', 9),
  ],
  nextBefore: null,
};

function renderPage(page: ExercisePage) {
  vi.stubGlobal(
    'fetch',
    vi.fn((input: RequestInfo | URL) =>
      Promise.resolve(
        String(input).startsWith(`/api/exercises/${page.exercise.id}`)
          ? new Response(JSON.stringify(page), { status: 200 })
          : new Response('{}', { status: 404 }),
      ),
    ),
  );
  render(
    <QueryClientProvider client={createQueryClient()}>
      <MemoryRouter initialEntries={[`/exercises/${page.exercise.id}`]}>
        <Routes>
          <Route path="/exercises/:exerciseId" element={<ExerciseScreen />} />
        </Routes>
      </MemoryRouter>
    </QueryClientProvider>,
  );
}

afterEach(() => vi.unstubAllGlobals());

describe('a bodyweight exercise’s page (decision 095)', () => {
  it('leads with the most reps and calls the last session’s figure "Latest"', async () => {
    renderPage(pullUps);
    const records = await screen.findByRole('region', { name: 'Personal records' });
    expect(records.textContent).toContain('Most reps 11 reps');
    const progress = screen.getByRole('region', { name: 'Progress' });
    const summary = within(progress).getByText(/sessions$/, { selector: 'div' });
    expect(summary.textContent).toBe('Latest 10 reps · best 11 reps · 3 sessions');
    expect(progress.textContent).not.toContain('Most reps 10');
  });

  it('shows the heaviest added weight beside it when he hung a load from his belt', async () => {
    renderPage({
      ...pullUps,
      bests: [
        ...pullUps.bests,
        {
          kind: 'weight',
          value: 10,
          unit: 'kg',
          achievedAt: '2026-11-26T07:40:00.000Z',
          sessionId: 'b',
        },
      ],
    });
    const records = await screen.findByRole('region', { name: 'Personal records' });
    expect(records.textContent).toContain('Most reps 11 reps');
    expect(records.textContent).toContain('Heaviest added weight10 kg');
    // Most reps leads once: no tile repeats it.
    expect(within(records).getAllByText('Most reps')).toHaveLength(1);
  });
});

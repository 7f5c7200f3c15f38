import 'fake-indexeddb/auto';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { QueryClientProvider } from '@tanstack/react-query';
import { MemoryRouter, Route, Routes } from 'react-router';
import { pickExercise, SessionPage } from './picker-test-utils.tsx';
import { toLocalIsoDate } from '@grandfit/shared/domain/journey.ts';
import { createQueryClient } from '../../../lib/query-client.ts';
import { workoutFixture } from '../../../test/workout-fixtures.ts';
import { FreeWorkoutDialog } from './free-workout-dialog.tsx';
import { freeWorkoutName } from '../utils/free-workout-name.ts';
import { pendingFor } from '../../../lib/outbox/outbox.ts';
import { closeOutboxDb } from '../../../lib/outbox/outbox-db.ts';
import { freshIndexedDb, setOnLine } from '../../../lib/outbox/outbox-test-utils.ts';

beforeEach(() => {
  freshIndexedDb();
  setOnLine(true);
});

afterEach(async () => {
  // The next test's database is a fresh one: the kept connection would read this one's queue.
  await closeOutboxDb();
  vi.unstubAllGlobals();
  setOnLine(true);
});

/** The API as the dialog sees it: no exercises of his own, and a free workout made, or refused. */
function stubApi(answer: { status: number; body: unknown }) {
  const posted: unknown[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn((input: RequestInfo | URL, init?: RequestInit) => {
      const url = new URL(String(input), 'http://localhost');
      if (url.pathname === '/api/custom-exercises') return Promise.resolve(new Response('[]'));
      if (url.pathname === '/api/workouts/free' && init?.method === 'POST') {
        posted.push(JSON.parse(String(init.body)));
        return Promise.resolve(
          new Response(JSON.stringify(answer.body), { status: answer.status }),
        );
      }
      return Promise.resolve(new Response('Not Found', { status: 404 }));
    }),
  );
  return posted;
}

function renderDialog() {
  return render(
    <QueryClientProvider client={createQueryClient()}>
      <MemoryRouter initialEntries={['/workouts']}>
        <Routes>
          <Route path="/workouts" element={<FreeWorkoutDialog open onOpenChange={() => {}} />} />
          <Route path="/workout/:id" element={<SessionPage />} />
        </Routes>
      </MemoryRouter>
    </QueryClientProvider>,
  );
}

describe('FreeWorkoutDialog', () => {
  it('starts a workout of the exercises picked, in their order, and opens its session', async () => {
    const made = workoutFixture({ id: '3f2b8c1e-0000-4000-8000-00000000f2ee', free: true });
    const posted = stubApi({ status: 201, body: made });
    renderDialog();
    const start = screen.getByRole('button', { name: 'Start workout' }) as HTMLButtonElement;
    expect(start.disabled).toBe(true);
    await screen.findByRole('list', { name: 'Exercises' });
    pickExercise('Goblet Squat');
    pickExercise('Push-Up');
    pickExercise('Front Plank');
    expect(screen.getByRole('heading', { name: 'Exercises (3)' })).toBeTruthy();
    // An exercise picked is not offered again.
    fireEvent.change(screen.getByRole('searchbox', { name: 'Search exercises' }), {
      target: { value: 'Goblet Squat' },
    });
    expect(screen.queryByRole('button', { name: /^Goblet Squat/ })).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'More sets of Push-Up' }));
    fireEvent.click(screen.getByRole('button', { name: 'Remove Push-Up' }));
    // Five sets of squats (decision 078); the plank at its default.
    fireEvent.click(screen.getByRole('button', { name: 'More sets of Goblet Squat' }));
    fireEvent.click(screen.getByRole('button', { name: 'More sets of Goblet Squat' }));
    fireEvent.change(screen.getByRole('textbox', { name: 'Name' }), {
      target: { value: '  Hotel gym  ' },
    });
    fireEvent.click(start);

    expect(await screen.findByText(`Session of ${made.id}`)).toBeTruthy();
    expect(posted).toEqual([
      {
        id: expect.stringMatching(/^[0-9a-f-]{36}$/),
        date: toLocalIsoDate(new Date()),
        name: 'Hotel gym',
        exerciseIds: ['goblet-squat', 'front-plank'],
        sets: { 'goblet-squat': 5, 'front-plank': 3 },
      },
    ]);
  });

  it('opens the workout at once offline, its start waiting in the outbox for the connection', async () => {
    const posted = stubApi({ status: 201, body: workoutFixture() });
    renderDialog();
    await screen.findByRole('list', { name: 'Exercises' });
    pickExercise('Push-Up');
    setOnLine(false);
    fireEvent.click(screen.getByRole('button', { name: 'Start workout' }));
    const opened = await screen.findByText(/^Session of /);
    const waiting = await pendingFor('/api/workouts/free');
    expect(waiting.map((entry) => entry.body)).toEqual([
      expect.objectContaining({ exerciseIds: ['push-up'] }),
    ]);
    expect(opened.textContent).toBe(`Session of ${(waiting[0]!.body as { id: string }).id}`);
    expect(posted).toEqual([]);
  });

  it('says why the server refused, keeps the picks, and sends the same workout id again', async () => {
    const posted = stubApi({ status: 404, body: { message: 'Exercise not found' } });
    renderDialog();
    await screen.findByRole('list', { name: 'Exercises' });
    pickExercise('Push-Up');
    fireEvent.click(screen.getByRole('button', { name: 'Start workout' }));
    expect((await screen.findByRole('alert')).textContent).toContain('Exercise not found');
    expect(screen.getByRole('heading', { name: 'Exercises (1)' })).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Start workout' }));
    await waitFor(() => expect(posted).toHaveLength(2));
    expect((posted[1] as { id: string }).id).toBe((posted[0] as { id: string }).id);
  });

  it('asks for a name rather than sending none', async () => {
    const posted = stubApi({ status: 201, body: workoutFixture() });
    renderDialog();
    await screen.findByRole('list', { name: 'Exercises' });
    pickExercise('Push-Up');
    fireEvent.change(screen.getByRole('textbox', { name: 'Name' }), { target: { value: '   ' } });
    fireEvent.click(screen.getByRole('button', { name: 'Start workout' }));
    expect(await screen.findByText('Give the workout a name')).toBeTruthy();
    expect(posted).toEqual([]);
  });
});

describe('freeWorkoutName', () => {
  it('names the workout by the hour it starts', () => {
    expect(freeWorkoutName(new Date(2026, 11, 1, 6, 30))).toBe('Morning workout');
    expect(freeWorkoutName(new Date(2026, 11, 1, 11, 59))).toBe('Morning workout');
    expect(freeWorkoutName(new Date(2026, 11, 1, 12, 0))).toBe('Afternoon workout');
    expect(freeWorkoutName(new Date(2026, 11, 1, 17, 0))).toBe('Evening workout');
    expect(freeWorkoutName(new Date(2026, 11, 1, 23, 59))).toBe('Evening workout');
  });
});

import { afterEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, render, screen, within } from '@testing-library/react';
import { QueryClientProvider } from '@tanstack/react-query';
import type { CustomExercise } from '@grandfit/shared/schemas/custom-exercises.ts';
import { createQueryClient } from '../../../lib/query-client.ts';
import { workoutFixture } from '../../../test/workout-fixtures.ts';
import { AddExerciseDialog, ExercisePicker, SwapExerciseDialog } from './exercise-picker.tsx';

const SLED: CustomExercise = {
  id: 'custom-0b8f3f0e-2d7a-4c55-9d8e-7b1f0c2a9e11',
  name: 'Sled Push',
  kind: 'weighted',
  equipment: 'Sled',
  pattern: 'push',
  restSeconds: 120,
};

afterEach(() => {
  vi.unstubAllGlobals();
});

interface Call {
  method: string;
  path: string;
  body: unknown;
}

/** The API as the picker sees it: the user's exercises, and a swap that answers the workout. */
function stubApi(custom: CustomExercise[] = [SLED]) {
  const calls: Call[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn((input: RequestInfo | URL, init?: RequestInit) => {
      const url = new URL(String(input), 'http://localhost');
      const method = init?.method ?? 'GET';
      calls.push({
        method,
        path: `${url.pathname}${url.search}`,
        body: init?.body ? JSON.parse(String(init.body)) : undefined,
      });
      if (url.pathname === '/api/custom-exercises' && method === 'GET') {
        return Promise.resolve(new Response(JSON.stringify(custom)));
      }
      if (url.pathname.endsWith('/swaps') && method === 'POST') {
        return Promise.resolve(new Response(JSON.stringify(workoutFixture())));
      }
      return Promise.resolve(new Response('Not Found', { status: 404 }));
    }),
  );
  return calls;
}

const renderWithQueries = (node: React.ReactNode) =>
  render(<QueryClientProvider client={createQueryClient()}>{node}</QueryClientProvider>);

const options = () =>
  within(screen.getByRole('list', { name: 'Exercises' }))
    .getAllByRole('button')
    .map((button) => button.querySelector('span')?.textContent);

describe('ExercisePicker', () => {
  it("lists the user's exercises first, then the library, and searches both by every word", async () => {
    stubApi();
    const onPick = vi.fn();
    renderWithQueries(<ExercisePicker onPick={onPick} exclude={['goblet-squat']} />);
    expect(await screen.findByText('Your exercise · Weighted · Sled')).toBeTruthy();
    expect(options()[0]).toBe('Sled Push');
    expect(options()).not.toContain('Goblet Squat');

    fireEvent.change(screen.getByRole('searchbox', { name: 'Search exercises' }), {
      target: { value: 'squat BARBELL' },
    });
    const found = options();
    expect(found.length).toBeGreaterThan(0);
    expect(found.every((name) => /squat/i.test(name ?? ''))).toBe(true);
    expect(found).not.toContain('Sled Push');

    fireEvent.change(screen.getByRole('searchbox'), { target: { value: 'sled' } });
    fireEvent.click(screen.getByRole('button', { name: /Sled Push/ }));
    expect(onPick).toHaveBeenCalledWith(
      expect.objectContaining({
        exercise: expect.objectContaining({
          id: SLED.id,
          unit: 'reps',
          loaded: true,
          restSeconds: 120,
        }),
      }),
    );

    fireEvent.change(screen.getByRole('searchbox'), { target: { value: 'zzz nothing' } });
    expect(screen.getByText('No exercise matches.')).toBeTruthy();
  });

  it('offers to create a custom exercise with the name that was searched for', async () => {
    stubApi([]);
    renderWithQueries(<ExercisePicker onPick={vi.fn()} />);
    fireEvent.change(screen.getByRole('searchbox'), { target: { value: 'Tyre flip' } });
    fireEvent.click(screen.getByRole('button', { name: 'Create custom exercise...' }));
    const dialog = await screen.findByRole('dialog', { name: 'New exercise' });
    expect((within(dialog).getByLabelText('Name') as HTMLInputElement).value).toBe('Tyre flip');
  });
});

describe('SwapExerciseDialog', () => {
  it('swaps the planned exercise for the pick, for today or for the phase', async () => {
    const calls = stubApi();
    const workout = workoutFixture();
    const planned = { ...workout.exercises[0]!, id: 'goblet-squat', name: 'Goblet Squat' };
    const onSwapped = vi.fn();
    renderWithQueries(
      <SwapExerciseDialog
        open
        onOpenChange={vi.fn()}
        workout={workout}
        exercise={planned}
        date="2025-08-03"
        onSwapped={onSwapped}
      />,
    );
    fireEvent.click(await screen.findByRole('button', { name: /Sled Push/ }));
    expect(screen.getByRole('heading', { name: 'Swap to Sled Push' })).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: /Rest of this phase/ }));
    await vi.waitFor(() => expect(onSwapped).toHaveBeenCalled());
    const post = calls.find((call) => call.method === 'POST');
    expect(post).toEqual({
      method: 'POST',
      path: `/api/workouts/${workout.id}/swaps?date=2025-08-03`,
      body: { fromExerciseId: 'goblet-squat', toExerciseId: SLED.id, scope: 'phase' },
    });
  });

  it('swaps an exercise of a free workout for that workout at once: it is in no phase', async () => {
    const calls = stubApi();
    const workout = workoutFixture({ free: true });
    const planned = { ...workout.exercises[0]!, id: 'goblet-squat', name: 'Goblet Squat' };
    const onSwapped = vi.fn();
    renderWithQueries(
      <SwapExerciseDialog
        open
        onOpenChange={vi.fn()}
        workout={workout}
        exercise={planned}
        date="2025-08-03"
        onSwapped={onSwapped}
      />,
    );
    fireEvent.click(await screen.findByRole('button', { name: /Sled Push/ }));
    await vi.waitFor(() => expect(onSwapped).toHaveBeenCalled());
    expect(screen.queryByRole('button', { name: /Rest of this phase/ })).toBeNull();
    expect(calls.find((call) => call.method === 'POST')?.body).toEqual({
      fromExerciseId: 'goblet-squat',
      toExerciseId: SLED.id,
      scope: 'today',
    });
  });

  it('swaps again from the planned exercise when the shown one is already a swap', async () => {
    const calls = stubApi();
    const workout = workoutFixture();
    const swapped = {
      ...workout.exercises[0]!,
      id: SLED.id,
      name: SLED.name,
      swappedFrom: { id: 'goblet-squat', name: 'Goblet Squat', scope: 'today' as const },
    };
    renderWithQueries(
      <SwapExerciseDialog
        open
        onOpenChange={vi.fn()}
        workout={workout}
        exercise={swapped}
        date="2025-08-03"
      />,
    );
    fireEvent.change(await screen.findByRole('searchbox'), { target: { value: 'push-up' } });
    fireEvent.click(await screen.findByRole('button', { name: /^Push-Up/ }));
    // The exercise on show is not offered as its own replacement.
    fireEvent.click(screen.getByRole('button', { name: 'Pick another' }));
    fireEvent.change(screen.getByRole('searchbox'), { target: { value: 'sled' } });
    await vi.waitFor(() => expect(screen.getByText('No exercise matches.')).toBeTruthy());
    fireEvent.change(screen.getByRole('searchbox'), { target: { value: 'push-up' } });
    fireEvent.click(screen.getByRole('button', { name: /^Push-Up/ }));
    fireEvent.click(screen.getByRole('button', { name: 'Just today' }));
    await vi.waitFor(() => expect(calls.some((call) => call.method === 'POST')).toBe(true));
    const post = calls.find((call) => call.method === 'POST')!;
    expect(post.body).toMatchObject({ fromExerciseId: 'goblet-squat', scope: 'today' });
  });
});

describe('AddExerciseDialog', () => {
  it('adds the pick shaped as a session exercise, in the user unit', async () => {
    stubApi();
    const onAdd = vi.fn();
    renderWithQueries(
      <AddExerciseDialog open onOpenChange={vi.fn()} weightUnit="kg" onAdd={onAdd} />,
    );
    fireEvent.click(await screen.findByRole('button', { name: /Sled Push/ }));
    expect(onAdd).toHaveBeenCalledWith(
      expect.objectContaining({
        id: SLED.id,
        name: 'Sled Push',
        sets: 3,
        targetReps: 10,
        targetRir: 2,
        targetWeight: 0,
        weightUnit: 'kg',
        restSeconds: 120,
        loaded: true,
      }),
    );
  });
});

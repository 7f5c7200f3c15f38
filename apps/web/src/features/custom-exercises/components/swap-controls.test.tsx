import { afterEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, render, screen } from '@testing-library/react';
import { QueryClientProvider } from '@tanstack/react-query';
import { createQueryClient } from '../../../lib/query-client.ts';
import { workoutFixture } from '../../../test/workout-fixtures.ts';
import { SwapControls } from './swap-controls.tsx';

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('SwapControls', () => {
  it('says what was swapped and undoes it with the swap’s own scope', async () => {
    const workout = workoutFixture();
    const fetchMock = vi.fn((_input: RequestInfo | URL, _init?: RequestInit) =>
      Promise.resolve(new Response(JSON.stringify(workout))),
    );
    vi.stubGlobal('fetch', fetchMock);
    const onChanged = vi.fn();
    const exercise = {
      ...workout.exercises[0]!,
      id: 'push-up',
      name: 'Push-Up',
      swappedFrom: { id: 'goblet-squat', name: 'Goblet Squat', scope: 'phase' as const },
    };
    render(
      <QueryClientProvider client={createQueryClient()}>
        <SwapControls
          workout={workout}
          exercise={exercise}
          date="2025-08-03"
          onChanged={onChanged}
        />
      </QueryClientProvider>,
    );
    expect(screen.getByText(/Swapped from/).textContent).toBe(
      'Swapped from Goblet Squat for this phase',
    );
    fireEvent.click(screen.getByRole('button', { name: 'Undo swap: back to Goblet Squat' }));
    await vi.waitFor(() => expect(onChanged).toHaveBeenCalledWith(workout));
    const [url, init] = fetchMock.mock.calls[0]!;
    expect(String(url)).toBe(
      `/api/workouts/${workout.id}/swaps/goblet-squat?scope=phase&date=2025-08-03`,
    );
    expect(init?.method).toBe('DELETE');
  });
});

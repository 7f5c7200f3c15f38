import { afterEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, render, screen } from '@testing-library/react';
import { QueryClientProvider } from '@tanstack/react-query';
import { createQueryClient } from '../../../lib/query-client.ts';
import { CustomExerciseDialog } from './custom-exercise-dialog.tsx';

afterEach(() => {
  vi.unstubAllGlobals();
});

function setup(
  answer: Response,
  exercise?: Parameters<typeof CustomExerciseDialog>[0]['exercise'],
) {
  const fetchMock = vi.fn((_input: RequestInfo | URL, _init?: RequestInit) =>
    Promise.resolve(answer.clone()),
  );
  vi.stubGlobal('fetch', fetchMock);
  const onSaved = vi.fn();
  const onOpenChange = vi.fn();
  render(
    <QueryClientProvider client={createQueryClient()}>
      <CustomExerciseDialog
        open
        onOpenChange={onOpenChange}
        onSaved={onSaved}
        exercise={exercise}
      />
    </QueryClientProvider>,
  );
  return { fetchMock, onSaved, onOpenChange };
}

const created = {
  id: 'custom-0b8f3f0e-2d7a-4c55-9d8e-7b1f0c2a9e11',
  name: 'Dead hang',
  kind: 'timed',
  equipment: 'Bar',
  pattern: 'pull' as const,
  restSeconds: 45,
};

describe('CustomExerciseDialog', () => {
  it('checks the fields as the server does before sending anything', async () => {
    const { fetchMock } = setup(new Response(JSON.stringify(created), { status: 201 }));
    fireEvent.change(screen.getByLabelText('Default rest (seconds)'), {
      target: { value: '700' },
    });
    fireEvent.click(screen.getByRole('button', { name: 'Create exercise' }));
    expect(await screen.findByText('The exercise name is required')).toBeTruthy();
    expect(screen.getByText('Rest must be 0 to 600 seconds')).toBeTruthy();
    expect(screen.getByLabelText('Name').getAttribute('aria-invalid')).toBe('true');
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('creates the exercise with its name, kind, movement, equipment and rest', async () => {
    const { fetchMock, onSaved, onOpenChange } = setup(
      new Response(JSON.stringify(created), { status: 201 }),
    );
    fireEvent.change(screen.getByLabelText('Name'), { target: { value: '  Dead hang ' } });
    fireEvent.click(screen.getByRole('radio', { name: /Timed/ }));
    fireEvent.change(screen.getByLabelText(/Movement/), { target: { value: 'pull' } });
    fireEvent.change(screen.getByLabelText(/Equipment/), { target: { value: 'Bar' } });
    fireEvent.change(screen.getByLabelText('Default rest (seconds)'), { target: { value: '45' } });
    fireEvent.click(screen.getByRole('button', { name: 'Create exercise' }));
    await vi.waitFor(() => expect(onSaved).toHaveBeenCalledWith(created));
    expect(onOpenChange).toHaveBeenCalledWith(false);
    const [url, init] = fetchMock.mock.calls[0]!;
    expect(String(url)).toBe('/api/custom-exercises');
    expect(init?.method).toBe('POST');
    expect(JSON.parse(String(init?.body))).toEqual({
      name: 'Dead hang',
      kind: 'timed',
      equipment: 'Bar',
      pattern: 'pull',
      restSeconds: 45,
    });
  });

  it('asks no movement of a cardio exercise, and sends none', async () => {
    const { fetchMock } = setup(new Response(JSON.stringify(created), { status: 201 }));
    fireEvent.change(screen.getByLabelText('Name'), { target: { value: 'Rower' } });
    fireEvent.change(screen.getByLabelText(/Movement/), { target: { value: 'pull' } });
    fireEvent.click(screen.getByRole('radio', { name: /Cardio/ }));
    expect(screen.queryByLabelText(/Movement/)).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Create exercise' }));
    await vi.waitFor(() => expect(fetchMock).toHaveBeenCalled());
    const [, init] = fetchMock.mock.calls[0]!;
    expect(JSON.parse(String(init?.body))).toMatchObject({ kind: 'cardio', pattern: null });
  });

  it("shows the server's 409 under the name and stays open", async () => {
    const { onSaved, onOpenChange } = setup(
      new Response(JSON.stringify({ message: 'You already have an exercise called "dead HANG"' }), {
        status: 409,
        headers: { 'content-type': 'application/json' },
      }),
    );
    fireEvent.change(screen.getByLabelText('Name'), { target: { value: 'dead HANG' } });
    fireEvent.click(screen.getByRole('button', { name: 'Create exercise' }));
    expect(await screen.findByText('You already have an exercise called "dead HANG"')).toBeTruthy();
    expect(onSaved).not.toHaveBeenCalled();
    expect(onOpenChange).not.toHaveBeenCalled();
  });

  it('edits an exercise with a PATCH of its fields', async () => {
    const { fetchMock, onSaved } = setup(
      new Response(JSON.stringify({ ...created, name: 'Bar hang' }), { status: 200 }),
      { ...created, kind: 'timed' },
    );
    expect(screen.getByRole('heading', { name: 'Edit exercise' })).toBeTruthy();
    fireEvent.change(screen.getByLabelText('Name'), { target: { value: 'Bar hang' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    await vi.waitFor(() => expect(onSaved).toHaveBeenCalled());
    const [url, init] = fetchMock.mock.calls[0]!;
    expect(String(url)).toBe(`/api/custom-exercises/${created.id}`);
    expect(init?.method).toBe('PATCH');
    expect(JSON.parse(String(init?.body))).toMatchObject({
      name: 'Bar hang',
      kind: 'timed',
      pattern: 'pull',
    });
  });
});

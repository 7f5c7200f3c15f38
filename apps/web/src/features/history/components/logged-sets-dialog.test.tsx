import 'fake-indexeddb/auto';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { stopOutbox } from '../../../lib/outbox/outbox.ts';
import { freshIndexedDb, setOnLine } from '../../../lib/outbox/outbox-test-utils.ts';
import { LoggedSetsDialog } from './logged-sets-dialog.tsx';

const set = {
  clientId: '6a0f4c47-3c55-4a44-9a3b-2f6c1b0e0a01',
  exerciseIndex: 0,
  setNumber: 1,
  weight: 30,
  weightUnit: 'lb' as const,
  reps: 10,
  rir: 2,
  skipped: false,
};

beforeEach(() => {
  freshIndexedDb();
  setOnLine(true);
});

afterEach(async () => {
  await stopOutbox();
  vi.unstubAllGlobals();
});

function setup() {
  const requests: Array<{ method: string; url: string; body: unknown }> = [];
  vi.stubGlobal(
    'fetch',
    vi.fn((input: RequestInfo | URL, init: RequestInit = {}) => {
      const url = String(input);
      requests.push({
        method: init.method ?? 'GET',
        url,
        body: init.body ? JSON.parse(String(init.body)) : undefined,
      });
      if (url === '/api/user/settings') {
        return Promise.resolve(new Response(JSON.stringify({ units: 'lb' })));
      }
      if (init.method === 'DELETE') return Promise.resolve(new Response(null, { status: 204 }));
      return Promise.resolve(new Response(JSON.stringify({}), { status: 200 }));
    }),
  );
  const onCorrected = vi.fn();
  const onDeleted = vi.fn();
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <QueryClientProvider client={client}>
      <LoggedSetsDialog
        exercises={[{ name: 'Goblet Squat', unit: 'reps' }]}
        sets={[set]}
        userId="u1"
        onCorrected={onCorrected}
        onDeleted={onDeleted}
        open
        onOpenChange={() => undefined}
      />
    </QueryClientProvider>,
  );
  return { requests, onCorrected, onDeleted };
}

describe('LoggedSetsDialog', () => {
  it('edits a logged set through the outbox and tells the session', async () => {
    const { requests, onCorrected } = setup();
    const list = screen.getByRole('dialog', { name: 'Logged sets' });
    expect(within(list).getByText('30 lb × 10 @ 2 RIR')).toBeTruthy();
    fireEvent.click(within(list).getByRole('button', { name: 'Edit set 1 of Goblet Squat' }));
    const edit = await screen.findByRole('dialog', { name: 'Edit set 1' });
    fireEvent.change(within(edit).getByLabelText('Weight (lb)'), { target: { value: '32.5' } });
    fireEvent.click(within(edit).getByRole('button', { name: 'Save set' }));
    await waitFor(() =>
      expect(onCorrected).toHaveBeenCalledWith(set.clientId, {
        weight: 32.5,
        weightUnit: 'lb',
        reps: 10,
        rir: 2,
      }),
    );
    await waitFor(
      () =>
        expect(requests).toContainEqual({
          method: 'PATCH',
          url: `/api/sets/${set.clientId}`,
          body: { weight: 32.5, weightUnit: 'lb', reps: 10, rir: 2 },
        }),
      { timeout: 5000 },
    );
  });

  it('marks a set logged as set 1 a warm-up (decision 051), and only then sends its type', async () => {
    const { requests, onCorrected } = setup();
    fireEvent.click(screen.getByRole('button', { name: 'Edit set 1 of Goblet Squat' }));
    const edit = await screen.findByRole('dialog', { name: 'Edit set 1' });
    const warmUp = within(edit).getByRole('checkbox', { name: /Warm-up/ });
    expect((warmUp as HTMLInputElement).checked).toBe(false);
    fireEvent.click(warmUp);
    fireEvent.click(within(edit).getByRole('button', { name: 'Save set' }));
    const body = { weight: 30, weightUnit: 'lb', reps: 10, rir: 2, setType: 'warmup' };
    await waitFor(() => expect(onCorrected).toHaveBeenCalledWith(set.clientId, body));
    await waitFor(
      () =>
        expect(requests).toContainEqual({
          method: 'PATCH',
          url: `/api/sets/${set.clientId}`,
          body,
        }),
      { timeout: 5000 },
    );
  });

  it('deletes a logged set after confirming', async () => {
    const { requests, onDeleted } = setup();
    fireEvent.click(screen.getByRole('button', { name: 'Delete set 1 of Goblet Squat' }));
    const confirm = await screen.findByRole('dialog', { name: 'Delete set 1?' });
    fireEvent.click(within(confirm).getByRole('button', { name: 'Delete set' }));
    await waitFor(() => expect(onDeleted).toHaveBeenCalledWith(set.clientId));
    await waitFor(
      () =>
        expect(
          requests.some((r) => r.method === 'DELETE' && r.url === `/api/sets/${set.clientId}`),
        ).toBe(true),
      { timeout: 5000 },
    );
  });
});

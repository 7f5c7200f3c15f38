import 'fake-indexeddb/auto';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, renderHook, waitFor } from '@testing-library/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { flush, onDelivered, stopOutbox } from './outbox.ts';
import {
  freshIndexedDb,
  installFakeServer,
  json,
  setOnLine,
  type FakeServer,
} from './outbox-test-utils.ts';
import { useOutbox, usePendingWrites } from './use-outbox.ts';
import { useOutboxMutation } from './use-outbox-mutation.ts';

interface LoggedSet {
  clientId: string;
  reps: number;
}

const SETS_KEY = ['/api/workouts/w1/sets'];
let server: FakeServer;
let client: QueryClient;

function wrapper({ children }: { children: ReactNode }) {
  return <QueryClientProvider client={client}>{children}</QueryClientProvider>;
}

/** What the training feature would write: optimistic cache update, queued when offline. */
function useLogSet() {
  return useOutboxMutation<LoggedSet, LoggedSet, { previous: LoggedSet[] }>({
    toWrite: (set) => ({ method: 'POST', url: '/api/workouts/w1/sets', body: set, userId: 'u1' }),
    onMutate: (set) => {
      const previous = client.getQueryData<LoggedSet[]>(SETS_KEY) ?? [];
      client.setQueryData(SETS_KEY, [...previous, set]);
      return { previous };
    },
    onError: (_error, _set, context) => {
      if (context) client.setQueryData(SETS_KEY, context.previous);
    },
  });
}

beforeEach(() => {
  freshIndexedDb();
  server = installFakeServer();
  setOnLine(true);
  client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  client.setQueryData(SETS_KEY, []);
});

afterEach(async () => {
  await stopOutbox();
  vi.unstubAllGlobals();
  setOnLine(true);
});

describe('useOutboxMutation', () => {
  it('runs while the browser is offline, queues the write and keeps the optimistic data', async () => {
    setOnLine(false);
    const { result } = renderHook(
      () => ({
        logSet: useLogSet(),
        outbox: useOutbox('u1'),
        waiting: usePendingWrites('/api/workouts/w1/', 'u1'),
      }),
      { wrapper },
    );

    act(() => result.current.logSet.mutate({ clientId: 'c1', reps: 5 }));
    await waitFor(() => expect(result.current.logSet.data?.status).toBe('queued'));
    expect(client.getQueryData(SETS_KEY)).toEqual([{ clientId: 'c1', reps: 5 }]);
    await waitFor(() => expect(result.current.outbox.pending).toBe(1));
    expect(result.current.waiting.map((entry) => entry.body)).toEqual([
      { clientId: 'c1', reps: 5 },
    ]);

    // Back online: the replay delivers it and the screen can refetch.
    const delivered = vi.fn();
    const stop = onDelivered(delivered);
    setOnLine(true);
    await act(() => flush());
    stop();
    expect(server.requests.map((request) => request.body)).toEqual([{ clientId: 'c1', reps: 5 }]);
    expect(delivered).toHaveBeenCalledWith(
      expect.objectContaining({ url: '/api/workouts/w1/sets' }),
    );
    await waitFor(() => expect(result.current.outbox.pending).toBe(0));
    expect(result.current.waiting).toEqual([]);
  });

  it('returns the server’s answer when online', async () => {
    server.reply = (request) => json({ ...(request.body as object), id: 's1' }, 201);
    const { result } = renderHook(() => useLogSet(), { wrapper });
    act(() => result.current.mutate({ clientId: 'c1', reps: 5 }));
    await waitFor(() =>
      expect(result.current.data).toEqual({
        status: 'sent',
        data: { clientId: 'c1', reps: 5, id: 's1' },
      }),
    );
  });

  it('rolls the optimistic data back when the server refuses the write', async () => {
    server.reply = () => json({ message: 'Invalid' }, 400);
    const { result } = renderHook(() => useLogSet(), { wrapper });
    act(() => result.current.mutate({ clientId: 'c1', reps: -1 }));
    await waitFor(() => expect(result.current.isError).toBe(true));
    expect(result.current.error).toMatchObject({ status: 400, body: { message: 'Invalid' } });
    expect(client.getQueryData(SETS_KEY)).toEqual([]);
  });
});

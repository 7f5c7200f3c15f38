import { describe, expect, it } from 'vitest';
import type { PersistedClient } from '@tanstack/react-query-persist-client';
import { mergePersistedClients } from './persisted-state.ts';

const HOUR = 3_600_000;

function query(hash: string, dataUpdatedAt: number, data: unknown = hash) {
  return {
    queryHash: hash,
    queryKey: [hash],
    dehydratedAt: dataUpdatedAt,
    state: {
      data,
      dataUpdatedAt,
      dataUpdateCount: 1,
      error: null,
      errorUpdateCount: 0,
      errorUpdatedAt: 0,
      fetchFailureCount: 0,
      fetchFailureReason: null,
      fetchMeta: null,
      isInvalidated: false,
      status: 'success' as const,
      fetchStatus: 'idle' as const,
    },
  };
}

function client(timestamp: number, queries: ReturnType<typeof query>[], buster = 'b1') {
  return { timestamp, buster, clientState: { mutations: [], queries } } as PersistedClient;
}

const hashes = (persisted: PersistedClient) =>
  persisted.clientState.queries.map((q) => q.queryHash);

describe('mergePersistedClients', () => {
  const now = 100 * HOUR;

  it('keeps answers that left memory, until they are older than the maximum age', () => {
    const previous = client(now - HOUR, [
      query('week', now - 2 * HOUR),
      query('old', now - 30 * HOUR),
    ]);
    const merged = mergePersistedClients(previous, client(now, [query('today', now)]), 24 * HOUR);
    expect(hashes(merged)).toEqual(['today', 'week']);
  });

  it('takes the newer of two answers to the same question', () => {
    const previous = client(now - HOUR, [query('today', now - HOUR, 'fresh')]);
    const stale = mergePersistedClients(
      previous,
      client(now, [query('today', now - 2 * HOUR, 'stale')]),
      24 * HOUR,
    );
    expect(stale.clientState.queries[0]?.state.data).toBe('fresh');
    const newer = mergePersistedClients(
      previous,
      client(now, [query('today', now, 'newer')]),
      24 * HOUR,
    );
    expect(newer.clientState.queries[0]?.state.data).toBe('newer');
  });

  it('drops a copy saved by another version of the app', () => {
    const previous = client(now - HOUR, [query('week', now - HOUR)], 'b0');
    const merged = mergePersistedClients(previous, client(now, [query('today', now)]), 24 * HOUR);
    expect(hashes(merged)).toEqual(['today']);
  });

  it('keeps the newest answers when there are too many, and never keeps writes', () => {
    const many = Array.from({ length: 10 }, (_, i) => query(`q${i}`, now - i * 1000));
    const merged = mergePersistedClients(undefined, client(now, many), 24 * HOUR, 4);
    expect(hashes(merged)).toEqual(['q0', 'q1', 'q2', 'q3']);
    expect(merged.clientState.mutations).toEqual([]);
    expect(merged.timestamp).toBe(now);
  });
});

import 'fake-indexeddb/auto';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { SessionDetail } from '@grandfit/shared/schemas/history.ts';
import { toLocalDateTimeInput } from '../../../lib/clock.ts';
import { pendingFor } from '../../../lib/outbox/outbox.ts';
import { closeOutboxDb } from '../../../lib/outbox/outbox-db.ts';
import { freshIndexedDb, setOnLine } from '../../../lib/outbox/outbox-test-utils.ts';
import { renderSessionDetail } from './test-session-detail.tsx';

beforeEach(() => {
  freshIndexedDb();
  setOnLine(true);
});

afterEach(async () => {
  await closeOutboxDb();
  vi.unstubAllGlobals();
  setOnLine(true);
});

const SESSION_ID = '5b2c3d4e-0000-4000-8000-00000000b002';
const URL = `/api/history/sessions/${SESSION_ID}`;
// Wall-clock times are this machine's, as the form's input reads them.
const local = (wallClock: string) => new Date(wallClock).toISOString();

const detail: SessionDetail = {
  sessionId: SESSION_ID,
  workoutId: '5b2c3d4e-0000-4000-8000-00000000c002',
  workoutName: 'Foundation A',
  type: 'strength',
  source: 'grandfit',
  date: '2026-11-30',
  startedAt: local('2026-11-30T18:00'),
  completedAt: local('2026-12-01T08:00'),
  durationSeconds: 35 * 60,
  notes: null,
  readiness: null,
  volume: { value: 1000, unit: 'kg' },
  prCount: 0,
  exercises: [
    {
      exerciseId: 'bench-press',
      exerciseIndex: 0,
      name: 'Bench Press',
      unit: 'reps',
      loaded: true,
      plannedSets: 3,
      sets: [
        {
          clientId: '5b2c3d4e-0000-4000-8000-000000000101',
          setNumber: 1,
          weight: 100,
          weightUnit: 'kg',
          reps: 5,
          rir: 2,
          rpe: null,
          targetWeight: 100,
          targetReps: 5,
          targetRir: 2,
          skipped: false,
          setType: 'normal',
          performedAt: local('2026-11-30T18:10'),
          note: null,
          records: [],
        },
      ],
    },
  ],
};

/** The session as the server answers it, moved by what was patched. */
function stubApi() {
  const patched: Array<{ startedAt?: string; durationSeconds?: number }> = [];
  let current = detail;
  vi.stubGlobal(
    'fetch',
    vi.fn((input: RequestInfo | URL, init?: RequestInit) => {
      const url = String(input);
      const answer = (body: unknown, status = 200) =>
        Promise.resolve(new Response(JSON.stringify(body), { status }));
      if (url.startsWith(URL) && init?.method === 'PATCH') {
        const change = JSON.parse(String(init.body)) as (typeof patched)[number];
        patched.push(change);
        const startedAt = change.startedAt ?? current.startedAt;
        current = {
          ...current,
          startedAt,
          date: toLocalDateTimeInput(new Date(startedAt)).slice(0, 10),
          durationSeconds: change.durationSeconds ?? current.durationSeconds,
        };
        return answer({ sessionId: SESSION_ID, notes: null });
      }
      if (url.startsWith(URL)) return answer(current);
      if (url === '/api/user/settings') return answer({ units: 'kg' });
      return answer({}, 404);
    }),
  );
  return patched;
}

const renderDetail = () => renderSessionDetail(SESSION_ID);

async function moveTo(start: string, minutes?: string) {
  fireEvent.click(await screen.findByRole('button', { name: 'Edit time' }));
  const dialog = await screen.findByRole('dialog', { name: 'Edit time' });
  const startField = within(dialog).getByLabelText('Started') as HTMLInputElement;
  expect(startField.value).toBe(toLocalDateTimeInput(new Date(detail.startedAt)));
  expect((within(dialog).getByLabelText('Duration (min)') as HTMLInputElement).value).toBe('35');
  fireEvent.change(startField, { target: { value: start } });
  if (minutes !== undefined) {
    fireEvent.change(within(dialog).getByLabelText('Duration (min)'), {
      target: { value: minutes },
    });
  }
  fireEvent.click(within(dialog).getByRole('button', { name: 'Save time' }));
}

describe("a session's time corrected from History (decision 093)", () => {
  it('sends the new start alone, and the page shows the day it moved to', async () => {
    const patched = stubApi();
    renderDetail();
    await screen.findByText(/Mon, Nov 30, 2026/);
    await moveTo('2026-11-29T07:30');
    await waitFor(() => expect(patched).toEqual([{ startedAt: local('2026-11-29T07:30') }]));
    await screen.findByText(/Sun, Nov 29, 2026/);
  });

  it('sends a new duration, and refuses an end in the future without sending', async () => {
    const patched = stubApi();
    renderDetail();
    await moveTo(toLocalDateTimeInput(new Date(Date.now() - 10 * 60_000)));
    expect(
      await screen.findByText('It would end in the future: choose an earlier start'),
    ).toBeTruthy();
    fireEvent.change(screen.getByLabelText('Started'), {
      target: { value: toLocalDateTimeInput(new Date(detail.startedAt)) },
    });
    fireEvent.change(screen.getByLabelText('Duration (min)'), { target: { value: '50' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save time' }));
    await waitFor(() => expect(patched).toEqual([{ durationSeconds: 3000 }]));
    await screen.findByText('50 min');
  });

  it('is kept on the device offline', async () => {
    const patched = stubApi();
    renderDetail();
    await screen.findByRole('button', { name: 'Edit time' });
    setOnLine(false);
    await moveTo('2026-11-29T07:30', '45');
    await screen.findByText(/Sun, Nov 29, 2026/);
    const waiting = await pendingFor(URL);
    expect(waiting.map((entry) => entry.body)).toEqual([
      { startedAt: local('2026-11-29T07:30'), durationSeconds: 2700 },
    ]);
    expect(patched).toEqual([]);
  });
});

import 'fake-indexeddb/auto';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { toLocalIsoDate } from '@grandfit/shared/domain/journey.ts';
import { MemoryRouter } from 'react-router';
import type { HistoryItem, SessionDetail } from '@grandfit/shared/schemas/history.ts';
import { pendingFor } from '../../../lib/outbox/outbox.ts';
import { closeOutboxDb } from '../../../lib/outbox/outbox-db.ts';
import { freshIndexedDb, setOnLine } from '../../../lib/outbox/outbox-test-utils.ts';
import { HistoryRow } from './history-row.tsx';
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

const CABLE_FLY = 'custom-6b1f2a3c-4d5e-4f60-8a7b-9c0d1e2f3a4b';

/** His own exercise the session did, as the server lists it. */
const cableFly = {
  id: CABLE_FLY,
  name: 'Cable Fly',
  kind: 'weighted',
  equipment: 'Cable',
  pattern: null,
  restSeconds: 90,
  createdAt: '2025-08-01T00:00:00.000Z',
};

const SESSION_ID = '3f1c2b7a-8d4e-4f0a-9b6c-1e2d3c4b5a69';

const imported: HistoryItem = {
  sessionId: SESSION_ID,
  workoutId: null,
  workoutName: 'Push Day',
  type: 'strength',
  source: 'strong',
  date: '2025-08-05',
  startedAt: '2025-08-05T17:00:00.000Z',
  completedAt: '2025-08-05T17:30:00.000Z',
  durationSeconds: 3125,
  setsDone: 6,
  setsPlanned: 6,
  free: false,
  volume: { value: 5247.2, unit: 'lb' },
  prCount: 0,
};

const set = (
  setNumber: number,
  over: Partial<SessionDetail['exercises'][number]['sets'][number]>,
) => ({
  clientId: `00000000-0000-4000-8000-00000000000${setNumber}`,
  setNumber,
  weight: 100,
  weightUnit: 'kg' as const,
  reps: 5,
  rir: 2,
  rpe: null,
  targetWeight: null,
  targetReps: null,
  targetRir: null,
  skipped: false,
  setType: 'normal' as const,
  performedAt: '2025-08-05T17:10:00.000Z',
  note: null,
  records: [],
  ...over,
});

const detail: SessionDetail = {
  sessionId: SESSION_ID,
  workoutId: null,
  workoutName: 'Push Day',
  type: 'strength',
  source: 'strong',
  date: '2025-08-05',
  startedAt: '2025-08-05T17:00:00.000Z',
  completedAt: '2025-08-05T17:30:00.000Z',
  durationSeconds: 3125,
  notes: null,
  readiness: null,
  volume: { value: 3306.9, unit: 'lb' },
  prCount: 0,
  exercises: [
    {
      exerciseId: 'bench-press',
      exerciseIndex: 0,
      name: 'Bench Press',
      unit: 'reps',
      loaded: true,
      plannedSets: null,
      sets: [
        set(1, { weight: 95, weightUnit: 'lb', reps: 10, rir: null, setType: 'warmup' }),
        set(2, {}),
      ],
    },
    {
      exerciseId: 'custom-6b1f2a3c-4d5e-4f60-8a7b-9c0d1e2f3a4b',
      exerciseIndex: 1,
      name: 'Cable Fly',
      unit: 'reps',
      loaded: true,
      plannedSets: null,
      sets: [set(1, { weight: 40, reps: 12, rir: null })],
    },
  ],
};

/** The session's page, and a stand-in for the workout a repeat opens. */
const renderDetail = () => renderSessionDetail(SESSION_ID);

/** The session, his own exercise and the free workout's start as the server answers them. */
function stubRepeatApi() {
  const posted: unknown[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn((input: RequestInfo | URL, init?: RequestInit) => {
      const url = String(input);
      if (url.startsWith(`/api/history/sessions/${SESSION_ID}`)) {
        return Promise.resolve(new Response(JSON.stringify(detail)));
      }
      if (url === '/api/custom-exercises') {
        return Promise.resolve(new Response(JSON.stringify([cableFly])));
      }
      if (url === '/api/workouts/free' && init?.method === 'POST') {
        const body = JSON.parse(String(init.body)) as { id: string };
        posted.push(body);
        return Promise.resolve(new Response(JSON.stringify({ id: body.id }), { status: 201 }));
      }
      return Promise.resolve(new Response('{}', { status: 404 }));
    }),
  );
  return posted;
}

/**
 * Opens the session and taps Repeat once his own exercise is known on the device (the workout is
 * built there); `before` runs just before the tap.
 */
async function repeatWhenReady(before?: () => void) {
  renderDetail();
  const repeat = (await screen.findByRole('button', {
    name: 'Repeat workout',
  })) as HTMLButtonElement;
  await waitFor(() => expect(repeat.disabled).toBe(false));
  before?.();
  fireEvent.click(repeat);
}

function renderRow(item: HistoryItem) {
  render(
    <MemoryRouter>
      <HistoryRow item={item} />
    </MemoryRouter>,
  );
  return screen.getByTestId('history-row');
}

describe('an imported session in History', () => {
  it('names its app on the row, with its sets but no plan to measure them against', () => {
    const row = renderRow(imported);
    expect(within(row).getByTestId('session-source').textContent).toBe('Imported from Strong');
    expect(within(row).getByText('Push Day')).toBeTruthy();
    expect(within(row).getByText('6 sets')).toBeTruthy();
    expect(within(row).queryByText('6/6 sets')).toBeNull();
    expect(within(row).getByText('52 min')).toBeTruthy();
  });

  it('shows no app on a GrandFit session, which keeps its sets of planned', () => {
    const row = renderRow({ ...imported, source: 'grandfit', workoutId: 'w1', setsPlanned: 10 });
    expect(within(row).queryByTestId('session-source')).toBeNull();
    expect(within(row).getByText('6/10 sets')).toBeTruthy();
  });

  it('shows a free workout of his own by its sets alone: it grew as he went, no plan to measure', () => {
    const row = renderRow({ ...imported, source: 'grandfit', workoutId: 'w1', free: true });
    expect(within(row).getByText('6 sets')).toBeTruthy();
    expect(within(row).queryByText('6/6 sets')).toBeNull();
  });

  it('opens with its app named, warm-ups marked W, a custom exercise by its name', async () => {
    const urls: string[] = [];
    vi.stubGlobal(
      'fetch',
      vi.fn((input: RequestInfo | URL) => {
        const url = String(input);
        urls.push(url);
        if (url.startsWith(`/api/history/sessions/${SESSION_ID}`)) {
          return Promise.resolve(new Response(JSON.stringify(detail)));
        }
        if (url === '/api/user/settings') {
          return Promise.resolve(new Response(JSON.stringify({ units: 'lb' })));
        }
        return Promise.resolve(new Response('{}', { status: 404 }));
      }),
    );
    renderDetail();
    expect(await screen.findByRole('heading', { name: 'Push Day' })).toBeTruthy();
    expect(screen.getByTestId('session-source').textContent).toBe('Imported from Strong');
    expect(screen.getByText(/not in your programme/)).toBeTruthy();
    // Working sets, as the row counts them: the warm-up is not one.
    const setsDone = screen.getByText('Sets done').parentElement!;
    expect(within(setsDone).getByText('2')).toBeTruthy();
    // The device's zone is sent, for the imported session's day.
    expect(urls.some((url) => /\/api\/history\/sessions\/[^?]+\?tz=/.test(url))).toBe(true);

    const lines = screen.getAllByTestId('set-line');
    expect(lines).toHaveLength(3);
    // Marked W as Strong and Hevy mark it, still numbered for screen readers.
    expect(lines[0]!.querySelector('span[aria-hidden="true"]')?.textContent).toBe('W');
    expect(lines[0]!.textContent).toContain('Set 1');
    expect(lines[0]!.textContent).toContain('Warm-up');
    expect(lines[1]!.textContent).toContain('Set 2');
    expect(lines[1]!.textContent).not.toContain('Warm-up');
    expect(screen.getByRole('link', { name: 'Cable Fly' }).getAttribute('href')).toBe(
      '/exercises/custom-6b1f2a3c-4d5e-4f60-8a7b-9c0d1e2f3a4b',
    );
    // No plan: no "n/m sets" against one.
    expect(screen.queryByText(/\/\d+ sets/)).toBeNull();
    // No workout to log a forgotten set into (decision 082).
    expect(screen.queryByRole('button', { name: /^Add a set of/ })).toBeNull();
  });

  it('is repeated as a workout of his own today: its name, its exercises, and its session opens', async () => {
    const posted = stubRepeatApi();
    await repeatWhenReady();
    expect(await screen.findByText('Session opened')).toBeTruthy();
    expect(posted).toEqual([
      {
        id: expect.stringMatching(/^[0-9a-f-]{36}$/),
        date: toLocalIsoDate(new Date()),
        name: 'Push Day',
        exerciseIds: ['bench-press', CABLE_FLY],
        // The working sets done of each (decision 078): the warm-up is not one.
        sets: { 'bench-press': 1, [CABLE_FLY]: 1 },
      },
    ]);
  });

  it('is repeated offline: the session opens at once, its start waiting in the outbox', async () => {
    const posted = stubRepeatApi();
    await repeatWhenReady(() => setOnLine(false));
    expect(await screen.findByText('Session opened')).toBeTruthy();
    const waiting = await pendingFor('/api/workouts/free');
    expect(waiting.map((entry) => entry.body)).toEqual([
      expect.objectContaining({
        name: 'Push Day',
        exerciseIds: ['bench-press', CABLE_FLY],
        sets: { 'bench-press': 1, [CABLE_FLY]: 1 },
      }),
    ]);
    expect(posted).toEqual([]);
  });

  it('is saved as a routine under its name, once however often Save is tapped', async () => {
    const saved: { url: string; body: unknown }[] = [];
    vi.stubGlobal(
      'fetch',
      vi.fn((input: RequestInfo | URL, init?: RequestInit) => {
        const url = String(input);
        if (url.startsWith(`/api/history/sessions/${SESSION_ID}`)) {
          return Promise.resolve(new Response(JSON.stringify(detail)));
        }
        if (url.startsWith('/api/routines/') && init?.method === 'PUT') {
          saved.push({ url, body: JSON.parse(String(init.body)) });
          return Promise.resolve(new Response('{}', { status: 201 }));
        }
        return Promise.resolve(new Response('{}', { status: 404 }));
      }),
    );
    renderDetail();
    fireEvent.click(await screen.findByRole('button', { name: 'Save as routine' }));
    const done = (await screen.findByRole('button', {
      name: 'Saved as routine',
    })) as HTMLButtonElement;
    expect(done.disabled).toBe(true);
    expect(saved).toEqual([
      {
        url: expect.stringMatching(/^\/api\/routines\/[0-9a-f-]{36}$/),
        body: {
          name: 'Push Day',
          exerciseIds: ['bench-press', 'custom-6b1f2a3c-4d5e-4f60-8a7b-9c0d1e2f3a4b'],
          sets: { 'bench-press': 1, 'custom-6b1f2a3c-4d5e-4f60-8a7b-9c0d1e2f3a4b': 1 },
        },
      },
    ]);
  });
});

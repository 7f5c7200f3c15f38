import 'fake-indexeddb/auto';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { HistoryExercise, SessionDetail } from '@grandfit/shared/schemas/history.ts';
import { pendingFor } from '../../../lib/outbox/outbox.ts';
import { closeOutboxDb } from '../../../lib/outbox/outbox-db.ts';
import { freshIndexedDb, setOnLine } from '../../../lib/outbox/outbox-test-utils.ts';
import type { LogSet } from '@grandfit/shared/schemas/training.ts';
import type { LastSession } from '@grandfit/shared/schemas/records.ts';
import { withAddedSet } from '../api/add-set.ts';
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

const SESSION_ID = '5b2c3d4e-0000-4000-8000-00000000b001';
const WORKOUT_ID = '5b2c3d4e-0000-4000-8000-00000000c001';

const set = (setNumber: number, minute: number, over: Record<string, unknown> = {}) => ({
  clientId: `5b2c3d4e-0000-4000-8000-0000000000${setNumber}${minute}`,
  setNumber,
  weight: 100,
  weightUnit: 'kg' as const,
  reps: 5,
  rir: 2,
  rpe: null,
  targetWeight: 100,
  targetReps: 5,
  targetRir: 2,
  skipped: false,
  setType: 'normal' as const,
  performedAt: `2026-11-30T07:${minute}:00.000Z`,
  note: null,
  records: [],
  ...over,
});

/** A bench session he finished with its warm-up and two of its three sets logged. */
const detail: SessionDetail = {
  sessionId: SESSION_ID,
  workoutId: WORKOUT_ID,
  workoutName: 'Foundation A',
  type: 'strength',
  source: 'grandfit',
  date: '2026-11-30',
  startedAt: '2026-11-30T07:00:00.000Z',
  completedAt: '2026-11-30T07:40:00.000Z',
  durationSeconds: 2400,
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
        set(1, 10, { weight: 60, setType: 'warmup', targetWeight: null }),
        set(1, 15),
        set(2, 20, { reps: 4 }),
      ],
    },
  ],
};

/** How the server lists an exercise a posted set adds to the session. */
const LISTED_BY_SERVER: Record<string, HistoryExercise> = {
  'lat-pulldown': {
    exerciseId: 'lat-pulldown',
    exerciseIndex: 1,
    name: 'Lat Pulldown',
    unit: 'reps',
    loaded: true,
    plannedSets: null,
    sets: [],
  },
};

/** The session and the sets route as the server answers them: a set posted joins the session. */
function stubApi(lastSessions: Record<string, LastSession> = {}) {
  const posted: Array<{ url: string; body: unknown }> = [];
  let current = detail;
  vi.stubGlobal(
    'fetch',
    vi.fn((input: RequestInfo | URL, init?: RequestInit) => {
      const url = String(input);
      const answer = (body: unknown, status = 200) =>
        Promise.resolve(new Response(JSON.stringify(body), { status }));
      if (url.startsWith(`/api/history/sessions/${SESSION_ID}`)) return answer(current);
      if (url === '/api/user/settings') return answer({ units: 'kg' });
      if (url === '/api/custom-exercises') return answer([]);
      const last = /^\/api\/exercises\/([^/]+)\/last-session\?exclude=(.+)$/.exec(url);
      if (last && last[2] === SESSION_ID) {
        return answer(lastSessions[decodeURIComponent(last[1]!)] ?? { lastSession: null });
      }
      if (url === `/api/workouts/${WORKOUT_ID}/sets` && init?.method === 'POST') {
        const body = JSON.parse(String(init.body)) as Record<string, unknown>;
        posted.push({ url, body });
        const set = body as LogSet;
        const listed = current.exercises.find((e) => e.exerciseIndex === set.exerciseIndex);
        current = withAddedSet(current, set, listed ?? LISTED_BY_SERVER[set.exerciseId]!);
        return answer({ ...body, records: [] }, 201);
      }
      return answer({}, 404);
    }),
  );
  return posted;
}

const renderDetail = () => renderSessionDetail(SESSION_ID);

/**
 * Opens Add set on the bench, which starts from its last working set (`lastReps`), and saves it
 * with `reps`.
 */
async function addBenchSet(lastReps: string, reps: string, warmUp = false) {
  fireEvent.click(await screen.findByRole('button', { name: 'Add a set of Bench Press' }));
  const dialog = await screen.findByRole('dialog', { name: 'Add a set' });
  await waitFor(() =>
    expect((within(dialog).getByLabelText('Weight (kg)') as HTMLInputElement).value).toBe('100'),
  );
  expect((within(dialog).getByLabelText('Reps') as HTMLInputElement).value).toBe(lastReps);
  fireEvent.change(within(dialog).getByLabelText('Reps'), { target: { value: reps } });
  if (warmUp) fireEvent.click(within(dialog).getByRole('checkbox', { name: /Warm-up/ }));
  fireEvent.click(within(dialog).getByRole('button', { name: 'Save set' }));
  await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
}

describe('a set forgotten in a finished session (decision 082)', () => {
  it("is added from History after the session's sets, numbered after those of its kind", async () => {
    const posted = stubApi();
    renderDetail();
    await addBenchSet('4', '3');
    await waitFor(() => expect(posted).toHaveLength(1));
    expect(posted[0]!.body).toEqual({
      clientId: expect.stringMatching(/^[0-9a-f-]{36}$/),
      sessionId: SESSION_ID,
      exerciseId: 'bench-press',
      exerciseIndex: 0,
      setNumber: 3,
      weight: 100,
      weightUnit: 'kg',
      reps: 3,
      rir: 2,
      targetWeight: null,
      targetReps: null,
      targetRir: null,
      skipped: false,
      setType: 'normal',
      performedAt: '2026-11-30T07:20:01.000Z',
    });
    // Shown at once, before the page is asked for again.
    await waitFor(() => expect(screen.getAllByTestId('set-line')).toHaveLength(4));

    // A warm-up takes the next warm-up number.
    await addBenchSet('3', '8', true);
    await waitFor(() => expect(posted).toHaveLength(2));
    expect(posted[1]!.body).toMatchObject({ setNumber: 2, setType: 'warmup', reps: 8 });
  });

  it('is kept on the device offline, and shown at once', async () => {
    const posted = stubApi();
    renderDetail();
    await screen.findByRole('button', { name: 'Add a set of Bench Press' });
    setOnLine(false);
    await addBenchSet('4', '3');
    await waitFor(() => expect(screen.getAllByTestId('set-line')).toHaveLength(4));
    const waiting = await pendingFor(`/api/workouts/${WORKOUT_ID}/sets`);
    expect(waiting.map((entry) => entry.body)).toEqual([
      expect.objectContaining({ setNumber: 3, reps: 3, sessionId: SESSION_ID }),
    ]);
    expect(posted).toEqual([]);
  });

  it('adds an exercise he forgot to log at all, after the others, with its first set', async () => {
    const posted = stubApi();
    renderDetail();
    fireEvent.click(await screen.findByRole('button', { name: 'Add exercise' }));
    const picker = await screen.findByRole('dialog', { name: 'Add exercise' });
    fireEvent.change(within(picker).getByRole('searchbox'), { target: { value: 'pulldown' } });
    fireEvent.click(within(picker).getByRole('button', { name: /^Lat Pulldown/ }));

    const dialog = await screen.findByRole('dialog', { name: 'Add a set' });
    expect(within(dialog).getByText(/Lat Pulldown/)).toBeTruthy();
    // Nothing done yet to start from: he types the set.
    expect((within(dialog).getByLabelText('Weight (kg)') as HTMLInputElement).value).toBe('');
    fireEvent.change(within(dialog).getByLabelText('Weight (kg)'), { target: { value: '12' } });
    fireEvent.change(within(dialog).getByLabelText('Reps'), { target: { value: '10' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save set' }));
    await waitFor(() => expect(posted).toHaveLength(1));
    expect(posted[0]!.body).toMatchObject({
      exerciseId: 'lat-pulldown',
      exerciseIndex: 1,
      setNumber: 1,
      weight: 12,
      weightUnit: 'kg',
      reps: 10,
      setType: 'normal',
      performedAt: '2026-11-30T07:20:01.000Z',
    });
    // Listed at once under its own heading, after the bench, where its next set is added.
    const pulldown = await screen.findByRole('button', { name: 'Add a set of Lat Pulldown' });
    const headings = screen.getAllByRole('heading', { level: 3 }).map((h) => h.textContent);
    expect(headings).toEqual(['Bench Press', 'Lat Pulldown']);
    fireEvent.click(pulldown);
    const next = await screen.findByRole('dialog', { name: 'Add a set' });
    expect((within(next).getByLabelText('Reps') as HTMLInputElement).value).toBe('10');
  });

  it("starts the added exercise's first set from the last session it was lifted in", async () => {
    const posted = stubApi({
      'lat-pulldown': {
        lastSession: {
          sessionId: '11111111-1111-4111-8111-111111111111',
          performedAt: '2026-11-26T07:10:00.000Z',
          sets: [
            { setNumber: 1, weight: 45, weightUnit: 'kg', reps: 10, rir: 2 },
            { setNumber: 2, weight: 45, weightUnit: 'kg', reps: 8, rir: 1 },
          ],
        },
      },
    });
    renderDetail();
    fireEvent.click(await screen.findByRole('button', { name: 'Add exercise' }));
    const picker = await screen.findByRole('dialog', { name: 'Add exercise' });
    fireEvent.change(within(picker).getByRole('searchbox'), { target: { value: 'pulldown' } });
    fireEvent.click(within(picker).getByRole('button', { name: /^Lat Pulldown/ }));

    // Set 1 as it was last time: 45 kg × 10 at RIR 2, never empty a moment before.
    const dialog = await screen.findByRole('dialog', { name: 'Add a set' });
    expect((within(dialog).getByLabelText('Weight (kg)') as HTMLInputElement).value).toBe('45');
    expect((within(dialog).getByLabelText('Reps') as HTMLInputElement).value).toBe('10');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save set' }));
    await waitFor(() => expect(posted).toHaveLength(1));
    expect(posted[0]!.body).toMatchObject({ exerciseId: 'lat-pulldown', weight: 45, reps: 10 });
  });

  it('offers no exercise to add to a session imported from another app', async () => {
    stubApi();
    const imported = { ...detail, workoutId: null, source: 'strong' as const };
    vi.stubGlobal(
      'fetch',
      vi.fn((input: RequestInfo | URL) =>
        Promise.resolve(
          new Response(
            JSON.stringify(String(input).startsWith('/api/history/') ? imported : { units: 'kg' }),
          ),
        ),
      ),
    );
    renderDetail();
    await screen.findByRole('heading', { name: 'Bench Press' });
    expect(screen.queryByRole('button', { name: 'Add exercise' })).toBeNull();
  });
});

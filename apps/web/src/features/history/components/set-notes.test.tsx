import 'fake-indexeddb/auto';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { SET_NOTE_MAX } from '@grandfit/shared/domain/session-notes.ts';
import type { HistorySet, SessionDetail } from '@grandfit/shared/schemas/history.ts';
import { pendingFor } from '../../../lib/outbox/outbox.ts';
import { closeOutboxDb } from '../../../lib/outbox/outbox-db.ts';
import { freshIndexedDb, setOnLine } from '../../../lib/outbox/outbox-test-utils.ts';
import { renderSessionDetail } from './test-session-detail.tsx';

/** A set's note and the RPE he logged in History's session page (decision 096). */

beforeEach(() => {
  freshIndexedDb();
  setOnLine(true);
});

afterEach(async () => {
  await closeOutboxDb();
  vi.unstubAllGlobals();
  setOnLine(true);
});

const SESSION_ID = '7c3d4e5f-0000-4000-8000-00000000d096';
const WORKOUT_ID = '7c3d4e5f-0000-4000-8000-00000000e096';

const set = (setNumber: number, over: Partial<HistorySet> = {}): HistorySet => ({
  clientId: `7c3d4e5f-0000-4000-8000-00000000000${setNumber}`,
  setNumber,
  weight: 100,
  weightUnit: 'kg',
  reps: 5,
  rir: 2,
  rpe: null,
  targetWeight: null,
  targetReps: null,
  targetRir: null,
  skipped: false,
  setType: 'normal',
  performedAt: `2026-11-30T07:1${setNumber}:00.000Z`,
  note: null,
  records: [],
  ...over,
});

/** A bench session: set 1 imported with RPE 8.5 and his note, set 2 with a RIR and no note. */
const detail: SessionDetail = {
  sessionId: SESSION_ID,
  workoutId: WORKOUT_ID,
  workoutName: 'Push Day',
  type: 'strength',
  source: 'grandfit',
  date: '2026-11-30',
  startedAt: '2026-11-30T07:00:00.000Z',
  completedAt: '2026-11-30T08:00:00.000Z',
  durationSeconds: 3600,
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
      plannedSets: null,
      sets: [set(1, { rpe: 8.5, note: 'Paused reps\nbelt' }), set(2)],
    },
  ],
};

/** The page and the set corrections as the server answers them: a correction stays corrected. */
function stubApi() {
  const patched: Array<{ url: string; body: unknown }> = [];
  let current = detail;
  vi.stubGlobal(
    'fetch',
    vi.fn((input: RequestInfo | URL, init?: RequestInit) => {
      const url = String(input);
      // Offline, nothing reaches the server (a refetch fails, the page keeps what it shows).
      if (!navigator.onLine) return Promise.reject(new TypeError('Failed to fetch'));
      const answer = (body: unknown, status = 200) =>
        Promise.resolve(new Response(JSON.stringify(body), { status }));
      if (url.startsWith(`/api/history/sessions/${SESSION_ID}`)) return answer(current);
      if (url === '/api/user/settings') return answer({ units: 'kg' });
      if (url.startsWith('/api/sets/') && init?.method === 'PATCH') {
        const body = JSON.parse(String(init.body)) as { note?: string };
        patched.push({ url, body });
        const clientId = decodeURIComponent(url.slice('/api/sets/'.length));
        current = {
          ...current,
          exercises: current.exercises.map((exercise) => ({
            ...exercise,
            sets: exercise.sets.map((one) =>
              one.clientId === clientId && body.note !== undefined
                ? { ...one, note: body.note || null }
                : one,
            ),
          })),
        };
        return answer({ ...body, sessionId: SESSION_ID, exerciseId: 'bench-press' });
      }
      return answer({}, 404);
    }),
  );
  return patched;
}

const lines = () => screen.getAllByTestId('set-line');

async function openEdit(setNumber: number) {
  fireEvent.click(
    await screen.findByRole('button', { name: `Edit set ${setNumber} of Bench Press` }),
  );
  return screen.findByRole('dialog', { name: `Edit set ${setNumber}` });
}

describe("a set's note and logged RPE in History", () => {
  it('shows the RPE he logged instead of the RIR it rounds to, and the note under its set', async () => {
    stubApi();
    renderSessionDetail(SESSION_ID);
    // In his unit once his settings are in.
    await screen.findByText('100 kg × 5 @ RPE 8.5');
    const [first, second] = lines();
    expect(within(first!).getByText('100 kg × 5 @ RPE 8.5')).toBeTruthy();
    expect(first!.textContent).not.toContain('RIR');
    // Its note, line break kept, under the set's numbers.
    const note = within(first!).getByText(/Paused reps/);
    expect(note.textContent).toBe('Note: Paused reps\nbelt');
    expect(note.className).toContain('text-muted-foreground');
    // A set without an RPE keeps its RIR, and has no note.
    expect(within(second!).getByText('100 kg × 5 @ 2 RIR')).toBeTruthy();
    expect(within(second!).queryByText(/Note:/)).toBeNull();
  });

  it('edits the note with the set: added, changed, cleared, shown at once', async () => {
    const patched = stubApi();
    renderSessionDetail(SESSION_ID);
    await screen.findByText('100 kg × 5 @ RPE 8.5');

    // Set 2 gets a note; its numbers go as they were.
    let dialog = await openEdit(2);
    const note = within(dialog).getByLabelText('Note') as HTMLTextAreaElement;
    expect(note.value).toBe('');
    fireEvent.change(note, { target: { value: '  Belt, chalk ' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save set' }));
    await waitFor(() => expect(patched).toHaveLength(1));
    expect(patched[0]).toEqual({
      url: `/api/sets/${set(2).clientId}`,
      body: { weight: 100, weightUnit: 'kg', reps: 5, rir: 2, note: 'Belt, chalk' },
    });
    await waitFor(() => expect(within(lines()[1]!).getByText(/Belt, chalk/)).toBeTruthy());

    // Set 1's note cleared; its RIR left alone, so the RPE he logged stays.
    dialog = await openEdit(1);
    expect((within(dialog).getByLabelText('Note') as HTMLTextAreaElement).value).toBe(
      'Paused reps\nbelt',
    );
    expect(within(dialog).getByText('Logged RPE 8.5')).toBeTruthy();
    fireEvent.change(within(dialog).getByLabelText('Note'), { target: { value: '' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save set' }));
    await waitFor(() => expect(patched).toHaveLength(2));
    expect(patched[1]!.body).toMatchObject({ rir: 2, note: '' });
    await waitFor(() => expect(within(lines()[0]!).queryByText(/Paused reps/)).toBeNull());
    expect(within(lines()[0]!).getByText('100 kg × 5 @ RPE 8.5')).toBeTruthy();
  });

  it('shows a note written offline at once, its correction waiting in the outbox', async () => {
    const patched = stubApi();
    renderSessionDetail(SESSION_ID);
    await screen.findByText('100 kg × 5 @ RPE 8.5');
    setOnLine(false);
    const dialog = await openEdit(1);
    // A new RIR is what he now says: the RPE it was rounded from goes with the change.
    fireEvent.change(within(dialog).getByLabelText('RIR'), { target: { value: '1' } });
    fireEvent.change(within(dialog).getByLabelText('Note'), { target: { value: 'Grindy' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save set' }));
    await waitFor(() => expect(within(lines()[0]!).getByText(/Grindy/)).toBeTruthy());
    expect(within(lines()[0]!).getByText('100 kg × 5 @ 1 RIR')).toBeTruthy();
    const waiting = await pendingFor(`/api/sets/${set(1).clientId}`);
    expect(waiting.map((entry) => entry.body)).toEqual([
      { weight: 100, weightUnit: 'kg', reps: 5, rir: 1, note: 'Grindy' },
    ]);
    expect(patched).toEqual([]);
  });

  it('refuses a note over the limit, sending nothing', async () => {
    const patched = stubApi();
    renderSessionDetail(SESSION_ID);
    const dialog = await openEdit(2);
    fireEvent.change(within(dialog).getByLabelText('Note'), {
      target: { value: 'x'.repeat(SET_NOTE_MAX + 1) },
    });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save set' }));
    expect(await within(dialog).findByText(`At most ${SET_NOTE_MAX} characters`)).toBeTruthy();
    expect(screen.getByRole('dialog', { name: 'Edit set 2' })).toBeTruthy();
    expect(patched).toEqual([]);
  });

  it('asks no note of a set added to the session (it is logged as the workout logs one)', async () => {
    stubApi();
    renderSessionDetail(SESSION_ID);
    fireEvent.click(await screen.findByRole('button', { name: 'Add a set of Bench Press' }));
    const dialog = await screen.findByRole('dialog', { name: 'Add a set' });
    expect(within(dialog).queryByLabelText('Note')).toBeNull();
  });
});

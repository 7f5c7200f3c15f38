import { afterEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { QueryClientProvider } from '@tanstack/react-query';
import { MemoryRouter, Route, Routes } from 'react-router';
import { createQueryClient } from '../../../lib/query-client.ts';
import {
  forgetFinishSummary,
  saveFinishSummary,
  type FinishSummaryInput,
} from '../../../lib/finish-summary.ts';
import { FinishSummaryScreen } from './finish-summary-screen.tsx';

const WORKOUT_ID = '7d3a1f0e-2b4c-4d5e-8f60-718293a4b5c6';

const set = (exerciseId: string, skipped = false) => ({
  exerciseId,
  exerciseName: exerciseId,
  exerciseUnit: 'reps' as const,
  clientId: crypto.randomUUID(),
  weight: 40,
  weightUnit: 'kg' as const,
  reps: 10,
  skipped,
  performedAt: '2026-12-02T07:10:00.000Z',
});

const summary = (over: Partial<FinishSummaryInput>): FinishSummaryInput => ({
  workoutId: WORKOUT_ID,
  workoutName: 'Hotel gym',
  sessionId: 'b1c2d3e4-f5a6-4b7c-8d9e-0f1a2b3c4d5e',
  finishedAt: '2026-12-02T07:40:00.000Z',
  plannedSets: 6,
  queued: false,
  sets: [set('goblet-squat'), set('goblet-squat'), set('push-up', true)],
  ...over,
});

function renderSummary() {
  render(
    <QueryClientProvider client={createQueryClient()}>
      <MemoryRouter initialEntries={[`/workout/${WORKOUT_ID}/summary`]}>
        <Routes>
          <Route path="/workout/:id/summary" element={<FinishSummaryScreen />} />
        </Routes>
      </MemoryRouter>
    </QueryClientProvider>,
  );
}

afterEach(() => {
  vi.unstubAllGlobals();
  forgetFinishSummary(WORKOUT_ID);
});

describe('the finish summary of a workout of his own', () => {
  it('saves it as a routine: the exercises he did, in the workout’s order, under its name', async () => {
    const saved: unknown[] = [];
    vi.stubGlobal(
      'fetch',
      vi.fn((input: RequestInfo | URL, init?: RequestInit) => {
        if (String(input).startsWith('/api/routines/') && init?.method === 'PUT') {
          saved.push(JSON.parse(String(init.body)));
          return Promise.resolve(new Response('{}', { status: 201 }));
        }
        return Promise.resolve(new Response('{}', { status: 404 }));
      }),
    );
    saveFinishSummary(summary({ free: true, exerciseIds: ['push-up', 'goblet-squat', 'plank'] }));
    renderSummary();
    fireEvent.click(await screen.findByRole('button', { name: 'Save as routine' }));
    const done = (await screen.findByRole('button', {
      name: 'Saved as routine',
    })) as HTMLButtonElement;
    expect(done.disabled).toBe(true);
    // The two sets of squats done (decision 078).
    expect(saved).toEqual([
      { name: 'Hotel gym', exerciseIds: ['goblet-squat'], sets: { 'goblet-squat': 2 } },
    ]);
  });

  it('offers no routine for a programme workout', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(() => Promise.resolve(new Response('{}', { status: 404 }))),
    );
    saveFinishSummary(summary({ free: false, exerciseIds: ['goblet-squat'] }));
    renderSummary();
    expect(await screen.findByRole('button', { name: 'Share workout' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Save as routine' })).toBeNull();
  });

  describe('started from a routine (decision 078)', () => {
    const ROUTINE_ID = '5a1b2c3d-0000-4000-8000-00000000a001';
    const routine = (sets: Record<string, number>) => ({
      id: ROUTINE_ID,
      name: 'Hotel gym',
      exerciseIds: ['goblet-squat', 'push-up'],
      sets,
      updatedAt: '2026-11-30T18:00:00.000Z',
    });

    /** His routines as the server lists them; the routine's saves recorded. */
    function stubRoutines(sets: Record<string, number>) {
      const saved: { url: string; body: unknown }[] = [];
      let stored: object = routine(sets);
      vi.stubGlobal(
        'fetch',
        vi.fn((input: RequestInfo | URL, init?: RequestInit) => {
          const url = String(input);
          if (url === '/api/routines') {
            return Promise.resolve(new Response(JSON.stringify({ routines: [stored] })));
          }
          if (url.startsWith('/api/routines/') && init?.method === 'PUT') {
            const body = JSON.parse(String(init.body)) as object;
            saved.push({ url, body });
            // Saved, the list holds what he did: the button still says so.
            stored = { ...routine(sets), ...body };
            return Promise.resolve(new Response('{}', { status: 200 }));
          }
          return Promise.resolve(new Response('{}', { status: 404 }));
        }),
      );
      return saved;
    }

    const fromRoutine = (sets: ReturnType<typeof set>[]) =>
      summary({
        free: true,
        exerciseIds: ['goblet-squat', 'push-up'],
        routineId: ROUTINE_ID,
        sets,
      });

    it('updates it when he joined two of its exercises, keeping the superset (decision 084)', async () => {
      const saved = stubRoutines({ 'goblet-squat': 1, 'push-up': 1 });
      saveFinishSummary({
        ...fromRoutine([set('goblet-squat'), set('push-up')]),
        supersets: [['goblet-squat', 'push-up']],
      });
      renderSummary();
      fireEvent.click(await screen.findByRole('button', { name: 'Update routine' }));
      expect(await screen.findByRole('button', { name: 'Routine updated' })).toBeTruthy();
      expect(saved.map((save) => save.body)).toEqual([
        {
          name: 'Hotel gym',
          exerciseIds: ['goblet-squat', 'push-up'],
          sets: { 'goblet-squat': 1, 'push-up': 1 },
          supersets: [['goblet-squat', 'push-up']],
        },
      ]);
    });

    it('updates that routine with what he did, never saving a copy beside it', async () => {
      const saved = stubRoutines({ 'goblet-squat': 3, 'push-up': 3 });
      // Two sets of squats of three, the push-ups skipped.
      saveFinishSummary(
        fromRoutine([set('goblet-squat'), set('goblet-squat'), set('push-up', true)]),
      );
      renderSummary();
      fireEvent.click(await screen.findByRole('button', { name: 'Update routine' }));
      expect(await screen.findByRole('button', { name: 'Routine updated' })).toBeTruthy();
      await waitFor(() =>
        expect(vi.mocked(fetch).mock.calls.filter(([url]) => url === '/api/routines')).toHaveLength(
          2,
        ),
      );
      expect(screen.getByRole('button', { name: 'Routine updated' })).toBeTruthy();
      expect(screen.queryByRole('button', { name: 'Save as routine' })).toBeNull();
      expect(saved).toEqual([
        {
          url: `/api/routines/${ROUTINE_ID}`,
          body: { name: 'Hotel gym', exerciseIds: ['goblet-squat'], sets: { 'goblet-squat': 2 } },
        },
      ]);
    });
  });
});

describe('the finish summary’s exercises', () => {
  /** A set as the active workout leaves it, of one of the library's exercises. */
  const done = (
    exerciseId: string,
    exerciseName: string,
    over: Partial<FinishSummaryInput['sets'][number]> = {},
  ) => ({ ...set(exerciseId), exerciseName, ...over });

  /** The user's settings in `units`; everything else not found. */
  function stubUnits(units: 'kg' | 'lb') {
    vi.stubGlobal(
      'fetch',
      vi.fn((input: RequestInfo | URL) =>
        Promise.resolve(
          String(input) === '/api/user/settings'
            ? new Response(JSON.stringify({ units }))
            : new Response('{}', { status: 404 }),
        ),
      ),
    );
  }

  /** Each row of the card as its text reads. */
  async function exerciseRows() {
    const card = await screen.findByRole('region', { name: 'Exercises' });
    return within(card)
      .getAllByRole('listitem')
      .map((row) => row.textContent);
  }

  it('lists each exercise done, in order, with its working sets and best set', async () => {
    stubUnits('lb');
    saveFinishSummary(
      summary({
        sets: [
          done('goblet-squat', 'Goblet Squat', { weight: 35, weightUnit: 'lb', reps: 10 }),
          done('goblet-squat', 'Goblet Squat', { weight: 40, weightUnit: 'lb', reps: 8 }),
          done('push-up', 'Push-Up', { weight: null, reps: 12 }),
          done('push-up', 'Push-Up', { weight: null, reps: 15 }),
          done('front-plank', 'Front Plank', {
            exerciseUnit: 'seconds',
            weight: null,
            reps: 60,
          }),
        ],
      }),
    );
    renderSummary();
    await waitFor(async () =>
      expect(await exerciseRows()).toEqual([
        'Goblet Squat 2 sets Best set 40 lb × 8',
        'Push-Up 2 sets Best set 15 reps',
        'Front Plank 1 set Best set 60 s',
      ]),
    );
    const card = screen.getByRole('region', { name: 'Exercises' });
    expect(within(card).getByRole('link', { name: 'Goblet Squat' }).getAttribute('href')).toBe(
      '/exercises/goblet-squat',
    );
  });

  it('times a workout finished long after its last set as its sets took, as History does', async () => {
    stubUnits('lb');
    saveFinishSummary(
      summary({
        // Sets at 18:00 and 18:50; Finish tapped the next morning at 07:00.
        finishedAt: '2026-12-03T07:00:00.000Z',
        sets: [
          done('goblet-squat', 'Goblet Squat', { performedAt: '2026-12-02T18:00:00.000Z' }),
          done('goblet-squat', 'Goblet Squat', { performedAt: '2026-12-02T18:50:00.000Z' }),
        ],
      }),
    );
    renderSummary();
    const tiles = await screen.findByRole('region', { name: 'Summary' });
    expect(within(tiles).getByText('1 h 0 min')).toBeTruthy();
  });

  /** The Summary card's tiles, label to value. */
  async function summaryTiles() {
    const card = await screen.findByRole('region', { name: 'Summary' });
    const tiles = [...card.querySelectorAll('.grid > div')].map((tile) => [
      tile.firstElementChild?.textContent ?? '',
      tile.lastElementChild?.textContent ?? '',
    ]);
    return Object.fromEntries(tiles) as Record<string, string>;
  }

  it('times a Zone 2 walk logged as minutes as the minutes he walked (decision 025)', async () => {
    stubUnits('lb');
    // Today → Zone 2: Brisk Walk → "Log minutes (not verified)" with 30, then the summary.
    saveFinishSummary(
      summary({
        plannedSets: 1,
        finishedAt: '2026-12-02T07:40:02.000Z',
        sets: [
          done('brisk-walk', 'Brisk Walk', {
            exerciseUnit: 'minutes',
            weight: null,
            reps: 30,
            performedAt: '2026-12-02T07:40:00.000Z',
          }),
        ],
      }),
    );
    renderSummary();
    await waitFor(async () =>
      expect(await summaryTiles()).toEqual({
        Duration: '30 min',
        'Sets done': '1 / 1',
        Cardio: '30 min',
      }),
    );
  });

  it('times a walk before the lifts from where the walk began', async () => {
    stubUnits('lb');
    saveFinishSummary(
      summary({
        // A 20-minute walk logged at 07:00 (so begun at 06:40), then lifts to 07:30.
        finishedAt: '2026-12-02T07:32:00.000Z',
        sets: [
          done('brisk-walk', 'Brisk Walk', {
            exerciseUnit: 'minutes',
            weight: null,
            reps: 20,
            performedAt: '2026-12-02T07:00:00.000Z',
          }),
          done('goblet-squat', 'Goblet Squat', { performedAt: '2026-12-02T07:10:00.000Z' }),
          done('goblet-squat', 'Goblet Squat', { performedAt: '2026-12-02T07:30:00.000Z' }),
        ],
      }),
    );
    renderSummary();
    await waitFor(async () => {
      const tiles = await summaryTiles();
      expect(tiles.Duration).toBe('52 min');
      expect(tiles.Cardio).toBe('20 min');
    });
  });

  it('leaves warm-ups and skipped sets out of the count and the best set', async () => {
    stubUnits('lb');
    saveFinishSummary(
      summary({
        sets: [
          done('goblet-squat', 'Goblet Squat', {
            weight: 60,
            weightUnit: 'lb',
            reps: 5,
            setType: 'warmup',
          }),
          done('goblet-squat', 'Goblet Squat', {
            weight: 70,
            weightUnit: 'lb',
            reps: 8,
            skipped: true,
          }),
          done('goblet-squat', 'Goblet Squat', { weight: 35, weightUnit: 'lb', reps: 10 }),
          done('push-up', 'Push-Up', { weight: null, reps: 10, skipped: true }),
        ],
      }),
    );
    renderSummary();
    await waitFor(async () =>
      expect(await exerciseRows()).toEqual(['Goblet Squat 1 set + 1 warm-up Best set 35 lb × 10']),
    );
  });

  it('writes weights in kg for a user who lifts in kg', async () => {
    stubUnits('kg');
    saveFinishSummary(
      summary({
        sets: [
          done('goblet-squat', 'Goblet Squat', { weight: 20, weightUnit: 'kg', reps: 10 }),
          // 55 lb is 24.9 kg.
          done('goblet-squat', 'Goblet Squat', { weight: 55, weightUnit: 'lb', reps: 8 }),
          done('pull-up', 'Pull-Up', { weight: 10, weightUnit: 'kg', reps: 6 }),
        ],
      }),
    );
    renderSummary();
    await waitFor(async () =>
      expect(await exerciseRows()).toEqual([
        'Goblet Squat 2 sets Best set 24.9 kg × 8',
        'Pull-Up 1 set Best set +10 kg × 6',
      ]),
    );
  });
});

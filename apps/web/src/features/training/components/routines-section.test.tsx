import 'fake-indexeddb/auto';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { onlineManager, QueryClientProvider } from '@tanstack/react-query';
import { MemoryRouter, Route, Routes } from 'react-router';
import { pickExercise, SessionPage } from './picker-test-utils.tsx';
import type { Routine } from '@grandfit/shared/schemas/routines.ts';
import { createQueryClient } from '../../../lib/query-client.ts';
import { workoutFixture } from '../../../test/workout-fixtures.ts';
import { enqueue, flush, pendingFor, startOutbox, stopOutbox } from '../../../lib/outbox/outbox.ts';
import { AUTH_USER_URL } from '../../../lib/auth-user.ts';
import { closeOutboxDb } from '../../../lib/outbox/outbox-db.ts';
import { freshIndexedDb, setOnLine } from '../../../lib/outbox/outbox-test-utils.ts';
import { startedRoutineOf } from '../../../lib/free-workout/started-routine.ts';
import { RoutinesSection } from './routines-section.tsx';

beforeEach(() => {
  freshIndexedDb();
  setOnLine(true);
});

afterEach(async () => {
  onlineManager.setOnline(true);
  await closeOutboxDb();
  vi.unstubAllGlobals();
  setOnLine(true);
});

const SLED = '7c1d2e3f-0000-4000-8000-0000000051ed';
const hotelGym: Routine = {
  id: '5a1b2c3d-0000-4000-8000-00000000a001',
  name: 'Hotel gym',
  exerciseIds: [`custom-${SLED}`, 'push-up'],
  sets: { [`custom-${SLED}`]: 4 },
  updatedAt: '2026-11-30T18:00:00.000Z',
};
/** The routine as a device kept it before routines had sets (decision 078). */
const hotelGymWithoutSets: Routine = {
  id: hotelGym.id,
  name: hotelGym.name,
  exerciseIds: hotelGym.exerciseIds,
  updatedAt: hotelGym.updatedAt,
};

interface Call {
  method: string;
  path: string;
  body: unknown;
}

/** The API as the section sees it: his routines and his one exercise; writes recorded. */
function stubApi(routines: Routine[]) {
  const calls: Call[] = [];
  const made = workoutFixture({ id: '3f2b8c1e-0000-4000-8000-00000000f2ee', free: true });
  vi.stubGlobal(
    'fetch',
    vi.fn((input: RequestInfo | URL, init?: RequestInit) => {
      const url = new URL(String(input), 'http://localhost');
      const method = init?.method ?? 'GET';
      const body = init?.body ? (JSON.parse(String(init.body)) as unknown) : undefined;
      if (method !== 'GET') calls.push({ method, path: url.pathname, body });
      const answer = (status: number, json: unknown) =>
        Promise.resolve(new Response(JSON.stringify(json), { status }));
      if (url.pathname === '/api/custom-exercises') {
        return answer(200, [
          {
            id: `custom-${SLED}`,
            name: 'Sled Push',
            kind: 'weighted',
            equipment: 'Sled',
            pattern: null,
            restSeconds: 90,
            createdAt: '2026-11-01T00:00:00.000Z',
          },
        ]);
      }
      if (url.pathname === '/api/routines') return answer(200, { routines });
      if (url.pathname.startsWith('/api/routines/') && method === 'PUT') {
        return answer(201, { id: url.pathname.split('/')[3], ...(body as object) });
      }
      if (url.pathname.startsWith('/api/routines/') && method === 'DELETE') {
        return Promise.resolve(new Response(null, { status: 204 }));
      }
      if (url.pathname === '/api/workouts/free') return answer(201, made);
      return answer(404, { message: 'Not Found' });
    }),
  );
  return { calls, made };
}

function renderSection(client = createQueryClient()) {
  return render(
    <QueryClientProvider client={client}>
      <MemoryRouter initialEntries={['/workouts']}>
        <Routes>
          <Route path="/workouts" element={<RoutinesSection />} />
          <Route path="/workout/:id" element={<SessionPage />} />
        </Routes>
      </MemoryRouter>
    </QueryClientProvider>,
  );
}

describe('My routines', () => {
  it('lists each routine by its exercises and starts it as a free workout today', async () => {
    const { calls, made } = stubApi([{ ...hotelGym, supersets: [[`custom-${SLED}`, 'push-up']] }]);
    renderSection();
    const row = await screen.findByTestId('routine');
    expect(within(row).getByText('Hotel gym')).toBeTruthy();
    // Its superset (decision 084) reads as one: "+" between them.
    expect(await within(row).findByText('4 × Sled Push + 3 × Push-Up')).toBeTruthy();
    fireEvent.click(within(row).getByRole('button', { name: 'Start Hotel gym' }));
    expect(await screen.findByText(`Session of ${made.id}`)).toBeTruthy();
    // Its finish summary will offer to update this routine, not to save a copy (decision 078).
    expect(startedRoutineOf(made.id)).toBe(hotelGym.id);
    expect(calls).toEqual([
      {
        method: 'POST',
        path: '/api/workouts/free',
        body: expect.objectContaining({
          name: 'Hotel gym',
          exerciseIds: [`custom-${SLED}`, 'push-up'],
          sets: { [`custom-${SLED}`]: 4, 'push-up': 3 },
          supersets: [[`custom-${SLED}`, 'push-up']],
        }),
      },
    ]);
  });

  it('starts offline: the session opens at once, its start waiting in the outbox', async () => {
    // A copy kept before routines had sets: each exercise starts with its default.
    const { calls } = stubApi([hotelGymWithoutSets]);
    renderSection();
    const row = await screen.findByTestId('routine');
    await within(row).findByText('3 × Sled Push, 3 × Push-Up');
    setOnLine(false);
    fireEvent.click(within(row).getByRole('button', { name: 'Start Hotel gym' }));
    const opened = await screen.findByText(/^Session of /);
    const waiting = await pendingFor('/api/workouts/free');
    expect(waiting.map((entry) => entry.body)).toEqual([
      expect.objectContaining({
        name: 'Hotel gym',
        exerciseIds: [`custom-${SLED}`, 'push-up'],
        sets: { [`custom-${SLED}`]: 3, 'push-up': 3 },
      }),
    ]);
    expect(opened.textContent).toBe(`Session of ${(waiting[0]!.body as { id: string }).id}`);
    expect(calls).toEqual([]);
  });

  it('makes a new routine of a name and the exercises picked, in order', async () => {
    const { calls } = stubApi([]);
    renderSection();
    expect(await screen.findByText(/Save the exercises you do often/)).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'New routine' }));
    await screen.findByRole('list', { name: 'Exercises' });
    const save = screen.getByRole('button', { name: 'Save routine' }) as HTMLButtonElement;
    expect(save.disabled).toBe(true);
    pickExercise('Goblet Squat');
    pickExercise('Sled Push');
    // Five sets of squats; the sled at its three, never under one set.
    const more = screen.getByRole('button', { name: 'More sets of Goblet Squat' });
    fireEvent.click(more);
    fireEvent.click(more);
    expect(
      within(screen.getByRole('group', { name: 'Sets of Goblet Squat' })).getByText('5 sets'),
    ).toBeTruthy();
    const fewer = screen.getByRole('button', { name: 'Fewer sets of Sled Push' });
    for (let tap = 0; tap < 3; tap += 1) fireEvent.click(fewer);
    expect((fewer as HTMLButtonElement).disabled).toBe(true);
    fireEvent.click(screen.getByRole('button', { name: 'More sets of Sled Push' }));
    expect(screen.getByRole('group', { name: 'Sets of Sled Push' }).textContent).toBe('2 sets');
    // Squats and the sled back to back, a superset (decision 084).
    const join = screen.getByRole('button', { name: 'Superset Goblet Squat with Sled Push' });
    expect(join.getAttribute('aria-pressed')).toBe('false');
    fireEvent.click(join);
    expect(join.getAttribute('aria-pressed')).toBe('true');
    expect(join.textContent).toBe('Superset');
    fireEvent.click(save);
    expect(await screen.findByText('Give the routine a name')).toBeTruthy();
    expect(calls).toEqual([]);
    fireEvent.change(screen.getByRole('textbox', { name: 'Name' }), {
      target: { value: ' Legs at home ' },
    });
    fireEvent.click(save);
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(calls).toEqual([
      {
        method: 'PUT',
        path: expect.stringMatching(/^\/api\/routines\/[0-9a-f-]{36}$/),
        body: {
          name: 'Legs at home',
          exerciseIds: ['goblet-squat', `custom-${SLED}`],
          sets: { 'goblet-squat': 5, [`custom-${SLED}`]: 2 },
          supersets: [['goblet-squat', `custom-${SLED}`]],
        },
      },
    ]);
  });

  it('edits a routine under its own id, reorders it, and deletes it only once asked twice', async () => {
    const { calls } = stubApi([hotelGym]);
    renderSection();
    fireEvent.click(await screen.findByRole('button', { name: 'Edit Hotel gym' }));
    expect(await screen.findByRole('heading', { name: 'Exercises (2)' })).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Remove Push-Up' }));
    pickExercise('Front Plank');
    // The plank first: the first exercise cannot go higher, the last no lower.
    expect(
      (screen.getByRole('button', { name: 'Move Sled Push up' }) as HTMLButtonElement).disabled,
    ).toBe(true);
    const down = screen.getByRole('button', { name: 'Move Front Plank down' }) as HTMLButtonElement;
    expect(down.disabled).toBe(true);
    fireEvent.click(screen.getByRole('button', { name: 'Move Front Plank up' }));
    expect(screen.getByText('Front Plank moved to place 1 of 2')).toBeTruthy();
    const picked = screen.getByRole('region', { name: 'Exercises (2)' });
    const rows = within(picked).getAllByRole('listitem');
    expect(rows.map((row) => row.querySelector('span')?.textContent)).toEqual([
      '1. Front Plank',
      '2. Sled Push',
    ]);
    // Focus stays on the plank, on the arrow still usable at the top.
    await waitFor(() => expect(document.activeElement).toBe(down));
    fireEvent.click(screen.getByRole('button', { name: 'Save routine' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(calls).toEqual([
      {
        method: 'PUT',
        path: `/api/routines/${hotelGym.id}`,
        body: {
          name: 'Hotel gym',
          exerciseIds: ['front-plank', `custom-${SLED}`],
          sets: { 'front-plank': 3, [`custom-${SLED}`]: 4 },
          supersets: [],
        },
      },
    ]);

    fireEvent.click(screen.getByRole('button', { name: 'Edit Hotel gym' }));
    fireEvent.click(await screen.findByRole('button', { name: 'Delete' }));
    expect(calls).toHaveLength(1);
    fireEvent.click(screen.getByRole('button', { name: 'Delete routine' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(calls[1]).toEqual({
      method: 'DELETE',
      path: `/api/routines/${hotelGym.id}`,
      body: {},
    });
  });

  it('says where his routines will be when the device has never loaded them and is offline', async () => {
    stubApi([hotelGym]);
    onlineManager.setOnline(false);
    renderSection();
    expect(await screen.findByText('Your routines show here once you are online.')).toBeTruthy();
    expect(screen.queryByTestId('routine')).toBeNull();
  });

  it('shows a routine saved offline after a reload, and asks again once it is delivered', async () => {
    const { calls } = stubApi([hotelGym]);
    const changed = {
      name: 'Hotel gym',
      exerciseIds: ['goblet-squat'],
      sets: { 'goblet-squat': 3 },
    };
    await enqueue({
      method: 'PUT',
      url: `/api/routines/${hotelGym.id}`,
      body: changed,
      userId: 'u1',
    });
    setOnLine(false);
    const client = createQueryClient();
    client.setQueryData([AUTH_USER_URL], { id: 'u1' });
    renderSection(client);
    const row = await screen.findByTestId('routine');
    await waitFor(() => expect(row.textContent).toBe('Hotel gym3\u00a0×\u00a0Goblet SquatStart'));

    setOnLine(true);
    const gets = () =>
      vi.mocked(fetch).mock.calls.filter(([url]) => url === '/api/routines').length;
    const before = gets();
    // The app's boot starts the outbox; here the signed-in user is the stand-in's.
    startOutbox({ resolveUserId: () => Promise.resolve('u1') });
    await flush();
    expect(calls).toEqual([{ method: 'PUT', path: `/api/routines/${hotelGym.id}`, body: changed }]);
    await waitFor(() => expect(gets()).toBe(before + 1));
    await stopOutbox();
  });

  it('saves and deletes a routine offline: the list shows it at once, the write waits in the outbox', async () => {
    const { calls } = stubApi([hotelGym]);
    renderSection();
    await screen.findByTestId('routine');
    setOnLine(false);
    fireEvent.click(screen.getByRole('button', { name: 'New routine' }));
    await screen.findByRole('list', { name: 'Exercises' });
    pickExercise('Push-Up');
    fireEvent.change(screen.getByRole('textbox', { name: 'Name' }), { target: { value: 'Arms' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save routine' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    // Listed by name beside the one he had, ready to start in the gym without signal.
    await waitFor(() =>
      expect(screen.getAllByTestId('routine').map((row) => row.textContent)).toEqual([
        expect.stringContaining('Arms'),
        expect.stringContaining('Hotel gym'),
      ]),
    );
    const saved = await pendingFor('/api/routines/');
    expect(saved.map(({ method, body }) => ({ method, body }))).toEqual([
      {
        method: 'PUT',
        body: { name: 'Arms', exerciseIds: ['push-up'], sets: { 'push-up': 3 }, supersets: [] },
      },
    ]);

    fireEvent.click(screen.getByRole('button', { name: 'Edit Hotel gym' }));
    fireEvent.click(await screen.findByRole('button', { name: 'Delete' }));
    fireEvent.click(screen.getByRole('button', { name: 'Delete routine' }));
    await waitFor(() => expect(screen.getAllByTestId('routine')).toHaveLength(1));
    expect((await pendingFor('/api/routines/')).map((entry) => entry.method)).toEqual([
      'PUT',
      'DELETE',
    ]);
    expect(calls).toEqual([]);
  });
});

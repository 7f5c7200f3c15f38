import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, fireEvent, render, screen, within } from '@testing-library/react';
import { QueryClientProvider, onlineManager } from '@tanstack/react-query';
import { MemoryRouter } from 'react-router';
import type {
  WorkoutImportPreview,
  WorkoutImportResult,
} from '@grandfit/shared/schemas/workout-import.ts';
import { createQueryClient } from '../../../lib/query-client.ts';
import { deviceTimeZone } from '../../../lib/time-zone.ts';
import { FakeXhr } from '../../../test/fake-xhr.ts';
import { WorkoutImportDialog } from './workout-import-dialog.tsx';

const UPLOAD_ID = '0b6c1f5e-0a53-4c55-9a57-5b0a3c1f2d10';

const preview: WorkoutImportPreview = {
  uploadId: UPLOAD_ID,
  format: 'strong-comma',
  source: 'strong',
  unit: null,
  workouts: 2,
  sets: 8,
  warmupSets: 1,
  timedSets: 0,
  setNotes: 0,
  alreadyImported: 0,
  firstWorkoutAt: '2025-11-02T17:00:00.000Z',
  lastWorkoutAt: '2025-11-05T17:00:00.000Z',
  exercises: [
    {
      name: 'Bench Press (Barbell)',
      sets: 5,
      kind: 'weighted',
      match: {
        exerciseId: 'bench-press',
        name: 'Bench Press',
        confidence: 0.92,
        remembered: false,
        custom: false,
      },
      alternatives: [
        {
          exerciseId: 'incline-bench-press',
          name: 'Incline Bench Press',
          confidence: 0.7,
          remembered: false,
          custom: false,
        },
      ],
    },
    { name: 'Zercher Carry', sets: 3, kind: 'weighted', match: null, alternatives: [] },
  ],
  rejected: [{ line: 7, reason: 'Reps over 1,000 (1200)' }],
  rejectedCount: 1,
};

const result: WorkoutImportResult = {
  source: 'strong',
  sessionsAdded: 2,
  setsAdded: 8,
  setsUnchanged: 0,
  customExercisesCreated: 1,
  rejected: [{ line: 7, reason: 'Reps over 1,000 (1200)' }],
  rejectedCount: 1,
};

/** The commit's answer, whose lines the test sends one by one. */
let stream: ReadableStreamDefaultController<Uint8Array> | undefined;
const send = (line: object) =>
  stream?.enqueue(new TextEncoder().encode(`${JSON.stringify(line)}\n`));

const fetchMock = vi.fn<typeof fetch>();

beforeEach(() => {
  vi.stubGlobal('XMLHttpRequest', FakeXhr);
  fetchMock.mockImplementation(async (input, init) => {
    const url = String(input);
    if (url === '/api/custom-exercises') {
      return Response.json([
        {
          id: 'custom-9',
          name: 'Sandbag Carry',
          kind: 'weighted',
          equipment: null,
          restSeconds: 90,
        },
      ]);
    }
    if (init?.method === 'POST' && url === `/api/imports/workouts/${UPLOAD_ID}`) {
      return new Response(
        new ReadableStream<Uint8Array>({
          start(controller) {
            stream = controller;
          },
        }),
        { headers: { 'Content-Type': 'application/x-ndjson' } },
      );
    }
    // The reads an import refreshes: nothing answers them here.
    return new Response('null');
  });
  vi.stubGlobal('fetch', fetchMock);
});

afterEach(() => {
  FakeXhr.last = undefined;
  stream = undefined;
  onlineManager.setOnline(true);
  vi.unstubAllGlobals();
  fetchMock.mockReset();
});

function renderDialog() {
  const client = createQueryClient();
  const invalidate = vi.spyOn(client, 'invalidateQueries');
  render(
    <QueryClientProvider client={client}>
      <MemoryRouter>
        <WorkoutImportDialog open onOpenChange={() => {}} />
      </MemoryRouter>
    </QueryClientProvider>,
  );
  return { invalidate };
}

/** Chooses a file and answers its upload with `answer`. */
async function upload(status: number, answer: unknown) {
  const file = new File(['Date,Workout Name\n'], 'strong.csv', { type: 'text/csv' });
  await act(async () =>
    fireEvent.change(screen.getByLabelText('Export file (.csv)'), { target: { files: [file] } }),
  );
  const xhr = FakeXhr.last;
  if (!xhr) throw new Error('no upload started');
  act(() => xhr.upload.onprogress?.({ lengthComputable: true, loaded: 30, total: 100 }));
  expect(
    screen.getByRole('progressbar', { name: 'Upload progress' }).getAttribute('aria-valuenow'),
  ).toBe('30');
  act(() => xhr.upload.onload?.());
  expect(screen.getByRole('status').textContent).toBe('Reading your file…');
  await act(async () => xhr.answer(status, answer));
  return { xhr, file };
}

const commitCall = () =>
  fetchMock.mock.calls.find(([, init]) => init?.method === 'POST') as
    [string, RequestInit] | undefined;

describe('WorkoutImportDialog', () => {
  it('uploads the file, previews it, asks the unit, lets a match change, then streams the import', async () => {
    const { invalidate } = renderDialog();
    const { xhr, file } = await upload(200, preview);
    expect(xhr.method).toBe('POST');
    expect(xhr.url).toBe(
      `/api/imports/workouts/preview?tz=${encodeURIComponent(deviceTimeZone())}`,
    );
    expect(xhr.headers['Content-Type']).toBe('text/csv');
    expect(xhr.body).toBe(file);

    const region = await screen.findByRole('region', { name: 'Import preview' });
    expect(region.textContent).toContain('Strong (comma export)');
    const figure = (label: string) =>
      within(region).getByText(label, { selector: 'dt' }).nextElementSibling?.textContent;
    expect(figure('Workouts')).toBe('2');
    expect(figure('Sets')).toBe('8');
    expect(figure('Warm-up sets')).toBe('1');
    expect(figure('Dates')).toBe('Nov 2, 2025 – Nov 5, 2025');
    expect(figure('Already imported')).toBe('0 sets');
    expect(within(region).getByText('1 row left out')).toBeTruthy();
    expect(region.textContent).toContain('Line 7: Reps over 1,000 (1200)');

    const rows = within(region)
      .getAllByRole('listitem')
      .filter((li) => li.querySelector('button'));
    expect(rows.map((row) => row.textContent)).toEqual([
      'Bench Press (Barbell)5 sets → Bench Press92 %Change',
      'Zercher Carry3 sets → Zercher Carry (custom, weighted)New custom exerciseChange',
    ]);

    // The comma export does not say its unit: the import waits for it.
    fireEvent.click(screen.getByRole('button', { name: 'Import 2 workouts' }));
    expect(screen.getByRole('alert').textContent).toBe(
      'Choose whether the weights are in kg or lb.',
    );
    expect(commitCall()).toBeUndefined();
    fireEvent.click(screen.getByRole('radio', { name: 'kg' }));
    expect(screen.queryByRole('alert')).toBeNull();

    // The server's candidates come first; typing searches the library and the user's own.
    fireEvent.click(
      screen.getByRole('button', { name: 'Change the match for Bench Press (Barbell)' }),
    );
    const picker = screen.getByRole('region', { name: 'Match “Bench Press (Barbell)”' });
    const options = within(picker).getByRole('list', { name: 'Exercises' });
    expect(
      within(options)
        .getAllByRole('button')
        .slice(0, 2)
        .map((b) => b.textContent),
    ).toEqual(['Bench Pressbarbell', 'Incline Bench Pressbarbell']);
    fireEvent.change(within(picker).getByLabelText('Search exercises'), {
      target: { value: 'sandbag' },
    });
    expect(
      within(options)
        .getAllByRole('button')
        .map((b) => b.textContent),
    ).toEqual(['Sandbag CarryYours · weighted']);
    fireEvent.change(within(picker).getByLabelText('Search exercises'), {
      target: { value: 'incline bench' },
    });
    fireEvent.click(within(options).getByRole('button', { name: /^Incline Bench Press/ }));
    expect(screen.queryByRole('region', { name: /^Match/ })).toBeNull();
    const bench = screen
      .getAllByRole('listitem')
      .find((li) => li.textContent?.startsWith('Bench Press (Barbell)'));
    expect(bench?.textContent).toBe(
      'Bench Press (Barbell)5 sets → Incline Bench PressYour choiceChange',
    );

    // The other name becomes a custom exercise of another name and kind.
    fireEvent.click(screen.getByRole('button', { name: 'Change the match for Zercher Carry' }));
    fireEvent.change(screen.getByLabelText('Custom exercise name'), {
      target: { value: 'Zercher Walk' },
    });
    fireEvent.change(screen.getByLabelText('Kind'), { target: { value: 'timed' } });
    fireEvent.click(screen.getByRole('button', { name: 'Use a new custom exercise' }));

    await act(async () =>
      fireEvent.click(screen.getByRole('button', { name: 'Import 2 workouts' })),
    );
    const [, init] = commitCall() ?? [];
    expect(init?.headers).toEqual({ 'Content-Type': 'application/json' });
    expect(JSON.parse(String(init?.body))).toEqual({
      unit: 'kg',
      exercises: [
        { name: 'Bench Press (Barbell)', exerciseId: 'incline-bench-press' },
        { name: 'Zercher Carry', custom: { name: 'Zercher Walk', kind: 'timed' } },
      ],
    });

    await act(async () => send({ type: 'progress', done: 3, total: 8 }));
    expect(screen.getByRole('status').textContent).toBe('Importing your workouts…');
    expect(
      screen.getByRole('progressbar', { name: 'Import progress' }).getAttribute('aria-valuenow'),
    ).toBe('3');
    expect(screen.getByText('3 of 8 sets')).toBeTruthy();

    await act(async () => {
      send({ type: 'progress', done: 8, total: 8 });
      send({ type: 'result', result });
      stream?.close();
    });
    const done = await screen.findByRole('region', { name: 'Import result' });
    expect(within(done).getByRole('status').textContent).toBe(
      'Imported 2 sessions and 8 sets from Strong',
    );
    expect(done.textContent).toContain('1 custom exercise created');
    expect(done.textContent).toContain('1 row left out');
    expect(within(done).getByRole('link', { name: 'Open History' }).getAttribute('href')).toBe(
      '/history',
    );
    // Every read but the signed-in user is refreshed: History, Progress, Analytics, exercises.
    const predicate = invalidate.mock.calls.at(-1)?.[0]?.predicate;
    expect(predicate).toBeTypeOf('function');
    const query = (key: string) => ({ queryKey: [key] }) as never;
    expect(predicate?.(query('/api/history'))).toBe(true);
    expect(predicate?.(query('/api/auth/user'))).toBe(false);
  });

  it('shows the error line of the stream and keeps the preview to try again', async () => {
    renderDialog();
    await upload(200, { ...preview, format: 'strong-semicolon', unit: 'lb' });
    expect(screen.queryByRole('radio', { name: 'kg' })).toBeNull();
    await act(async () =>
      fireEvent.click(screen.getByRole('button', { name: 'Import 2 workouts' })),
    );
    expect(JSON.parse(String(commitCall()?.[1].body))).not.toHaveProperty('unit');
    await act(async () => {
      send({ type: 'progress', done: 0, total: 8 });
      send({
        type: 'error',
        status: 404,
        message: 'This upload has expired. Choose the file again.',
      });
      stream?.close();
    });
    expect((await screen.findByRole('alert')).textContent).toBe(
      'This upload has expired. Choose the file again.',
    );
    expect(screen.getByRole('region', { name: 'Import preview' })).toBeTruthy();
  });

  it("shows the server's reason when it refuses the file", async () => {
    renderDialog();
    await upload(400, { message: 'This file is not a Strong, Hevy or Liftosaur export' });
    expect((await screen.findByRole('alert')).textContent).toBe(
      'This file is not a Strong, Hevy or Liftosaur export',
    );
    expect(screen.getByLabelText('Export file (.csv)').getAttribute('aria-invalid')).toBe('true');
  });

  it('refuses a file over the limit before uploading it', async () => {
    renderDialog();
    const file = new File(['Date;Workout Name\n'], 'strong.csv', { type: 'text/csv' });
    Object.defineProperty(file, 'size', { value: 40 * 2 ** 20 });
    await act(async () =>
      fireEvent.change(screen.getByLabelText('Export file (.csv)'), { target: { files: [file] } }),
    );
    expect(FakeXhr.last).toBeUndefined();
    expect(screen.getByRole('alert').textContent).toBe(
      'This file is 40 MB; the import takes files up to 32 MB. Export a shorter period and import each file.',
    );
  });

  it('says the import needs a connection rather than failing', () => {
    onlineManager.setOnline(false);
    renderDialog();
    expect(screen.getByRole('status').textContent).toContain('Importing needs a connection');
    expect((screen.getByLabelText('Export file (.csv)') as HTMLInputElement).disabled).toBe(true);
  });
});

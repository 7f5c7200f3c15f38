import { afterEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { QueryClientProvider } from '@tanstack/react-query';
import { toLocalIsoDate } from '@grandfit/shared/domain/journey.ts';
import type { Readiness } from '@grandfit/shared/schemas/health.ts';
import { createQueryClient } from '../../../lib/query-client.ts';
import { ReadinessCard } from './readiness-card.tsx';

const DEFAULT_READINESS: Readiness = {
  // The card asks for the user's local day; the server answers for that day.
  date: toLocalIsoDate(new Date()),
  readinessScore: 70,
  subjectiveEnergy: 7,
  subjectiveSoreness: 3,
  subjectiveMood: 8,
  isDefault: true,
  band: 'Good',
  color: 'yellow',
  recoveryScore: null,
  subjectiveScore: null,
  drivers: { hrv: null, sleep: null, restingHeartRate: null, breathing: null },
  breathing: { minutes: 0, sessions: 0, points: 0 },
};

const MEASURED: Readiness = {
  ...DEFAULT_READINESS,
  readinessScore: 80,
  isDefault: false,
  band: 'Excellent',
  color: 'green',
  recoveryScore: 80,
  drivers: { hrv: 0.5, sleep: 0.8375, restingHeartRate: null, breathing: 1 },
  breathing: { minutes: 10, sessions: 1, points: 3 },
};

afterEach(() => {
  vi.unstubAllGlobals();
});

function setup(...responses: Readiness[]) {
  const fetchMock = vi.fn<typeof fetch>();
  for (const body of responses) {
    fetchMock.mockResolvedValueOnce(new Response(JSON.stringify(body), { status: 200 }));
  }
  vi.stubGlobal('fetch', fetchMock);
  render(
    <QueryClientProvider client={createQueryClient()}>
      <ReadinessCard />
    </QueryClientProvider>,
  );
  return { fetchMock };
}

describe('ReadinessCard', () => {
  it("labels the spec's default score as a default, in a neutral colour", async () => {
    const { fetchMock } = setup(DEFAULT_READINESS);
    const score = await screen.findByText('70');
    expect(score.className).toContain('text-muted-foreground');
    expect(screen.getByText('Default — log your recovery to personalise')).toBeTruthy();
    expect(screen.getByRole('button', { name: /Readiness 70, Good \(default\)/ })).toBeTruthy();
    // HRV, sleep, resting HR and breathing.
    expect(screen.getAllByText('No data')).toHaveLength(4);
    // The local day goes along as ?date=.
    expect(String(fetchMock.mock.calls[0]![0])).toMatch(
      /^\/api\/recovery\/readiness\?date=\d{4}-\d{2}-\d{2}$/,
    );
  });

  it('colours a measured score by its band and shows what drove it', async () => {
    setup(MEASURED);
    const score = await screen.findByText('80');
    expect(score.className).toContain('text-emerald-600');
    expect(screen.getByText('Excellent')).toBeTruthy();
    expect(screen.queryByText(/^Default/)).toBeNull();
    const drivers = screen.getByRole('list');
    expect(within(drivers).getByText('50%')).toBeTruthy();
    expect(within(drivers).getByText('84%')).toBeTruthy();
    expect(within(drivers).getByText('No data')).toBeTruthy();
    // Today's completed breathing (10 minutes of 10) is a driver too.
    expect(within(drivers).getByText('100%')).toBeTruthy();
    expect(within(drivers).getByText('Breathing')).toBeTruthy();
  });

  it('saves the check-in and shows the answer', async () => {
    const answer: Readiness = {
      ...MEASURED,
      readinessScore: 67,
      band: 'Fair',
      color: 'yellow',
      subjectiveEnergy: 7,
      subjectiveMood: 8,
      subjectiveSoreness: 8,
      subjectiveScore: 37,
    };
    const { fetchMock } = setup(MEASURED, answer);
    await screen.findByText('80');
    // The check-in starts from the day's answer.
    expect((screen.getByLabelText('Energy') as HTMLInputElement).value).toBe('7');
    expect((screen.getByLabelText('Mood') as HTMLInputElement).value).toBe('8');
    fireEvent.change(screen.getByLabelText('Soreness'), { target: { value: '8' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save check-in' }));
    expect(await screen.findByText('67')).toBeTruthy();
    await waitFor(() => expect(screen.getByText('Fair')).toBeTruthy());
    const [url, init] = fetchMock.mock.calls[1]!;
    expect(url).toBe('/api/recovery/readiness');
    expect(init?.method).toBe('POST');
    expect(JSON.parse(String(init?.body))).toEqual({
      date: MEASURED.date,
      energy: 7,
      mood: 8,
      soreness: 8,
    });
  });
});

import { afterEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, render, screen, within } from '@testing-library/react';
import { QueryClientProvider } from '@tanstack/react-query';
import { toLocalIsoDate } from '@grandfit/shared/domain/journey.ts';
import type { Readiness } from '@grandfit/shared/schemas/health.ts';
import { createQueryClient } from '../../../lib/query-client.ts';
import { ReadinessCard } from './readiness-card.tsx';

const NO_DATA: Readiness = {
  // The card asks for the user's local day; the server answers for that day.
  date: toLocalIsoDate(new Date()),
  readinessScore: null,
  subjectiveEnergy: 7,
  subjectiveSoreness: 3,
  subjectiveMood: 8,
  band: null,
  color: null,
  recoveryScore: null,
  subjectiveScore: null,
  drivers: { hrv: null, sleep: null, restingHeartRate: null },
  breathing: { minutes: 0, sessions: 0, part: null },
  hrvBasis: null,
};

const MEASURED: Readiness = {
  ...NO_DATA,
  readinessScore: 80,
  band: 'Excellent',
  color: 'green',
  recoveryScore: 80,
  drivers: { hrv: 0.5, sleep: 0.8375, restingHeartRate: null },
  breathing: { minutes: 10, sessions: 1, part: 1 },
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

const BANDS = /Excellent|Good|Fair|Low|Poor/;

describe('ReadinessCard', () => {
  it('says "No data yet", with no band, before any data; the check-in stays closed', async () => {
    const { fetchMock } = setup(NO_DATA);
    const card = await screen.findByRole('region', { name: 'Readiness' });
    await within(card).findByText('No data yet');
    expect(within(card).getByRole('button', { name: /^Readiness: No data yet\./ })).toBeTruthy();
    expect(card.textContent).not.toMatch(BANDS);
    expect(card.textContent).not.toMatch(/\b70\b/);
    expect(within(card).queryByRole('list', { name: 'What drove it' })).toBeNull();
    expect(within(card).getByText(/Check in, or add health data/)).toBeTruthy();
    // The sliders open on demand.
    expect(screen.queryByLabelText('Energy')).toBeNull();
    expect(
      within(card).getByRole('button', { name: 'Check in' }).getAttribute('aria-expanded'),
    ).toBe('false');
    // The local day goes along as ?date=.
    expect(String(fetchMock.mock.calls[0]![0])).toMatch(
      /^\/api\/recovery\/readiness\?date=\d{4}-\d{2}-\d{2}$/,
    );
  });

  it('colours a measured score by its band and says in one line what drove it', async () => {
    setup(MEASURED);
    const score = await screen.findByText('80');
    expect(score.className).toContain('text-emerald-600');
    expect(screen.getByText('Excellent')).toBeTruthy();
    expect(screen.queryByText('No data yet')).toBeNull();
    const drivers = screen.getByRole('list', { name: 'What drove it' });
    expect(
      within(drivers)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
      // Today's 10 minutes of breathing are a habit, not a driver (decision 036).
    ).toEqual(['HRV 50%', 'Sleep 84%']);
  });

  it('opens the check-in on demand, saves it, shows the answer and folds the sliders away', async () => {
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
    const toggle = screen.getByRole('button', { name: 'Check in' });
    fireEvent.click(toggle);
    expect(toggle.getAttribute('aria-expanded')).toBe('true');
    const form = await screen.findByRole('form', { name: 'How do you feel?' });
    expect(toggle.getAttribute('aria-controls')).toBe(form.id);
    // The check-in starts from the day's answer (here the sliders' starting values,
    // docs/product.md#readiness-card).
    expect((screen.getByLabelText('Energy') as HTMLInputElement).value).toBe('7');
    expect((screen.getByLabelText('Mood') as HTMLInputElement).value).toBe('8');
    fireEvent.change(screen.getByLabelText('Soreness'), { target: { value: '8' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save check-in' }));

    expect(await screen.findByText('67')).toBeTruthy();
    expect(screen.getByText('Fair')).toBeTruthy();
    expect(screen.queryByRole('form', { name: 'How do you feel?' })).toBeNull();
    const update = screen.getByRole('button', { name: 'Update check-in' });
    expect(update.getAttribute('aria-expanded')).toBe('false');
    expect(document.activeElement).toBe(update);
    expect(
      within(screen.getByRole('list', { name: 'What drove it' })).getByText(/Check-in/).textContent,
    ).toBe('Check-in 37%');
    const [url, init] = fetchMock.mock.calls[1]!;
    expect(url).toBe('/api/recovery/readiness');
    expect(init?.method).toBe('POST');
    expect(JSON.parse(String(init?.body))).toEqual({
      date: MEASURED.date,
      energy: 7,
      mood: 8,
      soreness: 8,
    });

    // Opened again, the sliders show the saved answer.
    fireEvent.click(update);
    expect((screen.getByLabelText('Soreness') as HTMLInputElement).value).toBe('8');
  });
});

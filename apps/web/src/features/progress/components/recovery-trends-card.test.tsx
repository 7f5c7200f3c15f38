import { describe, expect, it, vi } from 'vitest';
import { render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { recoveryTrends } from '@grandfit/shared/domain/progress/recovery-trends.ts';
import type { RecoveryTrends } from '@grandfit/shared/schemas/progress.ts';
import { RecoveryTrendsCard } from './recovery-trends-card.tsx';

// The canvas chart is not what is tested here: the figure, its summary and its table are.
vi.mock('../../../components/charts/line-chart.tsx', () => ({ default: () => null }));

const range = { start: '2026-11-01', end: '2026-11-22' };
const noBreathing = { days: [], minutes7: 0, previousMinutes7: 0 };
const blank = { restingHeartRate: null, sleepHours: null };

function renderCard(trends: RecoveryTrends) {
  render(
    <MemoryRouter>
      <RecoveryTrendsCard trends={trends} currentYear={2026} />
    </MemoryRouter>,
  );
}

describe('RecoveryTrendsCard HRV (decision 032)', () => {
  it('draws SDNN (Apple Watch) and RMSSD (chest strap) apart, each with its own average', () => {
    const trends = {
      ...recoveryTrends(
        [
          { date: '2026-11-20', hrv: 40, hrvMethod: 'sdnn' as const, ...blank },
          { date: '2026-11-21', hrv: 70, hrvMethod: 'rmssd' as const, ...blank },
          { date: '2026-11-22', hrv: 42, hrvMethod: 'sdnn' as const, ...blank },
        ],
        range,
      ),
      breathing: noBreathing,
    };
    renderCard(trends);
    const rmssd = screen.getByRole('figure', { name: 'HRV · RMSSD (chest strap) (ms)' });
    const sdnn = screen.getByRole('figure', { name: 'HRV · SDNN (Apple Watch) (ms)' });
    // Each summary is its own method's: never (40 + 70 + 42) / 3 = 50.7.
    expect(rmssd.textContent).toContain('7-day average 70 ms');
    expect(sdnn.textContent).toContain('7-day average 41 ms');
    expect(screen.queryByText(/50\.7/)).toBeNull();
    expect(
      screen.getByText(
        'SDNN and RMSSD are different measures: each is averaged and compared only with itself.',
      ),
    ).toBeTruthy();
  });

  it('shows only the method the user has, and one empty HRV section without any', () => {
    renderCard({
      ...recoveryTrends(
        [
          {
            date: '2026-11-22',
            hrv: 55,
            hrvMethod: 'rmssd',
            restingHeartRate: 60,
            sleepHours: null,
          },
        ],
        range,
      ),
      breathing: noBreathing,
    });
    expect(screen.getByRole('figure', { name: 'HRV · RMSSD (chest strap) (ms)' })).toBeTruthy();
    expect(screen.queryByRole('figure', { name: /SDNN/ })).toBeNull();
  });

  it('says there is no HRV when the range has none', () => {
    renderCard({
      ...recoveryTrends(
        [
          {
            date: '2026-11-22',
            hrv: null,
            hrvMethod: null,
            restingHeartRate: 60,
            sleepHours: null,
          },
        ],
        range,
      ),
      breathing: noBreathing,
    });
    expect(screen.getByText('No HRV logged in this range.')).toBeTruthy();
  });
});

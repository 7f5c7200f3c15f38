import { afterEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { QueryClientProvider } from '@tanstack/react-query';
import { MemoryRouter } from 'react-router';
import type {
  PerformanceMetrics,
  PredictiveInsights,
  TrainingPhaseAnalysis,
} from '@grandfit/shared/schemas/analytics.ts';
import { createQueryClient } from '../../../lib/query-client.ts';
import { deviceTimeZone } from '../../../lib/time-zone.ts';
import { AnalyticsScreen } from './analytics-screen.tsx';

// jsdom has no canvas or matchMedia for uPlot: the chart's figures are checked through the
// figure's table; the drawing itself is covered by the Playwright screenshots.
vi.mock('../../../components/charts/line-chart.tsx', () => ({ default: () => null }));

// Every call carries the device's zone: the server's "today" is the user's (decision 035).
const TZ = encodeURIComponent(deviceTimeZone());

afterEach(() => {
  vi.unstubAllGlobals();
});

const lift = (
  exerciseId: string,
  exerciseName: string,
  progressionRate: number | null,
  plateauRisk: number | null,
) => ({
  exerciseId,
  exerciseName,
  currentMax: 200,
  progressionRate,
  plateauRisk,
  projectedMax: progressionRate === null ? null : 230.4,
  weightUnit: 'lb' as const,
  sessions: 6,
  e1rmTrend: [
    { date: '2026-11-02', e1rm: 190 },
    { date: '2026-11-23', e1rm: 200 },
  ],
});

const METRICS: PerformanceMetrics = {
  days: 90,
  asOf: '2026-11-24T12:00:00.000Z',
  strengthProgression: [
    // A beginner's first weeks: measured fast, projected at the 5 %/week cap.
    lift('back-squat', 'Back Squat', 26.5, 0),
    lift('deadlift', 'Deadlift', 1.2, 0.2),
    lift('bench-press', 'Bench Press', -0.4, 0.85),
    lift('overhead-press', 'Overhead Press', null, null),
    lift('barbell-row', 'Barbell Row', 0, 0.5),
    lift('goblet-squat', 'Goblet Squat', 3, 0),
  ],
  volumeProgression: {
    weeklyVolume: 12345,
    unit: 'lb',
    weeklyTimeUnderLoadSeconds: 270,
    volumeChange: -4.2,
    overreachingRisk: 0.36,
    acwr: 1.55,
    acwrNeedsDays: 0,
    weeks: [
      { end: '2026-11-17', volume: 9000, acwr: 1.1, timeUnderLoadSeconds: 120 },
      { end: '2026-11-24', volume: 12345, acwr: 1.55, timeUnderLoadSeconds: 270 },
    ],
  },
  cardioFitness: {
    estimatedVO2Max: 41.3,
    vo2MaxSource: 'heartRate',
    zone2Progress: 50,
    zone2Done: 2,
    zone2Planned: 4,
    cardiacEfficiency: 3.2,
  },
  longevityMarkers: {
    strength: 72.6,
    cardio: 61,
    stability: 40,
    recovery: 81,
    nutrition: null,
    consistency: 55,
  },
};

const INSIGHTS: PredictiveInsights = {
  injuryRiskFactors: [
    {
      risk: 'high',
      factor: 'Load spike: your last 7 days are 1.55× your 4-week average.',
      mitigation: ['Keep next week near 8,000 lb.'],
    },
  ],
  plateauPredictions: [
    {
      exerciseId: 'bench-press',
      exerciseName: 'Bench Press',
      timeToPlateauWeeks: 0,
      preventionStrategies: ['Change the rep range for 4 weeks.'],
    },
  ],
  optimizationOpportunities: [
    {
      area: 'Zone 2',
      potentialGain: '10 of 40 planned Zone 2 sessions done in 90 days (25%).',
      implementation: ['Book the Zone 2 sessions in the calendar.'],
    },
  ],
  longevityProjections: {
    goalAlignment: 65,
    goalsTested: 4,
    goalsReached: { achieved: 1, total: 10 },
    currentTrajectory:
      '4 of 10 decathlon goals tested, 1 achieved; mean progress of the tested goals 65%.',
    adjustmentRecommendations: ['Test the 6 untested goals to see where you stand.'],
  },
  dataNotes: ['HRV against load: HRV values are needed in the last 7 days.'],
};

const PHASE: TrainingPhaseAnalysis = {
  currentPhase: 'Strength',
  week: 16,
  phaseNumber: 2,
  nextPhaseRecommendation: { action: 'extend', reason: '55% of the 40 sessions planned are done.' },
  phaseProgress: 33,
  adaptationMarkers: { sessionCompletion: 55, acwr: 1.55 },
  phaseOptimizations: ['Zone 2: 2 of 4 sessions done this week.'],
};

function setup() {
  const fetchMock = vi.fn(async (url: string) => {
    const body = url.startsWith(`/api/ai/performance-metrics?days=30&tz=${TZ}`)
      ? {
          ...METRICS,
          days: 30,
          strengthProgression: [],
          // 22 days of history: no ratio yet (decision 035).
          volumeProgression: {
            ...METRICS.volumeProgression,
            acwr: null,
            overreachingRisk: null,
            acwrNeedsDays: 6,
          },
        }
      : url.startsWith('/api/ai/performance-metrics')
        ? METRICS
        : url.startsWith('/api/ai/predictive-insights')
          ? INSIGHTS
          : PHASE;
    return Promise.resolve(new Response(JSON.stringify(body)));
  });
  vi.stubGlobal('fetch', fetchMock);
  render(
    <QueryClientProvider client={createQueryClient()}>
      <MemoryRouter>
        <AnalyticsScreen />
      </MemoryRouter>
    </QueryClientProvider>,
  );
  return { fetchMock };
}

const urls = (fetchMock: ReturnType<typeof vi.fn>) =>
  fetchMock.mock.calls.map((call) => String(call[0]));

describe('AnalyticsScreen', () => {
  it('shows the performance figures with the badges of docs/product.md#analytics-screen for 90 days by default', async () => {
    const { fetchMock } = setup();
    expect(screen.getByRole('heading', { name: 'Advanced Analytics' })).toBeTruthy();
    expect(screen.getByText('Loading performance metrics...')).toBeTruthy();
    const strength = await screen.findByRole('region', { name: 'Strength Progression' });
    expect(urls(fetchMock)).toEqual([`/api/ai/performance-metrics?days=90&tz=${TZ}`]);
    expect(screen.getByRole('button', { name: 'Last 90 days' }).getAttribute('aria-pressed')).toBe(
      'true',
    );

    // The first 5 exercises only.
    expect(within(strength).queryByText('Goblet Squat')).toBeNull();
    const badge = (text: string) => within(strength).getByText(text).className;
    expect(badge('+26.5%/week')).toContain('bg-primary');
    expect(badge('+1.2%/week')).toContain('bg-secondary');
    expect(badge('-0.4%/week')).toContain('bg-destructive');
    expect(badge('+0.0%/week')).toContain('bg-destructive');
    // The plateau warning above 0.7 only.
    expect(within(strength).getAllByRole('img', { name: /Plateau risk/ })).toHaveLength(1);
    expect(within(strength).getByRole('img', { name: 'Plateau risk 85%' })).toBeTruthy();
    expect(within(strength).getByText(/A trend needs 3 sessions over 2 weeks/)).toBeTruthy();
    expect(within(strength).getAllByText(/Projected max 230.4 lbs in 12 weeks/)).toHaveLength(4);
    expect(
      within(strength).getByText(/in 12 weeks, at most 5%\/week · 6 sessions/).textContent,
    ).toContain('230.4 lbs');
    expect(within(strength).getAllByText(/at most 5%/)).toHaveLength(1);
    // The chart's table holds the picked lift's points.
    fireEvent.click(within(strength).getByRole('button', { name: 'Deadlift' }));
    expect(within(strength).getByText('Deadlift e1RM trend', { selector: 'h3' })).toBeTruthy();

    const volume = screen.getByRole('region', { name: 'Training Volume' });
    expect(within(volume).getByText('12,345 lbs')).toBeTruthy();
    // Timed work is time under load, apart from the volume
    // (docs/decisions/025-training-log-history-records-corrections.md).
    expect(within(volume).getByText('4 min 30 s')).toBeTruthy();
    expect(within(volume).getByLabelText(/Volume change -4.2%/).className).toContain(
      'bg-destructive',
    );
    expect(within(volume).getByText('36%')).toBeTruthy();
    expect(within(volume).getByRole('progressbar', { name: 'Overreaching risk' })).toBeTruthy();

    const cardio = screen.getByRole('region', { name: 'Cardio Fitness' });
    expect(within(cardio).getByText('41.3')).toBeTruthy();
    expect(within(cardio).getByText('50%')).toBeTruthy();
    expect(within(cardio).getByText('2 of 4 sessions this week')).toBeTruthy();
    expect(within(cardio).getByText('+3.2%')).toBeTruthy();
  });

  it('refetches for another range and keeps insights for their own tab', async () => {
    const { fetchMock } = setup();
    await screen.findByRole('region', { name: 'Strength Progression' });
    fireEvent.click(screen.getByRole('button', { name: 'Last 30 days' }));
    expect(await screen.findByText('No loaded lifts in this range')).toBeTruthy();
    const volume = screen.getByRole('region', { name: 'Training Volume' });
    expect(within(volume).getByText('Needs 6 more days')).toBeTruthy();
    expect(within(volume).getByText(/needs 28 days of logged sets: 6 more days/)).toBeTruthy();
    expect(urls(fetchMock)).toEqual([
      `/api/ai/performance-metrics?days=90&tz=${TZ}`,
      `/api/ai/performance-metrics?days=30&tz=${TZ}`,
    ]);
  });

  it('shows insights, the phase and longevity from their calls', async () => {
    const { fetchMock } = setup();
    await screen.findByRole('region', { name: 'Strength Progression' });
    const tab = (name: string) =>
      fireEvent.mouseDown(screen.getByRole('tab', { name }), { button: 0 });

    tab('Insights');
    expect(screen.getByText('Loading predictive insights...')).toBeTruthy();
    const risks = await screen.findByRole('region', { name: 'Injury Risk Assessment' });
    expect(within(risks).getByText('HIGH RISK')).toBeTruthy();
    expect(within(risks).getByText('Keep next week near 8,000 lb.')).toBeTruthy();
    const plateaus = screen.getByRole('region', { name: 'Plateau Predictions' });
    expect(within(plateaus).getByText('Plateau now')).toBeTruthy();
    expect(screen.getByRole('region', { name: 'Optimization Opportunities' })).toBeTruthy();
    expect(screen.getByText(/HRV against load/)).toBeTruthy();

    tab('Training Phase');
    expect(screen.getByText('Loading training phase analysis...')).toBeTruthy();
    const phase = await screen.findByRole('region', { name: 'Strength' });
    expect(within(phase).getByText('Phase 2 · Week 16 of 52')).toBeTruthy();
    expect(within(phase).getByText('Extend')).toBeTruthy();
    expect(within(phase).getByText('33%')).toBeTruthy();
    const markers = screen.getByRole('region', { name: 'Adaptation Markers' });
    expect(within(markers).getByText('Session Completion')).toBeTruthy();
    expect(within(markers).getByText('1.55')).toBeTruthy();
    expect(screen.getByText('Zone 2: 2 of 4 sessions done this week.')).toBeTruthy();

    tab('Longevity');
    const longevity = await screen.findByRole('region', { name: 'Longevity Markers' });
    expect(within(longevity).getByText('Strength').parentElement?.textContent).toContain('73');
    expect(within(longevity).getByText('Nutrition').parentElement?.textContent).toContain(
      'Needs a LEAP list and meals',
    );
    const projections = await screen.findByRole('region', { name: 'Longevity Projections' });
    expect(within(projections).getByLabelText('Goal alignment 65%').className).toContain(
      'bg-secondary',
    );
    expect(within(projections).getByText(/4 of 10 decathlon goals tested/)).toBeTruthy();
    // The goals reached are the Achieved goals; the alignment says what it is instead.
    expect(within(projections).getByText('1 of 10 goals achieved')).toBeTruthy();
    expect(
      within(projections).getByText('65%: the average progress of your 4 tested goals'),
    ).toBeTruthy();
    expect(within(projections).queryByText(/of your goals reached/)).toBeNull();
    await waitFor(() =>
      expect(new Set(urls(fetchMock))).toEqual(
        new Set([
          `/api/ai/performance-metrics?days=90&tz=${TZ}`,
          `/api/ai/predictive-insights?tz=${TZ}`,
          `/api/ai/training-phase-analysis?tz=${TZ}`,
        ]),
      ),
    );
  });
});

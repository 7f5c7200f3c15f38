import {
  LONGEVITY_MARKERS,
  type LongevityMarker,
} from '@grandfit/shared/domain/analytics/markers.ts';
import { goalsReachedText } from '@grandfit/shared/domain/goals/status.ts';
import type { PerformanceMetrics } from '@grandfit/shared/schemas/analytics.ts';
import { Badge } from '../../../components/ui/badge.tsx';
import { plural } from '../../../lib/format.ts';
import { usePredictiveInsights } from '../api/get-predictive-insights.ts';
import { alignmentVariant, splitWords } from '../utils/display.ts';
import { Bullets, SectionCard, Tile } from './analytics-parts.tsx';

/** What each marker is made of, and what it needs when it is empty (docs/analytics.md). */
const MARKER_NOTES: Record<LongevityMarker, { from: string; needs: string }> = {
  strength: {
    from: 'Main lifts against body-weight standards',
    needs: 'Needs your body weight and a main lift',
  },
  cardio: { from: 'Estimated VO2 max', needs: 'Needs a VO2 max estimate' },
  stability: { from: 'Stability sessions done vs planned', needs: 'Starts with your journey' },
  recovery: { from: 'Daily recovery scores', needs: 'Needs health data' },
  nutrition: { from: 'LEAP compliance, last 7 days', needs: 'Needs a LEAP list and meals' },
  consistency: { from: 'Workouts done vs planned', needs: 'Starts with your journey' },
};

function LongevityProjections() {
  const insights = usePredictiveInsights();
  if (!insights.data) return null;
  const { goalAlignment, goalsTested, goalsReached, currentTrajectory, adjustmentRecommendations } =
    insights.data.longevityProjections;
  return (
    <SectionCard
      title="Longevity Projections"
      description="From your Centenarian Decathlon goals and their tests"
      badge={
        goalAlignment === null ? null : (
          <Badge
            variant={alignmentVariant(goalAlignment)}
            aria-label={`Goal alignment ${goalAlignment}%`}
          >
            {goalAlignment}%
          </Badge>
        )
      }
    >
      <div className="grid gap-3">
        {goalsReached.total > 0 ? (
          <div>
            <p className="text-sm font-semibold">Goals reached</p>
            <p className="text-sm text-muted-foreground">{goalsReachedText(goalsReached)}</p>
          </div>
        ) : null}
        <div>
          <p className="text-sm font-semibold">Goal alignment</p>
          <p className="text-sm text-muted-foreground">
            {goalAlignment === null
              ? 'Not tested yet'
              : `${goalAlignment}%: the average progress of your ${plural(goalsTested, 'tested goal')}`}
          </p>
        </div>
        <div>
          <p className="text-sm font-semibold">Current trajectory</p>
          <p className="text-sm">{currentTrajectory}</p>
        </div>
        {adjustmentRecommendations.length > 0 ? (
          <div className="grid gap-1">
            <p className="text-sm font-semibold">Recommended adjustments</p>
            <Bullets items={adjustmentRecommendations} />
          </div>
        ) : null}
      </div>
    </SectionCard>
  );
}

/**
 * Analytics' Longevity (docs/product.md#analytics-screen): one tile per longevity marker (0-100,
 * rounded; a dash when its data is missing), then the Longevity Projections card once the
 * predictive insights are in.
 */
export function LongevityTab({ metrics, days }: { metrics: PerformanceMetrics; days: number }) {
  return (
    <div className="grid gap-5">
      <SectionCard title="Longevity Markers" description={`0-100, over the last ${days} days`}>
        <dl className="grid grid-cols-2 gap-2.5 sm:grid-cols-3">
          {LONGEVITY_MARKERS.map((marker) => {
            const value = metrics.longevityMarkers[marker];
            return (
              <Tile
                key={marker}
                label={splitWords(marker)}
                value={value === null || value === undefined ? null : String(Math.round(value))}
                note={
                  value === null || value === undefined
                    ? MARKER_NOTES[marker].needs
                    : MARKER_NOTES[marker].from
                }
              />
            );
          })}
        </dl>
      </SectionCard>
      <LongevityProjections />
    </div>
  );
}

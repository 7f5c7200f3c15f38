import { Badge } from '../../../components/ui/badge.tsx';
import { Progress } from '../../../components/ui/progress.tsx';
import { useTrainingPhaseAnalysis } from '../api/get-training-phase-analysis.ts';
import { adaptationMarker } from '../utils/display.ts';
import { Bullets, LoadError, Loading, SectionCard, Tile } from './analytics-parts.tsx';

const ACTION_LABELS = { advance: 'Advance', extend: 'Extend', deload: 'Deload' } as const;
const ACTION_VARIANTS = { advance: 'default', extend: 'secondary', deload: 'destructive' } as const;

/**
 * Analytics' Training Phase (docs/product.md#analytics-screen): the phase, the next-phase
 * recommendation (its action as a badge and its reason), phase progress, adaptation marker tiles
 * and phase optimisations.
 */
export function PhaseTab() {
  const analysis = useTrainingPhaseAnalysis();
  if (analysis.isPending) return <Loading label="Loading training phase analysis..." />;
  if (analysis.isError) {
    return <LoadError what="your phase analysis" onRetry={() => void analysis.refetch()} />;
  }
  const data = analysis.data;
  const markers = Object.entries(data.adaptationMarkers);
  const { action, reason } = data.nextPhaseRecommendation;

  return (
    <div className="grid gap-5">
      <SectionCard
        title={data.currentPhase}
        description={`Phase ${data.phaseNumber} · Week ${data.week} of 52`}
      >
        <div className="grid gap-4">
          <div className="grid gap-1.5">
            <div className="flex justify-between text-sm">
              <span className="font-medium">Phase progress</span>
              <span className="font-semibold tabular-nums">{data.phaseProgress}%</span>
            </div>
            <Progress value={data.phaseProgress} label="Phase progress" />
          </div>
          <div className="grid gap-2 rounded-xl bg-muted px-3.5 py-3">
            <div className="flex items-center gap-2">
              <span className="text-sm font-semibold">Next-phase recommendation</span>
              <Badge variant={ACTION_VARIANTS[action]}>{ACTION_LABELS[action]}</Badge>
            </div>
            <p className="text-sm">{reason}</p>
          </div>
        </div>
      </SectionCard>
      <SectionCard title="Adaptation Markers" description="This phase so far">
        {markers.length === 0 ? (
          <p className="text-sm text-muted-foreground">
            Markers appear as you complete workouts and log sets and health data.
          </p>
        ) : (
          <dl className="grid grid-cols-2 gap-2.5 sm:grid-cols-3">
            {markers.map(([name, value]) => {
              const marker = adaptationMarker(name, value);
              return <Tile key={name} label={marker.label} value={marker.value} />;
            })}
          </dl>
        )}
      </SectionCard>
      {data.phaseOptimizations.length > 0 ? (
        <SectionCard title="Phase Optimizations">
          <Bullets items={data.phaseOptimizations} />
        </SectionCard>
      ) : null}
    </div>
  );
}

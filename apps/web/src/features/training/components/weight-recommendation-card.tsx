import { Check, Sparkles } from 'lucide-react';
import type { ExerciseRecommendationView } from '@grandfit/shared/schemas/coach.ts';
import { Button } from '../../../components/ui/button.tsx';
import { formatNumber } from '../utils/set-inputs.ts';

/** The 0.8 default (docs/product.md#coach-confidence) when no confidence comes back. */
const DEFAULT_CONFIDENCE = 0.8;

/** Confidence is shown as a percentage (docs/product.md#coach-confidence). */
export function formatConfidence(confidence: number | undefined): string {
  const value = Number.isFinite(confidence) ? (confidence as number) : DEFAULT_CONFIDENCE;
  return `${Math.round(Math.min(Math.max(value, 0), 1) * 100)}% confidence`;
}

function lastPerformedText(
  last: NonNullable<ExerciseRecommendationView['lastPerformed']>,
  unit: string,
) {
  const rir = last.rir === null ? '' : `, RIR ${last.rir}`;
  return `Last time: ${formatNumber(last.weight)} ${unit} × ${last.reps}${rir}`;
}

/**
 * The AI weight recommendation with a 'Use This Weight' button
 * (docs/product.md#weight-recommendation).
 */
export function WeightRecommendationCard({
  recommendation,
  inUse,
  onUse,
}: {
  recommendation: ExerciseRecommendationView;
  /** The weight field already holds the recommended weight. */
  inUse: boolean;
  onUse: () => void;
}) {
  return (
    <section
      aria-labelledby="weight-recommendation-title"
      className="grid gap-3 rounded-[var(--radius-card)] border border-emerald-200 bg-emerald-50/70 p-4"
    >
      <div>
        <h2
          id="weight-recommendation-title"
          className="flex items-center gap-1.5 text-sm font-semibold text-primary"
        >
          <Sparkles className="size-4 shrink-0" aria-hidden="true" />
          AI Weight Recommendation
        </h2>
        <p className="mt-1 flex flex-wrap items-baseline gap-x-2">
          <span className="text-3xl font-extrabold tracking-tight tabular-nums">
            {formatNumber(recommendation.recommendedWeight)} {recommendation.weightUnit}
          </span>
          <span className="text-xs font-medium text-muted-foreground">
            {formatConfidence(recommendation.confidence)}
          </span>
        </p>
      </div>
      {recommendation.reasoning ? (
        <p className="text-sm leading-relaxed text-foreground/80">{recommendation.reasoning}</p>
      ) : null}
      {recommendation.lastPerformed ? (
        <p className="text-xs font-medium text-muted-foreground tabular-nums">
          {lastPerformedText(recommendation.lastPerformed, recommendation.weightUnit)}
        </p>
      ) : null}
      <Button variant={inUse ? 'outline' : 'default'} className="w-full" onClick={onUse}>
        {inUse ? <Check className="size-4" aria-hidden="true" /> : null}
        Use This Weight
      </Button>
    </section>
  );
}

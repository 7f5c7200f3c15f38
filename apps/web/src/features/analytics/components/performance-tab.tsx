import type { PerformanceMetrics } from '@grandfit/shared/schemas/analytics.ts';
import { CardioFitnessCard } from './cardio-fitness-card.tsx';
import { StrengthProgressionCard } from './strength-progression-card.tsx';
import { TrainingVolumeCard } from './training-volume-card.tsx';

/**
 * Analytics' Performance: strength progression, training volume and cardio fitness
 * (docs/product.md#analytics-screen).
 */
export function PerformanceTab({ metrics }: { metrics: PerformanceMetrics }) {
  const currentYear = Number(metrics.asOf.slice(0, 4));
  return (
    <div className="grid gap-5">
      <StrengthProgressionCard
        lifts={metrics.strengthProgression}
        days={metrics.days}
        currentYear={currentYear}
      />
      <TrainingVolumeCard volume={metrics.volumeProgression} currentYear={currentYear} />
      <CardioFitnessCard cardio={metrics.cardioFitness} />
    </div>
  );
}

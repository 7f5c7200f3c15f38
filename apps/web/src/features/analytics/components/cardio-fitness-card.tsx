import type { PerformanceMetrics } from '@grandfit/shared/schemas/analytics.ts';
import { formatNumber } from '../../../lib/format.ts';
import { formatPercentChange } from '../utils/display.ts';
import { SectionCard, Tile } from './analytics-parts.tsx';

type Cardio = PerformanceMetrics['cardioFitness'];

/**
 * 'Cardio Fitness': estimated VO2 max, Zone 2 progress and cardiac efficiency
 * (docs/product.md#cardio-fitness).
 */
export function CardioFitnessCard({ cardio }: { cardio: Cardio }) {
  return (
    <SectionCard title="Cardio Fitness">
      <dl className="grid gap-2.5 sm:grid-cols-2 lg:grid-cols-4">
        <Tile
          label="Estimated VO2 Max"
          value={cardio.estimatedVO2Max === null ? null : formatNumber(cardio.estimatedVO2Max)}
          note={
            cardio.vo2MaxSource === 'recorded'
              ? 'ml/kg/min, recorded by your device'
              : cardio.vo2MaxSource === 'heartRate'
                ? 'ml/kg/min, from your age and resting heart rate'
                : cardio.hasBirthDate
                  ? 'Add a resting heart rate'
                  : 'Add your birth date and a resting heart rate'
          }
        />
        <Tile
          label="Zone 2 Progress"
          value={cardio.zone2Progress === null ? null : `${Math.round(cardio.zone2Progress)}%`}
          note={
            cardio.zone2Planned === 0
              ? 'No Zone 2 planned this week'
              : `${cardio.zone2Done} of ${cardio.zone2Planned} sessions this week`
          }
        />
        {cardio.zone2Week ? (
          // Decision 033: logged minutes, with what a strap verified apart from minutes typed in.
          <Tile
            label="Zone 2 This Week"
            value={`${formatNumber(cardio.zone2Week.minutes)} min`}
            note={
              cardio.zone2Week.sessions === 0
                ? 'No Zone 2 logged this week'
                : `${formatNumber(cardio.zone2Week.verifiedMinutes)} min verified by heart rate · ` +
                  `${cardio.zone2Week.verifiedSessions} of ${cardio.zone2Week.sessions} ` +
                  `${cardio.zone2Week.sessions === 1 ? 'session' : 'sessions'} verified`
            }
          />
        ) : null}
        <Tile
          label="Cardiac Efficiency"
          value={
            cardio.cardiacEfficiency === null ? null : formatPercentChange(cardio.cardiacEfficiency)
          }
          note={
            cardio.cardiacEfficiency === null
              ? 'Needs 7 resting heart rates over 2 weeks'
              : 'Fall in resting heart rate over the range'
          }
        />
      </dl>
    </SectionCard>
  );
}

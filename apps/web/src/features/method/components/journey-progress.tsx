import { useId } from 'react';
import { JOURNEY_PHASES, type JourneyPhase } from '@grandfit/shared/domain/journey.ts';
import type { MethodOverview } from '@grandfit/shared/schemas/method.ts';
import { Card } from '../../../components/ui/card.tsx';
import { cn } from '../../../lib/utils.ts';

/**
 * Phase colours by week: blue, green, purple, yellow (docs/product.md#journey-weeks-and-phases).
 */
const PHASE_COLORS: Record<JourneyPhase['color'], string> = {
  blue: 'bg-blue-500',
  green: 'bg-green-500',
  purple: 'bg-purple-500',
  yellow: 'bg-yellow-400',
};

/** 'Your Journey Progress': four phase bars, filled up to the current phase. */
export function JourneyProgress({ journey }: { journey: MethodOverview['journey'] }) {
  const titleId = useId();
  const current = journey.started ? journey.phase : 0;
  return (
    <Card role="region" aria-labelledby={titleId} className="p-5">
      <div className="mb-4 flex items-baseline justify-between gap-3">
        <h2 id={titleId} className="text-base font-semibold tracking-tight">
          Your Journey Progress
        </h2>
        <p className="text-sm text-muted-foreground">
          {journey.started ? `Week ${journey.week} of 52` : 'Not started'}
        </p>
      </div>
      <ol className="grid grid-cols-4 gap-2">
        {JOURNEY_PHASES.map((phase) => {
          const filled = phase.number <= current;
          const isCurrent = phase.number === current;
          return (
            <li key={phase.number} aria-current={isCurrent ? 'step' : undefined}>
              <span
                aria-hidden="true"
                className={cn(
                  'block h-2.5 rounded-full',
                  filled ? PHASE_COLORS[phase.color] : 'bg-muted',
                )}
              />
              <span
                className={cn(
                  'mt-2 block text-xs leading-tight sm:text-sm',
                  isCurrent ? 'font-bold text-foreground' : 'font-medium text-muted-foreground',
                )}
              >
                {phase.name}
                <span className="sr-only">{filled ? ', reached' : ', ahead'}</span>
              </span>
              <span className="block text-[0.6875rem] text-muted-foreground sm:text-xs">
                Wk {phase.firstWeek}-{phase.lastWeek}
              </span>
            </li>
          );
        })}
      </ol>
    </Card>
  );
}

import { Check, Minus } from 'lucide-react';
import { cn } from '../../../lib/utils.ts';
import type { SetDotState } from '../utils/workout-session.ts';

const DOT_LABELS: Record<SetDotState, string> = {
  done: 'done',
  skipped: 'skipped',
  current: 'current',
  upcoming: 'upcoming',
};

/**
 * One dot per set of the current exercise — done, current, upcoming (and skipped)
 * (docs/product.md#active-workout).
 */
export function SetDots({ states }: { states: readonly SetDotState[] }) {
  return (
    <ol aria-label="Sets" className="flex flex-wrap items-center gap-2">
      {states.map((state, index) => (
        <li
          key={index}
          aria-label={`Set ${index + 1}: ${DOT_LABELS[state]}`}
          aria-current={state === 'current' ? 'step' : undefined}
          className={cn(
            'flex size-9 items-center justify-center rounded-full text-sm font-bold tabular-nums transition-colors',
            state === 'done' && 'bg-primary text-primary-foreground',
            state === 'skipped' &&
              'border-2 border-dashed border-muted-foreground/40 text-muted-foreground',
            state === 'current' && 'bg-accent text-accent-foreground ring-2 ring-ink ring-offset-2',
            state === 'upcoming' && 'bg-muted text-muted-foreground',
          )}
        >
          {state === 'done' ? (
            <Check className="size-4" strokeWidth={3} aria-hidden="true" />
          ) : state === 'skipped' ? (
            <Minus className="size-4" strokeWidth={3} aria-hidden="true" />
          ) : (
            <span aria-hidden="true">{index + 1}</span>
          )}
        </li>
      ))}
    </ol>
  );
}

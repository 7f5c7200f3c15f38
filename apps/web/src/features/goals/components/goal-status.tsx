import type { GoalStatus } from '@grandfit/shared/domain/goals/status.ts';
import { cn } from '../../../lib/utils.ts';
import { TONE_BADGE_CLASSES, TONE_BAR_CLASSES, toneOf } from '../utils/goal-display.ts';

/** The status label in its colour (docs/product.md#goal-status). */
export function GoalStatusBadge({ status, className }: { status: GoalStatus; className?: string }) {
  return (
    <span
      className={cn(
        'inline-flex shrink-0 items-center rounded-full px-2.5 py-0.5 text-xs font-semibold whitespace-nowrap',
        TONE_BADGE_CLASSES[toneOf(status)],
        className,
      )}
    >
      {status}
    </span>
  );
}

/**
 * A progress bar coloured like the status, clamped to 0-100 (docs/product.md#shell-and-navigation).
 */
export function GoalProgressBar({
  value,
  status,
  label,
  className,
}: {
  value: number;
  status: GoalStatus;
  label: string;
  className?: string;
}) {
  const clamped = Math.min(Math.max(value, 0), 100);
  return (
    <div
      role="progressbar"
      aria-label={label}
      aria-valuemin={0}
      aria-valuemax={100}
      aria-valuenow={clamped}
      aria-valuetext={`${clamped}%`}
      className={cn('h-2 w-full overflow-hidden rounded-full bg-muted', className)}
    >
      <div
        className={cn('h-full rounded-full transition-[width]', TONE_BAR_CLASSES[toneOf(status)])}
        style={{ width: `${clamped}%` }}
      />
    </div>
  );
}

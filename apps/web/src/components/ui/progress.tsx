import { Progress as ProgressPrimitive } from 'radix-ui';
import { cn } from '../../lib/utils.ts';

/** The value is clamped to 0..100 % of max (docs/product.md#shell-and-navigation). */
export function clampProgress(value: number, max = 100): number {
  if (!Number.isFinite(value) || max <= 0) return 0;
  return Math.min(Math.max(value, 0), max);
}

export interface ProgressProps {
  value: number;
  max?: number;
  className?: string;
  label?: string;
}

export function Progress({ value, max = 100, className, label }: ProgressProps) {
  const clamped = clampProgress(value, max);
  return (
    <ProgressPrimitive.Root
      value={clamped}
      max={max}
      aria-label={label}
      className={cn('relative h-2 w-full overflow-hidden rounded-full bg-muted', className)}
    >
      <ProgressPrimitive.Indicator
        className="h-full rounded-full bg-primary transition-transform"
        style={{ transform: `translateX(-${100 - (clamped / max) * 100}%)` }}
      />
    </ProgressPrimitive.Root>
  );
}

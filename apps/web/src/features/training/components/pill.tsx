import type { ReactNode } from 'react';
import { cn } from '../../../lib/utils.ts';

const TONES = {
  neutral: 'bg-secondary text-secondary-foreground',
  outline: 'border border-border text-foreground',
  success: 'bg-emerald-100 text-emerald-800',
  /** A session under way (decision 053). */
  progress: 'bg-sky-100 text-sky-900',
  sample: 'bg-amber-100 text-amber-900',
} as const;

/**
 * The workout badges. Not the ui Badge with colour overrides: without class merging, a variant's
 * background and the override's would both apply, and the stylesheet's order would pick one.
 */
export function Pill({
  tone = 'neutral',
  children,
}: {
  tone?: keyof typeof TONES;
  children: ReactNode;
}) {
  return (
    <span
      className={cn(
        'inline-flex items-center gap-1 rounded-full px-2.5 py-0.5 text-xs font-semibold',
        TONES[tone],
      )}
    >
      {children}
    </span>
  );
}

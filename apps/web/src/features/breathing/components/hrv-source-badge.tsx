import { cn } from '../../../lib/utils.ts';
import type { HrvMode } from '../hooks/use-breathing-session.ts';

/** Says where HRV numbers come from wherever they show: a strap's RMSSD, or the demo simulation. */
export function HrvSourceBadge({ mode, dark = false }: { mode: HrvMode; dark?: boolean }) {
  if (mode === 'none') return null;
  const strap = mode === 'strap';
  return (
    <span
      className={cn(
        'inline-flex w-fit items-center rounded-full px-2.5 py-0.5 text-xs font-semibold',
        strap
          ? dark
            ? 'bg-emerald-400/20 text-emerald-300'
            : 'bg-emerald-100 text-emerald-800'
          : dark
            ? 'bg-amber-300/20 text-amber-300'
            : 'bg-amber-100 text-amber-900',
      )}
    >
      {strap ? 'Strap · RMSSD' : 'Demo · Simulated HRV'}
    </span>
  );
}

import { useMemo } from 'react';
import { describePlates, plateBreakdown } from '@grandfit/shared/domain/units/plates.ts';
import { formatWeight } from '@grandfit/shared/domain/units/weight.ts';
import type { WeightPrefs } from '../utils/weight-units.ts';

/**
 * The plates per side for the weight typed (docs/decisions/024-weights-in-the-users-unit.md):
 * "20 kg bar + 25 + 15 per side", and, when that weight cannot be made from the user's plates, the
 * nearest one that can.
 */
export function PlateCalculator({ weight, prefs }: { weight: string; prefs: WeightPrefs }) {
  const value = Number(weight);
  const breakdown = useMemo(() => {
    if (weight.trim() === '' || !Number.isFinite(value) || value <= 0) return null;
    try {
      return plateBreakdown(value, prefs.bar, prefs.plates);
    } catch {
      return null; // plates too small for this weight: nothing useful to say
    }
  }, [weight, value, prefs.bar, prefs.plates]);
  if (!breakdown) return null;
  const perSide = breakdown.load.perSide.reduce((sum, plate) => sum + plate, 0);
  return (
    <p
      className="-mt-1 text-right text-xs text-muted-foreground tabular-nums"
      data-testid="plate-calculator"
      aria-live="polite"
    >
      <span className="font-medium text-foreground">{describePlates(breakdown, prefs.unit)}</span>
      {perSide > 0 ? ` (${formatWeight(perSide, prefs.unit)} per side)` : null}
      {breakdown.fit === 'exact'
        ? null
        : ` · ${formatWeight(breakdown.load.total, prefs.unit)}, the nearest loadable (${breakdown.fit})`}
    </p>
  );
}

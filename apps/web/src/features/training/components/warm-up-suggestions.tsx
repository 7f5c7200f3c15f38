import { Plus } from 'lucide-react';
import type { WorkoutExercise } from '@grandfit/shared/schemas/training.ts';
import type { WarmUpSuggestion } from '../utils/warm-up-ramp.ts';
import { describeSetAmount, type WeightPrefs } from '../utils/weight-units.ts';

/**
 * The warm-ups suggested before the exercise's first working set (decision 056), the ones not
 * logged yet: one tap logs one, as 'Log Warm-up' would with those numbers in the inputs.
 */
export function WarmUpSuggestions({
  suggestions,
  exercise,
  prefs,
  disabled,
  onLog,
}: {
  suggestions: readonly WarmUpSuggestion[];
  exercise: Pick<WorkoutExercise, 'unit'>;
  prefs: WeightPrefs;
  disabled: boolean;
  onLog: (suggestion: WarmUpSuggestion) => void;
}) {
  if (suggestions.length === 0) return null;
  return (
    <div className="flex flex-wrap items-center gap-1.5">
      <p className="text-xs font-semibold text-muted-foreground">Suggested warm-ups</p>
      <ul aria-label="Suggested warm-up ramp" className="flex flex-wrap gap-1.5">
        {suggestions.map((suggestion) => {
          const amount = describeSetAmount(
            { ...suggestion, weightUnit: prefs.unit },
            exercise,
            true,
            prefs,
          );
          return (
            <li key={`${suggestion.weight}-${suggestion.reps}`}>
              <button
                type="button"
                disabled={disabled}
                onClick={() => onLog(suggestion)}
                aria-label={`Add warm-up: ${amount}`}
                className="inline-flex min-h-10 items-center gap-1 rounded-full border border-dashed border-amber-300 px-3 text-xs font-semibold text-amber-900 tabular-nums hover:bg-amber-50 disabled:opacity-50"
              >
                <Plus className="size-3" aria-hidden="true" />
                {amount}
              </button>
            </li>
          );
        })}
      </ul>
    </div>
  );
}

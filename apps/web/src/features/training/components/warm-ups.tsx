import type { WorkoutExercise } from '@grandfit/shared/schemas/training.ts';
import { describeSetAmount, type WeightPrefs } from '../utils/weight-units.ts';
import type { SessionSet } from '../utils/workout-session.ts';

/**
 * The warm-ups logged for the current exercise (decision 051), in the order they were done and in
 * the user's unit: "W 45 lb × 8". They are not sets of the plan, so they sit apart from its dots.
 */
export function WarmUps({
  sets,
  exercise,
  loaded,
  prefs,
}: {
  sets: readonly SessionSet[];
  exercise: Pick<WorkoutExercise, 'unit'>;
  loaded: boolean;
  prefs: WeightPrefs;
}) {
  if (sets.length === 0) return null;
  return (
    <ul aria-label="Warm-ups" className="flex flex-wrap gap-1.5">
      {sets.map((set) => (
        <li
          key={set.clientId}
          className="rounded-full bg-amber-50 px-2.5 py-1 text-xs font-semibold text-amber-900 tabular-nums ring-1 ring-amber-200"
        >
          <span aria-hidden="true" className="text-amber-700 dark:text-amber-400">
            W
          </span>
          <span className="sr-only">Warm-up {set.setNumber}:</span>{' '}
          {describeSetAmount(set, exercise, loaded, prefs)}
        </li>
      ))}
    </ul>
  );
}

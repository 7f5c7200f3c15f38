import { toLocalIsoDate } from '@grandfit/shared/domain/journey.ts';
import type { WorkoutExercise } from '@grandfit/shared/schemas/training.ts';
import { cn } from '../../../lib/utils.ts';
import { useLastSession } from '../../../lib/last-session-query.ts';
import { formatDayDate } from '../utils/journey-dates.ts';
import { describeSetAmount, type WeightPrefs } from '../utils/weight-units.ts';

/**
 * What the lifter did of this exercise the last time (decision 055), under its target: the day,
 * then each working set in the user's unit, the one matching the current set marked. Nothing
 * while it loads, offline before it was ever loaded, or the first time the exercise is done.
 */
export function LastSession({
  exerciseId,
  sessionId,
  exercise,
  loaded,
  prefs,
  setNumber,
}: {
  exerciseId: string;
  /** The session under way: its own sets are not last time's. */
  sessionId: string;
  exercise: Pick<WorkoutExercise, 'unit'>;
  loaded: boolean;
  prefs: WeightPrefs;
  setNumber: number;
}) {
  const last = useLastSession(exerciseId, sessionId).data?.lastSession;
  if (!last) return null;
  const day = formatDayDate(toLocalIsoDate(new Date(last.performedAt)));
  return (
    <div className="flex flex-wrap items-center gap-1.5">
      <p className="text-xs font-semibold text-muted-foreground">Last time · {day}</p>
      <ul aria-label={`Last time, ${day}`} className="flex flex-wrap gap-1.5">
        {last.sets.map((set, index) => {
          const current = index + 1 === setNumber;
          return (
            <li
              key={index}
              aria-current={current ? 'true' : undefined}
              className={cn(
                'rounded-full px-2.5 py-1 text-xs font-semibold tabular-nums',
                current ? 'bg-ink text-white' : 'bg-muted text-foreground',
              )}
            >
              <span className="sr-only">Set {index + 1}:</span>{' '}
              {describeSetAmount(set, exercise, loaded, prefs)}
            </li>
          );
        })}
      </ul>
    </div>
  );
}

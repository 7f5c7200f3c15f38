import { weightRoleOf } from '@grandfit/shared/domain/programme/weight-role.ts';
import { Link } from 'react-router';
import type { LoggedSetView, WorkoutExercise } from '@grandfit/shared/schemas/training.ts';
import { useWeightUnit } from '../../../lib/use-weight-unit.ts';
import { formatSetNumbers } from '../utils/history-format.ts';

/**
 * What was done of an exercise in a completed workout's session ("Done: 30 lb × 10 @ 2 RIR"),
 * for the workout's details: shown beside next time's targets, never in their place.
 */
export function DoneSets({
  sets,
  exercise,
  sessionId,
}: {
  sets: LoggedSetView[];
  exercise: Pick<WorkoutExercise, 'name' | 'unit' | 'loaded' | 'assisted'>;
  sessionId: string;
}) {
  const userUnit = useWeightUnit();
  const ordered = [...sets].sort((a, b) => a.setNumber - b.setNumber);
  return (
    <div className="mt-2 rounded-xl border border-emerald-200 bg-emerald-50 px-3 py-2">
      <p className="text-xs font-semibold text-emerald-900">
        Done{' '}
        <Link
          to={`/history/${encodeURIComponent(sessionId)}`}
          className="font-medium underline underline-offset-2"
        >
          (open in History)
        </Link>
      </p>
      {ordered.length > 0 ? (
        <ol className="mt-1 grid gap-0.5 text-sm" aria-label={`${exercise.name}: done`}>
          {ordered.map((set) => (
            <li key={set.clientId} className="tabular-nums">
              <span className="text-muted-foreground">Set {set.setNumber}: </span>
              <span className={set.skipped ? 'italic' : 'font-semibold'}>
                {set.skipped
                  ? 'Skipped'
                  : formatSetNumbers(
                      set,
                      set.weightUnit,
                      userUnit,
                      exercise.unit,
                      // A plan cached before `loaded` was sent: its weights were loads.
                      weightRoleOf({ ...exercise, loaded: exercise.loaded !== false }),
                    )}
              </span>
            </li>
          ))}
        </ol>
      ) : (
        <p className="mt-1 text-sm text-muted-foreground">Not done in this session.</p>
      )}
    </div>
  );
}

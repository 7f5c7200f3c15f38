import { useMemo } from 'react';
import { Link } from 'react-router';
import { useQuery } from '@tanstack/react-query';
import { Dumbbell } from 'lucide-react';
import { isCustomExerciseId } from '@grandfit/shared/domain/programme/custom-exercise.ts';
import type { WeightUnit } from '@grandfit/shared/domain/units/weight.ts';
import { Card } from '../../../components/ui/card.tsx';
import { getCustomExercisesQueryOptions } from '../../../lib/custom-exercises-query.ts';
import type { FinishedSet } from '../../../lib/finish-summary.ts';
import { exerciseKinds, exercisesDone } from '../utils/exercises-done.ts';

/**
 * The finish summary's exercises: each done, in order, with its working sets and its best set in
 * the user's unit. The user's own exercises are read from the cache kept offline, and only when
 * the session did one: how their weight counts (a load, added, help) is theirs.
 */
export function ExercisesDoneCard({ sets, units }: { sets: FinishedSet[]; units: WeightUnit }) {
  const custom = useQuery({
    ...getCustomExercisesQueryOptions(),
    enabled: sets.some((set) => isCustomExerciseId(set.exerciseId)),
  });
  const exercises = useMemo(
    () => exercisesDone(sets, units, exerciseKinds(custom.data)),
    [sets, units, custom.data],
  );

  return (
    <Card role="region" aria-label="Exercises" className="p-5">
      <h2 className="mb-3 flex items-center gap-2 text-base font-semibold">
        <Dumbbell className="size-4 text-primary" aria-hidden="true" />
        Exercises
      </h2>
      {exercises.length > 0 ? (
        // Spaces between a row's parts: it reads "Goblet Squat 3 sets Best set 35 lb × 10".
        <ul className="divide-y divide-border">
          {exercises.map((exercise) => (
            <li
              key={exercise.exerciseId}
              className="flex items-start justify-between gap-3 py-2 text-sm first:pt-0 last:pb-0"
            >
              <div className="min-w-0">
                <Link
                  to={`/exercises/${encodeURIComponent(exercise.exerciseId)}`}
                  className="font-semibold break-words underline-offset-4 hover:underline"
                >
                  {exercise.exerciseName}
                </Link>{' '}
                <p className="text-xs text-muted-foreground tabular-nums">{exercise.count}</p>
              </div>{' '}
              {exercise.best ? (
                <p className="shrink-0 text-right tabular-nums">
                  <span className="block text-xs text-muted-foreground">Best set</span>{' '}
                  <span className="font-semibold">{exercise.best}</span>
                </p>
              ) : null}
            </li>
          ))}
        </ul>
      ) : (
        <p className="text-sm text-muted-foreground">No sets done this time.</p>
      )}
    </Card>
  );
}

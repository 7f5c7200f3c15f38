import { useMemo } from 'react';
import {
  exerciseCatalog,
  exerciseLabelIn,
  type CatalogEntry,
} from '../../../lib/exercise-catalog.ts';
import { useCustomExercises } from '../../../lib/custom-exercises-query.ts';

/**
 * The library and the user's own exercises (kept offline with the other queries), and
 * `exerciseLabel(id)` for any id a set or a swap names.
 */
export function useExerciseCatalog(): {
  entries: CatalogEntry[];
  exerciseLabel: (id: string) => string;
  isLoading: boolean;
} {
  const query = useCustomExercises();
  const entries = useMemo(() => exerciseCatalog(query.data ?? []), [query.data]);
  return {
    entries,
    exerciseLabel: (id: string) => exerciseLabelIn(entries, id),
    isLoading: query.isPending && query.fetchStatus !== 'idle',
  };
}

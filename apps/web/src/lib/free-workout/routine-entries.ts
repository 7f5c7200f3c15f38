import { useMemo } from 'react';
import { useCustomExercises } from '../custom-exercises-query.ts';
import { exerciseCatalog, type CatalogEntry } from '../exercise-catalog.ts';

/** The catalog by exercise id, built once for all of a screen's routines. */
export const catalogById = (catalog: readonly CatalogEntry[]) =>
  new Map(catalog.map((entry) => [entry.exercise.id, entry]));

/** The library and his own exercises (kept offline) by id, for the routines a screen starts. */
export function useCatalogById(): ReadonlyMap<string, CatalogEntry> {
  const custom = useCustomExercises();
  return useMemo(() => catalogById(exerciseCatalog(custom.data ?? [])), [custom.data]);
}

/**
 * A routine's exercises as the catalog knows them, in the routine's order. An id the catalog
 * lacks (his own exercises not yet on this device) is left out: the caller compares the lengths.
 */
export function routineEntries(
  exerciseIds: readonly string[],
  byId: ReadonlyMap<string, CatalogEntry>,
): CatalogEntry[] {
  return exerciseIds.flatMap((id) => byId.get(id) ?? []);
}

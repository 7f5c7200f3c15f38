import type { CatalogEntry } from '../../../lib/exercise-catalog.ts';

/**
 * A routine's exercises as the catalog knows them, in the routine's order. An id the catalog
 * lacks (his own exercises not yet on this device) is left out: the caller compares the lengths.
 */
export function routineEntries(
  exerciseIds: readonly string[],
  catalog: readonly CatalogEntry[],
): CatalogEntry[] {
  const byId = new Map(catalog.map((entry) => [entry.exercise.id, entry]));
  return exerciseIds.flatMap((id) => byId.get(id) ?? []);
}

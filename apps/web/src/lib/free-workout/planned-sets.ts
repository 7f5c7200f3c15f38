import type { CatalogEntry } from '../exercise-catalog.ts';

/** Sets per exercise id, as he set them for a routine or an empty workout (decision 078). */
export type PlannedSets = Readonly<Record<string, number>>;

/** How many sets `entry` starts with: as he set it, else its default. */
export const plannedSetsOf = (entry: CatalogEntry, sets: PlannedSets | undefined) =>
  sets?.[entry.exercise.id] ?? entry.exercise.defaultSets;

/**
 * The sets to save or send: one count per picked exercise, none for one since removed (the
 * server refuses sets for an exercise not picked).
 */
export function plannedSetsFor(picked: readonly CatalogEntry[], sets: PlannedSets | undefined) {
  return Object.fromEntries(picked.map((entry) => [entry.exercise.id, plannedSetsOf(entry, sets)]));
}

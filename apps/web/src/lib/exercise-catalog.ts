/**
 * The exercises a picker offers (decision 038): the library's and the user's own, read by the
 * custom exercises feature and the workout import alike.
 */

import { EXERCISES } from '@grandfit/shared/domain/programme/exercises.ts';
import { customExerciseAsExercise } from '@grandfit/shared/domain/programme/custom-exercise.ts';
import type { Exercise, ExerciseCategory } from '@grandfit/shared/domain/programme/types.ts';
import type { CustomExercise } from '@grandfit/shared/schemas/custom-exercises.ts';
import type { CustomExerciseKind } from '@grandfit/shared/schemas/workout-import.ts';
import { compareNames } from '@grandfit/shared/domain/compare-names.ts';

/** One exercise a picker offers: the library's, or the user's own. */
export interface CatalogEntry {
  exercise: Exercise;
  /** The user's own exercise (its kind and equipment as entered). */
  custom: { kind: CustomExerciseKind; equipment: string | null } | null;
  /** What the list says under the name: "Barbell", "Your exercise · Sled". */
  detail: string;
}

const CATEGORY_LABEL: Record<ExerciseCategory, string> = {
  barbell: 'Barbell',
  dumbbell: 'Dumbbell',
  kettlebell: 'Kettlebell',
  bodyweight: 'Bodyweight',
  carry: 'Carry',
  stability: 'Stability',
  cardio: 'Cardio',
  machine: 'Machine',
};

export const KIND_LABEL: Record<CustomExerciseKind, string> = {
  weighted: 'Weighted',
  bodyweight: 'Bodyweight',
  assisted: 'Assisted',
  timed: 'Timed',
  cardio: 'Cardio',
};

/** The user's exercises first (they are what a user looks for), then the library by name. */
export function exerciseCatalog(custom: readonly CustomExercise[]): CatalogEntry[] {
  const own = custom.map((item) => ({
    exercise: customExerciseAsExercise(item),
    custom: { kind: item.kind, equipment: item.equipment },
    detail: ['Your exercise', KIND_LABEL[item.kind], item.equipment].filter(Boolean).join(' · '),
  }));
  const library = [...EXERCISES]
    .sort((a, b) => compareNames(a.name, b.name))
    .map((exercise) => ({ exercise, custom: null, detail: CATEGORY_LABEL[exercise.category] }));
  return [...own, ...library];
}

/** The name of an exercise id, from the catalog; the id itself when neither knows it. */
export function exerciseLabelIn(catalog: readonly CatalogEntry[], id: string): string {
  return catalog.find((entry) => entry.exercise.id === id)?.exercise.name ?? id;
}

/** Lower case, accents and punctuation gone: "Bench Press (Barbell)" -> "bench press barbell". */
export function normalizeName(text: string): string {
  return text
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, ' ')
    .trim();
}

/**
 * The items whose text holds every word typed, in any order; names starting with the query
 * first, then by name. An empty query keeps them all, in their order.
 */
export function searchByWords<T>(
  items: readonly T[],
  query: string,
  nameOf: (item: T) => string,
  detailOf: (item: T) => string = () => '',
): T[] {
  const words = normalizeName(query).split(' ').filter(Boolean);
  if (words.length === 0) return [...items];
  const wanted = words.join(' ');
  const hits = items.filter((item) => {
    const text = `${normalizeName(nameOf(item))} ${normalizeName(detailOf(item))}`;
    return words.every((word) => text.includes(word));
  });
  const rank = (item: T) => (normalizeName(nameOf(item)).startsWith(wanted) ? 0 : 1);
  return hits.sort((a, b) => rank(a) - rank(b) || compareNames(nameOf(a), nameOf(b)));
}

/** Entries whose name or detail holds every word of the query, in any order. */
export const searchCatalog = (catalog: readonly CatalogEntry[], query: string): CatalogEntry[] =>
  searchByWords(
    catalog,
    query,
    (entry) => entry.exercise.name,
    (entry) => entry.detail,
  );

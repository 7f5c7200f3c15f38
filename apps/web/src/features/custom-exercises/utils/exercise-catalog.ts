import { EXERCISES } from '@grandfit/shared/domain/programme/exercises.ts';
import { customExerciseAsExercise } from '@grandfit/shared/domain/programme/custom-exercise.ts';
import type { Exercise, ExerciseCategory } from '@grandfit/shared/domain/programme/types.ts';
import type { CustomExercise } from '@grandfit/shared/schemas/custom-exercises.ts';
import type { CustomExerciseKind } from '@grandfit/shared/schemas/workout-import.ts';
import type { WorkoutExercise } from '@grandfit/shared/schemas/training.ts';
import type { WeightUnit } from '@grandfit/shared/domain/units/weight.ts';

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
    .sort((a, b) => a.name.localeCompare(b.name))
    .map((exercise) => ({ exercise, custom: null, detail: CATEGORY_LABEL[exercise.category] }));
  return [...own, ...library];
}

/** The name of an exercise id, from the catalog; the id itself when neither knows it. */
export function exerciseLabelIn(catalog: readonly CatalogEntry[], id: string): string {
  return catalog.find((entry) => entry.exercise.id === id)?.exercise.name ?? id;
}

const normalise = (text: string) =>
  text
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase();

/** Entries whose name or detail holds every word of the query, in any order. */
export function searchCatalog(catalog: readonly CatalogEntry[], query: string): CatalogEntry[] {
  const words = normalise(query).split(/\s+/).filter(Boolean);
  if (words.length === 0) return [...catalog];
  return catalog.filter((entry) => {
    const text = normalise(`${entry.exercise.name} ${entry.detail}`);
    return words.every((word) => text.includes(word));
  });
}

/** A first target for an exercise added to a session: what the programme's defaults would be. */
const FIRST_TARGET: Record<Exercise['unit'], number> = { reps: 10, seconds: 30, minutes: 10 };

/** An exercise added during a session, shaped like a planned one for the active workout. */
export function addedWorkoutExercise(entry: CatalogEntry, weightUnit: WeightUnit): WorkoutExercise {
  const { exercise } = entry;
  return {
    id: exercise.id,
    name: exercise.name,
    sets: exercise.defaultSets,
    targetReps: FIRST_TARGET[exercise.unit],
    unit: exercise.unit,
    targetRir: exercise.unit === 'reps' ? 2 : null,
    // The coach's recommendation (asked for by the screen) fills the weight in.
    targetWeight: 0,
    weightUnit,
    barbell: exercise.category === 'barbell',
    cardio: exercise.category === 'cardio',
    restSeconds: exercise.restSeconds,
    notes: '',
    formCues: exercise.formCues,
    perSide: exercise.perSide ?? false,
    loaded: exercise.loaded,
    swappedFrom: null,
  };
}

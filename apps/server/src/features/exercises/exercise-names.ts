/**
 * What the API answers name an exercise by: the library's name, or the user's own name for a
 * custom exercise (`custom-<uuid>`, decision 037), which only the database knows. One read per
 * answer, however many ids, and only of the asking user's exercises.
 */
import { exerciseById } from '@grandfit/shared/domain/programme/exercises.ts';
import type {
  Exercise,
  ExerciseCategory,
  ExerciseUnit,
} from '@grandfit/shared/domain/programme/types.ts';
import { customExerciseAsExercise } from '@grandfit/shared/domain/programme/custom-exercise.ts';
import { isCustomExerciseId } from '@grandfit/shared/schemas/custom-exercises.ts';
import { scoringOf, type Scoring } from '@grandfit/shared/domain/records/records.ts';
import type { CustomExerciseKind } from '@grandfit/shared/schemas/workout-import.ts';
import type { Db } from '../../db/client.ts';
import { resolveExercises } from '../custom-exercises/custom-exercises.service.ts';

/** What the screens need of an exercise besides its id. */
export interface ExerciseInfo {
  name: string;
  /** What `reps` counts. */
  unit: ExerciseUnit;
  /** Lifted with a load (e1RM, volume); false for bodyweight, timed and cardio work. */
  loaded: boolean;
  /** Its weight is help: a band or the assisted machine (decision 083). */
  assisted: boolean;
  /** The library's; a custom exercise's from its kind (only 'cardio' changes a figure: setWork). */
  category: ExerciseCategory;
  custom: boolean;
}

const infoOf = (exercise: Exercise, custom: boolean): ExerciseInfo => ({
  name: exercise.name,
  unit: exercise.unit,
  loaded: exercise.loaded,
  assisted: exercise.assisted === true,
  category: exercise.category,
  custom,
});

/** How a custom exercise's sets read (decision 038's mapping of its kind). */
export const customExerciseInfo = (name: string, kind: CustomExerciseKind): ExerciseInfo =>
  infoOf(customExerciseAsExercise({ id: '', name, kind, restSeconds: 0 }), true);

/**
 * The known exercises among `ids`: the library's, and those of the user's custom exercises. An
 * id neither knows (a custom exercise deleted since, or another user's) is left out, so the caller
 * decides how to show it.
 */
export async function exerciseInfos(
  db: Db,
  userId: string,
  ids: Iterable<string>,
): Promise<Map<string, ExerciseInfo>> {
  const resolved = await resolveExercises(db, userId, [...ids]);
  return new Map(
    [...resolved].map(([id, exercise]) => [id, infoOf(exercise, isCustomExerciseId(id))]),
  );
}

/**
 * How the exercise's sets are scored (records.ts `Scoring`): one read for a custom exercise, none
 * for the library's. An exercise neither knows scores as a loaded lift.
 */
export async function scoringOfExercise(
  db: Db,
  userId: string,
  exerciseId: string,
): Promise<Scoring> {
  const library = exerciseById(exerciseId);
  if (library) return scoringOf(library);
  const info = (await exerciseInfos(db, userId, [exerciseId])).get(exerciseId);
  return info ? scoringOf(info) : 'reps';
}

/** The name of each of `ids`: the library's or the user's custom one, else the id itself. */
export async function exerciseNames(
  db: Db,
  userId: string,
  ids: Iterable<string>,
): Promise<Map<string, string>> {
  const list = [...new Set(ids)];
  const infos = await exerciseInfos(db, userId, list);
  return new Map(list.map((id) => [id, infos.get(id)?.name ?? id]));
}

/**
 * What the API answers name an exercise by: the library's name, or the user's own name for a
 * custom exercise (`custom-<uuid>`, decision 037), which only the database knows. One read per
 * answer, however many ids, and only of the asking user's exercises.
 */
import { and, eq, inArray } from 'drizzle-orm';
import { exerciseById } from '@grandfit/shared/domain/programme/exercises.ts';
import type { ExerciseCategory, ExerciseUnit } from '@grandfit/shared/domain/programme/types.ts';
import {
  CUSTOM_EXERCISE_PREFIX,
  isCustomExerciseId,
} from '@grandfit/shared/schemas/custom-exercises.ts';
import type { CustomExerciseKind } from '@grandfit/shared/schemas/workout-import.ts';
import type { Db } from '../../db/client.ts';
import { customExercises } from '../../db/schema/training.ts';
import { isUuid } from '../../http/uuid.ts';

/** What the screens need of an exercise besides its id. */
export interface ExerciseInfo {
  name: string;
  /** What `reps` counts. */
  unit: ExerciseUnit;
  /** Lifted with a load (e1RM, volume); false for bodyweight, timed and cardio work. */
  loaded: boolean;
  /** The library's; a custom exercise's from its kind (only 'cardio' changes a figure: setWork). */
  category: ExerciseCategory;
  custom: boolean;
}

/**
 * How a custom exercise's sets read: timed work counts seconds, cardio minutes (as the library's
 * timed and cardio exercises do), the rest reps.
 */
export function customExerciseInfo(name: string, kind: CustomExerciseKind): ExerciseInfo {
  return {
    name,
    unit: kind === 'timed' ? 'seconds' : kind === 'cardio' ? 'minutes' : 'reps',
    loaded: kind === 'weighted',
    category: kind === 'cardio' ? 'cardio' : kind === 'weighted' ? 'machine' : 'bodyweight',
    custom: true,
  };
}

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
  const found = new Map<string, ExerciseInfo>();
  const custom: string[] = [];
  for (const id of new Set(ids)) {
    const exercise = exerciseById(id);
    if (exercise) {
      found.set(id, {
        name: exercise.name,
        unit: exercise.unit,
        loaded: exercise.loaded,
        category: exercise.category,
        custom: false,
      });
    } else if (isCustomExerciseId(id)) {
      const uuid = id.slice(CUSTOM_EXERCISE_PREFIX.length);
      // Anything else is not a custom id and must not reach the uuid column.
      if (isUuid(uuid)) custom.push(uuid);
    }
  }
  if (custom.length > 0) {
    const rows = await db
      .select({ id: customExercises.id, name: customExercises.name, kind: customExercises.kind })
      .from(customExercises)
      .where(and(eq(customExercises.userId, userId), inArray(customExercises.id, custom)));
    for (const row of rows) {
      found.set(`${CUSTOM_EXERCISE_PREFIX}${row.id}`, customExerciseInfo(row.name, row.kind));
    }
  }
  return found;
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

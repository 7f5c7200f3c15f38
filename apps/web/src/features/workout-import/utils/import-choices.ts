import { EXERCISES } from '@grandfit/shared/domain/programme/exercises.ts';
import { searchByWords } from '../../../lib/exercise-catalog.ts';
import type { CustomExercise } from '@grandfit/shared/schemas/custom-exercises.ts';
import type {
  CustomExerciseKind,
  ExerciseChoice,
  ImportedExerciseName,
  WorkoutImportFormat,
  WorkoutImportPreview,
} from '@grandfit/shared/schemas/workout-import.ts';
import { formatGrouped } from '@grandfit/shared/domain/numbers.ts';

/** An exercise a source name can be matched to: one of the library's, or one of the user's own. */
export interface ExerciseOption {
  id: string;
  name: string;
  /** The library's category, or the custom exercise's kind. */
  group: string;
  custom: boolean;
}

/** What the user settled for one name of the file. */
export type NameChoice =
  | {
      type: 'existing';
      exerciseId: string;
      name: string;
      custom: boolean;
      /** How it was chosen, for the badge: the server's match, or the user's own pick. */
      origin: 'match' | 'user';
      confidence: number;
      remembered: boolean;
    }
  | { type: 'new'; name: string; kind: CustomExerciseKind };

export const FORMAT_LABELS: Record<WorkoutImportFormat, string> = {
  'strong-semicolon': 'Strong (semicolon export)',
  'strong-comma': 'Strong (comma export)',
  hevy: 'Hevy',
  liftosaur: 'Liftosaur',
};

/** "1 set", "2,000 sets": files run to six figures, so counts get their thousands separator. */
export function counted(count: number, one: string, many = `${one}s`): string {
  return `${formatGrouped(count)} ${count === 1 ? one : many}`;
}

/** The longest custom exercise name the server takes (customExerciseInputSchema). */
export const CUSTOM_NAME_MAX = 80;

/** A file's name made into a custom exercise's default name. */
export const customNameOf = (name: string) => name.trim().slice(0, CUSTOM_NAME_MAX);

/** What the preview proposes for each name: its match, or a new custom exercise of its kind. */
export function initialChoices(preview: WorkoutImportPreview): Map<string, NameChoice> {
  return new Map(preview.exercises.map((exercise) => [exercise.name, proposedChoice(exercise)]));
}

export function proposedChoice(exercise: ImportedExerciseName): NameChoice {
  const { match } = exercise;
  if (!match) return { type: 'new', name: customNameOf(exercise.name), kind: exercise.kind };
  return {
    type: 'existing',
    exerciseId: match.exerciseId,
    name: match.name,
    custom: match.custom,
    origin: 'match',
    confidence: match.confidence,
    remembered: match.remembered,
  };
}

/** The badge beside a name: how sure the match is, or what becomes of it. */
export function choiceBadge(choice: NameChoice): string {
  if (choice.type === 'new') return 'New custom exercise';
  if (choice.origin === 'user') return 'Your choice';
  if (choice.remembered) return 'Remembered';
  return `${Math.round(choice.confidence * 100)} %`;
}

/**
 * The commit's exercise list: every name, stated, so what is imported is exactly what the
 * preview showed (a name left out would fall back to the server's own match).
 */
export function commitExercises(
  preview: WorkoutImportPreview,
  choices: ReadonlyMap<string, NameChoice>,
): ExerciseChoice[] {
  return preview.exercises.map((exercise) => {
    const choice = choices.get(exercise.name) ?? proposedChoice(exercise);
    return choice.type === 'existing'
      ? { name: exercise.name, exerciseId: choice.exerciseId }
      : { name: exercise.name, custom: { name: choice.name.trim(), kind: choice.kind } };
  });
}

/** Names whose new custom exercise has no name yet: the import waits for one. */
export const unnamedCustom = (choices: ReadonlyMap<string, NameChoice>) =>
  [...choices.entries()]
    .filter(([, choice]) => choice.type === 'new' && choice.name.trim() === '')
    .map(([name]) => name);

/** The library, then the user's own exercises, as options of the match picker. */
export function exerciseOptions(custom: readonly CustomExercise[] = []): ExerciseOption[] {
  return [
    ...EXERCISES.map((exercise) => ({
      id: exercise.id,
      name: exercise.name,
      group: exercise.category,
      custom: false,
    })),
    ...custom.map((exercise) => ({
      id: exercise.id,
      name: exercise.name,
      group: exercise.kind,
      custom: true,
    })),
  ];
}

/**
 * The options whose name (or group) holds every word typed, in any order; names starting with
 * the query first, then by name. An empty query lists them all.
 */
export const searchExerciseOptions = (options: readonly ExerciseOption[], query: string) =>
  searchByWords(
    options,
    query,
    (option) => option.name,
    (option) => option.group,
  );

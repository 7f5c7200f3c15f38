import { PRODUCT_NAME } from '@grandfit/shared/constants.ts';
import { formatFigure } from '../../../lib/format.ts';

export interface WorkoutShareInput {
  workoutName: string;
  /** "42 min", as the summary shows it. */
  duration: string;
  setsDone: number;
  /** Weight × reps of the session's lifts, in `weightUnit`; 0 leaves it out. */
  volume: number;
  weightUnit: string;
  /** The session's records: the exercise and describeRecord's text. */
  records: ReadonlyArray<{ exerciseName: string; text: string }>;
}

/**
 * The finish summary's Share text (decision 071), from the session's own figures only: "Foundation
 * A: Squat & Push done: 42 min, 10 sets, 4,250 lb lifted. New records: Goblet Squat (Heaviest
 * weight: 35 lb). Trained with GrandFit."
 */
export function workoutShareText(input: WorkoutShareInput): string {
  const sets = `${input.setsDone} ${input.setsDone === 1 ? 'set' : 'sets'}`;
  const figures = [input.duration, sets];
  if (input.volume > 0) figures.push(`${formatFigure(input.volume)} ${input.weightUnit} lifted`);
  const parts = [`${input.workoutName} done: ${figures.join(', ')}.`];
  if (input.records.length > 0) {
    // One exercise once, with all its records: "Goblet Squat (Heaviest weight: 40 lb; Best e1RM…)".
    const byExercise = new Map<string, string[]>();
    for (const record of input.records) {
      byExercise.set(record.exerciseName, [
        ...(byExercise.get(record.exerciseName) ?? []),
        record.text,
      ]);
    }
    const records = [...byExercise].map(([name, texts]) => `${name} (${texts.join('; ')})`);
    parts.push(
      `${input.records.length === 1 ? 'New record' : 'New records'}: ${records.join(', ')}.`,
    );
  }
  parts.push(`Trained with ${PRODUCT_NAME}.`);
  return parts.join(' ');
}

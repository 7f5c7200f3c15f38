/**
 * The figures of a finished session (issue 16 point 4), one definition for the device (the finish
 * summary, computed from the session's own state so it works offline) and the server (the same
 * figures for the last time the workout was done). Volume counts only weight x reps of rep work
 * (issue 16 point 8): timed work is time under load, cardio is minutes.
 */
import type { ExerciseUnit } from '../programme/types.ts';
import { convertWeight, displayNumber, type WeightUnit } from '../units/weight.ts';

export interface SummarySet {
  exerciseUnit: ExerciseUnit;
  weight: number | null;
  /** The unit the set was entered in; 'lb' when absent (sets from before units). */
  weightUnit?: WeightUnit;
  /** Reps, seconds or minutes as the exercise counts. */
  reps: number | null;
  skipped: boolean;
  setType?: string;
}

export interface SessionFigures {
  /** Sets performed (not skipped; warm-ups included: they were done). */
  setsDone: number;
  setsSkipped: number;
  /** Weight x reps of loaded rep sets, warm-ups excluded, in `weightUnit`. */
  volume: number;
  weightUnit: WeightUnit;
  /** Seconds of timed sets (holds, carries, planks), loaded or not. */
  timeUnderLoadSeconds: number;
  cardioMinutes: number;
}

export function sessionFigures(sets: readonly SummarySet[], to: WeightUnit): SessionFigures {
  const figures: SessionFigures = {
    setsDone: 0,
    setsSkipped: 0,
    volume: 0,
    weightUnit: to,
    timeUnderLoadSeconds: 0,
    cardioMinutes: 0,
  };
  for (const set of sets) {
    if (set.skipped || set.reps === null) {
      figures.setsSkipped++;
      continue;
    }
    figures.setsDone++;
    const amount = Math.max(0, set.reps);
    if (set.exerciseUnit === 'seconds') figures.timeUnderLoadSeconds += amount;
    else if (set.exerciseUnit === 'minutes') figures.cardioMinutes += amount;
    else if (set.setType !== 'warmup' && (set.weight ?? 0) > 0) {
      figures.volume += convertWeight(set.weight!, set.weightUnit ?? 'lb', to) * amount;
    }
  }
  figures.volume = displayNumber(figures.volume, 1);
  return figures;
}

/** "+250 lb (+12%)", "-2 sets", "same": this session against the last one. */
export function changeOf(now: number, before: number): { delta: number; percent: number | null } {
  const delta = displayNumber(now - before, 1);
  return { delta, percent: before > 0 ? Math.round(((now - before) / before) * 100) : null };
}

/**
 * The figures of a finished session
 * (docs/decisions/025-training-log-history-records-corrections.md), one definition for the device
 * (the finish summary, computed from the session's own state so it works offline) and the server
 * (the same figures for the last time the workout was done). Volume counts only weight x reps of
 * rep work (docs/product.md#volume-definition): timed work is time under load, cardio is minutes.
 */
import type { ExerciseUnit } from '../programme/types.ts';
import { exerciseById } from '../programme/exercises.ts';
import { setWork } from '../progress/volume.ts';
import { isWarmUp } from '../warm-up.ts';
import { displayNumber, type WeightUnit } from '../units/weight.ts';

export interface SummarySet {
  exerciseId: string;
  /** The exercise's unit, for an exercise the library does not know. */
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
  /**
   * Working sets performed: not skipped, not warm-ups, which never count (decision 051). Shown
   * against the plan's sets ("2 / 10"), as History counts them.
   */
  setsDone: number;
  setsSkipped: number;
  /** Weight x reps of loaded rep sets, warm-ups excluded, in `weightUnit` (setWork's load). */
  volume: number;
  weightUnit: WeightUnit;
  /** Seconds of timed work (holds, carries, planks): setWork's time under load. */
  timeUnderLoadSeconds: number;
  /** Minutes of cardio (rides, walks, runs); a ruck is loaded carrying: time under load. */
  cardioMinutes: number;
}

/** The session's figures; volume and time under load are the one definition of setWork. */
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
    if (!isWarmUp(set)) figures.setsDone++;
    const exercise = exerciseById(set.exerciseId) ?? {
      unit: set.exerciseUnit,
      category: set.exerciseUnit === 'minutes' ? 'cardio' : 'bodyweight',
    };
    // Cardio is endurance time, which setWork leaves out of both volume and time under load.
    if (exercise.category === 'cardio' && exercise.unit === 'minutes') {
      figures.cardioMinutes += Math.max(0, set.reps);
    }
    const work = setWork(
      { ...set, weightUnit: set.weightUnit ?? 'lb', setType: set.setType ?? 'normal' },
      exercise,
      to,
    );
    figures.volume += work.load;
    figures.timeUnderLoadSeconds += work.timeUnderLoadSeconds;
  }
  figures.volume = displayNumber(figures.volume, 1);
  return figures;
}

/** "+250 lb (+12%)", "-2 sets", "same": this session against the last one. */
export function changeOf(now: number, before: number): { delta: number; percent: number | null } {
  const delta = displayNumber(now - before, 1);
  return { delta, percent: before > 0 ? Math.round(((now - before) / before) * 100) : null };
}

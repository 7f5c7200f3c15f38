/**
 * The volume of a session in History: weight x reps of the working sets of rep-counted exercises
 * (issue 16 point 8). A hold or a carry counts seconds or minutes in its reps field, so a 35 lb
 * carry of 30 s is time under load, never 1,050 "lb" of volume; skipped sets were not lifted and
 * warm-ups are not work.
 */
import type { ExerciseUnit } from '../programme/types.ts';
import { convertWeight, type WeightUnit } from '../units/weight.ts';

export interface VolumeSetFacts {
  weight: number | null;
  reps: number | null;
  skipped: boolean;
  setType: string;
}

/** A set whose weight x reps is volume (before asking what the exercise counts). */
export function isWorkingSet(set: Pick<VolumeSetFacts, 'skipped' | 'setType'>): boolean {
  return !set.skipped && set.setType !== 'warmup';
}

/** One exercise's weight x reps in one unit, summed over its working sets. */
export interface VolumePart {
  exerciseUnit: ExerciseUnit | undefined;
  weightUnit: WeightUnit;
  /** Sum of weight x reps, in `weightUnit`. */
  weightTimesReps: number;
}

/** Adds the parts of rep-counted exercises, each converted from its own unit to `to`. */
export function sessionVolume(parts: Iterable<VolumePart>, to: WeightUnit): number {
  let total = 0;
  for (const part of parts) {
    if ((part.exerciseUnit ?? 'reps') !== 'reps') continue;
    total += convertWeight(part.weightTimesReps, part.weightUnit, to);
  }
  return total;
}

/** The parts of a list of sets (a session's detail), for sessionVolume. */
export function volumeParts(
  sets: Iterable<VolumeSetFacts & { weightUnit: WeightUnit }>,
  exerciseUnit: ExerciseUnit | undefined,
): VolumePart[] {
  const sums = new Map<WeightUnit, number>();
  for (const set of sets) {
    if (!isWorkingSet(set) || set.weight === null || set.reps === null) continue;
    sums.set(set.weightUnit, (sums.get(set.weightUnit) ?? 0) + set.weight * set.reps);
  }
  return [...sums].map(([weightUnit, weightTimesReps]) => ({
    exerciseUnit,
    weightUnit,
    weightTimesReps,
  }));
}

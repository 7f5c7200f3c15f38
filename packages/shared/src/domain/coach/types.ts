/**
 * Inputs and outputs of the built-in coach (docs/product.md#ai-coach-dialog; docs/coach.md).
 * The server maps its rows to the inputs; the outputs are the routes' answers
 * (docs/product.md#training-routes).
 */
import type { WeightUnit } from '../units/weight.ts';
import type { BodyRegion } from './strength.ts';

/**
 * One logged set of one exercise; the plan (`target*`) kept beside the result
 * (docs/product.md#set-logging).
 */
export interface LoggedSet {
  exerciseId: string;
  /** ISO timestamp. */
  performedAt: string;
  /** In `weightUnit`; 0 for bodyweight work. */
  weight: number;
  /** The unit the set was entered in (weight and targetWeight); lb when not given. */
  weightUnit?: WeightUnit;
  /** 0-50 (seconds or minutes for timed exercises). */
  reps: number;
  /** Reps in reserve 0-10; null when the user did not rate the set. */
  rir: number | null;
  targetWeight: number | null;
  targetReps: number | null;
  targetRir: number | null;
  skipped: boolean;
}

/** What `targetReps` counts, as in the exercise library. */
export type TargetUnit = 'reps' | 'seconds' | 'minutes';

/** Today's prescription for one exercise. */
export interface ExerciseTarget {
  exerciseId: string;
  targetReps: number;
  /** null: the default of 2 reps in reserve (docs/product.md#active-workout). */
  targetRir: number | null;
  /** The library's conservative first-time load, lb (0 when not loaded). */
  startingWeightLb: number;
  loaded: boolean;
  /** A band or the assisted machine helps (decision 083): progress is less help, not more load. */
  assisted?: boolean;
  /** Defaults to 'reps'. Timed work (carries, holds) keeps its load instead of using Epley. */
  unit?: TargetUnit;
  /** The lightest load the implement allows, e.g. 45 for an Olympic bar; defaults to one 2.5 lb step. */
  minWeightLb?: number;
  /** strength.ts bodyRegionForPattern(exercise.pattern): sizes the per-session load step. */
  region?: BodyRegion | null;
  /** Journey week 1-52: the Foundation phase takes the smaller steps. */
  week?: number;
}

/** docs/product.md#weight-recommendation. */
export interface ExerciseRecommendation {
  /** In the user's unit, a multiple of the user's step, never negative; 0 for bodyweight work. */
  recommendedWeight: number;
  /** 0..1, derived from the amount and recency of data (confidence.ts). */
  confidence: number;
  reasoning: string;
  /** The last set, its weight in the user's unit. */
  lastPerformed: { weight: number; reps: number; rir: number | null } | null;
}

export type ProgressionAction = 'increase' | 'maintain' | 'deload';

/** docs/product.md#progression-advice. */
export interface ProgressionRecommendation {
  action: ProgressionAction;
  confidence: number;
  reasoning: string;
  timeframe: string;
  recoveryFocus: string[];
}

/** The form analysis (docs/product.md#ai-coach-dialog; decision 036). */
export interface FormAnalysis {
  /**
   * The form score 0-100, from the latest video analysis of the last 6 weeks only: logged numbers
   * cannot see form. Null without one ("no data yet", never a 0).
   */
  overallScore: number | null;
  /** How close logged RIR was to the target, 0-100; null until 3 rated sets, and for cardio. */
  effortAccuracy: number | null;
  feedback: string[];
  recommendations: string[];
  riskFactors: string[];
}

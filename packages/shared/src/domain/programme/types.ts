/**
 * Types of the exercise library and the 52-week programme
 * (docs/decisions/011-training-workouts-sessions-sets.md; docs/programme.md).
 */
import type { JourneyPhase } from '../journey.ts';

export type ExerciseCategory =
  | 'barbell'
  | 'dumbbell'
  | 'kettlebell'
  | 'bodyweight'
  | 'carry'
  | 'stability'
  | 'cardio'
  | 'machine';

export type MovementPattern =
  | 'squat'
  | 'hinge'
  | 'lunge'
  | 'push'
  | 'pull'
  | 'carry'
  | 'core'
  | 'balance'
  | 'mobility'
  | 'cardio';

/** What `targetReps` counts: reps for lifts, seconds for holds, carries and planks, minutes for cardio. */
export type ExerciseUnit = 'reps' | 'seconds' | 'minutes';

export type MainLift = 'squat' | 'deadlift' | 'bench' | 'press' | 'row' | 'pull-up';

export interface Exercise {
  /** Kebab-case slug, stable forever: users' logged sets store it. */
  id: string;
  name: string;
  category: ExerciseCategory;
  pattern: MovementPattern;
  unit: ExerciseUnit;
  /** Takes an external weight, in lb (per dumbbell, kettlebell or hand for pairs). */
  loaded: boolean;
  /**
   * Its weight is help, not load: a band or the assisted machine takes that much off the body, and
   * less of it is progress (decision 083). Never `loaded`.
   */
  assisted?: boolean;
  /** A conservative first-time load for a beginner in his 40s, a multiple of 2.5 lb; 0 when not loaded. */
  startingWeightLb: number;
  defaultSets: number;
  /** 60-120 s. */
  restSeconds: number;
  /** 3-5 short, concrete cues. */
  formCues: string[];
  /** The lift's family for e1RM charts. */
  mainLift?: MainLift;
  /** One side at a time: targets are per side (each arm or leg). */
  perSide?: boolean;
  /**
   * Carried in the hands as the gym's dumbbells or kettlebells (a carry is its own category): its
   * loads keep to their step, as a dumbbell or kettlebell lift's do (decisions 048, 049).
   */
  held?: 'dumbbell' | 'kettlebell';
}

export type SessionType = 'strength' | 'zone2' | 'stability' | 'vo2max';

/** The journey phase number of journey.ts (1 Foundation, 2 Strength, 3 Integration, 4 Mastery). */
export type PhaseNumber = JourneyPhase['number'];

export interface ProgrammedExercise {
  exerciseId: string;
  sets: number;
  /** Reps, or seconds or minutes, per the exercise's unit (per side when the exercise is perSide). */
  targetReps: number;
  /** Reps in reserve for rep work (0-10); null for holds, carries and cardio. */
  targetRir: number | null;
  /** 60-120 s; interval work and recovery are spelled out in `notes`. */
  restSeconds: number;
  notes: string;
}

export interface ProgrammedWorkout {
  /** Deterministic: `w${week}d${day}-${type}`, e.g. "w13d1-strength". */
  id: string;
  /** 1-52. */
  week: number;
  /** 1-7: day 1 is the first day of the journey week (the weekday of the journey start). */
  day: number;
  type: SessionType;
  phase: PhaseNumber;
  name: string;
  description: string;
  durationMinutes: number;
  isDeload: boolean;
  exercises: ProgrammedExercise[];
  /** A free workout's exercises that start joined with the next (decision 084), by index. */
  supersets?: number[];
}

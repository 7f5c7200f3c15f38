import { steppedImplement } from '@grandfit/shared/domain/programme/stepped-implement.ts';
import { recommendWeight } from '@grandfit/shared/domain/coach/exercise-recommendation.ts';
import {
  formMetrics,
  personaliseCues,
  type FormKind,
} from '@grandfit/shared/domain/coach/form-analysis.ts';
import { analyseFormWithVideo } from '@grandfit/shared/domain/coach/video-form.ts';
import {
  cardioProgression,
  recommendProgression,
} from '@grandfit/shared/domain/coach/progression.ts';
import { bodyRegionForPattern } from '@grandfit/shared/domain/coach/strength.ts';
import type { ExerciseTarget, LoggedSet } from '@grandfit/shared/domain/coach/types.ts';
import type { CoachUnits } from '@grandfit/shared/domain/coach/units.ts';
import { barbellLoading, type BarbellLoading } from '@grandfit/shared/domain/units/plates.ts';
import { convertWeight, weightStep } from '@grandfit/shared/domain/units/weight.ts';
import type { UserSettings } from '@grandfit/shared/schemas/settings.ts';
import { journeyDay, programmeWeek } from '@grandfit/shared/domain/programme/programme.ts';
import { firstPrescription } from '@grandfit/shared/domain/programme/free-workout.ts';
import type { Exercise, ProgrammedExercise } from '@grandfit/shared/domain/programme/types.ts';
import type {
  ExerciseRecommendationView,
  FormAnalysisView,
  MovementCuesView,
  ProgressionRecommendationView,
} from '@grandfit/shared/schemas/coach.ts';
import type { Db } from '../../db/client.ts';
import { HttpError } from '../../http/http-error.ts';
import { getSettings } from '../profile/settings.service.ts';
import { readinessFor } from '../recovery/readiness.service.ts';
import { recentSets } from '../training/set-history.ts';
import { prescriptionKey, workoutDate } from '../training/workout.presenter.ts';
import type { TargetWeights } from '../training/training.service.ts';
import { findWorkout } from '../training/user-workouts.ts';
import { lastWorkingReps } from '../training/free-workouts.ts';
import { withSwaps } from '../training/swaps.service.ts';
import { resolveExercise, resolveExercises } from '../custom-exercises/custom-exercises.service.ts';
import { latestVideoAnalysis } from './video-history.ts';

/** The user's unit, kg step and bar: what the coach's loads are rounded to and said in. */
interface UserUnits extends CoachUnits {
  /** The user's bar in lb: no barbell load below it (an Olympic bar, 45 lb / 20 kg, by default). */
  barLb: number;
  /** The loads the user's bar and plates make, in the user's unit. */
  barbell: BarbellLoading;
  /** The dumbbells the user's gym has: whole steps from zero, in the user's unit (decision 048). */
  dumbbell: BarbellLoading;
  /** The kettlebells the user's gym has, the same way (decision 049). */
  kettlebell: BarbellLoading;
}

function unitsOf(settings: UserSettings): UserUnits {
  const kg = settings.units === 'kg';
  const bar = kg ? settings.barWeightKg : settings.barWeightLb;
  const plates = kg ? settings.platesKg : settings.platesLb;
  return {
    unit: settings.units,
    kgStep: settings.weightStepKg,
    barLb: convertWeight(bar, settings.units, 'lb'),
    barbell: barbellLoading(bar, plates, weightStep(settings.units, settings.weightStepKg)),
    dumbbell: { bar: 0, step: kg ? settings.dumbbellStepKg : settings.dumbbellStepLb },
    kettlebell: { bar: 0, step: kg ? settings.kettlebellStepKg : settings.kettlebellStepLb },
  };
}

/**
 * A barbell lift's loads keep to what the bar and plates make, a dumbbell's or a kettlebell's (a
 * carry's as it is held) to the gym's dumbbells or kettlebells; any other's to the user's step.
 */
function unitsFor(exercise: Exercise, units: UserUnits): CoachUnits {
  const { unit, kgStep } = units;
  const implement = steppedImplement(exercise);
  return implement === null ? { unit, kgStep } : { unit, kgStep, loading: units[implement] };
}

/**
 * Assisted work's weight is a band's or a machine's help (decision 083): the form checks, which
 * read load jumps, see its sets without a load.
 */
const withoutHelp = (sets: LoggedSet[], exercise: Pick<Exercise, 'assisted'>) =>
  exercise.assisted === true ? sets.map((set) => ({ ...set, weight: 0 })) : sets;

function targetFor(
  exercise: Exercise,
  prescription: Pick<ProgrammedExercise, 'targetReps' | 'targetRir'> | undefined,
  week: number,
  units: UserUnits,
): ExerciseTarget {
  return {
    exerciseId: exercise.id,
    targetReps: prescription?.targetReps ?? 10,
    targetRir: prescription?.targetRir ?? null,
    startingWeightLb: exercise.startingWeightLb,
    loaded: exercise.loaded,
    ...(exercise.assisted ? { assisted: true } : {}),
    unit: exercise.unit,
    minWeightLb: exercise.category === 'barbell' && units.barLb > 0 ? units.barLb : undefined,
    region: bodyRegionForPattern(exercise.pattern),
    week,
  };
}

/** Cardio is coached by time and heart rate; holds and carries are timed and not rated with RIR. */
function formKind(exercise: Exercise): FormKind {
  if (exercise.category === 'cardio') return 'cardio';
  return exercise.unit === 'reps' ? 'reps' : 'timed';
}

/** A library exercise or one of the user's own; another user's custom exercise is unknown. */
async function knownExercise(db: Db, userId: string, exerciseId: string): Promise<Exercise> {
  const exercise = await resolveExercise(db, userId, exerciseId);
  if (!exercise) throw new HttpError(404, 'Unknown exercise');
  return exercise;
}

type SetRow = Awaited<ReturnType<typeof recentSets>>[number];

/** The coach's view of a stored set; a skipped set has no numbers and is dropped by the coach. */
function toLoggedSet(row: SetRow): LoggedSet {
  return {
    exerciseId: row.exerciseId,
    performedAt: row.performedAt.toISOString(),
    weight: row.weight ?? 0,
    weightUnit: row.weightUnit,
    reps: row.reps ?? 0,
    rir: row.rir,
    targetWeight: row.targetWeight,
    targetReps: row.targetReps,
    targetRir: row.targetRir,
    skipped: row.skipped,
  };
}

/**
 * The built-in coach (docs/product.md#ai-coach-dialog): the user's logged sets and readiness
 * through the pure formulas of packages/shared/src/domain/coach (docs/coach.md).
 */
export function coachService(db: Db) {
  async function history(userId: string, exerciseIds: string[]): Promise<LoggedSet[]> {
    return (await recentSets(db, userId, exerciseIds)).map(toLoggedSet);
  }

  /** Today's readiness, or null when nothing is known (which changes no load). */
  async function readinessScore(userId: string, date: string): Promise<number | null> {
    return (await readinessFor(db, userId, date)).readinessScore;
  }

  async function userUnits(userId: string): Promise<UserUnits> {
    return unitsOf(await getSettings(db, userId));
  }

  async function journeyWeekOf(userId: string, date: string) {
    const { journeyStartDate } = await getSettings(db, userId);
    const { week } = journeyDay(journeyStartDate, date);
    return { week, isDeloadWeek: programmeWeek(week).some((workout) => workout.isDeload) };
  }

  /**
   * Loads for every loaded exercise of some workouts. Readiness adjusts only the workouts dated
   * today: a poor night says nothing about next Friday.
   */
  const targetWeights: TargetWeights = async (userId, rows, date) => {
    const known = await resolveExercises(
      db,
      userId,
      rows.flatMap((row) => row.plan.exercises.map((item) => item.exerciseId)),
    );
    const ids = [...known.values()].filter((exercise) => exercise.loaded).map((e) => e.id);
    const units = await userUnits(userId);
    if (ids.length === 0) return { unit: units.unit, weights: new Map() };
    const [sets, todayScore] = await Promise.all([
      history(userId, ids),
      rows.some((row) => workoutDate(row) === date) ? readinessScore(userId, date) : null,
    ]);
    const now = new Date().toISOString();
    const weights = new Map<string, number>();
    for (const row of rows) {
      const score = workoutDate(row) === date ? todayScore : null;
      for (const item of row.plan.exercises) {
        const exercise = known.get(item.exerciseId);
        const key = prescriptionKey(item);
        if (!exercise?.loaded || weights.has(key)) continue;
        const target = targetFor(exercise, item, row.week, units);
        weights.set(
          key,
          recommendWeight({
            target,
            history: sets,
            readinessScore: score,
            now,
            units: unitsFor(exercise, units),
          }).recommendedWeight,
        );
      }
    }
    return { unit: units.unit, weights };
  };

  return {
    targetWeights,

    async exerciseRecommendation(
      userId: string,
      exerciseId: string,
      options: { workoutId?: string; exerciseIndex?: number; date: string },
    ): Promise<ExerciseRecommendationView> {
      const exercise = await knownExercise(db, userId, exerciseId);
      let prescription: ProgrammedExercise | undefined;
      let added = false;
      let week = (await journeyWeekOf(userId, options.date)).week;
      if (options.workoutId) {
        const row = await findWorkout(db, userId, options.workoutId);
        if (!row) throw new HttpError(404, 'Workout not found');
        // The prescription of the slot a swapped-in exercise fills. An exercise added to the
        // session has none: it targets his last reps of it, as the device does (decision 094).
        const [workout] = await withSwaps(db, userId, [row]);
        prescription = workout!.plan.exercises.find(
          (item, index) =>
            item.exerciseId === exerciseId &&
            (options.exerciseIndex === undefined || index === options.exerciseIndex),
        );
        added = prescription === undefined;
        week = row.week;
      }
      const [sets, score, units, lastReps] = await Promise.all([
        history(userId, [exerciseId]),
        readinessScore(userId, options.date),
        userUnits(userId),
        added ? lastWorkingReps(db, userId, [exerciseId]) : undefined,
      ]);
      if (added) prescription = firstPrescription(exercise, lastReps?.[exerciseId]);
      const recommendation = recommendWeight({
        target: targetFor(exercise, prescription, week, units),
        history: sets,
        readinessScore: score,
        now: new Date().toISOString(),
        units: unitsFor(exercise, units),
      });
      return { exerciseId, weightUnit: units.unit, ...recommendation };
    },

    async progression(
      userId: string,
      exerciseId: string,
      date: string,
    ): Promise<ProgressionRecommendationView> {
      const exercise = await knownExercise(db, userId, exerciseId);
      if (exercise.category === 'cardio') {
        return cardioProgression((await journeyWeekOf(userId, date)).week);
      }
      const [sets, score, journey, units] = await Promise.all([
        history(userId, [exerciseId]),
        readinessScore(userId, date),
        journeyWeekOf(userId, date),
        userUnits(userId),
      ]);
      return recommendProgression({
        units: unitsFor(exercise, units),
        history: sets,
        readinessScore: score,
        week: journey.week,
        isDeloadWeek: journey.isDeloadWeek,
        now: new Date().toISOString(),
        region: bodyRegionForPattern(exercise.pattern),
        ...(exercise.assisted ? { assisted: true } : {}),
      });
    },

    async movementCues(userId: string, exerciseId: string): Promise<MovementCuesView> {
      const exercise = await knownExercise(db, userId, exerciseId);
      const sets = withoutHelp(await history(userId, [exerciseId]), exercise);
      const metrics = formMetrics({ history: sets, now: new Date().toISOString() });
      return { cues: personaliseCues(exercise.formCues, metrics) };
    },

    async formAnalysis(userId: string, exerciseId: string): Promise<FormAnalysisView> {
      const exercise = await knownExercise(db, userId, exerciseId);
      const [sets, video, units] = await Promise.all([
        history(userId, [exerciseId]),
        latestVideoAnalysis(db, userId, exerciseId),
        userUnits(userId),
      ]);
      return analyseFormWithVideo({
        history: withoutHelp(sets, exercise),
        now: new Date().toISOString(),
        video,
        units: unitsFor(exercise, units),
        kind: formKind(exercise),
      });
    },
  };
}
export type CoachService = ReturnType<typeof coachService>;

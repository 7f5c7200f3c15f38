import { asc, eq, inArray, sql } from 'drizzle-orm';
import { stringify } from 'csv-stringify/sync';
import { APP_VERSION, PRODUCT_NAME } from '@grandfit/shared/constants.ts';
import { customExerciseId } from '@grandfit/shared/domain/programme/custom-exercise.ts';
import type { Db } from '../../db/client.ts';
import {
  bodyMeasurements,
  bodyWeights,
  healthImports,
  healthMetrics,
  healthPlatformConnections,
  readinessCheckins,
} from '../../db/schema/recovery.ts';
import {
  cardioSummaries,
  customExercises,
  exerciseNotes,
  routines,
  exerciseRests,
  exerciseMappings,
  exerciseSwaps,
  workoutSessions,
  workoutSets,
  workouts,
} from '../../db/schema/training.ts';
import { goals, progressPhotos, quarterlyTests } from '../../db/schema/journey.ts';
import {
  leapCorrections,
  leapEntries,
  mealFoods,
  meals,
  recipeIngredients,
  recipes,
  symptoms,
} from '../../db/schema/nutrition.ts';
import { breathingSessions } from '../../db/schema/breathing.ts';
import { videoAnalyses, videos } from '../../db/schema/video.ts';
import type { SessionType } from '@grandfit/shared/domain/programme/types.ts';
import { displayWeight, type WeightUnit } from '@grandfit/shared/domain/units/weight.ts';
import type { SessionUser } from '../../auth/sessions.ts';
import { toAuthUser } from '../users/users.presenter.ts';
import { getSettings } from './settings.service.ts';
import { exerciseNames } from '../exercises/exercise-names.ts';

async function healthRows(db: Db, userId: string) {
  return db
    .select()
    .from(healthMetrics)
    .where(eq(healthMetrics.userId, userId))
    .orderBy(asc(healthMetrics.date), asc(healthMetrics.source));
}

async function checkinRows(db: Db, userId: string) {
  return db
    .select()
    .from(readinessCheckins)
    .where(eq(readinessCheckins.userId, userId))
    .orderBy(asc(readinessCheckins.date));
}

async function weighInRows(db: Db, userId: string) {
  return db
    .select({ date: bodyWeights.date, weightKg: bodyWeights.weightKg })
    .from(bodyWeights)
    .where(eq(bodyWeights.userId, userId))
    .orderBy(asc(bodyWeights.date));
}

async function measurementRows(db: Db, userId: string) {
  return db
    .select({
      kind: bodyMeasurements.kind,
      date: bodyMeasurements.date,
      value: bodyMeasurements.value,
    })
    .from(bodyMeasurements)
    .where(eq(bodyMeasurements.userId, userId))
    .orderBy(asc(bodyMeasurements.kind), asc(bodyMeasurements.date));
}

async function importRows(db: Db, userId: string) {
  return db
    .select()
    .from(healthImports)
    .where(eq(healthImports.userId, userId))
    .orderBy(asc(healthImports.importedAt));
}

/**
 * Every set the user logged, oldest first, with its workout and session. A set imported from
 * another app (decision 037) has no workout: its session's source app and name stand instead.
 */
async function trainingRows(db: Db, userId: string) {
  return db
    .select({
      set: workoutSets,
      workoutName: sql<
        string | null
      >`coalesce(${workouts.plan}->>'name', ${workoutSessions.title})`,
      // A free workout (decision 075) is no programme day: no week or day, like an imported one.
      week: sql<number | null>`case when ${workouts.free} then null else ${workouts.week}::int end`,
      day: sql<number | null>`case when ${workouts.free} then null else ${workouts.day}::int end`,
      type: sql<SessionType>`coalesce(${workouts.type}, 'strength')`,
      source: workoutSessions.source,
      sessionStartedAt: workoutSessions.startedAt,
      sessionCompletedAt: workoutSessions.completedAt,
      // A cardio set's heart-rate summary (decision 033), null for the others.
      cardio: cardioSummaries,
    })
    .from(workoutSets)
    .innerJoin(workoutSessions, eq(workoutSessions.id, workoutSets.sessionId))
    .leftJoin(workouts, eq(workouts.id, workoutSets.workoutId))
    .leftJoin(cardioSummaries, eq(cardioSummaries.setId, workoutSets.id))
    .where(eq(workoutSets.userId, userId))
    .orderBy(asc(workoutSets.performedAt), asc(workoutSets.setNumber));
}

/**
 * The user's own exercises, the import names mapped to exercises, the swaps (decision 037), his
 * notes on exercises (decision 052), his rest for them (decision 059) and his routines (decision
 * 076).
 */
async function exerciseRows(db: Db, userId: string) {
  const [custom, mappings, swaps, notes, rests, ownRoutines] = await Promise.all([
    db
      .select()
      .from(customExercises)
      .where(eq(customExercises.userId, userId))
      .orderBy(asc(customExercises.createdAt)),
    db
      .select()
      .from(exerciseMappings)
      .where(eq(exerciseMappings.userId, userId))
      .orderBy(asc(exerciseMappings.sourceName)),
    db
      .select()
      .from(exerciseSwaps)
      .where(eq(exerciseSwaps.userId, userId))
      .orderBy(asc(exerciseSwaps.createdAt)),
    db
      .select()
      .from(exerciseNotes)
      .where(eq(exerciseNotes.userId, userId))
      .orderBy(asc(exerciseNotes.exerciseId)),
    db
      .select()
      .from(exerciseRests)
      .where(eq(exerciseRests.userId, userId))
      .orderBy(asc(exerciseRests.exerciseId)),
    db.select().from(routines).where(eq(routines.userId, userId)).orderBy(asc(routines.createdAt)),
  ]);
  return {
    customExercises: custom.map(({ id, ...row }) => ({
      ...withoutOwner(row),
      id: customExerciseId(id),
    })),
    exerciseMappings: mappings.map(withoutOwner),
    exerciseSwaps: swaps.map(withoutOwner),
    exerciseNotes: notes.map(withoutOwner),
    exerciseRests: rests.map(withoutOwner),
    routines: ownRoutines.map(withoutOwner),
  };
}

/**
 * Text a spreadsheet would run as a formula (=, +, -, @, tab or CR first) is kept as text with a
 * leading apostrophe: names from another app's file or the user's own exercises are user text.
 */
export function spreadsheetText(text: string | null): string | null {
  return text !== null && /^[=+\-@\t\r]/.test(text) ? `'${text}` : text;
}

/** The link itself, never its tokens: they are only usable by GrandFit's server. */
async function platformConnection(db: Db, userId: string) {
  const [row] = await db
    .select({
      platform: healthPlatformConnections.platform,
      scope: healthPlatformConnections.scope,
      connectedAt: healthPlatformConnections.connectedAt,
    })
    .from(healthPlatformConnections)
    .where(eq(healthPlatformConnections.userId, userId));
  return row ?? null;
}

/** Drops the owner's id from a row: every row of an export is the exporter's. */
function withoutOwner<Row extends { userId: string }>({ userId: _userId, ...row }: Row) {
  return row;
}

/**
 * The rest of the user's own data, each table filtered on the user, oldest first: decathlon goals
 * and tests, progress photos (their metadata; the files stay downloadable one by one), the LEAP
 * list and the user's corrections of it, meals with their foods, symptoms, saved recipes with their ingredients, breathing sessions,
 * exercise videos (metadata) and their form analyses.
 */
async function journeyAndLifestyleRows(db: Db, userId: string) {
  const [
    goalRows,
    testRows,
    photoRows,
    leapRows,
    correctionRows,
    mealRows,
    mealFoodRows,
    symptomRows,
    recipeRows,
    breathingRows,
    videoRows,
    videoAnalysisRows,
  ] = await Promise.all([
    db.select().from(goals).where(eq(goals.userId, userId)).orderBy(asc(goals.position)),
    db
      .select()
      .from(quarterlyTests)
      .where(eq(quarterlyTests.userId, userId))
      .orderBy(asc(quarterlyTests.testDate)),
    db
      .select()
      .from(progressPhotos)
      .where(eq(progressPhotos.userId, userId))
      .orderBy(asc(progressPhotos.takenOn)),
    db
      .select()
      .from(leapEntries)
      .where(eq(leapEntries.userId, userId))
      .orderBy(asc(leapEntries.name)),
    db
      .select()
      .from(leapCorrections)
      .where(eq(leapCorrections.userId, userId))
      .orderBy(asc(leapCorrections.createdAt)),
    db.select().from(meals).where(eq(meals.userId, userId)).orderBy(asc(meals.loggedAt)),
    db
      .select()
      .from(mealFoods)
      .where(eq(mealFoods.userId, userId))
      .orderBy(asc(mealFoods.mealId), asc(mealFoods.position)),
    db.select().from(symptoms).where(eq(symptoms.userId, userId)).orderBy(asc(symptoms.occurredAt)),
    db.select().from(recipes).where(eq(recipes.userId, userId)).orderBy(asc(recipes.createdAt)),
    db
      .select()
      .from(breathingSessions)
      .where(eq(breathingSessions.userId, userId))
      .orderBy(asc(breathingSessions.startedAt)),
    db.select().from(videos).where(eq(videos.userId, userId)).orderBy(asc(videos.createdAt)),
    db
      .select()
      .from(videoAnalyses)
      .where(eq(videoAnalyses.userId, userId))
      .orderBy(asc(videoAnalyses.createdAt)),
  ]);
  const ingredientRows = recipeRows.length
    ? await db
        .select()
        .from(recipeIngredients)
        .where(
          inArray(
            recipeIngredients.recipeId,
            recipeRows.map((recipe) => recipe.id),
          ),
        )
        .orderBy(asc(recipeIngredients.recipeId), asc(recipeIngredients.position))
    : [];
  return {
    decathlonGoals: goalRows.map(withoutOwner),
    quarterlyTests: testRows.map(withoutOwner),
    progressPhotos: photoRows.map(withoutOwner),
    leapList: leapRows.map(withoutOwner),
    leapCorrections: correctionRows.map(withoutOwner),
    meals: mealRows.map((meal) => ({
      ...withoutOwner(meal),
      foods: mealFoodRows
        .filter((food) => food.mealId === meal.id)
        .map(({ userId: _userId, mealId: _mealId, ...food }) => food),
    })),
    symptoms: symptomRows.map(withoutOwner),
    recipes: recipeRows.map((recipe) => ({
      ...withoutOwner(recipe),
      ingredients: ingredientRows
        .filter((ingredient) => ingredient.recipeId === recipe.id)
        .map(({ recipeId: _recipeId, ...ingredient }) => ingredient),
    })),
    breathingSessions: breathingRows.map(withoutOwner),
    videos: videoRows.map(withoutOwner),
    videoAnalyses: videoAnalysisRows.map(withoutOwner),
  };
}

/** A set's weight in the user's unit, rounded only when converted (100 kg -> 220.5 lb). */
const inUnit = (weight: number | null, from: WeightUnit, to: WeightUnit) =>
  weight === null ? null : displayWeight(weight, from, to);

/** Everything GrandFit holds about the user, read from the database at this moment. */
export async function exportAll(db: Db, user: SessionUser) {
  const [
    settings,
    health,
    checkins,
    weighIns,
    measurements,
    imports,
    connection,
    training,
    exercises,
    lifestyle,
  ] = await Promise.all([
    getSettings(db, user.id),
    healthRows(db, user.id),
    checkinRows(db, user.id),
    weighInRows(db, user.id),
    measurementRows(db, user.id),
    importRows(db, user.id),
    platformConnection(db, user.id),
    trainingRows(db, user.id),
    exerciseRows(db, user.id),
    journeyAndLifestyleRows(db, user.id),
  ]);
  return {
    exportedAt: new Date().toISOString(),
    product: PRODUCT_NAME,
    version: APP_VERSION,
    user: toAuthUser(user),
    settings,
    healthMetrics: health.map(({ userId: _userId, id: _id, ...row }) => row),
    readinessCheckins: checkins.map(({ userId: _userId, ...row }) => row),
    bodyWeights: weighIns,
    // Waist in cm, body fat in %.
    bodyMeasurements: measurements,
    healthImports: imports.map(({ userId: _userId, ...row }) => row),
    healthPlatformConnection: connection,
    // Each set keeps the weight and unit it was entered in; beside them, the user's unit.
    trainingSets: training.map(
      ({ set: { userId: _userId, id: _id, ...set }, cardio, ...workout }) => ({
        ...set,
        ...workout,
        cardio: cardio && (({ userId: _owner, setId: _set, ...summary }) => summary)(cardio),
        weightInUserUnit: inUnit(set.weight, set.weightUnit, settings.units),
        targetWeightInUserUnit: inUnit(set.targetWeight, set.weightUnit, settings.units),
        userUnit: settings.units,
      }),
    ),
    ...exercises,
    ...lifestyle,
  };
}

/**
 * CSV with a header row. csv-stringify quotes as needed; cells that a spreadsheet would run as a
 * formula (=, +, -, @ at the start of text) are not possible here: every column is a number,
 * date, time stamp or source name.
 */
export async function healthCsv(db: Db, userId: string): Promise<string> {
  const rows = await healthRows(db, userId);
  return stringify(
    rows.map((row) => [
      row.date,
      row.source,
      row.hrvMs,
      row.hrvMethod,
      row.restingHeartRate,
      row.sleepHours,
      row.sleepQuality,
      row.vo2Max,
      row.updatedAt.toISOString(),
    ]),
    {
      header: true,
      columns: [
        'date',
        'source',
        'hrv_ms',
        'hrv_method',
        'resting_heart_rate_bpm',
        'sleep_hours',
        'sleep_quality',
        'vo2_max',
        'updated_at',
      ],
    },
  );
}

export async function readinessCsv(db: Db, userId: string): Promise<string> {
  const rows = await checkinRows(db, userId);
  return stringify(
    rows.map((row) => [row.date, row.energy, row.mood, row.soreness, row.updatedAt.toISOString()]),
    { header: true, columns: ['date', 'energy', 'mood', 'soreness', 'updated_at'] },
  );
}

/**
 * One row per logged (or skipped) set. Names come from the programme, or for imported sessions and
 * custom exercises from user text, which is kept from running as a formula (spreadsheetText).
 * `weight` and `target_weight` are as entered, in `weight_unit` (decision 024); the last column
 * is the weight in the user's unit, named after it (`weight_kg` or `weight_lb`).
 */
export async function trainingCsv(db: Db, userId: string): Promise<string> {
  const [rows, { units }] = await Promise.all([trainingRows(db, userId), getSettings(db, userId)]);
  const names = await exerciseNames(
    db,
    userId,
    rows.map(({ set }) => set.exerciseId),
  );
  return stringify(
    rows.map(({ set, ...workout }) => [
      set.performedAt.toISOString(),
      spreadsheetText(workout.workoutName),
      workout.source,
      workout.type,
      workout.week,
      workout.day,
      set.sessionId,
      workout.sessionCompletedAt?.toISOString() ?? null,
      set.exerciseId,
      spreadsheetText(names.get(set.exerciseId) ?? set.exerciseId),
      set.setNumber,
      set.skipped,
      set.weight,
      set.weightUnit,
      set.reps,
      set.rir,
      set.targetWeight,
      set.targetReps,
      set.targetRir,
      inUnit(set.weight, set.weightUnit, units),
    ]),
    {
      header: true,
      cast: { boolean: (value) => (value ? 'true' : 'false') },
      columns: [
        'performed_at',
        'workout',
        'source',
        'type',
        'week',
        'day',
        'session_id',
        'session_completed_at',
        'exercise_id',
        'exercise',
        'set_number',
        'skipped',
        'weight',
        'weight_unit',
        'reps',
        'rir',
        'target_weight',
        'target_reps',
        'target_rir',
        `weight_${units}`,
      ],
    },
  );
}

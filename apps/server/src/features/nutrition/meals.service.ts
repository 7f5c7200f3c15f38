import { and, asc, count, desc, eq, gte, inArray, lte, sql } from 'drizzle-orm';
import { foodInsights } from '@grandfit/shared/domain/nutrition/insights.ts';
import {
  leapCompliance,
  mealLeapScore,
  type LeapIndex,
} from '@grandfit/shared/domain/nutrition/leap.ts';
import { nutritionOf, partialTotal } from '@grandfit/shared/domain/nutrition/recipe.ts';
import {
  MEAL_NOT_FOUND,
  RECIPE_NOT_FOUND,
  SYMPTOM_NOT_FOUND,
  type EditMeal,
  type EditSymptom,
  type FoodInsights,
  type InputType,
  type LeapCompliance,
  type LogMeal,
  type LogSymptom,
  type MealType,
  type RecentMeal,
  type Symptom,
} from '@grandfit/shared/schemas/nutrition.ts';
import type { Db } from '../../db/client.ts';
import { mealFoods, meals, recipes, symptoms } from '../../db/schema/nutrition.ts';
import { HttpError } from '../../http/http-error.ts';
import { foodCatalog } from './food-catalog.ts';
import { assertFoodsExist, userLeapIndex } from './leap-list.service.ts';

export const COMPLIANCE_DAYS = 7;
export const INSIGHT_DAYS = 90;
const DAY_MS = 86_400_000;

type MealRow = typeof meals.$inferSelect;
type MealFoodRow = typeof mealFoods.$inferSelect;
type SymptomRow = typeof symptoms.$inferSelect;

function present(
  meal: MealRow,
  items: MealFoodRow[],
  felt: SymptomRow[],
  leap: LeapIndex,
): RecentMeal {
  const catalog = foodCatalog();
  const foods = items.map((item) => ({
    name: item.name,
    foodId: item.foodId,
    grams: item.grams,
    leapCategory: leap.categoryOf({
      name: item.name,
      foodId: item.foodId,
      tableName: item.foodId ? (catalog.byId.get(item.foodId)?.name ?? null) : null,
    }),
  }));
  return {
    id: meal.id,
    clientId: meal.clientId,
    loggedAt: meal.loggedAt.toISOString(),
    mealType: meal.mealType as MealType,
    foods: foods.map((food) => food.name),
    leapScore:
      leap.size === 0
        ? null
        : mealLeapScore(foods.map((food) => ({ category: food.leapCategory, grams: food.grams }))),
    items: foods,
    nutrition:
      meal.calories === null
        ? null
        : {
            calories: Math.round(meal.calories),
            protein: Math.round(meal.protein ?? 0),
            carbs: Math.round(meal.carbs ?? 0),
            fat: Math.round(meal.fat ?? 0),
          },
    nutritionComplete: meal.nutritionComplete,
    fibre: partialTotal(
      items.flatMap((item) => {
        const food = item.foodId ? catalog.byId.get(item.foodId) : undefined;
        return food && item.grams ? [{ grams: item.grams, per100g: food.per100g.fibre }] : [];
      }),
    ),
    inputType: meal.inputType as InputType,
    rawInput: meal.rawInput,
    location: meal.location,
    notes: meal.notes,
    recipeId: meal.recipeId,
    symptoms: felt.map((row) => ({
      id: row.id,
      symptom: row.symptom,
      severity: row.severity,
      occurredAt: row.occurredAt.toISOString(),
      notes: row.notes,
    })),
  };
}

async function loadMeals(db: Db, userId: string, rows: MealRow[], leap?: LeapIndex) {
  const ids = rows.map((row) => row.id);
  const items =
    ids.length === 0
      ? []
      : await db
          .select()
          .from(mealFoods)
          .where(and(eq(mealFoods.userId, userId), inArray(mealFoods.mealId, ids)))
          .orderBy(asc(mealFoods.position));
  const felt =
    ids.length === 0
      ? []
      : await db
          .select()
          .from(symptoms)
          .where(and(eq(symptoms.userId, userId), inArray(symptoms.mealId, ids)))
          .orderBy(asc(symptoms.occurredAt), asc(symptoms.createdAt));
  const index = leap ?? (await userLeapIndex(db, userId));
  return rows.map((row) =>
    present(
      row,
      items.filter((item) => item.mealId === row.id),
      felt.filter((symptom) => symptom.mealId === row.id),
      index,
    ),
  );
}

async function mealByClientId(db: Db, userId: string, clientId: string) {
  const [row] = await db
    .select()
    .from(meals)
    .where(and(eq(meals.userId, userId), eq(meals.clientId, clientId)));
  return row;
}

/**
 * A meal's foods as stored rows, checked against the food table, with the nutrition of those
 * whose food and grams are known.
 */
async function mealContents(db: Db, foods: LogMeal['foods']) {
  const items = foods.map((food) =>
    typeof food === 'string'
      ? { name: food, foodId: null, grams: null }
      : { name: food.name, foodId: food.foodId ?? null, grams: food.grams ?? null },
  );
  await assertFoodsExist(
    db,
    items.flatMap((item) => (item.foodId ? [item.foodId] : [])),
  );
  const catalog = foodCatalog();
  const known = items.flatMap((item) => {
    const food = item.foodId ? catalog.byId.get(item.foodId) : undefined;
    return food && item.grams ? [{ grams: item.grams, per100g: food.per100g }] : [];
  });
  return {
    items,
    nutrition: known.length > 0 ? nutritionOf(known) : null,
    nutritionComplete: known.length === items.length,
  };
}

/**
 * POST /api/food/log-meal: stores the meal and its foods with the nutrition of the foods whose
 * grams are known. A replay of the same clientId answers the stored meal and stores nothing.
 */
export async function logMeal(db: Db, userId: string, input: LogMeal): Promise<RecentMeal> {
  if (input.clientId) {
    const existing = await mealByClientId(db, userId, input.clientId);
    if (existing) return (await loadMeals(db, userId, [existing]))[0] as RecentMeal;
  }
  const { items, nutrition, nutritionComplete } = await mealContents(db, input.foods);
  if (input.recipeId) {
    const [recipe] = await db
      .select({ id: recipes.id })
      .from(recipes)
      .where(and(eq(recipes.id, input.recipeId), eq(recipes.userId, userId)));
    if (!recipe) throw new HttpError(404, RECIPE_NOT_FOUND);
  }
  const row = await db.transaction(async (tx) => {
    const [meal] = await tx
      .insert(meals)
      .values({
        userId,
        clientId: input.clientId ?? null,
        loggedAt: input.loggedAt ? new Date(input.loggedAt) : new Date(),
        mealType: input.mealType,
        inputType: input.inputType,
        rawInput: input.rawInput,
        location: input.location,
        notes: input.notes,
        recipeId: input.recipeId ?? null,
        calories: nutrition?.calories ?? null,
        protein: nutrition?.protein ?? null,
        carbs: nutrition?.carbs ?? null,
        fat: nutrition?.fat ?? null,
        nutritionComplete,
      })
      .onConflictDoNothing({ target: [meals.userId, meals.clientId] })
      .returning();
    if (!meal) return undefined;
    await tx
      .insert(mealFoods)
      .values(items.map((item, position) => ({ ...item, userId, mealId: meal.id, position })));
    return meal;
  });
  // Lost a race with the same clientId: the other request stored it.
  const stored =
    row ?? (input.clientId ? await mealByClientId(db, userId, input.clientId) : undefined);
  if (!stored) throw new HttpError(500, 'The meal was not stored');
  return (await loadMeals(db, userId, [stored]))[0] as RecentMeal;
}

/** GET /api/food/recent-meals: newest first. */
export async function recentMeals(db: Db, userId: string, limit: number): Promise<RecentMeal[]> {
  const rows = await db
    .select()
    .from(meals)
    .where(eq(meals.userId, userId))
    .orderBy(desc(meals.loggedAt), desc(meals.createdAt))
    .limit(limit);
  return loadMeals(db, userId, rows);
}

async function mealsSince(db: Db, userId: string, since: Date, leap: LeapIndex) {
  const rows = await db
    .select()
    .from(meals)
    .where(and(eq(meals.userId, userId), gte(meals.loggedAt, since)))
    .orderBy(asc(meals.loggedAt));
  return loadMeals(db, userId, rows, leap);
}

/** How many meals the user logged from `since` to `until`, and in all up to `until`. */
export async function mealCounts(
  db: Db,
  userId: string,
  since: Date,
  until: Date,
): Promise<{ inWindow: number; total: number }> {
  const [row] = await db
    .select({
      inWindow: sql<number>`count(*) filter (where ${meals.loggedAt} >= ${since})`.mapWith(Number),
      total: count(),
    })
    .from(meals)
    .where(and(eq(meals.userId, userId), lte(meals.loggedAt, until)));
  return { inWindow: row?.inWindow ?? 0, total: row?.total ?? 0 };
}

/** GET /api/food/leap-compliance: the mean LEAP score of the last 7 days' meals, in percent. */
export async function complianceOf(
  db: Db,
  userId: string,
  now = Date.now(),
): Promise<LeapCompliance> {
  const leap = await userLeapIndex(db, userId);
  const recent = await mealsSince(db, userId, new Date(now - COMPLIANCE_DAYS * DAY_MS), leap);
  return {
    overallScore: leap.size === 0 ? null : leapCompliance(recent.map((meal) => meal.leapScore)),
    mealCount: recent.length,
    days: COMPLIANCE_DAYS,
  };
}

/** GET /api/food/insights: Foods to Watch and Your Power Foods from the last 90 days. */
export async function insightsOf(db: Db, userId: string, now = Date.now()): Promise<FoodInsights> {
  const leap = await userLeapIndex(db, userId);
  const since = new Date(now - INSIGHT_DAYS * DAY_MS);
  const history = await mealsSince(db, userId, since, leap);
  const felt = await db
    .select({
      symptom: symptoms.symptom,
      severity: symptoms.severity,
      occurredAt: symptoms.occurredAt,
    })
    .from(symptoms)
    .where(and(eq(symptoms.userId, userId), gte(symptoms.occurredAt, since)));
  const weekAgo = now - COMPLIANCE_DAYS * DAY_MS;
  const week = history.filter((meal) => Date.parse(meal.loggedAt) >= weekAgo);
  const insights = foodInsights(
    history.map((meal) => ({
      loggedAt: Date.parse(meal.loggedAt),
      foods: meal.items.map((item) => ({
        key: item.foodId ?? item.name.trim().toLowerCase(),
        name: item.name,
        foodId: item.foodId,
      })),
    })),
    felt.map((row) => ({ ...row, occurredAt: row.occurredAt.getTime() })),
    now,
  );
  return {
    leapCompliance: leap.size === 0 ? null : leapCompliance(week.map((meal) => meal.leapScore)),
    ...insights,
    mealCount: history.length,
    symptomCount: felt.length,
  };
}

function presentSymptom(row: typeof symptoms.$inferSelect): Symptom {
  return {
    id: row.id,
    clientId: row.clientId,
    symptom: row.symptom,
    severity: row.severity,
    occurredAt: row.occurredAt.toISOString(),
    mealId: row.mealId,
    notes: row.notes,
  };
}

/** POST /api/food/symptoms: idempotent on clientId; a meal that is not the user's is a 404. */
export async function logSymptom(db: Db, userId: string, input: LogSymptom): Promise<Symptom> {
  if (input.mealId) {
    const [meal] = await db
      .select({ id: meals.id })
      .from(meals)
      .where(and(eq(meals.id, input.mealId), eq(meals.userId, userId)));
    if (!meal) throw new HttpError(404, MEAL_NOT_FOUND);
  }
  const [row] = await db
    .insert(symptoms)
    .values({
      userId,
      clientId: input.clientId ?? null,
      symptom: input.symptom,
      severity: input.severity,
      occurredAt: new Date(input.occurredAt),
      mealId: input.mealId ?? null,
      notes: input.notes,
    })
    .onConflictDoNothing({ target: [symptoms.userId, symptoms.clientId] })
    .returning();
  if (row) return presentSymptom(row);
  const [existing] = await db
    .select()
    .from(symptoms)
    .where(and(eq(symptoms.userId, userId), eq(symptoms.clientId, input.clientId ?? '')));
  if (!existing) throw new HttpError(500, 'The symptom was not stored');
  return presentSymptom(existing);
}

export async function listSymptoms(db: Db, userId: string, limit: number): Promise<Symptom[]> {
  const rows = await db
    .select()
    .from(symptoms)
    .where(eq(symptoms.userId, userId))
    .orderBy(desc(symptoms.occurredAt))
    .limit(limit);
  return rows.map(presentSymptom);
}

/**
 * PUT /api/food/meals/{id}: replaces the meal's type, foods, time, location and notes in one
 * transaction, and recomputes its nutrition. The same request twice leaves the same meal. Another
 * user's meal, or one that no longer exists, is a 404 and nothing changes.
 */
export async function editMeal(
  db: Db,
  userId: string,
  id: string,
  input: EditMeal,
): Promise<RecentMeal> {
  const { items, nutrition, nutritionComplete } = await mealContents(db, input.foods);
  const row = await db.transaction(async (tx) => {
    const [meal] = await tx
      .update(meals)
      .set({
        mealType: input.mealType,
        loggedAt: new Date(input.loggedAt),
        location: input.location,
        notes: input.notes,
        calories: nutrition?.calories ?? null,
        protein: nutrition?.protein ?? null,
        carbs: nutrition?.carbs ?? null,
        fat: nutrition?.fat ?? null,
        nutritionComplete,
      })
      .where(and(eq(meals.id, id), eq(meals.userId, userId)))
      .returning();
    if (!meal) return undefined;
    await tx.delete(mealFoods).where(and(eq(mealFoods.mealId, id), eq(mealFoods.userId, userId)));
    await tx
      .insert(mealFoods)
      .values(items.map((item, position) => ({ ...item, userId, mealId: id, position })));
    return meal;
  });
  if (!row) throw new HttpError(404, MEAL_NOT_FOUND);
  return (await loadMeals(db, userId, [row]))[0] as RecentMeal;
}

/**
 * DELETE /api/food/meals/{id}: the meal, its foods and the symptoms logged for it (they are
 * shown only on the meal's card, so none is left where it cannot be seen or removed). 404 when
 * the meal is not the user's or is already gone, like the recipe and LEAP deletes.
 */
export async function deleteMeal(db: Db, userId: string, id: string): Promise<void> {
  // Throwing inside the transaction rolls the symptoms' delete back: a 404 changes nothing.
  await db.transaction(async (tx) => {
    await tx.delete(symptoms).where(and(eq(symptoms.mealId, id), eq(symptoms.userId, userId)));
    const [row] = await tx
      .delete(meals)
      .where(and(eq(meals.id, id), eq(meals.userId, userId)))
      .returning({ id: meals.id });
    if (!row) throw new HttpError(404, MEAL_NOT_FOUND);
  });
}

/** PUT /api/food/symptoms/{id}: a full replacement of what, how bad, when and the notes. */
export async function editSymptom(
  db: Db,
  userId: string,
  id: string,
  input: EditSymptom,
): Promise<Symptom> {
  const [row] = await db
    .update(symptoms)
    .set({
      symptom: input.symptom,
      severity: input.severity,
      occurredAt: new Date(input.occurredAt),
      notes: input.notes,
    })
    .where(and(eq(symptoms.id, id), eq(symptoms.userId, userId)))
    .returning();
  if (!row) throw new HttpError(404, SYMPTOM_NOT_FOUND);
  return presentSymptom(row);
}

/** DELETE /api/food/symptoms/{id}: 404 when it is not the user's or is already gone. */
export async function deleteSymptom(db: Db, userId: string, id: string): Promise<void> {
  const [row] = await db
    .delete(symptoms)
    .where(and(eq(symptoms.id, id), eq(symptoms.userId, userId)))
    .returning({ id: symptoms.id });
  if (!row) throw new HttpError(404, SYMPTOM_NOT_FOUND);
}

import { randomInt } from 'node:crypto';
import { and, asc, desc, eq, inArray } from 'drizzle-orm';
import { z } from 'zod';
import type { LeapIndex } from '@grandfit/shared/domain/nutrition/leap.ts';
import {
  buildRecipe,
  ingredientFoodFor,
  nutritionOf,
  yellowAllowed,
  type PantryFood,
  type Recipe,
} from '@grandfit/shared/domain/nutrition/recipe.ts';
import {
  NO_GREEN_FOODS,
  RECIPE_NOT_FOUND,
  type GenerateMeal,
  type GeneratedMeal,
  type MealType,
  type SaveRecipe,
  type SavedRecipe,
} from '@grandfit/shared/schemas/nutrition.ts';
import { AiError, type AiClient } from '../../ai/ai-client.ts';
import type { Db } from '../../db/client.ts';
import { leapEntries, recipeIngredients, recipes } from '../../db/schema/nutrition.ts';
import { HttpError } from '../../http/http-error.ts';
import { foodCatalog, type CatalogFood } from './food-catalog.ts';
import { assertFoodsExist, userLeapIndex } from './leap-list.service.ts';

/** A LEAP list name to a food of the table: the pinned one, else the plainest fitting match. */
function resolveEntry(name: string, foodId: string | null): CatalogFood | undefined {
  const catalog = foodCatalog();
  return ingredientFoodFor({ name, foodId }, foodId ? [] : catalog.search(name, 25), (id) =>
    catalog.byId.get(id),
  );
}

/**
 * The user's pantry: the green and yellow foods of their LEAP list, each placed on the list again
 * by its table food (so a food that also answers to a red entry drops out).
 */
async function pantryOf(db: Db, userId: string, leap: LeapIndex): Promise<PantryFood[]> {
  const entries = await db
    .select({ name: leapEntries.name, foodId: leapEntries.foodId })
    .from(leapEntries)
    .where(and(eq(leapEntries.userId, userId), inArray(leapEntries.category, ['green', 'yellow'])));
  const seen = new Set<string>();
  return entries.flatMap((entry) => {
    const food = resolveEntry(entry.name, entry.foodId);
    if (!food || seen.has(food.id)) return [];
    seen.add(food.id);
    const category = leap.categoryOf({ name: entry.name, foodId: food.id, tableName: food.name });
    if (category !== 'green' && category !== 'yellow') return [];
    return [
      {
        foodId: food.id,
        name: entry.name,
        tableName: food.name,
        group: food.groupCode,
        per100g: food.per100g,
        portions: food.portions,
        category,
      },
    ];
  });
}

const aiRecipeSchema = z.object({
  name: z.string().trim().min(1).max(120),
  description: z.string().trim().min(1).max(600),
  instructions: z.array(z.string().trim().min(1).max(400)).min(2).max(12),
});

/**
 * The provider may rewrite the recipe's words, never its ingredients: the amounts, nutrition and
 * LEAP check stay ours, and text that names a food the user should not eat is thrown away.
 */
async function aiText(
  ai: AiClient,
  recipe: Recipe,
  forbidden: readonly string[],
): Promise<Pick<Recipe, 'name' | 'description' | 'instructions'> | null> {
  try {
    const text = await ai.json(
      [
        {
          role: 'system',
          content:
            'You write short, clear home recipes. Use only the ingredients given, in the amounts given; add nothing else (water is fine). Answer only JSON: {"name":"...","description":"one or two sentences","instructions":["step", "..."]}.',
        },
        {
          role: 'user',
          content: `A ${recipe.mealType} for one, ready in ${recipe.cookingTime} minutes. Ingredients: ${recipe.items
            .map((item) => `${item.amount} ${item.food.name}`)
            .join('; ')}. Draft steps: ${recipe.instructions.join(' ')}`,
        },
      ],
      aiRecipeSchema,
    );
    const words = `${text.name} ${text.description} ${text.instructions.join(' ')}`.toLowerCase();
    if (
      forbidden.some((name) =>
        new RegExp(`\\b${name.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}`).test(words),
      )
    ) {
      return null;
    }
    return text;
  } catch (error) {
    if (error instanceof AiError) return null;
    throw error;
  }
}

function ingredientLine(amount: string, name: string) {
  return `${amount} ${name.toLowerCase()}`;
}

/** POST /api/ai/generate-meal */
export async function generateMeal(
  db: Db,
  userId: string,
  request: GenerateMeal,
  ai: AiClient | undefined,
): Promise<GeneratedMeal> {
  const leap = await userLeapIndex(db, userId);
  const pantry = await pantryOf(db, userId, leap);
  if (!pantry.some((food) => food.category === 'green')) throw new HttpError(422, NO_GREEN_FOODS);
  const seed = request.seed ?? randomInt(0, 2_147_483_647);
  const recipe = buildRecipe(pantry, {
    mealType: request.mealType,
    timeAvailable: request.timeAvailable,
    preferences: request.preferences,
    restrictions: request.restrictions,
    allowYellow: request.allowYellow,
    seed,
  });
  if (!recipe) {
    throw new HttpError(
      422,
      `None of the ${yellowAllowed(request) ? 'green or yellow' : 'green'} foods on your LEAP list makes a ${request.mealType} in ${request.timeAvailable} minutes${request.restrictions.length > 0 ? ' with those restrictions' : ''}. Allow more time or add foods to your list.`,
    );
  }
  // Never trust the builder alone: a red or untested food fails the request loudly.
  for (const item of recipe.items) {
    const category = leap.categoryOf({
      name: item.food.name,
      foodId: item.food.foodId,
      tableName: item.food.tableName,
    });
    if (category === 'red' || category === 'untested')
      throw new Error(`recipe used a ${category} food`);
  }
  const forbidden = (
    await db
      .select({ name: leapEntries.name })
      .from(leapEntries)
      .where(and(eq(leapEntries.userId, userId), eq(leapEntries.category, 'red')))
  ).map((row) => row.name.toLowerCase());
  const written = ai ? await aiText(ai, recipe, forbidden) : null;
  return {
    name: written?.name ?? recipe.name,
    description: written?.description ?? recipe.description,
    cookingTime: recipe.cookingTime,
    leapCompliant: recipe.leapCompliant,
    nutrition: recipe.nutrition,
    ingredients: recipe.items.map((item) => ingredientLine(item.amount, item.food.name)),
    instructions: written?.instructions ?? recipe.instructions,
    mealType: recipe.mealType,
    servings: recipe.servings,
    ingredientItems: recipe.items.map((item) => ({
      foodId: item.food.foodId,
      name: item.food.name,
      grams: item.grams,
      amount: item.amount,
      leapCategory: item.food.category,
    })),
    seed,
    source: written ? 'ai' : 'built-in',
  };
}

type RecipeRow = typeof recipes.$inferSelect;
type IngredientRow = typeof recipeIngredients.$inferSelect;

function presentRecipe(row: RecipeRow, items: IngredientRow[], leap: LeapIndex): SavedRecipe {
  const catalog = foodCatalog();
  const ingredientItems = items.map((item) => {
    const food = catalog.byId.get(item.foodId);
    return {
      foodId: item.foodId,
      name: item.name,
      grams: item.grams,
      amount: item.amount,
      leapCategory: leap.categoryOf({
        name: item.name,
        foodId: item.foodId,
        tableName: food?.name ?? null,
      }),
      per100g: food?.per100g,
    };
  });
  return {
    id: row.id,
    clientId: row.clientId,
    savedAt: row.createdAt.toISOString(),
    name: row.name,
    description: row.description,
    cookingTime: row.cookingTime,
    // Recomputed with the list as it stands now.
    leapCompliant: ingredientItems.every((item) => item.leapCategory === 'green'),
    nutrition: nutritionOf(
      ingredientItems.flatMap((item) =>
        item.per100g ? [{ grams: item.grams, per100g: item.per100g }] : [],
      ),
    ),
    ingredients: ingredientItems.map((item) => ingredientLine(item.amount, item.name)),
    instructions: row.instructions,
    mealType: row.mealType as MealType,
    servings: row.servings,
    ingredientItems: ingredientItems.map(({ per100g: _per100g, ...item }) => item),
    source: row.source as SavedRecipe['source'],
  };
}

async function loadRecipes(db: Db, userId: string, rows: RecipeRow[]): Promise<SavedRecipe[]> {
  const ids = rows.map((row) => row.id);
  const items =
    ids.length === 0
      ? []
      : await db
          .select()
          .from(recipeIngredients)
          .where(
            and(eq(recipeIngredients.userId, userId), inArray(recipeIngredients.recipeId, ids)),
          )
          .orderBy(asc(recipeIngredients.position));
  const leap = await userLeapIndex(db, userId);
  return rows.map((row) =>
    presentRecipe(
      row,
      items.filter((item) => item.recipeId === row.id),
      leap,
    ),
  );
}

async function recipeByClientId(db: Db, userId: string, clientId: string) {
  const [row] = await db
    .select()
    .from(recipes)
    .where(and(eq(recipes.userId, userId), eq(recipes.clientId, clientId)));
  return row;
}

/** POST /api/food/recipes ('Save & Close'); idempotent on clientId. */
export async function saveRecipe(db: Db, userId: string, input: SaveRecipe): Promise<SavedRecipe> {
  if (input.clientId) {
    const existing = await recipeByClientId(db, userId, input.clientId);
    if (existing) return (await loadRecipes(db, userId, [existing]))[0] as SavedRecipe;
  }
  const { recipe } = input;
  await assertFoodsExist(
    db,
    recipe.ingredientItems.map((item) => item.foodId),
  );
  const catalog = foodCatalog();
  const row = await db.transaction(async (tx) => {
    const [saved] = await tx
      .insert(recipes)
      .values({
        userId,
        clientId: input.clientId ?? null,
        name: recipe.name,
        description: recipe.description,
        cookingTime: recipe.cookingTime,
        mealType: recipe.mealType,
        servings: recipe.servings,
        instructions: recipe.instructions,
        source: recipe.source,
      })
      .onConflictDoNothing({ target: [recipes.userId, recipes.clientId] })
      .returning();
    if (!saved) return undefined;
    await tx.insert(recipeIngredients).values(
      recipe.ingredientItems.map((item, position) => ({
        userId,
        recipeId: saved.id,
        position,
        name: item.name ?? catalog.byId.get(item.foodId)?.name ?? item.foodId,
        foodId: item.foodId,
        grams: item.grams,
        amount: item.amount ?? `${Math.round(item.grams)} g`,
      })),
    );
    return saved;
  });
  const stored =
    row ?? (input.clientId ? await recipeByClientId(db, userId, input.clientId) : undefined);
  if (!stored) throw new HttpError(500, 'The recipe was not stored');
  return (await loadRecipes(db, userId, [stored]))[0] as SavedRecipe;
}

export async function listRecipes(db: Db, userId: string): Promise<SavedRecipe[]> {
  const rows = await db
    .select()
    .from(recipes)
    .where(eq(recipes.userId, userId))
    .orderBy(desc(recipes.createdAt));
  return loadRecipes(db, userId, rows);
}

export async function getRecipe(db: Db, userId: string, id: string): Promise<SavedRecipe> {
  const [row] = await db
    .select()
    .from(recipes)
    .where(and(eq(recipes.id, id), eq(recipes.userId, userId)));
  if (!row) throw new HttpError(404, RECIPE_NOT_FOUND);
  return (await loadRecipes(db, userId, [row]))[0] as SavedRecipe;
}

export async function deleteRecipe(db: Db, userId: string, id: string): Promise<void> {
  const [row] = await db
    .delete(recipes)
    .where(and(eq(recipes.id, id), eq(recipes.userId, userId)))
    .returning({ id: recipes.id });
  if (!row) throw new HttpError(404, RECIPE_NOT_FOUND);
}

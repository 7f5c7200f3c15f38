/**
 * The nutrition API (docs/decisions/014-nutrition.md; docs/product.md#nutrition-routes). Every
 * route needs a session (401 without one); a bad body, query or parameter answers 400
 * `{ message, issues }` and stores nothing; another user's rows answer 404.
 *
 * Endpoints the original prototype had (shapes kept, extra fields added beside them):
 * - POST /api/food/identify-photo  {imageBase64} -> {foods: IdentifiedFood[]}. Needs the optional
 *   AI provider: without one, 503 {message: PHOTO_NEEDS_AI_PROVIDER}. Over 5 MB decoded: 400.
 * - POST /api/food/identify-voice  {audioText} -> {foods: IdentifiedFood[], unmatched: string[]}:
 *   quantities and foods parsed on the server against the food table.
 * - POST /api/food/log-meal        {clientId?, mealType, foods[], inputType, rawInput, location,
 *   notes, loggedAt?, recipeId?} -> MealLog. Idempotent on clientId (a replay answers the stored
 *   meal). No food, an unknown meal type or an unknown food id: 400, nothing stored.
 * - GET  /api/food/recent-meals    ?limit -> RecentMeal[] (newest first), each with the symptoms
 *   logged for it.
 * - GET  /api/food/insights        -> FoodInsights (empty lists and null compliance without data).
 * - GET  /api/food/leap-compliance -> LeapCompliance over the last 7 days (null without data).
 * - POST /api/ai/generate-meal     {preferences, mealType, timeAvailable, restrictions, seed?,
 *   allowYellow?} -> GeneratedMeal. timeAvailable outside 5-120: 400. No green food on the user's
 *   LEAP list: 422 {message: NO_GREEN_FOODS}. Rate-limited like the other AI endpoints.
 *
 * Endpoints the original prototype did not have (docs/product.md#nutrition-routes):
 * - GET    /api/food/search?q=&limit=     -> FoodSearchResult (typo-tolerant, whole foods first).
 * - GET    /api/food/leap-list            -> LeapEntry[] (the user's MRT result).
 * - PUT    /api/food/leap-list            {entries: [{name, category, foodId?}]} -> LeapEntry[]:
 *   adds entries or changes their category (matched by name, case-insensitively).
 * - PUT    /api/food/leap-list/{id}       {name, category, foodId?} -> LeapEntry (edit one).
 * - DELETE /api/food/leap-list/{id}       -> 204.
 * - POST   /api/food/leap-list/import     {csv, replace?} -> LeapImportResult. Columns food,category
 *   (header optional); any bad row: 400 naming the rows, nothing stored.
 * - POST   /api/food/symptoms             {clientId?, symptom, severity 0-10, occurredAt, mealId?,
 *   notes?} -> Symptom. Idempotent on clientId; another user's mealId: 404.
 * - GET    /api/food/symptoms             ?limit -> Symptom[] (newest first).
 * - PUT    /api/food/meals/{id}           EditMeal -> RecentMeal: a full replacement of the meal's
 *   type, foods, time (back-dating), location and notes; nutrition is recomputed.
 * - DELETE /api/food/meals/{id}           -> 204; the symptoms logged for the meal go with it.
 * - PUT    /api/food/symptoms/{id}        EditSymptom -> Symptom (full replacement).
 * - DELETE /api/food/symptoms/{id}        -> 204.
 *   Edits and deletes answer 404 for an id that is not the user's or no longer exists (like the
 *   recipe and LEAP deletes); the outbox counts a 404 to a replayed DELETE as done.
 * - GET    /api/food/capabilities         -> FoodCapabilities: whether photos can be identified
 *   (the optional AI provider), so the wizard says so before a photo is chosen.
 * - POST   /api/food/recipes              {clientId?, recipe} -> SavedRecipe ('Save & Close').
 *   Nutrition and LEAP categories are recomputed on the server from the structured ingredients.
 * - GET    /api/food/recipes              -> SavedRecipe[] (newest first).
 * - GET    /api/food/recipes/{id}         -> SavedRecipe. DELETE /api/food/recipes/{id} -> 204.
 */
import { z } from 'zod';
import { loggedInstantSchema, numberSchema, textSchema } from './safe-input.ts';
import { MEAL_TYPES } from '../domain/nutrition/meal-types.ts';
import { LEAP_CATEGORIES, LEAP_LIST_CATEGORIES } from '../domain/nutrition/leap-categories.ts';
import { PHOTO_MAX_BYTES, PHOTO_TOO_LARGE } from '../domain/nutrition/meal-photo.ts';

export {
  PHOTO_MAX_BYTES,
  PHOTO_NEEDS_AI_PROVIDER,
  PHOTO_TOO_LARGE,
} from '../domain/nutrition/meal-photo.ts';

export { LEAP_CATEGORIES, LEAP_LIST_CATEGORIES, MEAL_TYPES };
export const mealTypeSchema = z.enum(MEAL_TYPES, {
  error: 'Choose a meal type: breakfast, lunch, dinner or snack',
});
export type MealType = z.infer<typeof mealTypeSchema>;

/** LEAP categories of a food for this user (domain/nutrition/leap-categories.ts). */
export const leapCategorySchema = z.enum(LEAP_CATEGORIES);
export type LeapCategory = z.infer<typeof leapCategorySchema>;
export const leapListCategorySchema = z.enum(LEAP_LIST_CATEGORIES, {
  error: 'The category must be green, yellow or red',
});
export type LeapListCategory = z.infer<typeof leapListCategorySchema>;

export const INPUT_TYPES = ['photo', 'voice', 'text', 'recipe'] as const;
export const inputTypeSchema = z.enum(INPUT_TYPES);
export type InputType = z.infer<typeof inputTypeSchema>;

/** A food of the food table: its USDA SR28 NDB number, e.g. "09003" (apples, raw, with skin). */
export const foodIdSchema = z.string().regex(/^\d{5}$/, 'Unknown food id');

/** GET /api/food/capabilities: what this server can do with a meal's input. */
export const foodCapabilitiesSchema = z.object({
  /** An AI provider is configured: POST /api/food/identify-photo can answer. */
  photoIdentification: z.boolean(),
});
export type FoodCapabilities = z.infer<typeof foodCapabilitiesSchema>;

export const NO_GREEN_FOODS =
  'Your LEAP list has no green foods yet. Add the green foods of your MRT result first, then generate a meal.';
export const MEAL_NOT_FOUND = 'Meal not found';
export const RECIPE_NOT_FOUND = 'Recipe not found';
export const LEAP_ENTRY_NOT_FOUND = 'LEAP list entry not found';

export const COOKING_TIME = { min: 5, max: 120, default: 30 } as const;

const optionalText = (max: number, label: string) =>
  textSchema(label, { max })
    .nullable()
    .optional()
    .transform((value) => (value ? value : null));

const foodName = textSchema('A food name', {
  min: 1,
  max: 120,
  minMessage: 'A food needs a name',
});

const grams = numberSchema('Grams')
  .positive('Grams must be above 0')
  // 1e-320 is positive, and no amount of food.
  .min(0.1, 'At least 0.1 g of a food')
  .max(5000, 'At most 5 kg of one food');

/** One common portion of a food, e.g. {label: "1 cup, sliced", grams: 109}. */
export const portionSchema = z.object({ label: z.string(), grams: z.number() });
export type Portion = z.infer<typeof portionSchema>;

/**
 * Per 100 g (calories in kcal, the rest in g). fibre is null where SR28 has no value (594 foods):
 * unknown, not 0 g.
 */
export const per100gSchema = z.object({
  calories: z.number(),
  protein: z.number(),
  carbs: z.number(),
  fat: z.number(),
  fibre: z.number().nullable(),
});

/**
 * A total of a value some foods lack (docs/decisions/034-food-evidence-and-leap-matching.md):
 * `grams` sums the foods whose value is known, so it is a lower bound when `unknownFoods` > 0
 * ("fibre >= 12 g, 2 foods unknown").
 */
export const partialTotalSchema = z.object({
  grams: z.number(),
  unknownFoods: z.number().int().min(0),
});
export type PartialTotal = z.infer<typeof partialTotalSchema>;
export type Per100g = z.infer<typeof per100gSchema>;

/** A meal's or a recipe's nutrition (kcal and g), rounded to whole numbers. */
export const nutritionSchema = z.object({
  calories: z.number(),
  protein: z.number(),
  carbs: z.number(),
  fat: z.number(),
});
export type Nutrition = z.infer<typeof nutritionSchema>;

/**
 * An identified food (docs/product.md#food-identification) with our additions: 'untested' as a
 * category, the matched food of the food table (foodId) and the grams parsed from the quantity
 * (both null when not known). reactivityScore 0..1 follows the category: green 0.1, yellow 0.5, red
 * 0.9, untested 0.5 (docs/nutrition.md).
 */
export const identifiedFoodSchema = z.object({
  name: z.string(),
  /**
   * 0..1, or null when nothing measured it: a photo answer whose provider gave no confidence shows
   * none rather than an invented one (docs/decisions/034-food-evidence-and-leap-matching.md).
   */
  confidence: z.number().min(0).max(1).nullable(),
  leapCategory: leapCategorySchema,
  reactivityScore: z.number().min(0).max(1),
  foodId: foodIdSchema.nullable().optional(),
  grams: z.number().nullable().optional(),
  /** The words the food was read from, e.g. "a cup of blueberries". */
  source: z.string().optional(),
});
export type IdentifiedFood = z.infer<typeof identifiedFoodSchema>;

/** POST /api/food/identify-photo. A data: URL prefix is accepted and ignored. */
export const identifyPhotoSchema = z.object({
  // Base64 of at most PHOTO_MAX_BYTES, with room for a data: URL prefix.
  imageBase64: textSchema('The photo', {
    min: 1,
    max: Math.ceil((PHOTO_MAX_BYTES * 4) / 3) + 100,
    minMessage: 'Choose a photo first',
    maxMessage: PHOTO_TOO_LARGE,
  }),
});
export type IdentifyPhoto = z.input<typeof identifyPhotoSchema>;

/** POST /api/food/identify-voice: what the user said (speech recognition) or typed. */
export const identifyVoiceSchema = z.object({
  audioText: textSchema('What you ate', {
    min: 1,
    max: 2000,
    minMessage: 'Say or type what you ate',
    maxMessage: 'Keep it under 2,000 characters',
  }),
});
export type IdentifyVoice = z.input<typeof identifyVoiceSchema>;

export const identifiedFoodsSchema = z.object({
  foods: z.array(identifiedFoodSchema),
  /** Parts of the sentence that matched no food (voice only; empty for photos). */
  unmatched: z.array(z.string()),
});
export type IdentifiedFoods = z.infer<typeof identifiedFoodsSchema>;

/** A food as the client sends it to log-meal: a bare name (typed text) or an identified food. */
export const mealFoodInputSchema = z.union([
  foodName,
  z.object({
    name: foodName,
    foodId: foodIdSchema.nullable().optional(),
    grams: grams.nullable().optional(),
  }),
]);
export type MealFoodInput = z.input<typeof mealFoodInputSchema>;

/**
 * POST /api/food/log-meal (docs/product.md#meal-logging): at least one food and a meal type.
 * `clientId` makes a replay store nothing twice. `loggedAt` is when it was eaten (default: now),
 * so an offline replay keeps its time. `recipeId` names the saved recipe the meal was made from.
 */
const mealFoodsSchema = z
  .array(mealFoodInputSchema)
  .min(1, 'Add at least one food')
  .max(50, 'At most 50 foods in one meal');
const mealTimeSchema = loggedInstantSchema('The meal time');

export const logMealSchema = z.object({
  clientId: z.uuid().optional(),
  mealType: mealTypeSchema,
  foods: mealFoodsSchema,
  inputType: inputTypeSchema.default('text'),
  rawInput: optionalText(2000, 'The input'),
  location: optionalText(120, 'The location'),
  notes: optionalText(1000, 'The notes'),
  loggedAt: mealTimeSchema.optional(),
  recipeId: z.uuid().nullable().optional(),
});
export type LogMealInput = z.input<typeof logMealSchema>;
export type LogMeal = z.output<typeof logMealSchema>;

/**
 * PUT /api/food/meals/{id} (docs/decisions/025-training-log-history-records-corrections.md): the
 * meal as it should now read, a full replacement of what the user can correct: type, foods (names
 * and grams), when it was eaten (so it can be back-dated), place and notes. Sending it twice leaves
 * the same meal. The input type, the raw input and the recipe stay as logged.
 */
export const editMealSchema = z.object({
  mealType: mealTypeSchema,
  foods: mealFoodsSchema,
  loggedAt: mealTimeSchema,
  location: optionalText(120, 'The location'),
  notes: optionalText(1000, 'The notes'),
});
export type EditMealInput = z.input<typeof editMealSchema>;
export type EditMeal = z.output<typeof editMealSchema>;

/** A food of a stored meal, with its LEAP category on the user's list as it stands now. */
export const mealFoodSchema = z.object({
  name: z.string(),
  foodId: z.string().nullable(),
  grams: z.number().nullable(),
  leapCategory: leapCategorySchema,
});
export type MealFood = z.infer<typeof mealFoodSchema>;

/** A symptom logged for a meal ('Log Symptoms' on its card), as the card shows it. */
export const mealSymptomSchema = z.object({
  id: z.string(),
  symptom: z.string(),
  severity: z.number().int(),
  occurredAt: z.string(),
  /** Kept so that editing the symptom (a full replacement) does not lose them. */
  notes: z.string().nullable().optional(),
});
export type MealSymptom = z.infer<typeof mealSymptomSchema>;

/**
 * A recent meal (docs/product.md#nutrition-screen): id, loggedAt, mealType, foods (names),
 * leapScore 0..1, with the details beside them, and the symptoms logged for the meal (oldest
 * first). leapScore is null when the user has no LEAP list yet (nothing to score against);
 * nutrition counts the foods whose grams and food are known (`nutritionComplete` says whether
 * that is all of them) and is null when none is.
 */
export const recentMealSchema = z.object({
  id: z.string(),
  clientId: z.string().nullable(),
  loggedAt: z.string(),
  mealType: mealTypeSchema,
  foods: z.array(z.string()),
  leapScore: z.number().min(0).max(1).nullable(),
  items: z.array(mealFoodSchema),
  nutrition: nutritionSchema.nullable(),
  nutritionComplete: z.boolean(),
  /**
   * Fibre over the foods of known food and grams (null when none): SR28 foods without a fibre
   * value are counted in `unknownFoods`, never as 0 g.
   */
  fibre: partialTotalSchema.nullable(),
  inputType: inputTypeSchema,
  rawInput: z.string().nullable(),
  location: z.string().nullable(),
  notes: z.string().nullable(),
  recipeId: z.string().nullable(),
  symptoms: z.array(mealSymptomSchema),
});
export type RecentMeal = z.infer<typeof recentMealSchema>;
/** The answer to log-meal: the stored meal, as recent-meals lists it. */
export const mealLogSchema = recentMealSchema;
export type MealLog = RecentMeal;
export const recentMealListSchema = z.array(recentMealSchema);

export const recentMealsQuerySchema = z.object({
  limit: z.coerce.number().int().min(1).max(100).default(20),
});

/**
 * One line of Foods to Watch / Your Power Foods (docs/product.md#food-insights). correlation 0..1
 * and occurrences (how many logged meals held the food) are the original prototype's fields; the
 * rates behind them are ours. Formulas: docs/nutrition.md.
 */
export const foodCorrelationSchema = z.object({
  food: z.string(),
  foodId: z.string().nullable(),
  symptom: z.string(),
  correlation: z.number().min(0).max(1),
  occurrences: z.number().int(),
  /** Meals with the food followed by the symptom within 72 h. */
  withSymptom: z.number().int(),
  /** withSymptom / occurrences. */
  rateAfter: z.number(),
  /** Share of the user's other meals (without the food) followed by the symptom within 72 h. */
  baselineRate: z.number(),
  /** 1 - the one-sided p-value of Fisher's exact test; lines are shown from 0.95. */
  confidence: z.number().min(0).max(1),
});
export type FoodCorrelation = z.infer<typeof foodCorrelationSchema>;

/**
 * A food eaten but not yet judged (docs/decisions/034-food-evidence-and-leap-matching.md): it
 * needs `mealsNeeded` more meals (0: wait for the 72-hour windows of `openMeals` to close).
 */
export const pendingFoodSchema = z.object({
  food: z.string(),
  foodId: z.string().nullable(),
  closedMeals: z.number().int(),
  openMeals: z.number().int(),
  mealsNeeded: z.number().int().min(0),
});
export type PendingFood = z.infer<typeof pendingFoodSchema>;

/** GET /api/food/insights. leapCompliance is a percentage (0-100) or null without data. */
export const foodInsightsSchema = z.object({
  leapCompliance: z.number().min(0).max(100).nullable(),
  problemFoods: z.array(foodCorrelationSchema),
  powerFoods: z.array(foodCorrelationSchema),
  /** Foods that need more meals (whose windows have closed) before they can be judged. */
  pendingFoods: z.array(pendingFoodSchema),
  /** How many meals and symptoms (of the last 90 days) the insights were computed from. */
  mealCount: z.number().int(),
  symptomCount: z.number().int(),
});
export type FoodInsights = z.infer<typeof foodInsightsSchema>;

/** GET /api/food/leap-compliance: the last 7 days. overallScore is a percentage or null. */
export const leapComplianceSchema = z.object({
  overallScore: z.number().min(0).max(100).nullable(),
  mealCount: z.number().int(),
  days: z.number().int(),
});
export type LeapCompliance = z.infer<typeof leapComplianceSchema>;

/** POST /api/ai/generate-meal (docs/product.md#meal-generator). */
export const generateMealSchema = z.object({
  preferences: textSchema('The preferences', {
    max: 500,
    maxMessage: 'Keep the preferences under 500 characters',
  })
    .optional()
    .default(''),
  mealType: mealTypeSchema.default('dinner'),
  timeAvailable: numberSchema('The cooking time')
    .int('The cooking time must be whole minutes')
    .min(COOKING_TIME.min, `The cooking time must be between 5 and 120 minutes`)
    .max(COOKING_TIME.max, `The cooking time must be between 5 and 120 minutes`)
    .default(COOKING_TIME.default),
  /** Foods or food groups to leave out, e.g. ["fish", "nuts"]. */
  restrictions: z
    .array(textSchema('A restriction', { min: 1, max: 80 }))
    .max(30)
    .optional()
    .default([]),
  /** Same seed, same list, same recipe; omitted: a random one ('New Recipe'). */
  seed: z.number().int().min(0).max(2_147_483_647).optional(),
  /** Yellow foods may be used (also when the preferences mention "yellow"). Never red. */
  allowYellow: z.boolean().optional().default(false),
});
export type GenerateMealInput = z.input<typeof generateMealSchema>;
export type GenerateMeal = z.output<typeof generateMealSchema>;

/** An ingredient of a recipe: a food of the table, its amount, and its category for the user. */
export const recipeIngredientSchema = z.object({
  foodId: foodIdSchema,
  name: z.string(),
  grams: z.number(),
  /** A kitchen amount, e.g. "1 cup (148 g)". */
  amount: z.string(),
  leapCategory: leapCategorySchema,
});
export type RecipeIngredient = z.infer<typeof recipeIngredientSchema>;

/**
 * A generated meal (docs/product.md#meal-generator): name, description, cookingTime, leapCompliant,
 * nutrition, ingredients as strings, instructions as strings, plus the structured ingredients,
 * servings and where the text came from. leapCompliant: every ingredient green (yellow allowed only
 * when asked).
 */
export const generatedMealSchema = z.object({
  name: z.string(),
  description: z.string(),
  cookingTime: z.number().int(),
  leapCompliant: z.boolean(),
  nutrition: nutritionSchema,
  ingredients: z.array(z.string()),
  instructions: z.array(z.string()),
  mealType: mealTypeSchema,
  servings: z.number().int(),
  ingredientItems: z.array(recipeIngredientSchema),
  seed: z.number().int(),
  /** 'built-in': our recipe builder wrote it; 'ai': the AI provider wrote the text. */
  source: z.enum(['built-in', 'ai']),
});
export type GeneratedMeal = z.infer<typeof generatedMealSchema>;

/** POST /api/food/recipes ('Save & Close'): the generated meal as the client received it. */
export const saveRecipeSchema = z.object({
  clientId: z.uuid().optional(),
  recipe: z.object({
    name: textSchema('The recipe name', { min: 1, max: 200 }),
    description: textSchema('The description', { max: 2000 }).default(''),
    cookingTime: z.number().int().min(COOKING_TIME.min).max(COOKING_TIME.max),
    mealType: mealTypeSchema,
    servings: z.number().int().min(1).max(12).default(1),
    ingredientItems: z
      .array(
        z.object({
          foodId: foodIdSchema,
          name: foodName.optional(),
          grams,
          amount: textSchema('The amount', { max: 80 }).optional(),
        }),
      )
      .min(1, 'A recipe needs at least one ingredient')
      .max(30),
    instructions: z
      .array(textSchema('An instruction', { min: 1, max: 1000 }))
      .min(1)
      .max(30),
    source: z.enum(['built-in', 'ai']).default('built-in'),
  }),
});
export type SaveRecipeInput = z.input<typeof saveRecipeSchema>;
export type SaveRecipe = z.output<typeof saveRecipeSchema>;

/** A saved recipe: the generated meal's fields, recomputed, with its id. */
export const savedRecipeSchema = generatedMealSchema.omit({ seed: true }).extend({
  id: z.string(),
  clientId: z.string().nullable(),
  savedAt: z.string(),
});
export type SavedRecipe = z.infer<typeof savedRecipeSchema>;
export const savedRecipeListSchema = z.array(savedRecipeSchema);

export const idParamsSchema = z.object({ id: textSchema('The id', { max: 100 }) });

/** GET /api/food/search?q=apple&limit=20 */
export const foodSearchQuerySchema = z.object({
  q: textSchema('The search', { min: 1, max: 100, minMessage: 'Type a food to search for' }),
  limit: z.coerce.number().int().min(1).max(50).default(20),
});
export type FoodSearchQuery = z.input<typeof foodSearchQuerySchema>;

/** A food of the table (USDA SR28), with its category on the searching user's LEAP list. */
export const foodSchema = z.object({
  id: foodIdSchema,
  name: z.string(),
  /** SR28 food group, e.g. "Fruits and fruit juices". */
  group: z.string(),
  per100g: per100gSchema,
  portions: z.array(portionSchema),
  leapCategory: leapCategorySchema,
});
export type Food = z.infer<typeof foodSchema>;
export const foodSearchResultSchema = z.object({ foods: z.array(foodSchema) });
export type FoodSearchResult = z.infer<typeof foodSearchResultSchema>;

/** One food of the user's LEAP list (their MRT result). foodId pins it to a food of the table. */
export const leapEntrySchema = z.object({
  id: z.string(),
  name: z.string(),
  category: leapListCategorySchema,
  foodId: z.string().nullable(),
  updatedAt: z.string(),
});
export type LeapEntry = z.infer<typeof leapEntrySchema>;
export const leapListSchema = z.array(leapEntrySchema);

export const leapEntryInputSchema = z.object({
  name: foodName,
  category: leapListCategorySchema,
  foodId: foodIdSchema.nullable().optional(),
});
export type LeapEntryInput = z.input<typeof leapEntryInputSchema>;

export const LEAP_CORRECTION_NOT_FOUND = 'LEAP correction not found';

/**
 * PUT /api/food/leap-corrections (docs/decisions/034-food-evidence-and-leap-matching.md): the
 * user's own category for one food, which decides over the list's matching for that food from then
 * on. The food is its table id when it has one, else its name (case and spaces ignored); a second
 * PUT for the same food replaces the first, so a replay changes nothing. 'untested' says "no entry
 * of my list covers this food".
 */
export const leapCorrectionInputSchema = z.object({
  name: foodName,
  foodId: foodIdSchema.nullable().optional(),
  category: leapCategorySchema,
});
export type LeapCorrectionInput = z.input<typeof leapCorrectionInputSchema>;

export const leapCorrectionSchema = z.object({
  id: z.string(),
  name: z.string(),
  foodId: z.string().nullable(),
  category: leapCategorySchema,
  updatedAt: z.string(),
});
export type LeapCorrectionRow = z.infer<typeof leapCorrectionSchema>;
export const leapCorrectionListSchema = z.array(leapCorrectionSchema);

/** PUT /api/food/leap-list: adds entries, or changes the category of those already listed. */
export const upsertLeapListSchema = z.object({
  entries: z.array(leapEntryInputSchema).min(1).max(500),
});
export type UpsertLeapList = z.input<typeof upsertLeapListSchema>;

/**
 * POST /api/food/leap-list/import: CSV text with the columns food,category (a header row is
 * optional; quotes allowed). `replace` empties the list first; otherwise rows are merged.
 */
export const importLeapListSchema = z.object({
  csv: textSchema('The CSV file', {
    min: 1,
    max: 200_000,
    trim: false,
    minMessage: 'The CSV file is empty',
    maxMessage: 'The CSV file is too large',
  }),
  replace: z.boolean().optional().default(false),
});
export type ImportLeapListInput = z.input<typeof importLeapListSchema>;
export const leapImportResultSchema = z.object({
  imported: z.number().int(),
  entries: leapListSchema,
});
export type LeapImportResult = z.infer<typeof leapImportResultSchema>;

/** POST /api/food/symptoms ('Log Symptoms'): what, how bad (0-10) and when. */
export const logSymptomSchema = z.object({
  clientId: z.uuid().optional(),
  symptom: textSchema('The symptom', {
    min: 1,
    max: 80,
    minMessage: 'Name the symptom',
    maxMessage: 'Keep the symptom under 80 characters',
  }),
  severity: z
    .number()
    .int('The severity must be a whole number')
    .min(0, 'The severity must be between 0 and 10')
    .max(10, 'The severity must be between 0 and 10'),
  occurredAt: loggedInstantSchema('The time of the symptom'),
  mealId: z.uuid().nullable().optional(),
  notes: optionalText(1000, 'The notes'),
});
export type LogSymptomInput = z.input<typeof logSymptomSchema>;
export type LogSymptom = z.output<typeof logSymptomSchema>;

/**
 * PUT /api/food/symptoms/{id}: what, how bad and when, as a full replacement (notes left out are
 * cleared). The symptom stays with the meal it was logged for.
 */
export const editSymptomSchema = logSymptomSchema.pick({
  symptom: true,
  severity: true,
  occurredAt: true,
  notes: true,
});
export type EditSymptomInput = z.input<typeof editSymptomSchema>;
export type EditSymptom = z.output<typeof editSymptomSchema>;
export const SYMPTOM_NOT_FOUND = 'Symptom not found';

export const symptomSchema = z.object({
  id: z.string(),
  clientId: z.string().nullable(),
  symptom: z.string(),
  severity: z.number().int(),
  occurredAt: z.string(),
  mealId: z.string().nullable(),
  notes: z.string().nullable(),
});
export type Symptom = z.infer<typeof symptomSchema>;
export const symptomListSchema = z.array(symptomSchema);
export const symptomsQuerySchema = z.object({
  limit: z.coerce.number().int().min(1).max(200).default(50),
});

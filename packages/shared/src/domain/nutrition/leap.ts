import type { LeapCategory, LeapListCategory } from '../../schemas/nutrition.ts';
import { PREPARED_FOOD_GROUPS, WHOLE_FOOD_GROUPS, foodGroupOf } from './food-groups.ts';
import { foodWords } from './words.ts';

/**
 * LEAP categories and scores from the user's list (docs/nutrition.md, "LEAP category" and "LEAP
 * score"). A food that no entry names is 'untested': never green.
 */

export interface LeapListEntry {
  name: string;
  category: LeapListCategory;
  foodId: string | null;
}

/** What is known of a food to place it on the list: what the user called it and the table's food. */
export interface FoodForLeap {
  name: string;
  foodId?: string | null;
  /** The food table's name, e.g. "Salmon, atlantic, wild, raw". */
  tableName?: string | null;
}

/** Words that do not make one food another ("raw apples" is an apple). */
const FILLER = new Set(['raw', 'fresh', 'organic', 'of', 'the', 'a', 'an', 'and', 'whole']);

const SEVERITY: Record<LeapCategory, number> = { untested: 0, green: 1, yellow: 2, red: 3 };

export const REACTIVITY: Record<LeapCategory, number> = {
  green: 0.1,
  yellow: 0.5,
  red: 0.9,
  untested: 0.5,
};

/**
 * Words that name the same core food as another word: oatmeal is oats
 * (docs/decisions/034-food-evidence-and-leap-matching.md: "oats" red, "oatmeal cookies" were
 * untested), soy milk and soy are soybeans.
 */
const SAME_FOOD: Record<string, string> = {
  oatmeal: 'oat',
  oatbran: 'oat',
  cornmeal: 'corn',
  soy: 'soybean',
  soya: 'soybean',
  soymilk: 'soybean',
  wholewheat: 'wheat',
};

/**
 * Plants whose "milk", "butter", "cream", "cheese" or "yogurt" is the plant itself: almond milk is
 * almonds, not milk (docs/decisions/034-food-evidence-and-leap-matching.md), peanut butter is
 * peanuts, not butter.
 */
export const PLANTS = new Set([
  'almond',
  'cashew',
  'coconut',
  'hazelnut',
  'macadamia',
  'pecan',
  'pistachio',
  'walnut',
  'peanut',
  'soybean',
  'oat',
  'rice',
  'hemp',
  'flax',
  'flaxseed',
  'pea',
  'quinoa',
  'sesame',
  'sunflower',
  'cocoa',
]);
const PLANT_PRODUCTS = new Set(['milk', 'butter', 'cream', 'cheese', 'yogurt', 'beverage']);

/**
 * A food's words as the LEAP list reads them: `foodWords`, the same food under one name
 * (`SAME_FOOD`), and a plant product made its plant ("almond milk" -> "almond").
 */
export function leapWords(text: string): string[] {
  const words = foodWords(text).map((word) => SAME_FOOD[word] ?? word);
  return words.filter(
    (word, index) =>
      !(PLANT_PRODUCTS.has(word) && index > 0 && PLANTS.has(words[index - 1] as string)),
  );
}

function significantWords(text: string): string[] {
  return leapWords(text).filter((word) => !FILLER.has(word));
}

/** The words a food is known by: the user's words and the first two parts of the table's name. */
function wordsOf(food: FoodForLeap): Set<string> {
  const words = new Set(significantWords(food.name));
  if (food.tableName) {
    const head = food.tableName.split(',').slice(0, 2).join(' ');
    for (const word of significantWords(head)) words.add(word);
  }
  return words;
}

/**
 * SR28 name heads that only sort foods into a family: the next part names the food ("Nuts,
 * almonds" is almonds, "Fish, salmon, ..." is salmon).
 */
const FAMILY_HEADS = new Set(['fish', 'nut', 'seed', 'spice', 'game meat']);

/**
 * Heads that name one food only with the next part: "Beans, kidney" is not "Beans, black",
 * "Oil, olive" is not olives or corn oil, and a brand-like or prepared head ("Soup, ...",
 * "Babyfood, ...") is no single food.
 */
const QUALIFIED_HEADS = new Set([
  'bean',
  'oil',
  'pepper',
  'squash',
  'cabbage',
  'lettuce',
  'cheese',
  'yogurt',
  'milk',
  'pea',
  'alcoholic beverage',
  'babyfood',
  'beverage',
  'bread',
  'cake',
  'candy',
  'cereal',
  'cereal ready to eat',
  'cooky',
  'cracker',
  'fast food',
  'gravy',
  'ice cream',
  'infant formula',
  'pie',
  'pudding',
  'restaurant',
  'salad dressing',
  'sauce',
  'snack',
  'soup',
  'syrup',
  'usda commodity',
]);

/**
 * The words an entry matches foods by: its **core name**. MRT results are per food, not per
 * preparation, so an entry picked from the food table ("Salmon, atlantic, wild, raw") stands for
 * its first comma-separated part ("Salmon"), which then matches any food whose words include it.
 * Family heads give way to the next part ("Nuts, almonds" -> almonds); qualified heads keep it
 * ("Beans, kidney" -> beans kidney); an entry pinned to a prepared product keeps its whole name.
 */
export function leapCoreWords(entry: Pick<LeapListEntry, 'name' | 'foodId'>): string[] {
  const parts = entry.name.split(',').map((part) => part.trim());
  if (entry.foodId && PREPARED_FOOD_GROUPS.has(foodGroupOf(entry.foodId))) {
    return significantWords(entry.name);
  }
  const head = parts[0] ?? '';
  const headKey = leapWords(head).join(' ');
  const next = parts[1] ?? '';
  const core =
    FAMILY_HEADS.has(headKey) && next
      ? significantWords(next)
      : QUALIFIED_HEADS.has(headKey)
        ? significantWords(`${head} ${next}`)
        : significantWords(head);
  // A name whose first part is all filler ("Raw, ...") falls back to its whole name.
  return core.length > 0 ? core : significantWords(entry.name);
}

/**
 * The core foods of the food table (docs/decisions/034-food-evidence-and-leap-matching.md): the
 * core name (`leapCoreWords`) of every food of SR28's whole-food groups (dairy and eggs, spices,
 * fats, poultry, fruit, pork, vegetables, nuts, beef, fish, legumes, lamb, grains). A food's
 * ingredients are the core foods its name names: "Soup, chicken noodle" holds chicken and noodles,
 * "Juice, apple, grape and pear blend" apples, grapes and pears.
 */
export interface CoreFoodVocabulary {
  /** Each core food's words, e.g. ["apple"], ["bean", "kidney"], ["oil", "olive"]. */
  readonly cores: readonly (readonly string[])[];
}

export function coreFoodVocabulary(
  foods: readonly { id: string; name: string }[],
): CoreFoodVocabulary {
  const seen = new Map<string, readonly string[]>();
  for (const food of foods) {
    if (!WHOLE_FOOD_GROUPS.has(foodGroupOf(food.id))) continue;
    const core = leapCoreWords({ name: food.name, foodId: food.id });
    // Cores of more than three words are descriptions, not foods.
    if (core.length === 0 || core.length > 3) continue;
    seen.set(core.join(' '), core);
  }
  return { cores: [...seen.values()] };
}

/**
 * SR28 groups whose foods are dishes or products of several ingredients (baby foods, soups and
 * sauces, baked goods, sweets, fast foods, meals, snacks, restaurant foods), and the words that
 * name one. Such a food holds ingredients its name does not list, so no word of it makes it green.
 */
const MIXED_GROUPS = new Set(['03', '06', '18', '19', '21', '22', '25', '36']);
const MIXED_WORDS = new Set([
  'soup',
  'stew',
  'pudding',
  'cooky',
  'cookie',
  'cake',
  'pie',
  'bread',
  'cracker',
  'muffin',
  'pizza',
  'sandwich',
  'casserole',
  'lasagna',
  'burrito',
  'taco',
  'blend',
  'smoothie',
  'granola',
  'sauce',
  'gravy',
  'babyfood',
]);

/**
 * The main ingredient a product is made of although its name does not say it: puddings are made
 * with milk, cookies, cakes, bread, crackers, pies, noodles and pasta with wheat flour (USDA FNDDS
 * recipes). A user correction overrides it.
 */
const IMPLIED: Record<string, readonly string[]> = {
  pudding: ['milk'],
  cooky: ['wheat'],
  cookie: ['wheat'],
  cake: ['wheat'],
  bread: ['wheat'],
  cracker: ['wheat'],
  muffin: ['wheat'],
  pie: ['wheat'],
  pizza: ['wheat'],
  noodle: ['wheat'],
  pasta: ['wheat'],
  spaghetti: ['wheat'],
  macaroni: ['wheat'],
};

/** A user's correction of a food's category, remembered by the food's key (`leapFoodKey`). */
export interface LeapCorrection {
  foodKey: string;
  category: LeapCategory;
}

/** The key a correction is remembered by: the table food's id, else the lower-cased name. */
export function leapFoodKey(food: Pick<FoodForLeap, 'name' | 'foodId'>): string {
  return food.foodId
    ? `id:${food.foodId}`
    : `name:${food.name.trim().toLowerCase().replace(/\s+/g, ' ')}`;
}

/** How a food was placed on the list, for the user to check and correct. */
export interface LeapPlacement {
  category: LeapCategory;
  /** The ingredients read from its name, each with its category. */
  ingredients: { name: string; category: LeapCategory }[];
  mixed: boolean;
  corrected: boolean;
}

/** A LEAP list made ready for many look-ups. */
export interface LeapIndex {
  readonly size: number;
  categoryOf(food: FoodForLeap): LeapCategory;
  placementOf(food: FoodForLeap): LeapPlacement;
}

/** For a mixed food an untested ingredient is stricter than a green one: red > yellow > untested > green. */
const MIXED_SEVERITY: Record<LeapCategory, number> = { green: 0, untested: 1, yellow: 2, red: 3 };

const isSubset = (small: readonly string[], big: ReadonlySet<string> | readonly string[]) => {
  const set = big instanceof Set ? big : new Set(big);
  return small.every((word) => set.has(word));
};

/** Cores that name no food a LEAP test covers, however often a name mentions them ("with salt"). */
const NOT_INGREDIENTS = new Set(['salt', 'water', 'fat', 'oil', 'ice']);

/**
 * The category of a food on the user's list (docs/nutrition.md, "LEAP category"):
 * 1. the user's correction of that food decides;
 * 2. an entry pinned to the food's id decides;
 * 3. its ingredients are the core foods its name names (with `vocabulary`), those inside a longer
 *    one left out ("olive" in "olive oil"), plus the main ingredient of a product (`IMPLIED`);
 *    each ingredient takes the most reactive entry whose core words it has, else untested;
 * 4. a food is mixed when it has two ingredients or more, or is a dish or product (`MIXED_GROUPS`,
 *    `MIXED_WORDS`, which add an unlisted, untested ingredient): the strictest ingredient decides,
 *    red > yellow > untested > green, so one green word never makes a mixed food green;
 * 5. otherwise every entry whose core words all appear in the food's words matches, and the most
 *    reactive wins (red over yellow over green), else the food is untested.
 * Words are read by `leapWords`: plant milks are their plant, oatmeal is oats.
 */
export function leapIndex(
  entries: readonly LeapListEntry[],
  options: { vocabulary?: CoreFoodVocabulary; corrections?: readonly LeapCorrection[] } = {},
): LeapIndex {
  const pinned = new Map<string, LeapListCategory>();
  const byWords: { words: string[]; category: LeapListCategory }[] = [];
  for (const entry of entries) {
    if (entry.foodId) {
      const current = pinned.get(entry.foodId);
      if (!current || SEVERITY[entry.category] > SEVERITY[current]) {
        pinned.set(entry.foodId, entry.category);
      }
    }
    const words = leapCoreWords(entry);
    if (words.length > 0) byWords.push({ words, category: entry.category });
  }
  const corrections = new Map(
    (options.corrections ?? []).map((correction) => [correction.foodKey, correction.category]),
  );
  // Cores by their first word: a food is checked only against cores it could hold.
  const coresByWord = new Map<string, (readonly string[])[]>();
  for (const core of options.vocabulary?.cores ?? []) {
    const first = core[0] as string;
    const list = coresByWord.get(first) ?? [];
    list.push(core);
    coresByWord.set(first, list);
  }

  /** The most reactive entry whose core words are all among `words`, else untested. */
  const strictestEntry = (words: ReadonlySet<string>): LeapCategory => {
    let worst: LeapCategory = 'untested';
    for (const entry of byWords) {
      if (SEVERITY[entry.category] <= SEVERITY[worst]) continue;
      if (isSubset(entry.words, words)) worst = entry.category;
    }
    return worst;
  };

  function placementOf(food: FoodForLeap): LeapPlacement {
    const corrected = corrections.get(leapFoodKey(food));
    if (corrected) return { category: corrected, ingredients: [], mixed: false, corrected: true };
    if (food.foodId) {
      const category = pinned.get(food.foodId);
      if (category) return { category, ingredients: [], mixed: false, corrected: false };
    }
    // The words that name the food: the user's and the table name's first two parts (the rest
    // describe its preparation: "cooked with water, without salt").
    const words = wordsOf(food);
    const found = [...words]
      .flatMap((word) => coresByWord.get(word) ?? [])
      .filter((core) => !NOT_INGREDIENTS.has(core.join(' ')) && isSubset(core, words));
    // "olive" inside "oil olive", "pepper" inside "pepper sweet": the longer core is the food;
    // cores of one head ("cheese cottage", "cheese lowfat") are one food.
    const named: (readonly string[])[] = [];
    for (const core of found) {
      if (found.some((other) => other.length > core.length && isSubset(core, other))) continue;
      if (named.some((other) => other[0] === core[0])) continue;
      named.push(core);
    }
    const implied = [...words].flatMap((word) => IMPLIED[word] ?? []);
    const ingredientNames = [...new Set([...named.map((core) => core.join(' ')), ...implied])];
    const mixedProduct =
      (food.foodId ? MIXED_GROUPS.has(foodGroupOf(food.foodId)) : false) ||
      [...words].some((word) => MIXED_WORDS.has(word));
    const mixed = mixedProduct || ingredientNames.length >= 2;
    const ingredients = ingredientNames.map((name) => ({
      name,
      category: strictestEntry(new Set(name.split(' '))),
    }));
    const direct = strictestEntry(words);
    if (!mixed) return { category: direct, ingredients, mixed, corrected: false };
    const categories: LeapCategory[] = [...ingredients.map((item) => item.category)];
    // A direct match of an entry the ingredients missed (e.g. a typed "chocolate") still counts.
    if (direct !== 'untested') categories.push(direct);
    if (mixedProduct || categories.length === 0) categories.push('untested');
    const category = categories.reduce((worst, next) =>
      MIXED_SEVERITY[next] > MIXED_SEVERITY[worst] ? next : worst,
    );
    return { category, ingredients, mixed, corrected: false };
  }

  return {
    size: entries.length,
    categoryOf: (food) => placementOf(food).category,
    placementOf,
  };
}

export interface ScoredFood {
  category: LeapCategory;
  grams: number | null;
}

/**
 * A meal's LEAP score, 0..1: the share of the meal that is green on the user's list, by grams when
 * every food's grams are known, else by count. Yellow, red and untested foods count as not green.
 * Null for an empty meal.
 */
export function mealLeapScore(foods: readonly ScoredFood[]): number | null {
  if (foods.length === 0) return null;
  const byGrams = foods.every((food) => food.grams !== null && food.grams > 0);
  let green = 0;
  let total = 0;
  for (const food of foods) {
    const weight = byGrams ? (food.grams as number) : 1;
    total += weight;
    if (food.category === 'green') green += weight;
  }
  return total > 0 ? green / total : null;
}

/**
 * LEAP compliance over a period, a percentage: the mean of the meals' scores times 100, rounded.
 * Null when no meal has a score.
 */
export function leapCompliance(scores: readonly (number | null)[]): number | null {
  const known = scores.filter((score): score is number => score !== null);
  if (known.length === 0) return null;
  return Math.round((known.reduce((sum, score) => sum + score, 0) / known.length) * 100);
}

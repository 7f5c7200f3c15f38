import type { LeapCategory, LeapListCategory } from '../../schemas/nutrition.ts';
import { PREPARED_FOOD_GROUPS, foodGroupOf } from './food-groups.ts';
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

function significantWords(text: string): string[] {
  return foodWords(text).filter((word) => !FILLER.has(word));
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
  const headKey = foodWords(head).join(' ');
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

/** A LEAP list made ready for many look-ups. */
export interface LeapIndex {
  readonly size: number;
  categoryOf(food: FoodForLeap): LeapCategory;
}

/**
 * The category of a food on the user's list:
 * 1. an entry pinned to the food's id decides;
 * 2. otherwise every entry whose core words (`leapCoreWords`) all appear in the food's words
 *    matches, and the most reactive category among them wins (red over yellow over green), so a
 *    food that also answers to a red entry is never shown green;
 * 3. otherwise the food is untested.
 */
export function leapIndex(entries: readonly LeapListEntry[]): LeapIndex {
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
  return {
    size: entries.length,
    categoryOf(food) {
      if (food.foodId) {
        const category = pinned.get(food.foodId);
        if (category) return category;
      }
      const words = wordsOf(food);
      let worst: LeapCategory = 'untested';
      for (const entry of byWords) {
        if (SEVERITY[entry.category] <= SEVERITY[worst]) continue;
        if (entry.words.every((word) => words.has(word))) worst = entry.category;
      }
      return worst;
    },
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

import { foodWords } from './words.ts';

/**
 * How plain a food of the table is: the food as it comes ("Chicken, broilers or fryers, breast,
 * meat only, raw") rather than a dish or product made from it ("Chicken breast tenders, breaded").
 * Used to choose the food behind a LEAP entry for the recipe builder and to rank food search
 * (docs/nutrition.md, "Plain foods first").
 */

/** Forms of a food that are dishes or products rather than the food itself. */
const PREPARED_FORM =
  /\b(breaded|battered|batter|fried|with sauce|in sauce|sauce|gravy|syrup|sweetened|candied|babyfood|baby food|fast foods?|restaurant|frozen|microwaved|deli|prepackaged|seasoned|marinated|stuffed|pickled|salted|with salt|with added (?:salt|sugar|solution|sweetener)|commercial|mix|entree|dinner|tenders|nuggets|patty|sandwich|cured|imitation|instant|flavored)\b/;
const COOKED_FORM =
  /\b(cooked|roasted|toasted|boiled|stewed|braised|grilled|broiled|steamed|baked|smoked)\b/;
/** SR28 heads that only sort foods into a family: the next part names the food. */
const FAMILY_HEAD = /^(fish|crustaceans|mollusks|nuts|seeds|spices|cereals|game meat)$/;

/** A food's words without the ones that do not change what it is ("raw", "fresh", "organic"). */
export function significantFoodWords(text: string): string[] {
  return foodWords(text).filter((word) => !['raw', 'fresh', 'organic'].includes(word));
}

/** What of a table name does not depend on what was asked: computed once per food. */
export interface FoodForm {
  /** The words of the name's head: its first part, or the second after a family head ("Nuts"). */
  head: readonly string[];
  /** The words of the part after the head. */
  next: readonly string[];
  /** The score of the form alone (raw, prepared, cooked, length). */
  form: number;
}

export function foodForm(tableName: string): FoodForm {
  // Asides are no part of their own and say nothing of the form: "Chickpeas (garbanzo beans,
  // bengal gram), mature seeds", "Crustaceans, shrimp, raw (not previously frozen)".
  const name = tableName.toLowerCase().replace(/\([^)]*\)/g, '');
  const parts = name.split(',').map((part) => part.trim());
  const family = FAMILY_HEAD.test(parts[0] ?? '');
  let form = 0;
  if (/\b(raw|fresh)\b/.test(name)) form += 2;
  if (/\b(whole|plain|unsweetened|uncooked)\b/.test(name)) form += 0.5;
  if (PREPARED_FORM.test(name)) form -= 10;
  if (/\bcanned\b/.test(name)) form -= 3;
  if (/\b(dried|dehydrated|powder|powdered)\b/.test(name)) form -= 4;
  if (COOKED_FORM.test(name)) form -= 1;
  if (/\b(meat only|skinless)\b/.test(name)) form += 0.5;
  form -= name.split(/[ ,]+/).length * 0.05;
  return {
    head: significantFoodWords((family ? parts[1] : parts[0]) ?? ''),
    next: significantFoodWords((family ? parts[2] : parts[1]) ?? ''),
    form,
  };
}

/**
 * The plainness of a food as the food `wanted` names (higher is plainer):
 * - its head is exactly the food asked for: +3 ("Apples, raw" over "Rose-apples, raw", "Tofu,
 *   firm" over a brand's tofu);
 * - the part after the head is plain or asked for ("Milk, whole" over "Milk, buttermilk"): +1;
 * - raw or fresh: +2; whole, plain, unsweetened, uncooked: +0.5;
 * - prepared (breaded, fried, with sauce, in syrup, babyfood, fast foods, restaurant...): -10;
 *   canned: -3; dried, dehydrated, powder: -4; cooked in any way: -1;
 * - meat only, skinless: +0.5; and 0.05 less per word, so fewer qualifiers win among equals.
 */
export function plainnessOf(food: FoodForm, wanted: ReadonlySet<string>): number {
  let score = food.form;
  if (food.head.length > 0 && food.head.every((word) => wanted.has(word))) score += 3;
  if (food.next.every((word) => wanted.has(word) || word === 'whole' || word === 'plain')) {
    score += 1;
  }
  return score;
}

export function plainness(tableName: string, wanted: readonly string[]): number {
  return plainnessOf(foodForm(tableName), new Set(wanted));
}

import type { IdentifiedFood } from '@grandfit/shared/schemas/nutrition.ts';
import { REACTIVITY, resolveCategory, type LeapLookup } from './leap-category.ts';

/** Each typed food gets confidence 0.95 (docs/product.md#food-identification). */
export const TYPED_CONFIDENCE = 0.95;

/** Typed meal text is split on commas on the client; blanks and repeats are dropped. */
export function splitTypedFoods(text: string): string[] {
  const seen = new Set<string>();
  const names: string[] = [];
  for (const part of text.split(',')) {
    const name = part.replace(/\s+/g, ' ').trim();
    const key = name.toLowerCase();
    if (!name || seen.has(key)) continue;
    seen.add(key);
    names.push(name);
  }
  return names;
}

/**
 * Typed text makes no call (docs/product.md#food-identification): the foods come from splitting it
 * on commas, each with confidence 0.95. The original prototype gave every typed food the green
 * category and reactivity 0.1, but GrandFit never shows a food the user has not tested as green
 * (docs/decisions/014-nutrition.md): the category is looked up on the user's LEAP list (the cached
 * leap-list query), and a food not on it is 'untested'. Reactivity follows the category as the
 * server's does, so a green food keeps 0.1 (docs/product.md#leap-list).
 */
export function typedTextToFoods(text: string, lookup: LeapLookup): IdentifiedFood[] {
  return splitTypedFoods(text).map((name) => {
    const leapCategory = resolveCategory(lookup, { name });
    return {
      name,
      confidence: TYPED_CONFIDENCE,
      leapCategory,
      reactivityScore: REACTIVITY[leapCategory],
      foodId: null,
      grams: null,
    };
  });
}

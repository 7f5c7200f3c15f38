import type {
  LeapCategory,
  LeapCorrectionInput,
  LeapEntry,
} from '@grandfit/shared/schemas/nutrition.ts';
import {
  REACTIVITY,
  leapFoodKey,
  leapIndex,
  type LeapIndex,
} from '@grandfit/shared/domain/nutrition/leap.ts';

/** Reactivity follows the category, with the server's numbers (docs/nutrition.md). */
export { REACTIVITY };

export const CATEGORY_LABELS: Record<LeapCategory, string> = {
  green: 'Green',
  yellow: 'Yellow',
  red: 'Red',
  untested: 'Untested',
};

/** Chip colours; the label is always written out too, so colour is never the only cue. */
export const CATEGORY_CLASSES: Record<LeapCategory, string> = {
  green: 'border-emerald-200 bg-emerald-50 text-emerald-800',
  yellow: 'border-amber-200 bg-amber-50 text-amber-800',
  red: 'border-red-200 bg-red-50 text-red-800',
  untested: 'border-slate-200 bg-slate-100 text-slate-700 dark:text-slate-200',
};

export const CATEGORY_DOT: Record<LeapCategory, string> = {
  green: 'bg-emerald-500',
  yellow: 'bg-amber-400',
  red: 'bg-red-500',
  untested: 'bg-slate-400',
};

export type LeapLookup = LeapIndex;

/**
 * The user's LEAP list ready for look-ups, with the same matching rules as the server's
 * (packages/shared/src/domain/nutrition/leap.ts): a typed food shows the category its stored meal
 * will get.
 */
export function leapLookup(
  entries: readonly LeapEntry[] | undefined,
  corrections: readonly LeapCorrectionInput[] = [],
): LeapLookup {
  return leapIndex(entries ?? [], {
    corrections: corrections.map((correction) => ({
      foodKey: leapFoodKey({ name: correction.name, foodId: correction.foodId ?? null }),
      category: correction.category,
    })),
  });
}

/**
 * A stored meal's food as this device should show it: the user's correction when one exists
 * (perhaps still in the outbox), else the server's category.
 */
export function shownCategory(
  lookup: LeapLookup,
  food: { name: string; foodId: string | null; leapCategory: LeapCategory },
): LeapCategory {
  const placement = lookup.placementOf(food);
  return placement.corrected ? placement.category : food.leapCategory;
}

/**
 * The food's category on the user's LEAP list. A food the user has not tested is 'untested',
 * never green (docs/decisions/014-nutrition.md).
 */
export function resolveCategory(
  lookup: LeapLookup,
  food: { name: string; foodId?: string | null },
): LeapCategory {
  return lookup.categoryOf(food);
}

/** Cooking time, a number from 5 to 120 minutes, default 30 (docs/product.md#meal-generator). */
export const COOKING_TIME_MIN = 5;
export const COOKING_TIME_MAX = 120;
export const COOKING_TIME_DEFAULT = 30;

/**
 * The minutes to send for what the user typed. Non-numeric input (blank, "abc") falls back to
 * 30 (docs/product.md#meal-generator); a number outside the input's bounds is brought inside
 * them, because the server answers 400 for anything outside 5-120 and the user meant "short" or
 * "long" anyway.
 */
export function parseCookingTime(raw: string | number): number {
  const value = typeof raw === 'number' ? raw : Number.parseFloat(raw.trim());
  if (!Number.isFinite(value)) return COOKING_TIME_DEFAULT;
  return Math.min(COOKING_TIME_MAX, Math.max(COOKING_TIME_MIN, Math.round(value)));
}

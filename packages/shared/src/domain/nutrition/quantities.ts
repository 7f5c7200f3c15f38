import type { Portion } from '../../schemas/nutrition.ts';

/**
 * Reading what someone said they ate ("two eggs, a cup of blueberries and 150 g salmon") into
 * quantities, units and food phrases, and turning a quantity into grams with the food's portions.
 * Pure: matching the phrases to foods happens against the food table on the server.
 */

export type Unit =
  | 'g'
  | 'kg'
  | 'oz'
  | 'lb'
  | 'ml'
  | 'l'
  | 'cup'
  | 'tbsp'
  | 'tsp'
  | 'slice'
  | 'piece'
  | 'fillet'
  | 'handful'
  | 'bowl'
  | 'glass'
  | 'can'
  | 'serving'
  | 'scoop'
  | 'large'
  | 'medium'
  | 'small';

export interface ParsedFood {
  /** The words as said, e.g. "a cup of blueberries". */
  source: string;
  /** The food part, e.g. "blueberries". */
  phrase: string;
  /** How many units; null when none was said. */
  quantity: number | null;
  /** null: a count of the food itself ("two eggs") or no quantity at all. */
  unit: Unit | null;
}

const UNIT_WORDS: Record<string, Unit> = {
  g: 'g',
  gr: 'g',
  gram: 'g',
  grams: 'g',
  gramme: 'g',
  grammes: 'g',
  kg: 'kg',
  kilo: 'kg',
  kilos: 'kg',
  kilogram: 'kg',
  kilograms: 'kg',
  oz: 'oz',
  ounce: 'oz',
  ounces: 'oz',
  lb: 'lb',
  lbs: 'lb',
  pound: 'lb',
  pounds: 'lb',
  ml: 'ml',
  millilitre: 'ml',
  millilitres: 'ml',
  milliliter: 'ml',
  milliliters: 'ml',
  l: 'l',
  litre: 'l',
  litres: 'l',
  liter: 'l',
  liters: 'l',
  cup: 'cup',
  cups: 'cup',
  tbsp: 'tbsp',
  tablespoon: 'tbsp',
  tablespoons: 'tbsp',
  tsp: 'tsp',
  teaspoon: 'tsp',
  teaspoons: 'tsp',
  slice: 'slice',
  slices: 'slice',
  piece: 'piece',
  pieces: 'piece',
  fillet: 'fillet',
  fillets: 'fillet',
  filet: 'fillet',
  handful: 'handful',
  handfuls: 'handful',
  bowl: 'bowl',
  bowls: 'bowl',
  glass: 'glass',
  glasses: 'glass',
  can: 'can',
  cans: 'can',
  tin: 'can',
  serving: 'serving',
  servings: 'serving',
  portion: 'serving',
  portions: 'serving',
  scoop: 'scoop',
  scoops: 'scoop',
  large: 'large',
  big: 'large',
  medium: 'medium',
  small: 'small',
};

const NUMBER_WORDS: Record<string, number> = {
  a: 1,
  an: 1,
  one: 1,
  two: 2,
  three: 3,
  four: 4,
  five: 5,
  six: 6,
  seven: 7,
  eight: 8,
  nine: 9,
  ten: 10,
  eleven: 11,
  twelve: 12,
  dozen: 12,
  half: 0.5,
  couple: 2,
  few: 3,
};

/** Leading words that say nothing about the food. */
const LEADING_FILLER =
  /^(?:(?:i|we)\s+(?:had|ate|have|eat|just had|just ate)|for\s+(?:breakfast|lunch|dinner|a snack)|some|about|around|roughly|approximately|maybe|like|then|also)\s+/;

/** Splits a sentence into one part per food. */
export function splitFoods(text: string): string[] {
  return text
    .toLowerCase()
    .split(/\s*(?:[,;\n.!?&+]|\band\b|\bwith\b|\bplus\b|\bthen\b|\balong with\b)\s*/)
    .map((part) => part.trim())
    .filter((part) => part !== '');
}

function parseNumber(token: string): number | null {
  if (/^\d+(?:\.\d+)?$/.test(token)) return Number(token);
  if (/^\.\d+$/.test(token)) return Number(token);
  const fraction = /^(\d+)\/(\d+)$/.exec(token);
  if (fraction) {
    const denominator = Number(fraction[2]);
    return denominator > 0 ? Number(fraction[1]) / denominator : null;
  }
  return NUMBER_WORDS[token] ?? null;
}

/** "150g" -> ["150", "g"]; "1½" is rare enough to leave alone. */
function splitGlued(tokens: string[]): string[] {
  return tokens.flatMap((token) => {
    const glued = /^(\d+(?:\.\d+)?)([a-z]+)$/.exec(token);
    return glued && glued[1] && glued[2] && UNIT_WORDS[glued[2]] ? [glued[1], glued[2]] : [token];
  });
}

/** One part ("a cup of blueberries") into quantity, unit and phrase. */
export function parseFoodPart(part: string): ParsedFood | null {
  let rest = part.trim();
  for (let i = 0; i < 3; i++) rest = rest.replace(LEADING_FILLER, '');
  const tokens = splitGlued(rest.split(/\s+/).filter((token) => token !== ''));
  let index = 0;
  let quantity: number | null = null;
  // "a couple of", "a few", "a half", "half a", "1 1/2"
  while (index < tokens.length) {
    const token = tokens[index] ?? '';
    const value = parseNumber(token);
    if (value === null) break;
    if (quantity === null) quantity = value;
    else if (token === 'half' || value < 1) quantity += value;
    else if (quantity === 1 && ['a', 'an'].includes(tokens[index - 1] ?? '')) quantity = value;
    else if (value < quantity) quantity += value;
    else break;
    index++;
  }
  if (quantity !== null && tokens[index] === 'dozen') {
    quantity *= 12;
    index++;
  }
  let unit: Unit | null = null;
  const unitWord = tokens[index];
  if (unitWord !== undefined && UNIT_WORDS[unitWord] && index + 1 < tokens.length) {
    unit = UNIT_WORDS[unitWord] ?? null;
    index++;
    if (quantity === null) quantity = 1;
  }
  if (tokens[index] === 'of') index++;
  // "half a cup": the second article belongs to the quantity.
  if (quantity === 0.5 && ['a', 'an'].includes(tokens[index] ?? '') && index + 1 < tokens.length) {
    index++;
    const after = tokens[index];
    if (after !== undefined && UNIT_WORDS[after] && index + 1 < tokens.length) {
      unit = UNIT_WORDS[after] ?? null;
      index++;
      if (tokens[index] === 'of') index++;
    }
  }
  const phrase = tokens.slice(index).join(' ').trim();
  if (phrase === '') return null;
  // "0g" names no amount: it is not zero grams of the food, whose portion is then unknown.
  const amount = quantity !== null && quantity > 0 ? quantity : null;
  return { source: part.trim(), phrase, quantity: amount, unit };
}

/** A sentence into its foods, in order. */
export function parseMealText(text: string): ParsedFood[] {
  return splitFoods(text).flatMap((part) => {
    const parsed = parseFoodPart(part);
    return parsed ? [parsed] : [];
  });
}

const MASS_GRAMS: Partial<Record<Unit, number>> = {
  g: 1,
  kg: 1000,
  oz: 28.349523125,
  lb: 453.59237,
  // Volumes of liquids, at the density of water.
  ml: 1,
  l: 1000,
};

/** Household volumes in ml, used only when the food has no portion in that unit. */
const VOLUME_ML: Partial<Record<Unit, number>> = { cup: 240, tbsp: 15, tsp: 5 };

const PORTION_WORDS: Partial<Record<Unit, RegExp>> = {
  cup: /\bcups?\b/,
  tbsp: /\btbsp\b|\btablespoons?\b/,
  tsp: /\btsp\b|\bteaspoons?\b/,
  slice: /\bslices?\b/,
  piece: /\bpieces?\b/,
  fillet: /\bfill?ets?\b/,
  can: /\bcans?\b/,
  serving: /\bservings?\b/,
  large: /\blarge\b|\bextra large\b/,
  medium: /\bmedium\b/,
  small: /\bsmall\b/,
  glass: /\bcups?\b/,
  bowl: /\bcups?\b/,
};

/** How many units a portion label holds: "1 cup, sliced" -> 1, ".5 fillet" -> 0.5, "50 berries" -> 50. */
export function portionAmount(label: string): number | null {
  const match = /^\s*(\d*\.?\d+)(?:\s*-\s*(\d+)\/(\d+))?/.exec(label);
  if (!match?.[1]) return null;
  let amount = Number(match[1]);
  if (match[2] && match[3]) amount += Number(match[2]) / Number(match[3]);
  return amount > 0 ? amount : null;
}

function gramsPerUnit(portion: Portion): number | null {
  const amount = portionAmount(portion.label);
  return amount ? portion.grams / amount : null;
}

const VOLUME_OR_MASS = /\b(cups?|tbsp|tsp|oz|lb|g|ml|fl|pieces? of)\b/;

/**
 * Grams for a parsed quantity of a food with these portions; null when they cannot tell (no
 * quantity, or a unit the food has no portion for). Rounded to whole grams.
 */
export function gramsFor(
  quantity: number | null,
  unit: Unit | null,
  portions: readonly Portion[],
): number | null {
  if (quantity === null || quantity <= 0) return null;
  const round = (grams: number) => Math.max(1, Math.round(grams));
  if (unit) {
    const mass = MASS_GRAMS[unit];
    if (mass) return round(quantity * mass);
    const words = PORTION_WORDS[unit];
    if (words) {
      for (const portion of portions) {
        const perUnit = words.test(portion.label.toLowerCase()) ? gramsPerUnit(portion) : null;
        if (perUnit) return round(quantity * perUnit);
      }
    }
    const ml = VOLUME_ML[unit];
    if (ml) return round(quantity * ml);
    if (unit === 'large' || unit === 'medium' || unit === 'small')
      return gramsFor(quantity, null, portions);
    return null;
  }
  // A count of the food itself: its whole-item portion ("1 large", "1 medium", "1 fruit").
  const counted = portions.filter((portion) => !VOLUME_OR_MASS.test(portion.label.toLowerCase()));
  const preferred =
    counted.find((portion) => /\bmedium\b/.test(portion.label)) ??
    counted.find((portion) => /\blarge\b/.test(portion.label)) ??
    counted[0];
  const perUnit = preferred ? gramsPerUnit(preferred) : null;
  return perUnit ? round(quantity * perUnit) : null;
}

import { KG_PER_LB, displayNumber, type WeightUnit } from '../units/weight.ts';

/*
 * A decathlon test result in the user's unit (docs/decisions/090-decathlon-goals-in-the-users-unit.md):
 * apart from goal-units.ts so that the screens showing results (Today's goal card among them) do
 * not carry the two default decathlons in the first JavaScript a user loads.
 */

/** The international mile (1959): exact. */
export const KM_PER_MILE = 1.609344;

type QuantityUnit = 'lb' | 'kg' | 'mi' | 'km';

const UNIT_WORDS: Record<string, QuantityUnit> = {
  lb: 'lb',
  lbs: 'lb',
  pound: 'lb',
  pounds: 'lb',
  kg: 'kg',
  kgs: 'kg',
  kilo: 'kg',
  kilos: 'kg',
  kilogram: 'kg',
  kilograms: 'kg',
  mi: 'mi',
  mile: 'mi',
  miles: 'mi',
  km: 'km',
  kilometer: 'km',
  kilometers: 'km',
  kilometre: 'km',
  kilometres: 'km',
};

/** For a user of each unit: the quantities written in the other system, and what they become. */
const CONVERSIONS: Record<
  WeightUnit,
  Partial<Record<QuantityUnit, { to: QuantityUnit; factor: number }>>
> = {
  kg: { lb: { to: 'kg', factor: KG_PER_LB }, mi: { to: 'km', factor: KM_PER_MILE } },
  lb: { kg: { to: 'lb', factor: 1 / KG_PER_LB }, km: { to: 'mi', factor: 1 / KM_PER_MILE } },
};

/**
 * A number (not part of a longer one: "1,000" and "13,5" are left alone, being ambiguous) and a
 * unit word, not already followed by a bracket (a conversion the user wrote himself).
 */
const QUANTITY = new RegExp(
  String.raw`(?<![\w.,])(\d+(?:\.\d+)?)(\s?)(${Object.keys(UNIT_WORDS).join('|')})\b(?!\s*\()`,
  'gi',
);

/**
 * A test result (or a current ability) as written, each weight or distance in the other unit
 * followed by its conversion for a user of `unit`: "15 reps with 30 lb" reads "15 reps with 30 lb
 * (13.6 kg)" to a kg user. The result keeps its own unit; the conversion is shown, never stored.
 */
export function resultInUnit(text: string, unit: WeightUnit): string {
  return text.replace(QUANTITY, (match, amount: string, _space: string, word: string) => {
    const from = UNIT_WORDS[word.toLowerCase()];
    const conversion = from ? CONVERSIONS[unit][from] : undefined;
    if (!conversion) return match;
    const converted = displayNumber(Number(amount) * conversion.factor, 1);
    return `${match} (${converted} ${conversion.to})`;
  });
}

import { KG_PER_LB, displayNumber, type WeightUnit } from '../units/weight.ts';
import {
  DEFAULT_DECATHLON,
  DEFAULT_DECATHLON_METRIC,
  type DecathlonEvent,
} from './default-goals.ts';

/**
 * Decathlon goals in the user's unit (docs/decisions/090-decathlon-goals-in-the-users-unit.md).
 * A goal's words are stored as written. Words that are, word for word, a default event's words in
 * either unit are that default, stored in the spec's spelling (lb, miles) and read in the user's
 * unit, so switching units in Settings switches them too and back again without loss. Words the
 * user wrote himself are his and read as he wrote them.
 */

export type GoalWordField = keyof DecathlonEvent;

export const GOAL_WORD_FIELDS = [
  'activityName',
  'testDescription',
  'targetAbility',
] as const satisfies readonly GoalWordField[];

type Spellings = Record<WeightUnit, string>;

/** Each default text of `field`, in either unit, to its spelling in both units. */
function spellingsOf(field: GoalWordField): ReadonlyMap<string, Spellings> {
  const spellings = new Map<string, Spellings>();
  DEFAULT_DECATHLON.forEach((event, index) => {
    const metric = DEFAULT_DECATHLON_METRIC[index];
    if (!metric) throw new Error(`the metric decathlon lacks event ${index}`);
    const both: Spellings = { lb: event[field], kg: metric[field] };
    spellings.set(both.lb, both);
    spellings.set(both.kg, both);
  });
  return spellings;
}

const DEFAULT_SPELLINGS: Record<GoalWordField, ReadonlyMap<string, Spellings>> = {
  activityName: spellingsOf('activityName'),
  testDescription: spellingsOf('testDescription'),
  targetAbility: spellingsOf('targetAbility'),
};

/** One of a goal's words as a user of `unit` reads it: a default's in his unit, others as written. */
export function goalWordIn(field: GoalWordField, text: string, unit: WeightUnit): string {
  return DEFAULT_SPELLINGS[field].get(text)?.[unit] ?? text;
}

/** A goal's words (those it has of the three) as a user of `unit` reads them. */
export function goalWordsIn<T extends Partial<DecathlonEvent>>(goal: T, unit: WeightUnit): T {
  const words: Partial<DecathlonEvent> = {};
  for (const field of GOAL_WORD_FIELDS) {
    const text = goal[field];
    if (text !== undefined) words[field] = goalWordIn(field, text, unit);
  }
  return { ...goal, ...words };
}

/**
 * The words to store: a default's words in the spec's spelling (a kg user saving "Lift a 14 kg
 * child from the floor" unchanged stores the default, not a copy in kg), anything else as written.
 */
export function storedGoalWords<T extends Partial<DecathlonEvent>>(words: T): T {
  return goalWordsIn(words, 'lb');
}

/** True when `text` is the default's words of `field` in either unit. */
export function isDefaultGoalWord(field: GoalWordField, text: string): boolean {
  return DEFAULT_SPELLINGS[field].has(text);
}

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

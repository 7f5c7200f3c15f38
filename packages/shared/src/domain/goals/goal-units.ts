import type { WeightUnit } from '../units/weight.ts';
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

import { describe, expect, it } from 'vitest';
import { customizeGoalsSchema } from '../../schemas/goals.ts';
import { KG_PER_LB } from '../units/weight.ts';
import {
  DECATHLON_SIZE,
  DEFAULT_DECATHLON,
  DEFAULT_DECATHLON_METRIC,
  defaultDecathlonIn,
} from './default-goals.ts';
import { KM_PER_MILE, resultInUnit } from './goal-results.ts';
import {
  GOAL_WORD_FIELDS,
  goalWordIn,
  goalWordsIn,
  isDefaultGoalWord,
  storedGoalWords,
} from './goal-units.ts';

const allWords = (events: readonly object[]) => events.map((event) => Object.values(event)).join();

describe('the metric decathlon', () => {
  it('is the same ten events, in kg and km, with no lb, miles or feet left', () => {
    expect(DEFAULT_DECATHLON_METRIC).toHaveLength(DECATHLON_SIZE);
    expect(customizeGoalsSchema.safeParse({ goals: DEFAULT_DECATHLON_METRIC }).success).toBe(true);
    expect(allWords(DEFAULT_DECATHLON_METRIC)).not.toMatch(/\b(lbs?|miles?|ft|pounds?)\b/);
    expect(DEFAULT_DECATHLON_METRIC.map((event) => event.activityName)).toEqual([
      'Hike 2.5 km on a hilly trail',
      'Get up off the floor using at most one hand',
      'Lift a 14 kg child from the floor',
      'Carry two grocery bags up four flights of stairs',
      'Lift a suitcase overhead',
      'Balance on one leg for 30 seconds',
      'Climb four flights of stairs',
      'Open a jar',
      'Skip rope',
      'Dead hang',
    ]);
    expect(defaultDecathlonIn('kg')).toBe(DEFAULT_DECATHLON_METRIC);
    expect(defaultDecathlonIn('lb')).toBe(DEFAULT_DECATHLON);
  });

  it('changes only the figures, each to a round metric number within 4% of the exact one', () => {
    const exact: Record<string, number> = {
      lb: KG_PER_LB,
      miles: KM_PER_MILE,
      ft: 0.3048,
    };
    DEFAULT_DECATHLON.forEach((event, index) => {
      const metric = DEFAULT_DECATHLON_METRIC[index]!;
      for (const field of GOAL_WORD_FIELDS) {
        const lbText = event[field];
        const kgText = metric[field];
        // The words around the figures are the spec's.
        const figures = /(\d+(?:\.\d+)?) (lb|miles|ft|kg|km|m)\b/g;
        expect(kgText.replace(figures, '#')).toBe(lbText.replace(figures, '#'));
        const lbFigures = [...lbText.matchAll(figures)];
        const kgFigures = [...kgText.matchAll(figures)];
        expect(kgFigures).toHaveLength(lbFigures.length);
        lbFigures.forEach(([, amount, unit], i) => {
          const [, metricAmount] = kgFigures[i]!;
          const factor = exact[unit!];
          if (factor === undefined) {
            // Already metric (the grip target): the same words.
            expect(metricAmount).toBe(amount);
            return;
          }
          const wanted = Number(amount) * factor;
          expect(Math.abs(Number(metricAmount) - wanted) / wanted).toBeLessThan(0.04);
          expect(Number(metricAmount) * 2).toSatisfy(Number.isInteger);
        });
      }
    });
  });
});

describe('goal words in the user unit', () => {
  const child = DEFAULT_DECATHLON[2]!;
  const metricChild = DEFAULT_DECATHLON_METRIC[2]!;

  it("reads a default's words in the user's unit, from either spelling", () => {
    expect(goalWordsIn(child, 'kg')).toEqual(metricChild);
    expect(goalWordsIn(metricChild, 'lb')).toEqual(child);
    expect(goalWordsIn(child, 'lb')).toEqual(child);
    expect(goalWordIn('targetAbility', '10 clean reps with 30 lb', 'kg')).toBe(
      '10 clean reps with 14 kg',
    );
    expect(goalWordIn('activityName', 'Hike 1.5 miles on a hilly trail', 'kg')).toBe(
      'Hike 2.5 km on a hilly trail',
    );
  });

  it('keeps the spec texts exactly for an lb user, and switching units is lossless', () => {
    for (const event of DEFAULT_DECATHLON) {
      expect(goalWordsIn(event, 'lb')).toEqual(event);
      expect(goalWordsIn(goalWordsIn(event, 'kg'), 'lb')).toEqual(event);
      expect(goalWordsIn(goalWordsIn(goalWordsIn(event, 'kg'), 'lb'), 'kg')).toEqual(
        goalWordsIn(event, 'kg'),
      );
      expect(storedGoalWords(goalWordsIn(event, 'kg'))).toEqual(event);
    }
  });

  it('keeps words the user wrote himself, field by field', () => {
    const edited = { ...child, targetAbility: '12 clean reps with 15 kg' };
    expect(goalWordsIn(edited, 'kg')).toEqual({
      ...metricChild,
      targetAbility: '12 clean reps with 15 kg',
    });
    expect(goalWordsIn(edited, 'lb')).toEqual(edited);
    expect(storedGoalWords(edited)).toEqual(edited);
    // Close is not the same: his words.
    for (const own of ['Lift a 30 lb child', 'lift a 30 lb child from the floor', 'Swim 400 m']) {
      expect(goalWordIn('activityName', own, 'kg')).toBe(own);
      expect(isDefaultGoalWord('activityName', own)).toBe(false);
    }
    // A default's words count in their own field only.
    expect(goalWordIn('targetAbility', child.activityName, 'kg')).toBe(child.activityName);
  });

  it('keeps the rest of the goal and leaves absent fields absent', () => {
    const goal = { id: 'g', currentAbility: '30 lb', activityName: child.activityName };
    expect(goalWordsIn(goal, 'kg')).toEqual({ ...goal, activityName: metricChild.activityName });
    expect(goalWordsIn({ activityName: child.activityName }, 'kg')).not.toHaveProperty(
      'targetAbility',
    );
  });

  it('has one pair of spellings for each default text', () => {
    for (const field of GOAL_WORD_FIELDS) {
      const pairs = new Map<string, string>();
      DEFAULT_DECATHLON.forEach((event, index) => {
        for (const text of [event[field], DEFAULT_DECATHLON_METRIC[index]![field]]) {
          const pair = `${event[field]}|${DEFAULT_DECATHLON_METRIC[index]![field]}`;
          expect(pairs.get(text) ?? pair).toBe(pair);
          pairs.set(text, pair);
        }
      });
    }
  });
});

describe('resultInUnit', () => {
  it("shows a result's weights and distances converted beside the user's own words", () => {
    expect(resultInUnit('15 reps with 30 lb', 'kg')).toBe('15 reps with 30 lb (13.6 kg)');
    expect(resultInUnit('1.5 miles in 41 min, 15lbs pack', 'kg')).toBe(
      '1.5 miles (2.4 km) in 41 min, 15lbs (6.8 kg) pack',
    );
    expect(resultInUnit('10 reps with 14 kg', 'lb')).toBe('10 reps with 14 kg (30.9 lb)');
    expect(resultInUnit('2.5 km in 38 min', 'lb')).toBe('2.5 km (1.6 mi) in 38 min');
    expect(resultInUnit('Held 50 Pounds for 40 s', 'kg')).toBe('Held 50 Pounds (22.7 kg) for 40 s');
  });

  it('leaves the user unit, times, bare numbers and ambiguous figures alone', () => {
    for (const [text, unit] of [
      ['10 reps with 14 kg', 'kg'],
      ['15 reps with 30 lb', 'lb'],
      ['Under 35 min, 2 min hang', 'kg'],
      ['8/10, 12 reps', 'kg'],
      ['1,000 lb total', 'kg'],
      ['13,5 kg', 'lb'],
      ['30 lb (14 kg)', 'kg'],
      ['Not tested yet', 'kg'],
    ] as const) {
      expect(resultInUnit(text, unit)).toBe(text);
    }
  });

  it('is shown, not stored: converting twice adds nothing', () => {
    const once = resultInUnit('30 lb, 1 mile', 'kg');
    expect(once).toBe('30 lb (13.6 kg), 1 mile (1.6 km)');
    expect(resultInUnit(once, 'kg')).toBe(once);
  });
});

import { describe, expect, it } from 'vitest';
import { setDeviceLanguage } from '../../../test/device-language.ts';
import {
  confidenceText,
  fibreText,
  leapBadgeText,
  mealTime,
  pendingText,
  percent,
  symptomTiming,
} from './format.ts';
import { pendingMeals } from './pending-meals.ts';
import { pendingSymptomsByMeal } from './pending-symptoms.ts';

describe('leapBadgeText (docs/product.md#nutrition-screen)', () => {
  it('reads LEAP {score x100, rounded}%', () => {
    expect(leapBadgeText(0.856)).toBe('LEAP 86%');
    expect(leapBadgeText(1)).toBe('LEAP 100%');
    expect(leapBadgeText(0)).toBe('LEAP 0%');
    expect(leapBadgeText(0.125)).toBe('LEAP 13%');
  });
});

describe('percent', () => {
  it('shows a 0-1 share as a whole percentage', () => {
    expect(percent(0.734)).toBe('73%');
    expect(percent(1.2)).toBe('100%');
  });
});

describe('pendingMeals', () => {
  it('reads queued log-meal bodies, newest first, and skips what it cannot read', () => {
    expect(
      pendingMeals([
        {
          seq: 1,
          body: {
            clientId: 'a',
            mealType: 'lunch',
            loggedAt: '2025-08-03T12:00:00.000Z',
            foods: ['rice', { name: 'Salmon', foodId: '15076', grams: 120 }],
          },
        },
        { seq: 2, body: { mealType: 'brunch', foods: ['x'] } },
        { seq: 3, body: 'nonsense' },
        { seq: 4, body: { mealType: 'snack', foods: ['apple'], loggedAt: '2025-08-03T15:00:00Z' } },
      ]),
    ).toEqual([
      { key: 'seq-4', mealType: 'snack', loggedAt: '2025-08-03T15:00:00Z', foods: ['apple'] },
      {
        key: 'a',
        mealType: 'lunch',
        loggedAt: '2025-08-03T12:00:00.000Z',
        foods: ['rice', 'Salmon'],
      },
    ]);
  });
});

describe('symptomTiming', () => {
  const meal = '2025-08-03T12:00:00.000Z';
  const now = new Date('2025-08-06T12:00:00.000Z');
  it("writes a meal's time on the device's clock, and another day's date in its order", () => {
    const now = new Date(2026, 11, 3, 20, 0);
    expect(mealTime(new Date(2026, 11, 3, 19, 31).toISOString(), now)).toBe('7:31 PM');
    expect(mealTime(new Date(2026, 10, 30, 7, 5).toISOString(), now)).toBe('Mon, Nov 30 · 7:05 AM');
    setDeviceLanguage('en-GB');
    expect(mealTime(new Date(2026, 11, 3, 19, 31).toISOString(), now)).toBe('19:31');
    expect(mealTime(new Date(2026, 10, 30, 7, 5).toISOString(), now)).toBe('Mon 30 Nov · 07:05');
  });

  it('says how long after the meal the symptom came', () => {
    expect(symptomTiming(meal, '2025-08-03T12:40:00.000Z', now)).toBe('40 min after');
    expect(symptomTiming(meal, '2025-08-03T14:50:00.000Z', now)).toBe('3 h after');
    expect(symptomTiming(meal, '2025-08-05T11:00:00.000Z', now)).toBe('47 h after');
    expect(symptomTiming(meal, '2025-08-05T13:00:00.000Z', now)).toBe('2 days after');
  });

  it('gives the time itself for a symptom set before the meal, and nothing for a bad date', () => {
    const before = '2025-08-03T09:00:00.000Z';
    expect(symptomTiming(meal, before, now)).toBe(mealTime(before, now));
    expect(symptomTiming(meal, 'not a date', now)).toBe('');
  });
});

describe('pendingSymptomsByMeal', () => {
  it('groups queued symptoms by their stored meal and skips the rest', () => {
    const byMeal = pendingSymptomsByMeal([
      {
        seq: 1,
        body: {
          clientId: 'a',
          mealId: 'm1',
          symptom: 'Bloating',
          severity: 4,
          occurredAt: '2025-08-03T13:00:00.000Z',
        },
      },
      { seq: 2, body: { mealId: null, symptom: 'Fatigue', severity: 2 } },
      { seq: 3, body: 'nonsense' },
      { seq: 4, body: { mealId: 'm1', symptom: 'Gas', severity: 'bad' } },
      {
        seq: 5,
        body: { mealId: 'm1', symptom: 'Headache', severity: 6, occurredAt: '2025-08-03T15:00Z' },
      },
    ]);
    expect([...byMeal.keys()]).toEqual(['m1']);
    expect(byMeal.get('m1')).toEqual([
      { key: 'a', symptom: 'Bloating', severity: 4, occurredAt: '2025-08-03T13:00:00.000Z' },
      { key: 'seq-5', symptom: 'Headache', severity: 6, occurredAt: '2025-08-03T15:00Z' },
    ]);
  });
});

describe('lines of docs/decisions/034-food-evidence-and-leap-matching.md', () => {
  it('says a fibre total is a lower bound when SR28 lacks some foods', () => {
    expect(fibreText({ grams: 12, unknownFoods: 2 })).toBe('Fibre ≥ 12 g · 2 foods unknown');
    expect(fibreText({ grams: 4.84, unknownFoods: 1 })).toBe('Fibre ≥ 4.8 g · 1 food unknown');
    expect(fibreText({ grams: 4.8, unknownFoods: 0 })).toBe('Fibre 4.8 g');
  });

  it('never shows a confidence of 100 %', () => {
    expect(confidenceText(0.99961)).toBe('>\u00a099%');
    expect(confidenceText(0.96207)).toBe('96%');
    expect(confidenceText(0.95)).toBe('95%');
  });

  it('says how many more meals a food needs, or to wait for its windows', () => {
    expect(pendingText({ mealsNeeded: 4, openMeals: 1 })).toBe(
      'Needs 4 more meals · 1 within 72 h',
    );
    expect(pendingText({ mealsNeeded: 1, openMeals: 0 })).toBe('Needs 1 more meal');
    expect(pendingText({ mealsNeeded: 0, openMeals: 2 })).toBe('Wait 72 h after 2 meals');
  });
});

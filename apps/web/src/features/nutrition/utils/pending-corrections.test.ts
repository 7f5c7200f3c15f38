import { describe, expect, it } from 'vitest';
import type { RecentMeal } from '@grandfit/shared/schemas/nutrition.ts';
import { applyPendingCorrections } from './pending-corrections.ts';

const meal = (id: string, loggedAt: string, overrides: Partial<RecentMeal> = {}): RecentMeal => ({
  id,
  clientId: null,
  loggedAt,
  mealType: 'lunch',
  foods: ['Apple'],
  leapScore: 1,
  items: [{ name: 'Apple', foodId: '09003', grams: 100, leapCategory: 'green' }],
  nutrition: { calories: 52, protein: 0, carbs: 14, fat: 0 },
  nutritionComplete: true,
  fibre: null,
  inputType: 'text',
  rawInput: null,
  location: null,
  notes: 'at work',
  recipeId: null,
  symptoms: [{ id: 's1', symptom: 'Bloating', severity: 4, occurredAt: loggedAt }],
  ...overrides,
});

const categoryOf = ({ name }: { name: string }) => (name === 'Broccoli' ? 'green' : 'untested');

describe('applyPendingCorrections', () => {
  const stored = [
    meal('m2', '2026-11-25T12:00:00.000Z'),
    meal('m1', '2026-11-24T12:00:00.000Z', { symptoms: [] }),
  ];

  it('leaves the list as it is without waiting corrections', () => {
    const result = applyPendingCorrections(stored, [], categoryOf);
    expect(result.meals).toEqual(stored);
    expect(result.waiting.size).toBe(0);
  });

  it('shows a waiting edit (back-dated: the list is re-sorted) and marks it as waiting', () => {
    const result = applyPendingCorrections(
      stored,
      [
        {
          method: 'PUT',
          url: '/api/food/meals/m2',
          body: {
            mealType: 'dinner',
            loggedAt: '2026-11-20T19:00:00.000Z',
            foods: ['Broccoli', { name: 'Rice', foodId: '20045', grams: 150 }],
          },
        },
      ],
      categoryOf,
    );
    expect(result.meals.map((m) => m.id)).toEqual(['m1', 'm2']);
    expect(result.meals[1]).toMatchObject({
      mealType: 'dinner',
      loggedAt: '2026-11-20T19:00:00.000Z',
      foods: ['Broccoli', 'Rice'],
      items: [
        { name: 'Broccoli', foodId: null, grams: null, leapCategory: 'green' },
        { name: 'Rice', foodId: '20045', grams: 150, leapCategory: 'untested' },
      ],
      notes: null,
      nutrition: null,
      leapScore: null,
    });
    expect([...result.waiting]).toEqual(['m2']);
  });

  it('hides a meal or a symptom whose delete waits, and shows a symptom edit', () => {
    const deleted = applyPendingCorrections(
      stored,
      [{ method: 'DELETE', url: '/api/food/meals/m1', body: {} }],
      categoryOf,
    );
    expect(deleted.meals.map((m) => m.id)).toEqual(['m2']);
    const edited = applyPendingCorrections(
      stored,
      [
        {
          method: 'PUT',
          url: '/api/food/symptoms/s1',
          body: { symptom: 'Headache', severity: 7, occurredAt: '2026-11-25T13:00:00.000Z' },
        },
      ],
      categoryOf,
    );
    expect(edited.meals[0]!.symptoms).toEqual([
      { id: 's1', symptom: 'Headache', severity: 7, occurredAt: '2026-11-25T13:00:00.000Z' },
    ]);
    expect(edited.waiting.has('s1')).toBe(true);
    const gone = applyPendingCorrections(
      stored,
      [{ method: 'DELETE', url: '/api/food/symptoms/s1', body: {} }],
      categoryOf,
    );
    expect(gone.meals[0]!.symptoms).toEqual([]);
  });

  it('ignores new meals and symptoms (POSTs) and bodies it cannot read', () => {
    const result = applyPendingCorrections(
      stored,
      [
        { method: 'POST', url: '/api/food/log-meal', body: { mealType: 'snack', foods: ['Nuts'] } },
        { method: 'POST', url: '/api/food/symptoms', body: { symptom: 'Gas', severity: 2 } },
        { method: 'PUT', url: '/api/food/meals/m2', body: { mealType: 'brunch' } },
        { method: 'PUT', url: '/api/food/symptoms/s1', body: null },
      ],
      categoryOf,
    );
    expect(result.meals).toEqual(stored);
    expect(result.waiting.size).toBe(0);
  });
});

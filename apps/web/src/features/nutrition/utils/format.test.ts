import { describe, expect, it } from 'vitest';
import { leapBadgeText, percent } from './format.ts';
import { pendingMeals } from './pending-meals.ts';

describe('leapBadgeText (spec 2)', () => {
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

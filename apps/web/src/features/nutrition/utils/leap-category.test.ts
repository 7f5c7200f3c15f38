import { describe, expect, it } from 'vitest';
import { leapLookup, shownCategory } from './leap-category.ts';

const entry = (name: string, category: 'green' | 'yellow' | 'red') => ({
  id: name,
  name,
  category,
  foodId: null,
  updatedAt: '2026-11-26T00:00:00.000Z',
});

describe('the LEAP lookup on this device', () => {
  it("applies the user's corrections, stored or waiting in the outbox, over the server's category", () => {
    const lookup = leapLookup(
      [entry('Milk', 'red'), entry('Almonds', 'green')],
      [
        { name: 'Chicken Noodle Soup', category: 'yellow' },
        // A later correction of the same food (queued after the stored one) wins.
        { name: 'chicken noodle soup', category: 'green' },
      ],
    );
    expect(lookup.categoryOf({ name: 'almond milk' })).toBe('green');
    expect(
      shownCategory(lookup, {
        name: 'chicken noodle soup',
        foodId: null,
        leapCategory: 'untested',
      }),
    ).toBe('green');
    // No correction: the server's category stands (it knows the food table's core foods).
    expect(shownCategory(lookup, { name: 'rice pudding', foodId: null, leapCategory: 'red' })).toBe(
      'red',
    );
  });
});

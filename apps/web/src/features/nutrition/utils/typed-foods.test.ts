import { describe, expect, it } from 'vitest';
import type { LeapEntry } from '@grandfit/shared/schemas/nutrition.ts';
import { leapLookup, resolveCategory } from './leap-category.ts';
import { splitTypedFoods, typedTextToFoods } from './typed-foods.ts';

const entry = (name: string, category: LeapEntry['category'], foodId: string | null = null) => ({
  id: name,
  name,
  category,
  foodId,
  updatedAt: '2025-08-03T00:00:00.000Z',
});

describe('splitTypedFoods', () => {
  it('splits on commas and trims each food', () => {
    expect(splitTypedFoods(' eggs,spinach ,  sourdough   toast ')).toEqual([
      'eggs',
      'spinach',
      'sourdough toast',
    ]);
  });

  it('drops blanks and repeats, keeping the first spelling', () => {
    expect(splitTypedFoods('Rice,, ,rice, RICE,beans,')).toEqual(['Rice', 'beans']);
  });

  it('gives nothing for empty or comma-only text', () => {
    expect(splitTypedFoods('')).toEqual([]);
    expect(splitTypedFoods(' , ,, ')).toEqual([]);
  });

  it('keeps a sentence without commas as one food', () => {
    expect(splitTypedFoods('two eggs and toast')).toEqual(['two eggs and toast']);
  });
});

describe('typedTextToFoods', () => {
  const lookup = leapLookup([
    entry('Blueberry', 'green'),
    entry('Salmon', 'green'),
    entry('Tomato', 'red'),
    entry('Almond', 'yellow'),
  ]);

  it('gives each typed food confidence 0.95 (docs/product.md#food-identification) and the category from the LEAP list', () => {
    expect(typedTextToFoods('blueberries, Tomatoes, almonds', lookup)).toEqual([
      {
        name: 'blueberries',
        confidence: 0.95,
        leapCategory: 'green',
        reactivityScore: 0.1,
        foodId: null,
        grams: null,
      },
      {
        name: 'Tomatoes',
        confidence: 0.95,
        leapCategory: 'red',
        reactivityScore: 0.9,
        foodId: null,
        grams: null,
      },
      {
        name: 'almonds',
        confidence: 0.95,
        leapCategory: 'yellow',
        reactivityScore: 0.5,
        foodId: null,
        grams: null,
      },
    ]);
  });

  it('never shows a food the user has not tested as green', () => {
    const [food] = typedTextToFoods('chocolate cake', lookup);
    expect(food?.leapCategory).toBe('untested');
    expect(food?.reactivityScore).toBe(0.5);
  });

  it('shows every food untested without a LEAP list', () => {
    const foods = typedTextToFoods('salmon, rice', leapLookup(undefined));
    expect(foods.map((food) => food.leapCategory)).toEqual(['untested', 'untested']);
  });

  it('keeps a green food green with reactivity 0.1 (docs/product.md#leap-list)', () => {
    const [food] = typedTextToFoods('wild salmon', lookup);
    expect(food).toMatchObject({ leapCategory: 'green', reactivityScore: 0.1 });
  });
});

describe('resolveCategory', () => {
  it('prefers the entry pinned to the food of the table', () => {
    const lookup = leapLookup([entry('Apple', 'green'), entry('Fuji', 'red', '09003')]);
    expect(resolveCategory(lookup, { name: 'Apple', foodId: '09003' })).toBe('red');
    expect(resolveCategory(lookup, { name: 'Apple' })).toBe('green');
  });

  it('lets a red entry win over a green one that also matches', () => {
    const lookup = leapLookup([entry('Milk', 'green'), entry('Cow milk', 'red')]);
    expect(resolveCategory(lookup, { name: 'cow milk' })).toBe('red');
  });
});

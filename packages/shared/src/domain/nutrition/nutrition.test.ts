import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { foodInsights } from './insights.ts';
import { leapCompliance, leapIndex, mealLeapScore } from './leap.ts';
import { gramsFor, parseMealText } from './quantities.ts';
import { buildRecipe, type PantryFood } from './recipe.ts';
import { foodWords } from './words.ts';

describe('voice parsing', () => {
  it('reads quantities, units and foods', () => {
    expect(
      parseMealText('I had two eggs, a cup of blueberries and 150g salmon; half a cup of rice'),
    ).toEqual([
      { source: 'i had two eggs', phrase: 'eggs', quantity: 2, unit: null },
      { source: 'a cup of blueberries', phrase: 'blueberries', quantity: 1, unit: 'cup' },
      { source: '150g salmon', phrase: 'salmon', quantity: 150, unit: 'g' },
      { source: 'half a cup of rice', phrase: 'rice', quantity: 0.5, unit: 'cup' },
    ]);
    expect(parseMealText('salmon')).toEqual([
      { source: 'salmon', phrase: 'salmon', quantity: null, unit: null },
    ]);
  });

  it('turns quantities into grams with the food’s portions', () => {
    const egg = [{ label: '1 large', grams: 50 }];
    const berries = [
      { label: '1 cup', grams: 148 },
      { label: '50 berries', grams: 68 },
    ];
    expect(gramsFor(2, null, egg)).toBe(100);
    expect(gramsFor(1, 'cup', berries)).toBe(148);
    expect(gramsFor(0.5, 'cup', berries)).toBe(74);
    expect(gramsFor(150, 'g', berries)).toBe(150);
    expect(gramsFor(2, 'oz', berries)).toBe(57);
    expect(gramsFor(1, 'tbsp', [])).toBe(15);
    expect(gramsFor(null, null, egg)).toBeNull();
    expect(gramsFor(1, 'slice', egg)).toBeNull();
  });

  it('never throws and keeps every part’s words', () => {
    fc.assert(
      fc.property(fc.string({ maxLength: 200 }), (text) => {
        for (const part of parseMealText(text)) {
          expect(part.phrase).not.toBe('');
          expect(part.quantity === null || part.quantity > 0).toBe(true);
        }
      }),
    );
  });

  it('makes plurals singular', () => {
    expect(foodWords("Blueberries, tomatoes, leaves, cow's milk")).toEqual([
      'blueberry',
      'tomato',
      'leaf',
      'cow',
      'milk',
    ]);
  });
});

describe('LEAP categories and scores', () => {
  const index = leapIndex([
    { name: 'Salmon', category: 'green', foodId: null },
    { name: 'Milk', category: 'red', foodId: null },
    { name: 'Chocolate', category: 'green', foodId: null },
    { name: 'Rice', category: 'yellow', foodId: '20040' },
  ]);

  it('places foods by pinned id, then by words with the worst category winning', () => {
    expect(index.categoryOf({ name: 'salmon fillet' })).toBe('green');
    expect(index.categoryOf({ name: 'x', foodId: '20040' })).toBe('yellow');
    // Milk chocolate answers to a green and a red entry: red wins.
    expect(index.categoryOf({ name: 'milk chocolate' })).toBe('red');
    expect(index.categoryOf({ name: 'apple' })).toBe('untested');
    expect(index.categoryOf({ name: 'fish', tableName: 'Salmon, atlantic, raw' })).toBe('green');
  });

  it('scores a meal by grams when all are known, else by count', () => {
    expect(
      mealLeapScore([
        { category: 'green', grams: 300 },
        { category: 'red', grams: 100 },
      ]),
    ).toBe(0.75);
    expect(
      mealLeapScore([
        { category: 'green', grams: 300 },
        { category: 'untested', grams: null },
      ]),
    ).toBe(0.5);
    expect(mealLeapScore([])).toBeNull();
    expect(leapCompliance([1, 0.5, null])).toBe(75);
    expect(leapCompliance([null])).toBeNull();
  });

  it('keeps scores within 0..1', () => {
    const category = fc.constantFrom('green', 'yellow', 'red', 'untested' as const);
    fc.assert(
      fc.property(
        fc.array(fc.record({ category, grams: fc.option(fc.integer({ min: 1, max: 1000 })) }), {
          minLength: 1,
        }),
        (foods) => {
          const score = mealLeapScore(foods);
          expect(score).not.toBeNull();
          expect(score!).toBeGreaterThanOrEqual(0);
          expect(score!).toBeLessThanOrEqual(1);
        },
      ),
    );
  });
});

describe('food insights', () => {
  const meal = (hours: number, ...foods: string[]) => ({
    loggedAt: hours * 3_600_000,
    foods: foods.map((name) => ({ key: name, name, foodId: null })),
  });
  const felt = (hours: number, symptom = 'Headache', severity = 5) => ({
    symptom,
    severity,
    occurredAt: hours * 3_600_000,
  });

  it('compares the rate after a food with the baseline, within 72 hours', () => {
    // Six meals 100 h apart: wheat at 0, 100, 400; kale at 200, 300, 500. Headaches at 10 h,
    // 171 h (71 h after the meal at 100, so inside its window) and 401 h.
    const meals = [
      meal(0, 'wheat'),
      meal(100, 'wheat'),
      meal(200, 'kale'),
      meal(300, 'kale'),
      meal(400, 'wheat'),
      meal(500, 'kale'),
    ];
    const { problemFoods, powerFoods } = foodInsights(meals, [felt(10), felt(171), felt(401)]);
    // Baseline 3 of 6 = 0.5. Wheat 3 of 3: (1 - 0.5) / (1 - 0.5) = 1. Kale 0 of 3: (0.5 - 0) / 0.5 = 1.
    expect(problemFoods).toEqual([
      {
        food: 'wheat',
        foodId: null,
        symptom: 'Headache',
        correlation: 1,
        occurrences: 3,
        withSymptom: 3,
        rateAfter: 1,
        baselineRate: 0.5,
      },
    ]);
    expect(powerFoods).toEqual([
      expect.objectContaining({ food: 'kale', correlation: 1, occurrences: 3, withSymptom: 0 }),
    ]);
    // One more headache after a kale meal: 1 of 3 -> (4/6 - 1/3) / (4/6) = 0.5, still shown.
    const more = foodInsights(meals, [felt(10), felt(171), felt(401), felt(510)]);
    expect(more.powerFoods[0]?.correlation).toBeCloseTo(0.5, 10);
  });

  it('needs enough occurrences and ignores severity 0', () => {
    expect(foodInsights([meal(0, 'a'), meal(1, 'a')], [felt(2)]).problemFoods).toEqual([]);
    expect(foodInsights([meal(0, 'a')], [felt(2, 'Headache', 0)])).toEqual({
      problemFoods: [],
      powerFoods: [],
    });
  });

  it('keeps correlations within 0..1', () => {
    fc.assert(
      fc.property(
        fc.array(fc.tuple(fc.integer({ min: 0, max: 1000 }), fc.subarray(['a', 'b', 'c', 'd'])), {
          maxLength: 30,
        }),
        fc.array(fc.integer({ min: 0, max: 1100 }), { maxLength: 20 }),
        (meals, times) => {
          const result = foodInsights(
            meals.map(([hours, foods]) => meal(hours, ...foods)),
            times.map((hours) => felt(hours)),
          );
          for (const line of [...result.problemFoods, ...result.powerFoods]) {
            expect(line.correlation).toBeGreaterThanOrEqual(0);
            expect(line.correlation).toBeLessThanOrEqual(1);
            expect(line.occurrences).toBeGreaterThanOrEqual(3);
          }
        },
      ),
    );
  });
});

describe('recipe builder', () => {
  const per100g = { calories: 100, protein: 10, carbs: 10, fat: 5, fibre: 1 };
  const food = (foodId: string, name: string, group: string, tableName = `${name}, raw`) => ({
    foodId,
    name,
    tableName,
    group,
    per100g,
    portions: [],
  });
  const foods = [
    food('15076', 'Salmon', '15'),
    food('05062', 'Chicken', '05'),
    food('11090', 'Broccoli', '11'),
    food('11457', 'Spinach', '11'),
    food('11477', 'Zucchini', '11'),
    food('20035', 'Quinoa', '20', 'Quinoa, uncooked'),
    food('09050', 'Blueberries', '09'),
    food('09040', 'Bananas', '09'),
    food('12061', 'Almonds', '12', 'Almonds'),
    food('04053', 'Olive oil', '04', 'Oil, olive'),
  ];
  const category = fc.constantFrom('green', 'yellow', 'red', 'untested' as const);

  it('never uses a red or untested food, nor yellow unless asked, and fits the time', () => {
    fc.assert(
      fc.property(
        fc.array(category, { minLength: foods.length, maxLength: foods.length }),
        fc.constantFrom('breakfast', 'lunch', 'dinner', 'snack' as const),
        fc.integer({ min: 5, max: 120 }),
        fc.boolean(),
        fc.nat(),
        (categories, mealType, timeAvailable, allowYellow, seed) => {
          const pantry: PantryFood[] = foods.map((entry, i) => ({
            ...entry,
            category: categories[i] ?? 'green',
          }));
          const recipe = buildRecipe(pantry, {
            mealType,
            timeAvailable,
            preferences: '',
            restrictions: [],
            allowYellow,
            seed,
          });
          if (!recipe) return;
          for (const item of recipe.items) {
            expect(['red', 'untested']).not.toContain(item.food.category);
            if (!allowYellow) expect(item.food.category).toBe('green');
          }
          expect(recipe.cookingTime).toBeLessThanOrEqual(timeAvailable);
          expect(recipe.cookingTime).toBeGreaterThanOrEqual(5);
          expect(recipe.instructions.length).toBeGreaterThan(0);
          expect(recipe.leapCompliant).toBe(recipe.items.every((i) => i.food.category === 'green'));
        },
      ),
    );
  });

  it('honours restrictions and varies with the seed', () => {
    const pantry: PantryFood[] = foods.map((entry) => ({ ...entry, category: 'green' }));
    const request = {
      mealType: 'dinner' as const,
      timeAvailable: 60,
      preferences: '',
      restrictions: ['fish'],
      allowYellow: false,
    };
    const names = new Set<string>();
    for (let seed = 0; seed < 20; seed++) {
      const recipe = buildRecipe(pantry, { ...request, seed });
      expect(recipe).not.toBeNull();
      expect(recipe!.items.map((item) => item.food.name)).not.toContain('Salmon');
      names.add(recipe!.name);
    }
    expect(names.size).toBeGreaterThan(3);
    expect(buildRecipe(pantry, { ...request, seed: 7 })).toEqual(
      buildRecipe(pantry, { ...request, seed: 7 }),
    );
  });
});

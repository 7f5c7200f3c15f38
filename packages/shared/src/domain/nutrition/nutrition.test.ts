import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  MIN_CONFIDENCE,
  MIN_EXPOSURES,
  fisherExact,
  foodInsights,
  mealsNeeded,
} from './insights.ts';
import {
  coreFoodVocabulary,
  leapCompliance,
  leapCoreWords,
  leapFoodKey,
  leapIndex,
  leapWords,
  mealLeapScore,
  type LeapListEntry,
} from './leap.ts';
import { gramsFor, parseMealText } from './quantities.ts';
import { plainness } from './plainness.ts';
import { buildRecipe, ingredientFoodFor, partialTotal, type PantryFood } from './recipe.ts';
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

  it('reads a zero amount as no amount', () => {
    expect(parseMealText('0G')).toEqual([
      { source: '0g', phrase: 'g', quantity: null, unit: null },
    ]);
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

  it('matches an entry picked from the food table by its core name, per food not preparation', () => {
    const list = leapIndex([
      { name: 'Salmon, atlantic, wild, raw', category: 'green', foodId: '15076' },
    ]);
    // Typed "salmon", with or without the table food it was matched to.
    expect(list.categoryOf({ name: 'salmon' })).toBe('green');
    expect(
      list.categoryOf({ name: 'salmon', foodId: '15078', tableName: 'Salmon, chinook, raw' }),
    ).toBe('green');
    expect(list.categoryOf({ name: 'smoked salmon' })).toBe('green');
    expect(list.categoryOf({ name: 'fish', tableName: 'Fish, salmon, sockeye, canned' })).toBe(
      'green',
    );
    expect(list.categoryOf({ name: 'trout' })).toBe('untested');
    expect(leapCoreWords({ name: 'Salmon, atlantic, wild, raw', foodId: '15076' })).toEqual([
      'salmon',
    ]);
  });

  it('lets a pinned entry decide its own food first, and the most reactive core match elsewhere', () => {
    const list = leapIndex([
      { name: 'Salmon, atlantic, wild, raw', category: 'green', foodId: '15076' },
      { name: 'Salmon, atlantic, farmed, raw', category: 'red', foodId: '15236' },
    ]);
    expect(
      list.categoryOf({
        name: 'salmon',
        foodId: '15076',
        tableName: 'Salmon, atlantic, wild, raw',
      }),
    ).toBe('green');
    expect(
      list.categoryOf({
        name: 'salmon',
        foodId: '15236',
        tableName: 'Salmon, atlantic, farmed, raw',
      }),
    ).toBe('red');
    // Any other salmon answers to both entries: red wins.
    expect(list.categoryOf({ name: 'salmon' })).toBe('red');
    expect(
      list.categoryOf({ name: 'salmon', foodId: '15078', tableName: 'Salmon, chinook, raw' }),
    ).toBe('red');
  });

  it('keeps family and qualified heads specific, and prepared products whole', () => {
    expect(leapCoreWords({ name: 'Nuts, almonds', foodId: '12061' })).toEqual(['almond']);
    expect(leapCoreWords({ name: 'Beans, kidney, red, mature seeds, raw', foodId: null })).toEqual([
      'bean',
      'kidney',
    ]);
    expect(leapCoreWords({ name: 'Oil, olive, salad or cooking', foodId: '04053' })).toEqual([
      'oil',
      'olive',
    ]);
    expect(
      leapCoreWords({ name: 'Chicken breast tenders, breaded, uncooked', foodId: null }),
    ).toEqual(['chicken', 'breast', 'tender']);
    expect(
      leapCoreWords({ name: 'Chicken breast, deli, rotisserie seasoned', foodId: '07961' }),
    ).toEqual(['chicken', 'breast', 'deli', 'rotisserie', 'seasoned']);
    const list = leapIndex([
      { name: 'Nuts, almonds', category: 'green', foodId: '12061' },
      { name: 'Beans, kidney, red, mature seeds, raw', category: 'green', foodId: null },
      { name: 'Oil, olive, salad or cooking', category: 'green', foodId: '04053' },
    ]);
    expect(list.categoryOf({ name: 'almonds' })).toBe('green');
    expect(list.categoryOf({ name: 'cashews', tableName: 'Nuts, cashew nuts, raw' })).toBe(
      'untested',
    );
    expect(
      list.categoryOf({ name: 'black beans', tableName: 'Beans, black, mature seeds, raw' }),
    ).toBe('untested');
    expect(list.categoryOf({ name: 'olives', tableName: 'Olives, ripe, canned' })).toBe('untested');
    expect(list.categoryOf({ name: 'olive oil' })).toBe('green');
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

describe('totals of values some foods lack (docs/decisions/034-food-evidence-and-leap-matching.md)', () => {
  it('sums the known values and counts the unknown ones, never as 0 g', () => {
    // 200 g at 2.4 g/100 g = 4.8 g; 150 g at 5 g/100 g = 7.5 g; two foods without a value.
    expect(
      partialTotal([
        { grams: 200, per100g: 2.4 },
        { grams: 150, per100g: 5 },
        { grams: 30, per100g: null },
        { grams: 10, per100g: null },
      ]),
    ).toEqual({ grams: 12.3, unknownFoods: 2 });
    expect(partialTotal([])).toBeNull();
  });

  it('property: an unknown food never lowers or raises the known sum', () => {
    const item = fc.record({
      grams: fc.integer({ min: 1, max: 1000 }),
      per100g: fc.option(fc.integer({ min: 0, max: 50 }), { nil: null }),
    });
    fc.assert(
      fc.property(
        fc.array(item, { minLength: 1, maxLength: 10 }),
        fc.integer({ min: 1, max: 500 }),
        (items, grams) => {
          const before = partialTotal(items)!;
          const after = partialTotal([...items, { grams, per100g: null }])!;
          expect(after.grams).toBe(before.grams);
          expect(after.unknownFoods).toBe(before.unknownFoods + 1);
        },
      ),
    );
  });
});

describe('LEAP matching by ingredients (docs/decisions/034-food-evidence-and-leap-matching.md)', () => {
  // A slice of the SR28 table: the core foods these examples need.
  const vocabulary = coreFoodVocabulary([
    { id: '09003', name: 'Apples, raw, with skin' },
    { id: '09016', name: 'Apple juice, canned or bottled, unsweetened' },
    { id: '09132', name: 'Grapes, red or green, raw' },
    { id: '09252', name: 'Pears, raw' },
    { id: '05006', name: 'Chicken, broilers or fryers, meat and skin, raw' },
    { id: '20113', name: 'Noodles, egg, dry, enriched' },
    { id: '20044', name: 'Rice, white, long-grain, regular, raw' },
    { id: '20038', name: 'Oats' },
    { id: '20080', name: 'Wheat flour, whole-grain' },
    { id: '01077', name: 'Milk, whole, 3.25% milkfat' },
    { id: '12061', name: 'Nuts, almonds' },
    { id: '04053', name: 'Oil, olive, salad or cooking' },
    { id: '09193', name: 'Olives, ripe, canned' },
  ]);
  const list = leapIndex(
    [
      { name: 'Milk', category: 'red', foodId: null },
      { name: 'Apples', category: 'green', foodId: null },
      { name: 'Chicken', category: 'green', foodId: null },
      { name: 'Rice', category: 'green', foodId: null },
      { name: 'Oats', category: 'red', foodId: null },
      { name: 'Almonds', category: 'yellow', foodId: null },
      { name: 'Olive oil', category: 'green', foodId: null },
    ],
    { vocabulary },
  );

  it('treats plant milks as their plant', () => {
    // Before: "Almond milk" was red because "milk" is.
    expect(list.categoryOf({ name: 'Almond milk' })).toBe('yellow');
    expect(
      list.categoryOf({
        name: 'almond milk',
        foodId: '14091',
        tableName: 'Beverages, almond milk, unsweetened, shelf stable',
      }),
    ).toBe('yellow');
    expect(list.categoryOf({ name: 'rice milk' })).toBe('green');
    expect(list.categoryOf({ name: 'oat milk' })).toBe('red');
    expect(list.categoryOf({ name: 'whole milk' })).toBe('red');
    expect(leapWords('Peanut butter')).toEqual(['peanut']);
  });

  it('lets the strictest ingredient decide a mixed food; untested beats green', () => {
    // Before: green from "apple". Now apples green, grapes and pears untested: untested.
    const blend = list.placementOf({ name: 'juice, apple, grape and pear blend' });
    expect(blend.mixed).toBe(true);
    expect(blend.ingredients).toEqual([
      { name: 'apple juice', category: 'green' },
      { name: 'grape', category: 'untested' },
      { name: 'pear', category: 'untested' },
    ]);
    expect(blend.category).toBe('untested');
    // Chicken green, noodles (and their wheat) untested, a soup has more: untested.
    expect(list.categoryOf({ name: 'Chicken noodle soup' })).toBe('untested');
    expect(
      list.categoryOf({
        name: 'soup',
        foodId: '06019',
        tableName: 'Soup, chicken noodle, canned, condensed',
      }),
    ).toBe('untested');
    // Rice green, but a pudding is made with milk, which is red.
    expect(list.categoryOf({ name: 'Rice pudding' })).toBe('red');
    // Oats red, so oatmeal cookies are red (they were untested), and oatmeal is oats.
    expect(list.categoryOf({ name: 'Oatmeal cookies' })).toBe('red');
    expect(list.categoryOf({ name: 'oatmeal' })).toBe('red');
    // A single food stays itself: olive oil is not olives.
    expect(list.placementOf({ name: 'olive oil' })).toMatchObject({
      category: 'green',
      mixed: false,
    });
    expect(list.categoryOf({ name: 'olives' })).toBe('untested');
  });

  it("lets the user's correction decide, by food id or name", () => {
    const corrected = leapIndex([{ name: 'Milk', category: 'red', foodId: null }], {
      vocabulary,
      corrections: [
        { foodKey: leapFoodKey({ name: ' Chicken  Noodle Soup ' }), category: 'yellow' },
        { foodKey: leapFoodKey({ name: 'x', foodId: '01077' }), category: 'green' },
      ],
    });
    expect(corrected.categoryOf({ name: 'chicken noodle soup' })).toBe('yellow');
    expect(corrected.categoryOf({ name: 'milk', foodId: '01077' })).toBe('green');
    expect(corrected.categoryOf({ name: 'milk' })).toBe('red');
  });

  const CATEGORY = fc.constantFrom<'green' | 'yellow' | 'red'>('green', 'yellow', 'red');
  const FOODS = ['apple', 'grape', 'pear', 'chicken', 'rice', 'oat', 'almond', 'milk'];
  const MIXED_ORDER = { green: 0, untested: 1, yellow: 2, red: 3 } as const;

  it('property: a mixed food is never greener than its strictest ingredient', () => {
    fc.assert(
      fc.property(
        fc.array(fc.tuple(fc.constantFrom(...FOODS), CATEGORY), { maxLength: 8 }),
        fc.uniqueArray(fc.constantFrom(...FOODS.filter((f) => f !== 'milk')), {
          minLength: 2,
          maxLength: 4,
        }),
        (entries, parts) => {
          const index = leapIndex(
            entries.map(([name, category]) => ({ name, category, foodId: null })),
            { vocabulary },
          );
          const placement = index.placementOf({ name: parts.join(' and ') });
          expect(placement.mixed).toBe(true);
          for (const part of parts) {
            const alone = index.categoryOf({ name: part });
            expect(MIXED_ORDER[placement.category]).toBeGreaterThanOrEqual(MIXED_ORDER[alone]);
          }
          // Green only when every ingredient is green.
          if (placement.category === 'green') {
            for (const part of parts) expect(index.categoryOf({ name: part })).toBe('green');
          }
        },
      ),
    );
  });

  it('property: a plant milk is always its plant, whatever milk is', () => {
    fc.assert(
      fc.property(
        CATEGORY,
        fc.option(CATEGORY, { nil: undefined }),
        fc.constantFrom('almond', 'rice', 'oat'),
        (milk, plant, name) => {
          const entries: LeapListEntry[] = [{ name: 'Milk', category: milk, foodId: null }];
          if (plant) entries.push({ name, category: plant, foodId: null });
          const index = leapIndex(entries, { vocabulary });
          expect(index.categoryOf({ name: `${name} milk` })).toBe(plant ?? 'untested');
        },
      ),
    );
  });
});

describe('food insights', () => {
  const H = 3_600_000;
  const meal = (hours: number, ...foods: string[]) => ({
    loggedAt: hours * H,
    foods: foods.map((name) => ({ key: name, name, foodId: null })),
  });
  const felt = (hours: number, symptom = 'Headache', severity = 5) => ({
    symptom,
    severity,
    occurredAt: hours * H,
  });
  // Long after every meal: all windows closed.
  const LATER = 100_000;

  it("Fisher's exact test matches the textbook values", () => {
    // Fisher's tea-tasting table [[3, 1], [1, 3]]: P(A >= 3) = 17/70 = 0.2429 (Agresti 3.5.1).
    expect(fisherExact(3, 1, 1, 3).greater).toBeCloseTo(17 / 70, 12);
    expect(fisherExact(3, 1, 1, 3).less).toBeCloseTo(69 / 70, 12);
    // 0 of 5 with the food against 5 of 5 without: P(A <= 0) = 1 / C(10, 5) = 1/252.
    expect(fisherExact(0, 5, 5, 0).less).toBeCloseTo(1 / 252, 12);
  });

  it('the case of docs/decisions/034-food-evidence-and-leap-matching.md: 3 meals in 40 hours are no Power Food, they need more meals', () => {
    // Before: kale eaten at 0, 20 and 40 h, a headache after an older meal: kale 0 of 3 against
    // a baseline of 1 of 4 was "100 % Power Food". Now at 41 h every kale window is open.
    const meals = [meal(-200, 'bread'), meal(0, 'kale'), meal(20, 'kale'), meal(40, 'kale')];
    const result = foodInsights(meals, [felt(-190)], 41 * H);
    expect(result.powerFoods).toEqual([]);
    expect(result.pendingFoods).toEqual([
      // 5 closed meals needed, 3 already eaten and closing: 2 more.
      { food: 'kale', foodId: null, closedMeals: 0, openMeals: 3, mealsNeeded: 2 },
      { food: 'bread', foodId: null, closedMeals: 1, openMeals: 0, mealsNeeded: 4 },
    ]);
  });

  it('shows a food once Fisher says it is unlikely to be chance, with its confidence', () => {
    // Ten meals 100 h apart: wheat at 0..400, kale at 500..900. Headaches after every wheat meal.
    const meals = [0, 1, 2, 3, 4].map((i) => meal(i * 100, 'wheat'));
    meals.push(...[5, 6, 7, 8, 9].map((i) => meal(i * 100, 'kale')));
    const symptoms = [0, 1, 2, 3, 4].map((i) => felt(i * 100 + 10));
    const { problemFoods, powerFoods, pendingFoods } = foodInsights(meals, symptoms, LATER * H);
    // Wheat 5 of 5, the other meals 0 of 5: p = 1/252, confidence 0.996, correlation 1.
    expect(problemFoods).toEqual([
      {
        food: 'wheat',
        foodId: null,
        symptom: 'Headache',
        correlation: 1,
        occurrences: 5,
        withSymptom: 5,
        rateAfter: 1,
        baselineRate: 0,
        confidence: 1 - 1 / 252,
      },
    ]);
    // Kale 0 of 5 against 5 of 5: power, (1 - 0) / 1 = 1.
    expect(powerFoods).toEqual([
      expect.objectContaining({ food: 'kale', correlation: 1, occurrences: 5, baselineRate: 1 }),
    ]);
    expect(pendingFoods).toEqual([]);
  });

  it('holds back a weak lean and says how many more meals it needs', () => {
    // Rice: 1 of 5 meals followed by bloating; the 10 other meals (beef): 6 of 10.
    const meals = [0, 1, 2, 3, 4].map((i) => meal(i * 100, 'rice'));
    meals.push(...[5, 6, 7, 8, 9, 10, 11, 12, 13, 14].map((i) => meal(i * 100, 'beef')));
    const symptoms = [0, 5, 6, 7, 8, 9, 10].map((i) => felt(i * 100 + 5, 'Bloating'));
    const result = foodInsights(meals, symptoms, LATER * H);
    // Correlation (0.6 - 0.2) / 0.6 = 0.67 would pass, but p = P(A <= 1) = 0.18: not shown.
    expect(fisherExact(1, 4, 6, 4).less).toBeCloseTo(0.1818, 4);
    expect(result.powerFoods).toEqual([]);
    // At rice's rate of 1 in 5: 6 more meals give 2 of 11 (p = 0.063), 7 more 2 of 12
    // (p = 0.048 <= 0.05): 7 more meals.
    expect(fisherExact(2, 10, 6, 4).less).toBeCloseTo(0.048, 3);
    expect(mealsNeeded({ a: 1, b: 4, c: 6, d: 4 })).toBe(7);
    expect(result.pendingFoods).toContainEqual({
      food: 'rice',
      foodId: null,
      closedMeals: 5,
      openMeals: 0,
      mealsNeeded: 7,
    });
    // Against only 5 other meals (3 of 5) no 30 more meals at that rate reach p <= 0.05.
    expect(mealsNeeded({ a: 1, b: 4, c: 3, d: 2 })).toBeNull();
  });

  it('ignores severity 0 and needs enough closed meals', () => {
    const meals = [0, 1, 2, 3].map((i) => meal(i * 100, 'a'));
    meals.push(...[4, 5, 6, 7].map((i) => meal(i * 100, 'b')));
    const symptoms = [0, 1, 2, 3].map((i) => felt(i * 100 + 1));
    // 4 of 4 against 0 of 4 is p = 1/70 but only 4 meals: pending, 1 more meal.
    const result = foodInsights(meals, symptoms, LATER * H);
    expect(result.problemFoods).toEqual([]);
    expect(result.pendingFoods.map((food) => [food.food, food.mealsNeeded])).toEqual([
      ['a', 1],
      ['b', 1],
    ]);
    expect(foodInsights([meal(0, 'a')], [felt(2, 'Headache', 0)], LATER * H)).toEqual({
      problemFoods: [],
      powerFoods: [],
      pendingFoods: [{ food: 'a', foodId: null, closedMeals: 1, openMeals: 0, mealsNeeded: 4 }],
    });
  });

  const history = fc.tuple(
    fc.array(fc.tuple(fc.integer({ min: 0, max: 1000 }), fc.subarray(['a', 'b', 'c', 'd'])), {
      maxLength: 30,
    }),
    fc.array(fc.integer({ min: 0, max: 1100 }), { maxLength: 20 }),
  );
  const run = ([meals, times]: [[number, string[]][], number[]], now = LATER) =>
    foodInsights(
      meals.map(([hours, foods]) => meal(hours, ...foods)),
      times.map((hours) => felt(hours)),
      now * H,
    );

  it('shows only significant lines of 5 or more closed meals, within 0..1', () => {
    fc.assert(
      fc.property(history, (data) => {
        const result = run(data);
        for (const line of [...result.problemFoods, ...result.powerFoods]) {
          expect(line.correlation).toBeGreaterThanOrEqual(0);
          expect(line.correlation).toBeLessThanOrEqual(1);
          expect(line.occurrences).toBeGreaterThanOrEqual(MIN_EXPOSURES);
          expect(line.confidence).toBeGreaterThanOrEqual(MIN_CONFIDENCE);
        }
      }),
    );
  });

  it('never counts a meal whose window is open: meals of the last 72 h change no verdict', () => {
    fc.assert(
      fc.property(
        history,
        fc.array(fc.tuple(fc.integer({ min: 0, max: 71 }), fc.subarray(['a', 'b', 'c', 'd'])), {
          maxLength: 10,
        }),
        (data, recent) => {
          const now = 1200;
          const before = run(data, now);
          // Recent meals, just before now: their windows are open.
          const after = run(
            [[...data[0], ...recent.map(([h, f]) => [now - h, f] as [number, string[]])], data[1]],
            now,
          );
          expect(after.problemFoods).toEqual(before.problemFoods);
          expect(after.powerFoods).toEqual(before.powerFoods);
        },
      ),
    );
  });

  it('confidence grows with every exposure that goes the same way', () => {
    const cell = fc.integer({ min: 0, max: 25 });
    fc.assert(
      fc.property(cell, cell, cell, cell, (a, b, c, d) => {
        // One more symptom-free meal with the food: at least as sure it is a power food.
        expect(fisherExact(a, b + 1, c, d).less).toBeLessThanOrEqual(
          fisherExact(a, b, c, d).less + 1e-12,
        );
        // One more meal with the food followed by the symptom: at least as sure it is a problem.
        expect(fisherExact(a + 1, b, c, d).greater).toBeLessThanOrEqual(
          fisherExact(a, b, c, d).greater + 1e-12,
        );
      }),
    );
  });
});

describe('the food behind a LEAP entry', () => {
  const table = (id: string, name: string) => ({ id, name, groupCode: id.slice(0, 2) });
  // As the food search may answer them, prepared forms first.
  const chicken = [
    table('05327', 'Chicken breast tenders, breaded, uncooked'),
    table('05326', 'Chicken breast tenders, breaded, cooked, microwaved'),
    table('05058', 'Chicken, broilers or fryers, breast, meat and skin, cooked, fried, batter'),
    table('05064', 'Chicken, broilers or fryers, breast, meat only, cooked, roasted'),
    table('05057', 'Chicken, broilers or fryers, breast, meat and skin, raw'),
    table('05062', 'Chicken, broiler or fryers, breast, skinless, boneless, meat only, raw'),
    table('05113', 'Chicken, roasting, meat only, raw'),
  ];
  const byId = (foods: ReturnType<typeof table>[]) => (id: string) =>
    foods.find((food) => food.id === id);
  const pick = (name: string, foods: ReturnType<typeof table>[], foodId: string | null = null) =>
    ingredientFoodFor({ name, foodId }, foods, byId(foods))?.id;

  it('uses the pinned food first', () => {
    expect(pick('Chicken breast', chicken, '05064')).toBe('05064');
  });

  it('prefers the plain whole food, naming every word of the entry, over prepared forms', () => {
    expect(pick('Chicken breast', chicken)).toBe('05062');
    expect(pick('Chicken', chicken)).toBe('05113');
    const apples = [
      table('09312', 'Rose-apples, raw'),
      table('09019', 'Applesauce, canned, unsweetened, without added ascorbic acid'),
      table('09003', 'Apples, raw, with skin'),
    ];
    expect(pick('Apple', apples)).toBe('09003');
    const peaches = [
      table('09237', 'Peaches, canned, heavy syrup pack, solids and liquids'),
      table('03166', 'Babyfood, fruit, peaches, strained'),
      table('09236', 'Peaches, yellow, raw'),
    ];
    expect(pick('Peaches', peaches)).toBe('09236');
    const milk = [
      table('01230', 'Milk, buttermilk, fluid, whole'),
      table('01090', 'Milk, dry, whole, with added vitamin d'),
      table('01077', 'Milk, whole, 3.25% milkfat, with added vitamin d'),
    ];
    expect(pick('Milk', milk)).toBe('01077');
    const tofu = [
      table('16161', 'Mori-nu, tofu, silken, soft'),
      table('16129', 'Tofu, fried'),
      table('16426', 'Tofu, raw, firm, prepared with calcium sulfate'),
    ];
    expect(pick('Tofu', tofu)).toBe('16426');
    const walnuts = [
      table('08690', 'Cereals, quaker, oatmeal, real medleys, apple walnut, dry'),
      table('12155', 'Nuts, walnuts, english'),
    ];
    // A food the builder has no role for (a breakfast cereal) is never chosen over one it has.
    expect(pick('Walnuts', walnuts)).toBe('12155');
  });

  it('scores prepared forms far below plain ones', () => {
    const wanted = ['chicken', 'breast'];
    expect(plainness('Chicken breast tenders, breaded, uncooked', wanted)).toBeLessThan(-5);
    expect(
      plainness('Chicken, broilers or fryers, breast, meat only, raw', wanted),
    ).toBeGreaterThan(
      plainness('Chicken, broilers or fryers, breast, meat only, cooked, roasted', wanted),
    );
    for (const prepared of [
      'Shrimp, mixed species, cooked, breaded and fried',
      'Fast foods, chicken tenders',
      'Restaurant, chinese, lemon chicken',
      'Babyfood, meat, chicken, strained',
      'Pears, canned, heavy syrup pack, solids and liquids',
      'Broccoli, frozen, chopped, with cheese sauce',
    ]) {
      expect(plainness(prepared, ['shrimp'])).toBeLessThan(
        plainness('Broccoli, raw', ['broccoli']) - 8,
      );
    }
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

import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { foodInsights } from './insights.ts';
import { leapCompliance, leapCoreWords, leapIndex, mealLeapScore } from './leap.ts';
import { gramsFor, parseMealText } from './quantities.ts';
import { plainness } from './plainness.ts';
import { buildRecipe, ingredientFoodFor, type PantryFood } from './recipe.ts';
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

import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { randomUUID } from 'node:crypto';
import { count } from 'drizzle-orm';
import { afterAll, beforeAll, expect, it } from 'vitest';
import {
  NO_GREEN_FOODS,
  PHOTO_NEEDS_AI_PROVIDER,
  type FoodInsights,
  type FoodSearchResult,
  type GeneratedMeal,
  type IdentifiedFoods,
  type LeapCompliance,
  type LeapEntry,
  type RecentMeal,
  type SavedRecipe,
  type Symptom,
} from '@grandfit/shared/schemas/nutrition.ts';
import { leapEntries, mealFoods, meals, recipes, symptoms } from '../../db/schema/nutrition.ts';
import { TestBrowser, signedInBrowser } from '../../../test/browser.ts';
import { describeWithServer } from '../../../test/server.ts';

async function json<T>(response: Response): Promise<T> {
  expect(response.status, await response.clone().text()).toBe(200);
  return (await response.json()) as T;
}

const HOUR = 3_600_000;
const ago = (hours: number) => new Date(Date.now() - hours * HOUR).toISOString();

const LIST = [
  { name: 'Salmon', category: 'green' },
  { name: 'Blueberries', category: 'green' },
  { name: 'Broccoli', category: 'green' },
  { name: 'Spinach', category: 'green' },
  { name: 'Quinoa', category: 'green' },
  { name: 'Olive oil', category: 'green' },
  { name: 'Zucchini', category: 'green' },
  { name: 'Almonds', category: 'yellow' },
  { name: 'Egg', category: 'red' },
  { name: 'Milk', category: 'red' },
] as const;

describeWithServer('nutrition', (server) => {
  const setList = (browser: TestBrowser, entries: readonly object[] = LIST) =>
    browser.api('/api/food/leap-list', { method: 'PUT', json: { entries } });
  const logMeal = (browser: TestBrowser, body: Record<string, unknown>) =>
    browser.api('/api/food/log-meal', { method: 'POST', json: body });
  const logSymptom = (browser: TestBrowser, body: Record<string, unknown>) =>
    browser.api('/api/food/symptoms', { method: 'POST', json: body });
  const generate = (browser: TestBrowser, body: Record<string, unknown>) =>
    browser.api('/api/ai/generate-meal', { method: 'POST', json: body });

  async function stored() {
    const db = server().database.db;
    const n = async (
      table:
        typeof meals | typeof mealFoods | typeof symptoms | typeof recipes | typeof leapEntries,
    ) => (await db.select({ n: count() }).from(table))[0]?.n;
    return {
      meals: await n(meals),
      mealFoods: await n(mealFoods),
      symptoms: await n(symptoms),
      recipes: await n(recipes),
      leapEntries: await n(leapEntries),
    };
  }

  it('answers 401 on every route without a session, before validating', async () => {
    const anonymous = new TestBrowser(server().url);
    const calls: [string, string][] = [
      ['GET', '/api/food/search?q=apple'],
      ['GET', '/api/food/capabilities'],
      ['POST', '/api/food/identify-voice'],
      ['POST', '/api/food/identify-photo'],
      ['POST', '/api/food/log-meal'],
      ['GET', '/api/food/recent-meals'],
      ['GET', '/api/food/insights'],
      ['GET', '/api/food/leap-compliance'],
      ['POST', '/api/food/symptoms'],
      ['GET', '/api/food/symptoms'],
      ['GET', '/api/food/leap-list'],
      ['PUT', '/api/food/leap-list'],
      ['POST', '/api/food/leap-list/import'],
      ['PUT', `/api/food/leap-list/${randomUUID()}`],
      ['DELETE', `/api/food/leap-list/${randomUUID()}`],
      ['POST', '/api/ai/generate-meal'],
      ['POST', '/api/food/recipes'],
      ['GET', '/api/food/recipes'],
      ['GET', `/api/food/recipes/${randomUUID()}`],
      ['DELETE', `/api/food/recipes/${randomUUID()}`],
    ];
    for (const [method, path] of calls) {
      const response = await anonymous.api(path, {
        method,
        ...(method === 'GET' ? {} : { json: method === 'DELETE' ? {} : { bad: true } }),
      });
      expect(response.status, `${method} ${path}`).toBe(401);
    }
  });

  it('searches the food table with typos, whole foods first, with the user’s categories', async () => {
    const { browser } = await signedInBrowser(server().url);
    await json(await setList(browser));
    const apple = await json<FoodSearchResult>(
      await browser.api('/api/food/search?q=apple&limit=3'),
    );
    expect(apple.foods[0]?.name).toBe('Apples, raw, with skin');
    expect(apple.foods[0]?.leapCategory).toBe('untested');
    expect(apple.foods[0]?.portions.length).toBeGreaterThan(0);
    const typo = await json<FoodSearchResult>(await browser.api('/api/food/search?q=brocoli'));
    expect(typo.foods[0]).toMatchObject({ name: 'Broccoli, raw', leapCategory: 'green' });
    expect(typo.foods[0]?.per100g.calories).toBe(34);
    const egg = await json<FoodSearchResult>(await browser.api('/api/food/search?q=eggs&limit=1'));
    expect(egg.foods[0]?.leapCategory).toBe('red');
    expect((await browser.api('/api/food/search?q=')).status).toBe(400);
  });

  it('ranks the plain food first: raw meat, whole milk, raw apples, whole eggs', async () => {
    const { browser } = await signedInBrowser(server().url);
    const search = async (q: string, limit = 5) =>
      (
        await json<FoodSearchResult>(
          await browser.api(`/api/food/search?q=${encodeURIComponent(q)}&limit=${limit}`),
        )
      ).foods.map((food) => `${food.id} ${food.name}`);
    const rawBreast =
      '05062 Chicken, broiler or fryers, breast, skinless, boneless, meat only, raw';
    const chicken = await search('chicken breast');
    expect(chicken[0]).toBe(rawBreast);
    expect(chicken.slice(0, 2).every((name) => name.endsWith(', raw'))).toBe(true);
    expect(chicken.join('\n')).not.toMatch(/breaded|tenders|deli/i);
    // Typos still find it.
    expect((await search('chiken brest'))[0]).toBe(rawBreast);
    const milk = await search('milk', 3);
    expect(milk[0]).toBe('01077 Milk, whole, 3.25% milkfat, with added vitamin d');
    expect(milk.join('\n')).not.toMatch(/human|buffalo|sheep/);
    expect((await search('apple', 2)).every((name) => name.includes('Apples, raw'))).toBe(true);
    expect((await search('egg', 1))[0]).toBe('01123 Egg, whole, raw, fresh');
    expect((await search('eggs', 1))[0]).toBe('01123 Egg, whole, raw, fresh');
    expect((await search('shrimp', 1))[0]).toMatch(/^15270 Crustaceans, shrimp, raw/);
  });

  it('places a meal on a LEAP entry picked from the table by the entry’s core name', async () => {
    const { browser } = await signedInBrowser(server().url);
    await json(
      await setList(browser, [
        { name: 'Salmon, atlantic, wild, raw', category: 'green', foodId: '15076' },
        { name: 'Beans, kidney, red, mature seeds, raw', category: 'red', foodId: '16032' },
      ]),
    );
    // Typed "salmon", with no food id: the entry's core name "Salmon" decides.
    const typed = await json<RecentMeal>(
      await logMeal(browser, { mealType: 'lunch', foods: ['salmon'], inputType: 'text' }),
    );
    expect(typed.items[0]?.leapCategory).toBe('green');
    expect(typed.leapScore).toBe(1);
    // Another salmon of the table, and the spoken path.
    const chinook = await json<RecentMeal>(
      await logMeal(browser, {
        mealType: 'dinner',
        foods: [
          { name: 'chinook salmon', foodId: '15078', grams: 150 },
          { name: 'black beans', foodId: '16014', grams: 100 },
        ],
        inputType: 'text',
      }),
    );
    // Black beans are not kidney beans: untested, never green.
    expect(chinook.items.map((item) => item.leapCategory)).toEqual(['green', 'untested']);
    const spoken = await json<IdentifiedFoods>(
      await browser.api('/api/food/identify-voice', {
        method: 'POST',
        json: { audioText: '150 g salmon and kidney beans' },
      }),
    );
    expect(spoken.foods.map((food) => food.leapCategory)).toEqual(['green', 'red']);
    const found = await json<FoodSearchResult>(await browser.api('/api/food/search?q=salmon'));
    expect(found.foods.every((food) => food.leapCategory === 'green')).toBe(true);
  });

  it('keeps a LEAP list: upsert by name, edit, delete, CSV import all-or-nothing', async () => {
    const { browser } = await signedInBrowser(server().url);
    let list = await json<LeapEntry[]>(await setList(browser));
    expect(list).toHaveLength(LIST.length);
    list = await json<LeapEntry[]>(
      await setList(browser, [{ name: '  salmon ', category: 'yellow' }]),
    );
    expect(list.filter((entry) => entry.name.toLowerCase() === 'salmon')).toEqual([
      expect.objectContaining({ category: 'yellow' }),
    ]);
    const almonds = list.find((entry) => entry.name === 'Almonds')!;
    const edited = await json<LeapEntry>(
      await browser.api(`/api/food/leap-list/${almonds.id}`, {
        method: 'PUT',
        json: { name: 'Almonds', category: 'green', foodId: '12061' },
      }),
    );
    expect(edited).toMatchObject({ category: 'green', foodId: '12061' });
    expect(
      (await browser.api(`/api/food/leap-list/${almonds.id}`, { method: 'DELETE', json: {} }))
        .status,
    ).toBe(204);
    expect(
      (await browser.api(`/api/food/leap-list/${almonds.id}`, { method: 'DELETE', json: {} }))
        .status,
    ).toBe(404);

    // An unknown food id: 400 and nothing stored.
    const before = await stored();
    const unknown = await setList(browser, [
      { name: 'Mystery', category: 'green', foodId: '99999' },
    ]);
    expect(unknown.status).toBe(400);
    expect(await stored()).toEqual(before);

    // One bad row: 400 naming it, nothing stored.
    const bad = await browser.api('/api/food/leap-list/import', {
      method: 'POST',
      json: { csv: 'food,category\nKale,green\nRye,purple\n,red\n' },
    });
    expect(bad.status).toBe(400);
    expect(((await bad.json()) as { message: string }).message).toMatch(/row 3.*row 4/);
    expect(await stored()).toEqual(before);

    const imported = await json<{ imported: number; entries: LeapEntry[] }>(
      await browser.api('/api/food/leap-list/import', {
        method: 'POST',
        json: { csv: 'food,category\r\nKale,Green\r\n"Rice, brown",yellow\r\n', replace: true },
      }),
    );
    expect(imported.imported).toBe(2);
    expect(imported.entries.map((entry) => [entry.name, entry.category])).toEqual([
      ['Kale', 'green'],
      ['Rice, brown', 'yellow'],
    ]);
  });

  it('identifies foods and grams in a spoken sentence', async () => {
    const { browser } = await signedInBrowser(server().url);
    await json(await setList(browser));
    const answer = await json<IdentifiedFoods>(
      await browser.api('/api/food/identify-voice', {
        method: 'POST',
        json: { audioText: 'Two eggs, a cup of blueberries and 150 g salmon' },
      }),
    );
    expect(answer.unmatched).toEqual([]);
    expect(answer.foods.map((food) => [food.foodId, food.grams, food.leapCategory])).toEqual([
      ['01123', 100, 'red'],
      ['09050', 148, 'green'],
      [expect.stringMatching(/^15/), 150, 'green'],
    ]);
    expect(answer.foods[0]?.reactivityScore).toBe(0.9);
    expect(answer.foods[1]?.reactivityScore).toBe(0.1);
    expect(
      (await browser.api('/api/food/identify-voice', { method: 'POST', json: { audioText: ' ' } }))
        .status,
    ).toBe(400);
  });

  it('answers the photo path honestly without an AI provider, and refuses oversized photos', async () => {
    const { browser } = await signedInBrowser(server().url);
    // Said before any photo is sent, so the wizard can offer voice or text up front.
    expect(await json(await browser.api('/api/food/capabilities'))).toEqual({
      photoIdentification: false,
    });
    const small = Buffer.alloc(1000, 1).toString('base64');
    const none = await browser.api('/api/food/identify-photo', {
      method: 'POST',
      json: { imageBase64: `data:image/jpeg;base64,${small}` },
    });
    expect(none.status).toBe(503);
    expect(await none.json()).toEqual({ message: PHOTO_NEEDS_AI_PROVIDER });
    const big = Buffer.alloc(5 * 1024 * 1024 + 10, 1).toString('base64');
    const tooBig = await browser.api('/api/food/identify-photo', {
      method: 'POST',
      json: { imageBase64: big },
    });
    expect(tooBig.status).toBe(400);
  });

  it('logs a meal with grams and nutrition, idempotently; bad meals store nothing', async () => {
    const { browser } = await signedInBrowser(server().url);
    await json(await setList(browser));
    const clientId = randomUUID();
    const body = {
      clientId,
      mealType: 'dinner',
      foods: [
        { name: 'salmon', foodId: '15076', grams: 200 },
        { name: 'broccoli', foodId: '11090', grams: 100 },
        'almonds',
      ],
      inputType: 'voice',
      rawInput: 'salmon, broccoli and almonds',
      location: 'Home',
      notes: null,
    };
    const meal = await json<RecentMeal>(await logMeal(browser, body));
    expect(meal).toMatchObject({
      clientId,
      mealType: 'dinner',
      foods: ['salmon', 'broccoli', 'almonds'],
      location: 'Home',
      nutritionComplete: false,
      // 2 x 142 + 34 kcal; 2 x 19.84 + 2.82 g protein.
      nutrition: { calories: 318, protein: 43, carbs: 7, fat: 13 },
      // Not every food has grams: by count, 2 of 3 green (almonds are yellow).
      leapScore: 2 / 3,
    });
    expect(meal.items.map((item) => item.leapCategory)).toEqual(['green', 'green', 'yellow']);
    const replay = await json<RecentMeal>(await logMeal(browser, body));
    expect(replay.id).toBe(meal.id);
    expect(await stored()).toMatchObject({ meals: 1, mealFoods: 3 });

    const before = await stored();
    for (const bad of [
      { ...body, clientId: randomUUID(), foods: [] },
      { ...body, clientId: randomUUID(), mealType: 'brunch' },
      { ...body, clientId: randomUUID(), foods: [{ name: 'x', foodId: '99999', grams: 10 }] },
    ]) {
      expect((await logMeal(browser, bad)).status).toBe(400);
    }
    expect(await stored()).toEqual(before);

    const recent = await json<RecentMeal[]>(await browser.api('/api/food/recent-meals'));
    expect(recent.map((entry) => entry.id)).toEqual([meal.id]);
    const compliance = await json<LeapCompliance>(await browser.api('/api/food/leap-compliance'));
    expect(compliance).toEqual({ overallScore: 67, mealCount: 1, days: 7 });
  });

  it('returns nulls and empty lists for a user with no data, never invented numbers', async () => {
    const { browser } = await signedInBrowser(server().url);
    expect(await json(await browser.api('/api/food/recent-meals'))).toEqual([]);
    expect(await json(await browser.api('/api/food/leap-compliance'))).toEqual({
      overallScore: null,
      mealCount: 0,
      days: 7,
    });
    expect(await json(await browser.api('/api/food/insights'))).toEqual({
      leapCompliance: null,
      problemFoods: [],
      powerFoods: [],
      pendingFoods: [],
      mealCount: 0,
      symptomCount: 0,
    });
    const noGreen = await generate(browser, { mealType: 'dinner', timeAvailable: 30 });
    expect(noGreen.status).toBe(422);
    expect(await noGreen.json()).toEqual({ message: NO_GREEN_FOODS });
  });

  it('stores symptoms idempotently and computes the insights the data predicts', async () => {
    const { browser } = await signedInBrowser(server().url);
    await json(await setList(browser));
    // 10 meals, 100 h apart so that each 72 h window holds only its own meal's symptoms.
    // Milk in meals 1-5, each followed by bloating; salmon and spinach in meals 6-10, never.
    const plan = [
      ['milk', 'salmon'],
      ['milk'],
      ['milk', 'spinach'],
      ['milk'],
      ['milk'],
      ['salmon', 'spinach'],
      ['salmon', 'spinach'],
      ['salmon', 'spinach'],
      ['salmon', 'spinach'],
      ['salmon', 'spinach'],
    ];
    const mealIds: string[] = [];
    for (const [index, foods] of plan.entries()) {
      const hours = 1100 - index * 100;
      const meal = await json<RecentMeal>(
        await logMeal(browser, { mealType: 'lunch', foods, loggedAt: ago(hours) }),
      );
      mealIds.push(meal.id);
      if (index < 5) {
        const clientId = randomUUID();
        const symptom = { clientId, symptom: 'Bloating', severity: 6, occurredAt: ago(hours - 5) };
        const first = await json<Symptom>(await logSymptom(browser, symptom));
        const again = await json<Symptom>(await logSymptom(browser, symptom));
        expect(again.id).toBe(first.id);
      }
    }
    // Kale an hour ago: its 72-hour window is open, so it is not scored yet.
    await json(await logMeal(browser, { mealType: 'snack', foods: ['kale'], loggedAt: ago(1) }));
    // Severity 0 is "none": not counted.
    await json(
      await logSymptom(browser, { symptom: 'Bloating', severity: 0, occurredAt: ago(10) }),
    );
    expect(await stored()).toMatchObject({ meals: 11, symptoms: 6 });

    const insights = await json<FoodInsights>(await browser.api('/api/food/insights'));
    // Milk: 5 of 5 followed by bloating; the 5 other closed meals 0 of 5. Correlation
    // (1 - 0) / (1 - 0) = 1; Fisher's one-sided p = 1 / C(10, 5) = 1/252.
    expect(insights.problemFoods).toEqual([
      {
        food: 'milk',
        foodId: null,
        symptom: 'Bloating',
        correlation: 1,
        occurrences: 5,
        withSymptom: 5,
        rateAfter: 1,
        baselineRate: 0,
        confidence: 1 - 1 / 252,
      },
    ]);
    // Salmon: 1 of 6 (the milk meal) against 4 of 4: (1 - 1/6) / 1 = 0.83, p = 5/210 = 0.024.
    // Spinach the same.
    expect(
      insights.powerFoods.map((line) => [
        line.food,
        Number(line.correlation.toFixed(2)),
        line.occurrences,
        Number(line.confidence.toFixed(3)),
      ]),
    ).toEqual([
      ['salmon', 0.83, 6, 0.976],
      ['spinach', 0.83, 6, 0.976],
    ]);
    // Kale: 5 closed meals needed, 1 already eaten: 4 more.
    expect(insights.pendingFoods).toEqual([
      { food: 'kale', foodId: null, closedMeals: 0, openMeals: 1, mealsNeeded: 4 },
    ]);
    // The only meal of the last 7 days is the kale, which the list does not name: 0 % green.
    expect(insights).toMatchObject({ mealCount: 11, symptomCount: 6, leapCompliance: 0 });

    const bad = await logSymptom(browser, {
      symptom: 'Headache',
      severity: 11,
      occurredAt: ago(1),
    });
    expect(bad.status).toBe(400);
    expect(await stored()).toMatchObject({ symptoms: 6 });
  });

  it('answers each recent meal with the symptoms logged for it, oldest first', async () => {
    const { browser } = await signedInBrowser(server().url);
    const lunch = await json<RecentMeal>(
      await logMeal(browser, { mealType: 'lunch', foods: ['tomato'], loggedAt: ago(6) }),
    );
    const dinner = await json<RecentMeal>(
      await logMeal(browser, { mealType: 'dinner', foods: ['salmon'], loggedAt: ago(3) }),
    );
    expect(lunch.symptoms).toEqual([]);
    const headache = { clientId: randomUUID(), mealId: lunch.id, symptom: 'Headache', severity: 6 };
    const [fourHoursAgo, fiveHoursAgo] = [ago(4), ago(5)];
    // Logged out of order, one twice (a replay), one for no meal.
    await json(await logSymptom(browser, { ...headache, occurredAt: fourHoursAgo }));
    await json(await logSymptom(browser, { ...headache, occurredAt: fourHoursAgo }));
    await json(
      await logSymptom(browser, {
        mealId: lunch.id,
        symptom: 'Bloating',
        severity: 3,
        occurredAt: fiveHoursAgo,
      }),
    );
    await json(await logSymptom(browser, { symptom: 'Fatigue', severity: 2, occurredAt: ago(1) }));

    const recent = await json<RecentMeal[]>(await browser.api('/api/food/recent-meals'));
    expect(recent.map((meal) => [meal.id, meal.symptoms])).toEqual([
      [dinner.id, []],
      [
        lunch.id,
        [
          {
            id: expect.any(String),
            symptom: 'Bloating',
            severity: 3,
            occurredAt: fiveHoursAgo,
            notes: null,
          },
          {
            id: expect.any(String),
            symptom: 'Headache',
            severity: 6,
            occurredAt: fourHoursAgo,
            notes: null,
          },
        ],
      ],
    ]);
  });

  it('generates LEAP recipes from green foods only, different on New Recipe, and saves them', async () => {
    const { browser } = await signedInBrowser(server().url);
    await json(await setList(browser));
    const names = new Set<string>();
    for (let seed = 1; seed <= 6; seed++) {
      const meal = await json<GeneratedMeal>(
        await generate(browser, { mealType: 'dinner', timeAvailable: 45, seed, restrictions: [] }),
      );
      names.add(meal.name);
      expect(meal.ingredientItems.every((item) => item.leapCategory === 'green')).toBe(true);
      expect(meal.leapCompliant).toBe(true);
      expect(meal.cookingTime).toBeLessThanOrEqual(45);
      expect(meal.instructions.length).toBeGreaterThan(1);
      expect(meal.nutrition.calories).toBeGreaterThan(0);
      expect(meal.ingredients.join(' ')).not.toMatch(/egg|milk/i);
    }
    expect(names.size).toBeGreaterThan(1);
    const same = await json<GeneratedMeal>(
      await generate(browser, { mealType: 'dinner', timeAvailable: 45, seed: 3 }),
    );
    const again = await json<GeneratedMeal>(
      await generate(browser, { mealType: 'dinner', timeAvailable: 45, seed: 3 }),
    );
    expect(again).toEqual(same);

    for (const timeAvailable of [4, 121]) {
      expect((await generate(browser, { mealType: 'dinner', timeAvailable })).status).toBe(400);
    }

    const clientId = randomUUID();
    const save = { clientId, recipe: same };
    const saved = await json<SavedRecipe>(
      await browser.api('/api/food/recipes', { method: 'POST', json: save }),
    );
    expect(saved).toMatchObject({
      name: same.name,
      nutrition: same.nutrition,
      ingredients: same.ingredients,
      leapCompliant: true,
    });
    const replay = await json<SavedRecipe>(
      await browser.api('/api/food/recipes', { method: 'POST', json: save }),
    );
    expect(replay.id).toBe(saved.id);
    expect(await json<SavedRecipe[]>(await browser.api('/api/food/recipes'))).toHaveLength(1);

    // The wizard logs it as a meal.
    const meal = await json<RecentMeal>(
      await logMeal(browser, {
        mealType: 'dinner',
        inputType: 'recipe',
        recipeId: saved.id,
        foods: saved.ingredientItems.map(({ name, foodId, grams }) => ({ name, foodId, grams })),
      }),
    );
    expect(meal).toMatchObject({ recipeId: saved.id, leapScore: 1, nutritionComplete: true });
    expect(meal.nutrition).toEqual(saved.nutrition);
  });

  it('never shows or changes one user’s rows to another (404)', async () => {
    const { browser: owner } = await signedInBrowser(server().url);
    const { browser: other } = await signedInBrowser(server().url);
    const [entry] = await json<LeapEntry[]>(await setList(owner));
    const meal = await json<RecentMeal>(
      await logMeal(owner, { mealType: 'lunch', foods: ['salmon'] }),
    );
    await json(await logSymptom(owner, { symptom: 'Headache', severity: 3, occurredAt: ago(1) }));
    const generated = await json<GeneratedMeal>(
      await generate(owner, { mealType: 'lunch', timeAvailable: 30, seed: 1 }),
    );
    const recipe = await json<SavedRecipe>(
      await owner.api('/api/food/recipes', { method: 'POST', json: { recipe: generated } }),
    );

    expect(await json(await other.api('/api/food/leap-list'))).toEqual([]);
    expect(await json(await other.api('/api/food/recent-meals'))).toEqual([]);
    expect(await json(await other.api('/api/food/symptoms'))).toEqual([]);
    expect(await json(await other.api('/api/food/recipes'))).toEqual([]);
    const notFound = [
      other.api(`/api/food/leap-list/${entry!.id}`, {
        method: 'PUT',
        json: { name: 'Salmon', category: 'red' },
      }),
      other.api(`/api/food/leap-list/${entry!.id}`, { method: 'DELETE', json: {} }),
      other.api(`/api/food/recipes/${recipe.id}`),
      other.api(`/api/food/recipes/${recipe.id}`, { method: 'DELETE', json: {} }),
      logSymptom(other, { symptom: 'Headache', severity: 3, occurredAt: ago(1), mealId: meal.id }),
      logMeal(other, { mealType: 'lunch', foods: ['salmon'], recipeId: recipe.id }),
    ];
    for (const response of await Promise.all(notFound)) expect(response.status).toBe(404);
    // The owner's rows are unchanged.
    expect((await json<LeapEntry[]>(await owner.api('/api/food/leap-list')))[0]).toEqual(entry);
    expect(await json<SavedRecipe[]>(await owner.api('/api/food/recipes'))).toHaveLength(1);
    expect(await stored()).toMatchObject({ meals: 1, symptoms: 1, recipes: 1 });
  });
});

describeWithServer(
  'nutrition with an AI provider',
  (server) => {
    it('identifies a photo through the chat-completions provider', async () => {
      const { browser } = await signedInBrowser(server().url);
      expect(await json(await browser.api('/api/food/capabilities'))).toEqual({
        photoIdentification: true,
      });
      await browser.api('/api/food/leap-list', {
        method: 'PUT',
        json: { entries: [{ name: 'Salmon', category: 'green' }] },
      });
      const answer = await json<IdentifiedFoods>(
        await browser.api('/api/food/identify-photo', {
          method: 'POST',
          json: { imageBase64: Buffer.from('a photo').toString('base64') },
        }),
      );
      expect(answer.foods).toEqual([
        expect.objectContaining({ name: 'salmon', grams: 140, leapCategory: 'green' }),
        expect.objectContaining({ name: 'broccoli', grams: null, leapCategory: 'untested' }),
      ]);
      expect(provider.requests[0]).toMatchObject({ model: 'test-vision' });
    });
  },
  {
    // Read when the server starts, after the stand-in below is listening.
    get env() {
      const address = provider.server?.address() as AddressInfo | undefined;
      return { AI_BASE_URL: `http://127.0.0.1:${address?.port ?? 1}/v1`, AI_MODEL: 'test-vision' };
    },
  },
);

// A chat-completions stand-in, started before the server above reads its URL.
const provider = {
  requests: [] as Record<string, unknown>[],
  server: undefined as http.Server | undefined,
};
beforeAll(async () => {
  provider.server = http.createServer((request, response) => {
    let body = '';
    request.on('data', (chunk: Buffer) => (body += chunk.toString()));
    request.on('end', () => {
      provider.requests.push(JSON.parse(body) as Record<string, unknown>);
      const content = JSON.stringify({
        foods: [
          { name: 'salmon', grams: 140, confidence: 0.9 },
          { name: 'broccoli', confidence: 0.8 },
        ],
      });
      response
        .writeHead(200, { 'content-type': 'application/json' })
        .end(JSON.stringify({ choices: [{ message: { role: 'assistant', content } }] }));
    });
  });
  await new Promise<void>((resolve) => provider.server!.listen(0, '127.0.0.1', resolve));
});
afterAll(() => new Promise<void>((resolve) => provider.server?.close(() => resolve())));

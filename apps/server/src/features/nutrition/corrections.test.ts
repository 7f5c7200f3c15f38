import { randomUUID } from 'node:crypto';
import { asc } from 'drizzle-orm';
import { expect, it } from 'vitest';
import type { FoodInsights, RecentMeal, Symptom } from '@grandfit/shared/schemas/nutrition.ts';
import { mealFoods, meals, symptoms } from '../../db/schema/nutrition.ts';
import { TestBrowser, signedInBrowser } from '../../../test/browser.ts';
import { describeWithServer } from '../../../test/server.ts';

async function json<T>(response: Response): Promise<T> {
  expect(response.status, await response.clone().text()).toBe(200);
  return (await response.json()) as T;
}

const HOUR = 3_600_000;
const ago = (hours: number) => new Date(Date.now() - hours * HOUR).toISOString();

/**
 * Meals and symptoms can be corrected and deleted, by their owner only
 * (docs/decisions/025-training-log-history-records-corrections.md).
 */
describeWithServer('nutrition corrections', (server) => {
  const logMeal = (browser: TestBrowser, body: Record<string, unknown>) =>
    browser.api('/api/food/log-meal', { method: 'POST', json: body });
  const editMeal = (browser: TestBrowser, id: string, body: unknown) =>
    browser.api(`/api/food/meals/${id}`, { method: 'PUT', json: body });
  const deleteMeal = (browser: TestBrowser, id: string) =>
    browser.api(`/api/food/meals/${id}`, { method: 'DELETE', json: {} });
  const editSymptom = (browser: TestBrowser, id: string, body: unknown) =>
    browser.api(`/api/food/symptoms/${id}`, { method: 'PUT', json: body });
  const deleteSymptom = (browser: TestBrowser, id: string) =>
    browser.api(`/api/food/symptoms/${id}`, { method: 'DELETE', json: {} });

  /** Every stored row of the three tables, so "nothing changed" compares everything. */
  async function snapshot() {
    const db = server().database.db;
    return {
      meals: await db.select().from(meals).orderBy(asc(meals.id)),
      foods: await db
        .select()
        .from(mealFoods)
        .orderBy(asc(mealFoods.mealId), asc(mealFoods.position)),
      symptoms: await db.select().from(symptoms).orderBy(asc(symptoms.id)),
    };
  }

  async function mealWithSymptom(browser: TestBrowser) {
    const meal = await json<RecentMeal>(
      await logMeal(browser, {
        clientId: randomUUID(),
        mealType: 'lunch',
        foods: [{ name: 'Apple', foodId: '09003', grams: 100 }, 'Toast'],
        inputType: 'text',
        notes: 'at work',
        loggedAt: ago(2),
      }),
    );
    const symptom = await json<Symptom>(
      await browser.api('/api/food/symptoms', {
        method: 'POST',
        json: { symptom: 'Bloating', severity: 4, occurredAt: ago(1), mealId: meal.id },
      }),
    );
    return { meal, symptom };
  }

  it('answers 401 on every correction route without a session, before validating', async () => {
    const anonymous = new TestBrowser(server().url);
    for (const [method, path] of [
      ['PUT', `/api/food/meals/${randomUUID()}`],
      ['DELETE', `/api/food/meals/${randomUUID()}`],
      ['PUT', `/api/food/symptoms/${randomUUID()}`],
      ['DELETE', `/api/food/symptoms/${randomUUID()}`],
    ] as const) {
      const response = await anonymous.api(path, { method, json: { bad: true } });
      expect(response.status, `${method} ${path}`).toBe(401);
    }
  });

  it("edits a meal's foods, grams, type and time (back-dated), as a full replacement", async () => {
    const { browser } = await signedInBrowser(server().url);
    const { meal } = await mealWithSymptom(browser);
    expect(meal.nutrition?.calories).toBe(52);
    const threeDaysAgo = ago(72);
    const body = {
      mealType: 'dinner',
      foods: [
        { name: 'Apple', foodId: '09003', grams: 200 },
        { name: 'Broccoli', foodId: '11090', grams: 100 },
      ],
      loggedAt: threeDaysAgo,
    };
    const edited = await json<RecentMeal>(await editMeal(browser, meal.id, body));
    expect(edited).toMatchObject({
      id: meal.id,
      clientId: meal.clientId,
      mealType: 'dinner',
      loggedAt: threeDaysAgo,
      foods: ['Apple', 'Broccoli'],
      // Left out of a full replacement: cleared.
      notes: null,
      nutritionComplete: true,
      // 2 x 52 kcal of apple + 34 kcal of broccoli.
      nutrition: expect.objectContaining({ calories: 138 }),
    });
    // The symptom logged for the meal stays with it.
    expect(edited.symptoms.map((s) => s.symptom)).toEqual(['Bloating']);
    // The same request again changes nothing further.
    const before = await snapshot();
    const again = await json<RecentMeal>(await editMeal(browser, meal.id, body));
    expect(again).toEqual(edited);
    const after = await snapshot();
    expect(after.meals).toEqual(before.meals);
    expect(after.foods.map(({ id: _id, ...food }) => food)).toEqual(
      before.foods.map(({ id: _id, ...food }) => food),
    );
    // The list shows the meal at its new time, oldest last.
    const recent = await json<RecentMeal[]>(await browser.api('/api/food/recent-meals'));
    expect(recent).toHaveLength(1);
    expect(recent[0]).toMatchObject({ mealType: 'dinner', loggedAt: threeDaysAgo });
  });

  it('rejects bad corrections with a clear 400 and changes nothing', async () => {
    const { browser } = await signedInBrowser(server().url);
    const { meal, symptom } = await mealWithSymptom(browser);
    const before = await snapshot();
    const good = { mealType: 'lunch', foods: ['Apple'], loggedAt: ago(3) };
    const badMeals: [unknown, RegExp][] = [
      [{ ...good, foods: [] }, /at least one food/i],
      [{ ...good, foods: ['Ap\u0000ple'] }, /NUL/],
      [{ ...good, notes: 'fine\u0000' }, /NUL/],
      [{ ...good, loggedAt: '0000-01-01T12:00:00Z' }, /must be from 1900 to 2200/],
      [{ ...good, loggedAt: '2999-01-01T12:00:00Z' }, /future/],
      [{ ...good, loggedAt: 'yesterday' }, /date and time/],
      [{ ...good, foods: [{ name: 'Apple', foodId: '09003', grams: 1e308 }] }, /5 kg/],
      [{ ...good, foods: [{ name: 'Apple', foodId: '09003', grams: 1e-320 }] }, /0\.1 g/],
      [{ ...good, foods: [{ name: 'Apple', foodId: '09003', grams: -5 }] }, /above 0/],
      [{ ...good, mealType: 'brunch' }, /meal type/i],
      [{ ...good, foods: Array.from({ length: 51 }, () => 'Apple') }, /50 foods/],
    ];
    for (const [body, message] of badMeals) {
      const response = await editMeal(browser, meal.id, body);
      expect(response.status, JSON.stringify(body)).toBe(400);
      expect(await response.text()).toMatch(message);
    }
    // A food id that is not in the food table is refused too.
    expect(
      (await editMeal(browser, meal.id, { ...good, foods: [{ name: 'X', foodId: '99999' }] }))
        .status,
    ).toBe(400);
    const badSymptoms: [unknown, RegExp][] = [
      [{ symptom: 'Bloat\u0000', severity: 3, occurredAt: ago(1) }, /NUL/],
      [{ symptom: 'Bloating', severity: 11, occurredAt: ago(1) }, /between 0 and 10/],
      [{ symptom: 'Bloating', severity: 1e308, occurredAt: ago(1) }, /between 0 and 10/],
      [{ symptom: 'Bloating', severity: 1e-320, occurredAt: ago(1) }, /whole number/],
      [{ symptom: 'Bloating', severity: 3, occurredAt: '0000-06-01T00:00:00Z' }, /1900/],
      [{ symptom: '', severity: 3, occurredAt: ago(1) }, /Name the symptom/],
    ];
    for (const [body, message] of badSymptoms) {
      const response = await editSymptom(browser, symptom.id, body);
      expect(response.status, JSON.stringify(body)).toBe(400);
      expect(await response.text()).toMatch(message);
    }
    expect(await snapshot()).toEqual(before);
    // Logging a meal with the same bad input is refused as well, instead of a database error.
    expect((await logMeal(browser, { mealType: 'lunch', foods: ['a\u0000b'] })).status).toBe(400);
    expect(
      (
        await logMeal(browser, {
          mealType: 'lunch',
          foods: ['a'],
          loggedAt: '0000-01-01T00:00:00Z',
        })
      ).status,
    ).toBe(400);
    expect(await snapshot()).toEqual(before);
  });

  it("never edits or deletes another user's meal or symptom: 404, nothing changed", async () => {
    const alice = await signedInBrowser(server().url);
    const bob = await signedInBrowser(server().url);
    const { meal, symptom } = await mealWithSymptom(alice.browser);
    const before = await snapshot();

    const mealEdit = await editMeal(bob.browser, meal.id, {
      mealType: 'snack',
      foods: ['Candy'],
      loggedAt: ago(5),
    });
    expect(mealEdit.status).toBe(404);
    expect(await mealEdit.json()).toMatchObject({ message: 'Meal not found' });
    expect((await deleteMeal(bob.browser, meal.id)).status).toBe(404);
    const symptomEdit = await editSymptom(bob.browser, symptom.id, {
      symptom: 'Nothing',
      severity: 0,
      occurredAt: ago(1),
    });
    expect(symptomEdit.status).toBe(404);
    expect(await symptomEdit.json()).toMatchObject({ message: 'Symptom not found' });
    expect((await deleteSymptom(bob.browser, symptom.id)).status).toBe(404);
    // Unknown and malformed ids are the same 404.
    expect((await deleteMeal(alice.browser, randomUUID())).status).toBe(404);
    expect((await deleteMeal(alice.browser, 'not-an-id')).status).toBe(404);
    expect((await deleteSymptom(alice.browser, 'not-an-id')).status).toBe(404);

    expect(await snapshot()).toEqual(before);
    const aliceMeals = await json<RecentMeal[]>(await alice.browser.api('/api/food/recent-meals'));
    expect(aliceMeals[0]).toMatchObject({ mealType: 'lunch', foods: ['Apple', 'Toast'] });
  });

  it('edits and deletes a symptom; the insights count what is left', async () => {
    const { browser } = await signedInBrowser(server().url);
    const { meal, symptom } = await mealWithSymptom(browser);
    const when = ago(0.5);
    const edited = await json<Symptom>(
      await editSymptom(browser, symptom.id, {
        symptom: 'Headache',
        severity: 7,
        occurredAt: when,
      }),
    );
    expect(edited).toMatchObject({
      id: symptom.id,
      symptom: 'Headache',
      severity: 7,
      occurredAt: when,
      mealId: meal.id,
      notes: null,
    });
    expect(
      (await json<RecentMeal[]>(await browser.api('/api/food/recent-meals')))[0]?.symptoms,
    ).toEqual([expect.objectContaining({ symptom: 'Headache', severity: 7 })]);
    expect((await json<FoodInsights>(await browser.api('/api/food/insights'))).symptomCount).toBe(
      1,
    );

    expect((await deleteSymptom(browser, symptom.id)).status).toBe(204);
    // Deleting again: the symptom is gone, so 404, and nothing else changes.
    const before = await snapshot();
    expect((await deleteSymptom(browser, symptom.id)).status).toBe(404);
    expect(await snapshot()).toEqual(before);
    expect(before.symptoms).toHaveLength(0);
    expect((await json<FoodInsights>(await browser.api('/api/food/insights'))).symptomCount).toBe(
      0,
    );
  });

  it('deletes a meal with its foods and symptoms; a repeat is a 404 that changes nothing', async () => {
    const { browser } = await signedInBrowser(server().url);
    const { meal } = await mealWithSymptom(browser);
    const other = await mealWithSymptom(browser);
    expect((await deleteMeal(browser, meal.id)).status).toBe(204);
    const after = await snapshot();
    expect(after.meals.map((row) => row.id)).toEqual([other.meal.id]);
    expect(after.foods.every((row) => row.mealId === other.meal.id)).toBe(true);
    expect(after.symptoms.map((row) => row.mealId)).toEqual([other.meal.id]);
    expect((await deleteMeal(browser, meal.id)).status).toBe(404);
    expect(await snapshot()).toEqual(after);
    const recent = await json<RecentMeal[]>(await browser.api('/api/food/recent-meals'));
    expect(recent.map((row) => row.id)).toEqual([other.meal.id]);
  });
});

import { asc } from 'drizzle-orm';
import { expect, it } from 'vitest';
import {
  LEAP_CORRECTION_NOT_FOUND,
  type IdentifiedFoods,
  type LeapCorrectionRow,
  type RecentMeal,
} from '@grandfit/shared/schemas/nutrition.ts';
import { leapCorrections } from '../../db/schema/nutrition.ts';
import { TestBrowser, signedInBrowser } from '../../../test/browser.ts';
import { describeWithServer } from '../../../test/server.ts';

async function json<T>(response: Response): Promise<T> {
  expect(response.status, await response.clone().text()).toBe(200);
  return (await response.json()) as T;
}

/** The MRT result of the examples of docs/decisions/034-food-evidence-and-leap-matching.md. */
const LIST = [
  { name: 'Milk', category: 'red' },
  { name: 'Apples', category: 'green' },
  { name: 'Chicken', category: 'green' },
  { name: 'Rice', category: 'green' },
  { name: 'Oats', category: 'red' },
  { name: 'Almonds', category: 'green' },
];

/**
 * LEAP matching on the food table's core foods, and the user's corrections
 * (docs/decisions/034-food-evidence-and-leap-matching.md).
 */
describeWithServer('LEAP matching and corrections', (server) => {
  const setList = (browser: TestBrowser) =>
    browser.api('/api/food/leap-list', { method: 'PUT', json: { entries: LIST } });
  const correct = (browser: TestBrowser, body: unknown) =>
    browser.api('/api/food/leap-corrections', { method: 'PUT', json: body });
  const corrections = (browser: TestBrowser) => browser.api('/api/food/leap-corrections');
  const remove = (browser: TestBrowser, id: string) =>
    browser.api(`/api/food/leap-corrections/${id}`, { method: 'DELETE', json: {} });
  const categories = async (browser: TestBrowser, foods: unknown[]) => {
    const meal = await json<RecentMeal>(
      await browser.api('/api/food/log-meal', {
        method: 'POST',
        json: { mealType: 'lunch', foods, inputType: 'text' },
      }),
    );
    return meal.items.map((item) => [item.name, item.leapCategory]);
  };

  it('places the example foods by their ingredients on the SR28 table', async () => {
    const { browser } = await signedInBrowser(server().url);
    await json(await setList(browser));
    expect(
      await categories(browser, [
        // Before: red, because milk is. Now almonds' category.
        { name: 'Almond milk', foodId: '14091' },
        'almond milk',
        // Before: green from one green word. Grapes and pears are untested.
        'juice, apple, grape and pear blend',
        // Chicken green, but noodles untested and a soup holds more.
        { name: 'Chicken noodle soup', foodId: '06019' },
        'rice pudding',
        // Before: untested although oats are red.
        'oatmeal cookies',
        { name: 'Apples', foodId: '09003' },
      ]),
    ).toEqual([
      ['Almond milk', 'green'],
      ['almond milk', 'green'],
      ['juice, apple, grape and pear blend', 'untested'],
      ['Chicken noodle soup', 'untested'],
      ['rice pudding', 'red'],
      ['oatmeal cookies', 'red'],
      ['Apples', 'green'],
    ]);
    // The spoken path places foods the same way.
    const spoken = await json<IdentifiedFoods>(
      await browser.api('/api/food/identify-voice', {
        method: 'POST',
        json: { audioText: 'a glass of almond milk' },
      }),
    );
    expect(spoken.foods.map((food) => food.leapCategory)).toEqual(['green']);
  });

  it('remembers a correction per user and food, idempotently; owner-only; bad input 400', async () => {
    const { browser: alice } = await signedInBrowser(server().url);
    const { browser: bob } = await signedInBrowser(server().url);
    await json(await setList(alice));
    await json(await setList(bob));
    const soup = { name: 'Chicken noodle soup', foodId: '06019' };
    expect(await categories(alice, [soup])).toEqual([['Chicken noodle soup', 'untested']]);

    // Alice knows the soup suits her: green, sent twice (an outbox replay).
    const body = { ...soup, category: 'green' };
    const first = await json<LeapCorrectionRow>(await correct(alice, body));
    const again = await json<LeapCorrectionRow>(await correct(alice, body));
    expect(again.id).toBe(first.id);
    expect(first).toMatchObject({
      name: 'Chicken noodle soup',
      foodId: '06019',
      category: 'green',
    });
    expect(await categories(alice, [soup, 'chicken noodle soup'])).toEqual([
      ['Chicken noodle soup', 'green'],
      // A typed soup is another food (no table id): the list decides it.
      ['chicken noodle soup', 'untested'],
    ]);
    // By name: case and spaces do not matter.
    await json(await correct(alice, { name: 'Chicken  Noodle Soup', category: 'yellow' }));
    expect(await categories(alice, ['chicken noodle soup'])).toEqual([
      ['chicken noodle soup', 'yellow'],
    ]);
    const mine = await json<LeapCorrectionRow[]>(await corrections(alice));
    expect(mine.map((row) => [row.name, row.foodId, row.category])).toEqual([
      ['Chicken noodle soup', '06019', 'green'],
      ['Chicken Noodle Soup', null, 'yellow'],
    ]);

    // Bob sees none of it, his soup stays untested, and he cannot delete Alice's correction.
    expect(await json(await corrections(bob))).toEqual([]);
    expect(await categories(bob, [soup])).toEqual([['Chicken noodle soup', 'untested']]);
    const stolen = await remove(bob, first.id);
    expect(stolen.status).toBe(404);
    expect(await stolen.json()).toEqual({ message: LEAP_CORRECTION_NOT_FOUND });
    // A PUT by Bob writes Bob's own row, never Alice's.
    await json(await correct(bob, { ...soup, category: 'red' }));
    expect(await categories(alice, [soup])).toEqual([['Chicken noodle soup', 'green']]);

    // Bad input: 400, nothing stored.
    const rows = async () =>
      server().database.db.select().from(leapCorrections).orderBy(asc(leapCorrections.id));
    const before = await rows();
    for (const bad of [
      { name: 'Soup', category: 'purple' },
      { name: '', category: 'green' },
      { category: 'green' },
      { name: 'Soup', foodId: '99999', category: 'green' },
      { name: 'x'.repeat(121), category: 'green' },
    ]) {
      const response = await correct(alice, bad);
      expect(response.status, JSON.stringify(bad)).toBe(400);
    }
    expect(await rows()).toEqual(before);
    expect((await remove(alice, 'not-a-uuid')).status).toBe(404);

    // Deleting goes back to the list's matching; a second delete is a 404.
    expect((await remove(alice, first.id)).status).toBe(204);
    expect((await remove(alice, first.id)).status).toBe(404);
    expect(await categories(alice, [soup])).toEqual([['Chicken noodle soup', 'untested']]);
  });

  it('counts fibre SR28 does not have as unknown, not 0 g', async () => {
    const { browser } = await signedInBrowser(server().url);
    const meal = await json<RecentMeal>(
      await browser.api('/api/food/log-meal', {
        method: 'POST',
        json: {
          mealType: 'lunch',
          inputType: 'text',
          foods: [
            // 2.4 g fibre per 100 g: 4.8 g.
            { name: 'Apples', foodId: '09003', grams: 200 },
            // Balsamic vinegar: SR28 has no fibre value (one of 594 foods).
            { name: 'Balsamic vinegar', foodId: '02069', grams: 15 },
            // No grams: not in the total at all (as for calories).
            'bread',
          ],
        },
      }),
    );
    expect(meal.fibre).toEqual({ grams: 4.8, unknownFoods: 1 });
    const search = await json<{ foods: { id: string; per100g: { fibre: number | null } }[] }>(
      await browser.api('/api/food/search?q=balsamic%20vinegar'),
    );
    expect(search.foods.find((food) => food.id === '02069')?.per100g.fibre).toBeNull();
  });

  it('answers 401 without a session', async () => {
    const anonymous = new TestBrowser(server().url);
    expect((await anonymous.api('/api/food/leap-corrections')).status).toBe(401);
    expect(
      (
        await anonymous.api('/api/food/leap-corrections', {
          method: 'PUT',
          json: { name: 'Soup', category: 'green' },
        })
      ).status,
    ).toBe(401);
  });
});

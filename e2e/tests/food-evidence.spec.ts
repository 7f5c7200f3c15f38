import type { Locator, Page } from '@playwright/test';
import type { FoodInsights } from '@grandfit/shared/schemas/nutrition.ts';
import { createAccount, expect, test } from '../fixtures.ts';

const SHOTS = '/work/tmp/shots-food';

/** The screen at phone and desktop width, `focus` scrolled into view (not the whole page). */
async function shoot(page: Page, name: string, focus?: Locator | 'bottom') {
  for (const viewport of [
    { width: 390, height: 844, name: 'mobile' },
    { width: 1280, height: 800, name: 'desktop' },
  ]) {
    await page.setViewportSize(viewport);
    // The phone's bottom navigation is fixed: the page's end is scrolled above it.
    if (focus === 'bottom')
      await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
    else await focus?.scrollIntoViewIfNeeded();
    await page.screenshot({
      animations: 'disabled',
      path: `${SHOTS}/${name}-${viewport.name}.png`,
    });
  }
  await page.setViewportSize({ width: 390, height: 844 });
}

/**
 * docs/decisions/034-food-evidence-and-leap-matching.md: a food eaten for the first time is no
 * Power Food. A freshly signed-up user logs a meal; its 72-hour symptom window is open, so the
 * insights say how many more meals the food needs instead of a figure.
 */
test('insights say a new food needs more meals, never a Power Food', async ({ page }) => {
  test.setTimeout(120_000);
  await createAccount(page);
  await page.goto('/nutrition');
  await expect(page.getByRole('heading', { level: 1, name: 'Nutrition' })).toBeVisible();

  // No data yet: labelled samples, scored by the app's own formulas
  // (docs/decisions/034-food-evidence-and-leap-matching.md).
  await page.getByRole('tab', { name: 'Insights' }).click();
  await expect(page.getByRole('region', { name: 'LEAP MRT Compliance' })).toContainText('71%');
  await expect(
    page.getByRole('region', { name: 'Your Power Foods' }).getByRole('listitem').first(),
  ).toContainText('100% positive');
  await shoot(page, 'insights-samples', 'bottom');
  await page.getByRole('tab', { name: 'Recent Meals' }).click();

  await page.getByRole('button', { name: 'Log a meal' }).click();
  const dialog = page.getByRole('dialog', { name: 'Log Your Meal' });
  await dialog.getByRole('button', { name: /^Type/ }).click();
  await dialog.getByLabel('What did you eat?').fill('kale');
  await dialog.getByRole('button', { name: 'Continue' }).click();
  await expect(
    dialog.getByRole('list', { name: 'Identified foods' }).getByRole('listitem'),
  ).toHaveCount(1);
  await dialog.getByRole('button', { name: 'Continue' }).click();
  await dialog.getByText('Lunch', { exact: true }).click();
  await dialog.getByRole('button', { name: 'Save Meal' }).click();
  await expect(page.getByText('Meal Logged', { exact: true })).toBeVisible();

  await page.getByRole('tab', { name: 'Insights' }).click();
  const learning = page.getByRole('region', { name: 'Still learning' });
  const kale = learning.getByRole('listitem').filter({ hasText: 'kale' });
  // 5 meals whose window has closed are needed; the one eaten is still inside its 72 hours.
  await expect(kale).toContainText('Needs 4 more meals · 1 within 72 h');
  await expect(
    page.getByRole('region', { name: 'Your Power Foods' }).getByRole('listitem'),
  ).toHaveCount(0);
  const insights = (await (await page.request.get('/api/food/insights')).json()) as FoodInsights;
  expect(insights.powerFoods).toEqual([]);
  expect(insights.pendingFoods).toEqual([
    expect.objectContaining({ closedMeals: 0, openMeals: 1, mealsNeeded: 4 }),
  ]);
  // The toast would cover the card on a phone.
  await page.keyboard.press('Escape');
  await expect(page.getByText('Meal Logged', { exact: true })).toBeHidden();
  await shoot(page, 'insights-needs-more-meals', 'bottom');
});

/**
 * docs/decisions/034-food-evidence-and-leap-matching.md: almond milk is almonds, not milk; a food's
 * category can be corrected from its chip on the meal card, remembered for the user (through the
 * outbox, like every write).
 */
test('almond milk takes its plant’s category, and the user can correct a food', async ({
  page,
  context,
  baseURL,
}) => {
  test.setTimeout(120_000);
  await createAccount(page);
  const write = { 'Content-Type': 'application/json', Origin: baseURL! };
  const list = await page.request.put('/api/food/leap-list', {
    headers: write,
    data: {
      entries: [
        { name: 'Milk', category: 'red' },
        { name: 'Almonds', category: 'green' },
        { name: 'Chicken', category: 'green' },
      ],
    },
  });
  expect(list.ok()).toBe(true);
  await page.goto('/nutrition');
  await page.getByRole('button', { name: 'Log a meal' }).click();
  const dialog = page.getByRole('dialog', { name: 'Log Your Meal' });
  await dialog.getByRole('button', { name: /^Type/ }).click();
  await dialog.getByLabel('What did you eat?').fill('almond milk, chicken noodle soup');
  await dialog.getByRole('button', { name: 'Continue' }).click();
  const identified = dialog.getByRole('list', { name: 'Identified foods' });
  // Before: almond milk was red because milk is. The soup is no longer green from "chicken".
  await expect(identified.getByRole('listitem').filter({ hasText: 'almond milk' })).toContainText(
    'Green',
  );
  await dialog.getByRole('button', { name: 'Continue' }).click();
  await dialog.getByText('Breakfast', { exact: true }).click();
  await dialog.getByRole('button', { name: 'Save Meal' }).click();
  await expect(page.getByText('Meal Logged', { exact: true })).toBeVisible();

  const card = page.getByRole('list', { name: 'Recent meals' }).getByRole('article').first();
  await expect(
    card.getByRole('button', { name: 'almond milk: Green. Correct its LEAP category' }),
  ).toBeVisible();
  const soup = card.getByRole('button', {
    name: 'chicken noodle soup: Untested. Correct its LEAP category',
  });
  await expect(soup).toBeVisible();
  // Half the meal green by count.
  await expect(card.getByText('LEAP 50%')).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(page.getByText('Meal Logged', { exact: true })).toBeHidden();
  await shoot(page, 'meal-card-leap-chips', card);

  // The user knows this soup suits them: green, remembered.
  await soup.click();
  const correct = page.getByRole('dialog', { name: 'Correct LEAP category' });
  await expect(correct.getByRole('radio', { name: 'Untested' })).toBeChecked();
  await correct.getByText('Green', { exact: true }).click();
  await shoot(page, 'correct-leap-dialog');
  await correct.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('Category corrected', { exact: true })).toBeVisible();
  await expect(
    card.getByRole('button', { name: 'chicken noodle soup: Green. Correct its LEAP category' }),
  ).toBeVisible();
  await expect(card.getByText('LEAP 100%')).toBeVisible();
  const corrections = async () =>
    (await (await page.request.get('/api/food/leap-corrections')).json()) as unknown[];
  expect(await corrections()).toEqual([
    expect.objectContaining({ name: 'chicken noodle soup', foodId: null, category: 'green' }),
  ]);

  // Offline, through the outbox like every write: shown at once, stored once back online.
  await context.setOffline(true);
  await card.getByRole('button', { name: 'almond milk: Green. Correct its LEAP category' }).click();
  await correct.getByText('Yellow', { exact: true }).click();
  await correct.getByRole('button', { name: 'Save' }).click();
  await expect(
    page.getByText("Saved on this device. It syncs when you're back online.", { exact: true }),
  ).toBeVisible();
  await expect(
    card.getByRole('button', { name: 'almond milk: Yellow. Correct its LEAP category' }),
  ).toBeVisible();
  await context.setOffline(false);
  await expect.poll(async () => (await corrections()).length).toBe(2);
  expect(await corrections()).toContainEqual(
    expect.objectContaining({ name: 'almond milk', category: 'yellow' }),
  );
});

import type { Page } from '@playwright/test';
import type { FoodInsights } from '@grandfit/shared/schemas/nutrition.ts';
import { createAccount, expect, test } from '../fixtures.ts';

const SHOTS = '/work/tmp/shots-food';

async function shoot(page: Page, name: string) {
  for (const viewport of [
    { width: 390, height: 844, name: 'mobile' },
    { width: 1280, height: 800, name: 'desktop' },
  ]) {
    await page.setViewportSize(viewport);
    await page.screenshot({
      fullPage: true,
      animations: 'disabled',
      path: `${SHOTS}/${name}-${viewport.name}.png`,
    });
  }
  await page.setViewportSize({ width: 390, height: 844 });
}

/**
 * Issue 18 item 4: a food eaten for the first time is no Power Food. A freshly signed-up user
 * logs a meal; its 72-hour symptom window is open, so the insights say how many more meals the
 * food needs instead of a figure.
 */
test('insights say a new food needs more meals, never a Power Food', async ({ page }) => {
  test.setTimeout(120_000);
  await createAccount(page);
  await page.goto('/nutrition');
  await expect(page.getByRole('heading', { level: 1, name: 'Nutrition' })).toBeVisible();

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
  await learning.scrollIntoViewIfNeeded();
  await shoot(page, 'insights-needs-more-meals');
});

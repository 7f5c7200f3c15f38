import type { APIResponse, Locator, Page, TestInfo } from '@playwright/test';
import {
  PHOTO_NEEDS_AI_PROVIDER,
  type FoodInsights,
  type LeapCompliance,
  type LogMealInput,
  type LogSymptomInput,
  type RecentMeal,
} from '@grandfit/shared/schemas/nutrition.ts';
import { createAccount, expect, test } from '../fixtures.ts';

const DAY_MS = 86_400_000;
const HOUR_MS = 3_600_000;

/** The MRT result the user imports: enough green foods for a dinner, one red, one yellow. */
const LEAP_CSV = [
  'food,category',
  'Eggs,green',
  'Spinach,green',
  'Quinoa,green',
  'Sweet potato,green',
  'Broccoli,green',
  'Olive oil,green',
  'Chicken breast,green',
  'Tomato,red',
  'Almonds,yellow',
  'Cheddar cheese,red',
].join('\n');

async function ok<T>(response: APIResponse): Promise<T> {
  expect(response.ok(), `${response.url()}: ${await response.text()}`).toBe(true);
  return (await response.json()) as T;
}

/** Hides the browser's speech recognition, so the voice step falls back to its text box. */
async function withoutSpeechRecognition(page: Page) {
  await page.addInitScript(() => {
    for (const name of ['SpeechRecognition', 'webkitSpeechRecognition']) {
      Reflect.deleteProperty(window, name);
      Object.defineProperty(window, name, { value: undefined, configurable: true });
    }
  });
}

async function shot(page: Page, testInfo: TestInfo, name: string) {
  await testInfo.attach(name, {
    body: await page.screenshot({
      fullPage: true,
      // Dialogs fade and slide in: capture them where they end up.
      animations: 'disabled',
      path: testInfo.outputPath(`${name}.png`),
    }),
    contentType: 'image/png',
  });
}

const mealDialog = (page: Page) => page.getByRole('dialog', { name: 'Log Your Meal' });

async function chooseMethod(page: Page, name: RegExp) {
  await page.getByRole('button', { name: 'Log a meal' }).click();
  await mealDialog(page).getByRole('button', { name }).click();
}

async function saveDetails(dialog: Locator, mealType: string) {
  await dialog.getByRole('button', { name: 'Continue' }).click();
  const save = dialog.getByRole('button', { name: 'Save Meal' });
  await expect(save).toBeDisabled();
  await dialog.getByText(mealType, { exact: true }).click();
  await save.click();
}

/**
 * Nutrition end to end (docs/decisions/014-nutrition.md): a signed-in user enters a LEAP list, logs
 * meals by text, by voice (the text box where the browser has no speech recognition) and tries a
 * photo (the honest message without an AI provider), logs symptoms, sees insights that follow from
 * the data, and generates, saves and logs a LEAP-compliant recipe.
 */
test('a user keeps a LEAP list, logs meals three ways, logs symptoms, reads insights and cooks an AI recipe', async ({
  page,
  baseURL,
}, testInfo) => {
  test.setTimeout(180_000);
  await withoutSpeechRecognition(page);
  await createAccount(page);
  await page.goto('/nutrition');
  await expect(page.getByRole('heading', { level: 1, name: 'Nutrition' })).toBeVisible();

  // No data yet: the two sample meals and their compliance by the app's formula (71 %), each
  // labelled Sample.
  const samples = page.getByRole('list', { name: 'Sample meals' });
  await expect(samples.getByRole('article')).toHaveCount(2);
  await expect(samples.getByText('Sample', { exact: true })).toHaveCount(2);
  await expect(
    samples.getByRole('article').first().getByRole('button', { name: 'Log Symptoms' }),
  ).toBeDisabled();
  await page.getByRole('tab', { name: 'Insights' }).click();
  const complianceCard = page.getByRole('region', { name: 'LEAP MRT Compliance' });
  await expect(complianceCard).toContainText('71%');
  await expect(complianceCard.getByText('Sample', { exact: true })).toBeVisible();
  await expect(
    page.getByRole('region', { name: 'Foods to Watch' }).getByText('Sample', { exact: true }),
  ).toBeVisible();
  await expect(
    page.getByRole('region', { name: 'Your Power Foods' }).getByText('Sample', { exact: true }),
  ).toBeVisible();
  await shot(page, testInfo, 'nutrition-empty-insights-mobile');
  await page.getByRole('tab', { name: 'Recent Meals' }).click();

  // My LEAP List: one food by search (with a typo), the rest from a CSV, then edits.
  await page.getByRole('button', { name: /My LEAP List/ }).click();
  const leap = page.getByRole('dialog', { name: 'My LEAP List' });
  await leap.getByLabel('Food', { exact: true }).fill('salmn');
  const salmon = leap.getByRole('button', { name: /^Choose Salmon, / }).first();
  await expect(salmon).toBeVisible();
  await salmon.click();
  await expect(leap.getByRole('radio', { name: 'Green' })).toBeChecked();
  await leap.getByRole('button', { name: 'Add to List' }).click();
  await expect(page.getByText('Food Added', { exact: true })).toBeVisible();
  const leapList = leap.getByRole('list', { name: 'LEAP list' });
  await expect(leapList.getByRole('listitem')).toHaveCount(1);

  await leap.getByLabel('Import CSV').setInputFiles({
    name: 'mrt-result.csv',
    mimeType: 'text/csv',
    buffer: Buffer.from(LEAP_CSV),
  });
  await expect(page.getByText('LEAP List Imported', { exact: true })).toBeVisible();
  await expect(leapList.getByRole('listitem')).toHaveCount(11);
  // Edit: almonds turn out to be red; cheddar is deleted.
  await leap.getByLabel('Category of Almonds').selectOption('red');
  await expect(leap.getByLabel('Category of Almonds')).toHaveValue('red');
  await leap.getByRole('button', { name: 'Delete Cheddar cheese' }).click();
  await expect(leapList.getByRole('listitem')).toHaveCount(10);
  // Escape would first dismiss the open toast (Radix's topmost layer): close with the button.
  await leap.getByRole('button', { name: 'Close', exact: true }).click();
  await expect(leap).toBeHidden();
  await expect(page.getByText('10 foods tested')).toBeVisible();

  // 1. Typed text: no call, split on commas; a food not on the list is untested, never green.
  const identifyCalls: string[] = [];
  page.on('request', (request) => {
    if (request.url().includes('/api/food/identify-')) identifyCalls.push(request.url());
  });
  await chooseMethod(page, /^Type/);
  const dialog = mealDialog(page);
  const text = dialog.getByLabel('What did you eat?');
  await expect(dialog.getByRole('button', { name: 'Continue' })).toBeDisabled();
  await text.fill('eggs, spinach, chocolate');
  await dialog.getByRole('button', { name: 'Continue' }).click();
  const foods = dialog.getByRole('list', { name: 'Identified foods' });
  await expect(foods.getByRole('listitem')).toHaveCount(3);
  await expect(foods.getByRole('listitem').filter({ hasText: 'eggs' })).toContainText('Green');
  await expect(foods.getByRole('listitem').filter({ hasText: 'chocolate' })).toContainText(
    'Untested',
  );
  expect(identifyCalls).toEqual([]);
  // Manual add by search, then remove it again.
  await dialog.getByLabel('Add a food').fill('broccoli');
  await dialog
    .getByRole('button', { name: /^Add Broccoli, / })
    .first()
    .click();
  await expect(foods.getByRole('listitem')).toHaveCount(4);
  await expect(foods.getByRole('listitem').filter({ hasText: 'Broccoli' })).toContainText('Green');
  await shot(page, testInfo, 'nutrition-confirm-mobile');
  await dialog.getByRole('button', { name: /^Remove Broccoli/ }).click();
  await expect(foods.getByRole('listitem')).toHaveCount(3);
  await saveDetails(dialog, 'Breakfast');
  await expect(page.getByText('Meal Logged', { exact: true })).toBeVisible();
  await expect(dialog).toBeHidden();
  const recent = page.getByRole('list', { name: 'Recent meals' });
  const breakfast = recent.getByRole('article', { name: /^Breakfast/ });
  await expect(breakfast).toBeVisible();
  // Two of three foods green (by count: the typed foods have no grams).
  await expect(breakfast.getByText('LEAP 67%')).toBeVisible();
  await expect(page.getByRole('list', { name: 'Sample meals' })).toBeHidden();

  // 2. Voice, through the text box: the server reads the foods and quantities.
  await chooseMethod(page, /^Voice/);
  await expect(dialog.getByText(/Voice input isn.t available in this browser/)).toBeVisible();
  const identify = dialog.getByRole('button', { name: 'Identify Foods' });
  await expect(identify).toBeDisabled();
  await dialog.getByLabel('Describe your meal').fill('150 g salmon and a cup of quinoa');
  await identify.click();
  await expect(foods.getByRole('listitem')).toHaveCount(2);
  await expect(foods).toContainText(/salmon/i);
  await expect(foods).toContainText(/quinoa/i);
  await expect(foods).toContainText('150 g');
  expect(identifyCalls.filter((url) => url.endsWith('/identify-voice'))).toHaveLength(1);
  await saveDetails(dialog, 'Dinner');
  await expect(page.getByText('Meal Logged', { exact: true })).toBeVisible();
  await expect(recent.getByRole('article', { name: /^Dinner/ })).toContainText('LEAP 100%');

  // 3. Photo: without an AI provider, said before any photo is chosen, with the other ways in.
  await page.getByRole('button', { name: 'Log a meal' }).click();
  const photoWay = dialog.getByRole('button', { name: /^Photo/ });
  await expect(photoWay).toContainText('Needs an AI provider this server does not have');
  await photoWay.click();
  await expect(dialog.getByText(PHOTO_NEEDS_AI_PROVIDER)).toBeVisible();
  await expect(dialog.getByLabel('Choose a photo')).toHaveCount(0);
  await dialog.getByRole('button', { name: 'Type It' }).click();
  await expect(dialog.getByLabel('What did you eat?')).toBeVisible();
  await dialog.getByRole('button', { name: 'Back' }).click();
  await dialog.getByRole('button', { name: /^Photo/ }).click();
  await dialog.getByRole('button', { name: 'Back' }).click();
  await expect(dialog.getByRole('list', { name: 'Ways to log a meal' })).toBeVisible();
  await dialog.getByRole('button', { name: 'Close', exact: true }).click();
  await expect(dialog).toBeHidden();

  // Symptoms after breakfast.
  await breakfast.getByRole('button', { name: 'Log Symptoms' }).click();
  const symptoms = page.getByRole('dialog', { name: 'Log Symptoms' });
  await symptoms.getByLabel('Symptom').fill('Bloating');
  const severity = symptoms.getByRole('slider', { name: 'Severity' });
  await severity.focus();
  await page.keyboard.press('ArrowRight');
  await page.keyboard.press('ArrowRight');
  await expect(severity).toHaveValue('7');
  await expect(severity).toHaveAttribute('aria-valuetext', '7 out of 10');
  await expect(symptoms.getByLabel('Time')).not.toHaveValue('');
  await symptoms.getByRole('button', { name: 'Save Symptoms' }).click();
  await expect(page.getByText('Symptoms Logged', { exact: true })).toBeVisible();
  await expect(symptoms).toBeHidden();
  const stored = await ok<Array<{ symptom: string; severity: number; mealId: string | null }>>(
    await page.request.get('/api/food/symptoms'),
  );
  const meals = await ok<RecentMeal[]>(await page.request.get('/api/food/recent-meals'));
  expect(stored).toEqual([
    expect.objectContaining({
      symptom: 'Bloating',
      severity: 7,
      mealId: meals.find((meal) => meal.mealType === 'breakfast')?.id,
    }),
  ]);

  // Seeded history, days apart: tomato five times, each followed by a headache; salmon five
  // times without one (five closed meals: the fewest the insights judge).
  const write = { 'Content-Type': 'application/json', Origin: baseURL! };
  const now = Date.now();
  for (const [index, food] of [
    'Tomato',
    'Tomato',
    'Tomato',
    'Tomato',
    'Tomato',
    'Salmon',
    'Salmon',
    'Salmon',
    'Salmon',
    'Salmon',
  ].entries()) {
    const loggedAt = now - (28 - index * 2) * DAY_MS;
    const meal: LogMealInput = {
      mealType: 'lunch',
      foods: [food],
      inputType: 'text',
      rawInput: food,
      loggedAt: new Date(loggedAt).toISOString(),
    };
    await ok(await page.request.post('/api/food/log-meal', { headers: write, data: meal }));
    if (food === 'Tomato') {
      const symptom: LogSymptomInput = {
        symptom: 'Headache',
        severity: 6,
        occurredAt: new Date(loggedAt + 2 * HOUR_MS).toISOString(),
      };
      await ok(await page.request.post('/api/food/symptoms', { headers: write, data: symptom }));
    }
  }

  // Insights follow from the data: this week's compliance, tomato to watch, salmon a power food.
  await page.reload();
  await page.getByRole('tab', { name: 'Insights' }).click();
  const compliance = await ok<LeapCompliance>(await page.request.get('/api/food/leap-compliance'));
  expect(compliance.overallScore).not.toBeNull();
  await expect(complianceCard).toContainText(`${Math.round(compliance.overallScore!)}%`);
  await expect(complianceCard.getByText('Sample', { exact: true })).toBeHidden();
  const watch = page.getByRole('region', { name: 'Foods to Watch' });
  const tomato = watch.getByRole('listitem').filter({ hasText: 'Tomato' });
  await expect(tomato).toContainText('Headache');
  await expect(tomato).toContainText('5 meals');
  await expect(tomato).toContainText(/\d+% confidence/);
  await expect(tomato).toContainText(/\d+% correlation/);
  await expect(watch.getByText('Sample', { exact: true })).toBeHidden();
  const power = page.getByRole('region', { name: 'Your Power Foods' });
  const salmonPower = power.getByRole('listitem').filter({ hasText: /^Salmon/ });
  // Salmon never came before a headache (nor the bloating): 100 % for either, the list shows one.
  await expect(salmonPower).toContainText(/Headache|Bloating/);
  await expect(salmonPower).toContainText(/\d+% positive/);
  await expect(salmonPower).toContainText(/[56] meals/);
  await shot(page, testInfo, 'nutrition-insights-mobile');

  // The AI meal generator: defaults, a recipe from green foods, another, saved.
  await page.getByRole('button', { name: 'AI Meal' }).click();
  const ai = page.getByRole('dialog', { name: 'AI LEAP Meal Generator' });
  await expect(ai.getByLabel('Meal Type')).toHaveValue('dinner');
  await expect(ai.getByLabel('Cooking Time (minutes)')).toHaveValue('30');
  await ai.getByLabel('Cooking Time (minutes)').fill('');
  await ai.getByRole('button', { name: 'Generate LEAP Meal' }).click();
  const recipe = ai.getByRole('article');
  await expect(recipe.getByText('LEAP Compliant')).toBeVisible();
  await expect(recipe.getByRole('term')).toHaveText(['Calories', 'Protein', 'Carbs', 'Fat']);
  await expect(recipe.getByRole('heading', { name: 'Instructions' })).toBeVisible();
  await shot(page, testInfo, 'nutrition-ai-recipe-mobile');
  await ai.getByRole('button', { name: 'Generate Another' }).click();
  await expect(ai.getByRole('button', { name: 'Generate LEAP Meal' })).toBeVisible();
  await ai.getByRole('button', { name: 'Generate LEAP Meal' }).click();
  await expect(recipe).toBeVisible();
  await ai.getByRole('button', { name: 'New Recipe' }).click();
  await expect(ai.getByRole('button', { name: 'New Recipe' })).toBeEnabled();
  const name = (await recipe.getByRole('heading', { level: 3 }).textContent()) ?? '';
  expect(name).not.toBe('');
  await ai.getByRole('button', { name: 'Save & Close' }).click();
  await expect(page.getByText('Recipe Saved', { exact: true })).toBeVisible();
  await expect(ai).toBeHidden();

  // ...and logged from the wizard.
  await chooseMethod(page, /^From my recipes/);
  await dialog
    .getByRole('radio', { name: new RegExp(name.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')) })
    .check();
  await dialog.getByRole('button', { name: 'Continue' }).click();
  await expect(foods.getByRole('listitem').first()).toContainText('Green');
  await dialog.getByRole('button', { name: 'Continue' }).click();
  await expect(dialog.getByRole('radio', { name: 'Dinner' })).toBeChecked();
  await dialog.getByRole('button', { name: 'Save Meal' }).click();
  await expect(page.getByText('Meal Logged', { exact: true })).toBeVisible();
  await page.getByRole('tab', { name: 'Recent Meals' }).click();
  await expect(recent.getByRole('article', { name: /^Dinner/ }).first()).toContainText('LEAP 100%');
  const logged = await ok<RecentMeal[]>(await page.request.get('/api/food/recent-meals'));
  expect(logged[0]).toMatchObject({ inputType: 'recipe', rawInput: name, leapScore: 1 });
  await shot(page, testInfo, 'nutrition-recent-mobile');

  // The same screen on a wide screen.
  await page.setViewportSize({ width: 1280, height: 800 });
  await shot(page, testInfo, 'nutrition-recent-desktop');
  await page.getByRole('button', { name: 'Log a meal' }).click();
  await expect(mealDialog(page).getByRole('list', { name: 'Ways to log a meal' })).toBeVisible();
  await shot(page, testInfo, 'nutrition-wizard-desktop');

  // Today's Progress Overview and the Method page read the same figures as the nutrition API:
  // three meals today (breakfast, the spoken dinner, the recipe), the 7-day compliance, and the
  // power foods of the insights.
  const week = await ok<LeapCompliance>(await page.request.get('/api/food/leap-compliance'));
  const insights = await ok<FoodInsights>(await page.request.get('/api/food/insights'));
  expect(week.overallScore).not.toBeNull();
  expect(insights.powerFoods.length).toBeGreaterThan(0);
  for (const viewport of [
    { width: 1280, height: 800, name: 'desktop' },
    { width: 390, height: 844, name: 'mobile' },
  ]) {
    await page.setViewportSize(viewport);
    await page.goto('/');
    const tile = page
      .getByRole('region', { name: 'Progress Overview' })
      .getByText('Nutrition', { exact: true })
      .locator('..');
    await expect(tile).toContainText('3 meals');
    await expect(tile).toContainText(`Today · LEAP ${week.overallScore}% over 7 days`);
    await expect(tile.getByRole('link', { name: 'Log a meal' })).toHaveAttribute(
      'href',
      '/nutrition',
    );
    await tile.scrollIntoViewIfNeeded();
    await shot(page, testInfo, `nutrition-today-tile-${viewport.name}`);

    await page.goto('/methodology');
    const pillar = page.getByRole('region', { name: 'Anti-Inflammatory Nutrition' });
    await expect(pillar.getByText('LEAP Score').locator('..')).toContainText(
      `${week.overallScore} / 95`,
    );
    await expect(pillar.getByText('Power Foods').locator('..')).toContainText(
      `${insights.powerFoods.length} / 10`,
    );
    await expect(pillar.getByText('No data yet')).toHaveCount(0);
    // Meals Logged, the last 30 days: today's three and the ten seeded lunches of 28 to 10 days
    // ago.
    const consistency = page.getByRole('region', { name: 'Consistency & Analytics' });
    await expect(consistency.getByText('Meals Logged').locator('..')).toContainText('13 / 100');
    await pillar.scrollIntoViewIfNeeded();
    await shot(page, testInfo, `nutrition-method-pillar-${viewport.name}`);
  }
});

test('a meal logged offline is kept on the device and stored exactly once when back online', async ({
  page,
  context,
}) => {
  await createAccount(page);
  await page.goto('/nutrition');
  await expect(page.getByRole('list', { name: 'Sample meals' })).toBeVisible();

  await context.setOffline(true);
  await chooseMethod(page, /^Type/);
  const dialog = mealDialog(page);
  await dialog.getByLabel('What did you eat?').fill('oatmeal, banana');
  await dialog.getByRole('button', { name: 'Continue' }).click();
  await saveDetails(dialog, 'Snack');
  await expect(
    page.getByText("Saved on this device. It syncs when you're back online.", { exact: true }),
  ).toBeVisible();
  const snack = page
    .getByRole('list', { name: 'Recent meals' })
    .getByRole('article', { name: /^Snack/ });
  await expect(snack.getByText('Waiting to sync')).toBeVisible();

  await context.setOffline(false);
  await expect(snack.getByText('Waiting to sync')).toBeHidden();
  await expect(snack).toContainText('oatmeal');
  await expect
    .poll(
      async () =>
        ((await (await page.request.get('/api/food/recent-meals')).json()) as RecentMeal[]).length,
    )
    .toBe(1);
  const [meal] = (await (await page.request.get('/api/food/recent-meals')).json()) as RecentMeal[];
  expect(meal).toMatchObject({ mealType: 'snack', foods: ['oatmeal', 'banana'] });
});

test.describe('a dialog in a chunk of its own', () => {
  // The service worker would serve the chunk from its cache: here the network decides.
  test.use({ serviceWorkers: 'block' });

  test('that cannot be downloaded leaves the screen as it is, says why, and opens on the next tap', async ({
    page,
  }) => {
    await createAccount(page);
    let reachable = false;
    await page.route(/\/assets\/ai-meal-dialog-[^/]+\.js$/, (route) =>
      reachable ? route.continue() : route.abort('internetdisconnected'),
    );
    await page.goto('/nutrition');
    const samples = page.getByRole('list', { name: 'Sample meals' });
    await expect(samples).toBeVisible();

    await page.getByRole('button', { name: 'AI Meal' }).click();
    await expect(page.getByText("Couldn't Open It", { exact: true })).toBeVisible();
    await expect(
      page.getByText('It could not be downloaded. Check your connection and try again.', {
        exact: true,
      }),
    ).toBeVisible();
    await expect(samples).toBeVisible();
    await expect(page.getByRole('dialog', { name: 'AI LEAP Meal Generator' })).toHaveCount(0);

    reachable = true;
    await page.getByRole('button', { name: 'AI Meal' }).click();
    await expect(page.getByRole('dialog', { name: 'AI LEAP Meal Generator' })).toBeVisible();
  });
});

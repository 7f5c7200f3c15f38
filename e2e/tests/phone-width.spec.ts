import { randomUUID } from 'node:crypto';
import type { Locator, Page, TestInfo } from '@playwright/test';
import { addDays } from '@grandfit/shared/domain/dates.ts';
import { PHOTO_NEEDS_AI_PROVIDER, type RecentMeal } from '@grandfit/shared/schemas/nutrition.ts';
import type { WeekWorkouts, Workout } from '@grandfit/shared/schemas/training.ts';
import { createAccount, expect, localDate, signInWith, test, type Account } from '../fixtures.ts';

/*
 * docs/decisions/023-phone-width-and-toasts.md, "Nothing breaks at phone width": every route of
 * docs/product.md#route-table and the main dialogs, step by step, at 390x844, fail on a page that
 * scrolls sideways or a dialog that leaves the screen or is wider inside than itself; toasts never
 * cover a heading, a dialog or the buttons under them.
 */

interface Overflow {
  scrollWidth: number;
  clientWidth: number;
  /** Elements reaching past the viewport's sides, outside any container that clips them. */
  offenders: string[];
  /** Open dialogs whose box leaves the viewport or whose content is wider than the dialog. */
  dialogs: string[];
}

/** What sticks out at this moment, described well enough to find it in the code. */
function measure(page: Page): Promise<Overflow> {
  return page.evaluate(() => {
    const root = document.scrollingElement ?? document.documentElement;
    const width = root.clientWidth;
    const height = window.innerHeight;
    const describe = (element: Element) => {
      const classes = typeof element.className === 'string' ? element.className : '';
      const text = (element.textContent ?? '').trim().slice(0, 40);
      return `<${element.tagName.toLowerCase()} class="${classes.slice(0, 80)}">${text}`;
    };
    const clipped = (element: Element) => {
      for (let parent = element.parentElement; parent; parent = parent.parentElement) {
        if (parent === document.body) return false;
        if (getComputedStyle(parent).overflowX !== 'visible') return true;
      }
      return false;
    };
    const offenders: string[] = [];
    for (const element of Array.from(document.body.querySelectorAll('*'))) {
      const box = element.getBoundingClientRect();
      // Visually hidden helpers (Radix's focus guards and announcers) are 1 px boxes at -1 px.
      if (box.width <= 1 || box.height <= 1) continue;
      if ((box.right > width + 0.5 || box.left < -0.5) && !clipped(element)) {
        offenders.push(`${describe(element)} [${Math.round(box.left)}, ${Math.round(box.right)}]`);
      }
    }
    const dialogs: string[] = [];
    for (const dialog of Array.from(
      document.querySelectorAll('[role="dialog"], [role="alertdialog"]'),
    )) {
      const box = dialog.getBoundingClientRect();
      if (box.width === 0) continue;
      const name = dialog.getAttribute('aria-label') ?? describe(dialog);
      const outside =
        box.left < -0.5 || box.right > width + 0.5 || box.top < -0.5 || box.bottom > height + 0.5;
      if (outside) {
        const corners = [box.left, box.top, box.right, box.bottom].map(Math.round).join(', ');
        dialogs.push(`${name}: box [${corners}] in ${width}x${height}`);
      }
      if (dialog.scrollWidth > dialog.clientWidth) {
        dialogs.push(`${name}: content ${dialog.scrollWidth} px wide in ${dialog.clientWidth} px`);
      }
    }
    return { scrollWidth: root.scrollWidth, clientWidth: width, offenders, dialogs };
  });
}

/** Dialogs slide in and sheets rise above toasts: measure where things end up. */
async function settled(page: Page) {
  // Only the interface's own motion, which lasts well under a second: spinners never end, and
  // the breathing circle eases over a whole breath.
  await page.waitForFunction(() =>
    document.getAnimations().every((animation) => {
      const timing = animation.effect?.getTiming();
      const duration = typeof timing?.duration === 'number' ? timing.duration : 0;
      return (
        animation.playState !== 'running' || timing?.iterations === Infinity || duration > 1000
      );
    }),
  );
}

async function shot(page: Page, testInfo: TestInfo, name: string) {
  await testInfo.attach(`${name}.png`, {
    body: await page.screenshot({ path: testInfo.outputPath(`${name}.png`) }),
    contentType: 'image/png',
  });
}

/**
 * Fails (softly, so one run names every problem) when the page scrolls sideways or an open
 * dialog leaves the screen or is wider inside than itself; then scrolls each dialog to its end
 * and measures again.
 */
async function expectFits(page: Page, testInfo: TestInfo, where: string, dialog?: Locator) {
  if (dialog) await expect(dialog).toBeVisible();
  await settled(page);
  const check = async (label: string) => {
    const result = await measure(page);
    await shot(page, testInfo, label);
    expect
      .soft({ ...result, offenders: result.offenders.slice(0, 8) }, `${label} fits the viewport`)
      .toEqual({
        scrollWidth: result.clientWidth,
        clientWidth: result.clientWidth,
        offenders: [],
        dialogs: [],
      });
  };
  await check(where);
  const scrolled = await page.evaluate(() => {
    let moved = false;
    for (const element of Array.from(document.querySelectorAll('[role="dialog"]'))) {
      if (element.scrollHeight > element.clientHeight) {
        element.scrollTop = element.scrollHeight;
        moved = true;
      }
    }
    return moved;
  });
  if (scrolled) await check(`${where}-end`);
}

/** The open toast with this title. */
const toastNamed = (page: Page, title: string) =>
  page.locator('li[data-swipe-direction]', { hasText: title });

/**
 * The toast covers none of `uncovered` (headings, a dialog, the buttons a user reaches for next).
 * The pointer on it pauses it (Radix), so it stays while it is measured. Moved there at once, not
 * with hover(): hover's checks (visible, stable through the enter animation, scrolled into view)
 * outlasted the toast's 5 s on a loaded machine, and it waited on a toast that had closed.
 */
async function expectToastClear(
  page: Page,
  testInfo: TestInfo,
  where: string,
  title: string,
  uncovered: Record<string, Locator>,
) {
  const toast = toastNamed(page, title);
  const shown = await toast.boundingBox();
  expect(shown, `the ${title} toast is on screen`).not.toBeNull();
  await page.mouse.move(shown!.x + shown!.width / 2, shown!.y + shown!.height / 2);
  await settled(page);
  const box = await toast.boundingBox();
  expect(box, `the ${title} toast is on screen`).not.toBeNull();
  // Where it came to rest after sliding in: the pointer stays on it.
  await page.mouse.move(box!.x + box!.width / 2, box!.y + box!.height / 2);
  const overlaps: string[] = [];
  for (const [name, locator] of Object.entries(uncovered)) {
    const other = await locator.boundingBox();
    expect(other, `${name} is on screen`).not.toBeNull();
    if (
      box &&
      other &&
      box.x < other.x + other.width &&
      other.x < box.x + box.width &&
      box.y < other.y + other.height &&
      other.y < box.y + box.height
    ) {
      overlaps.push(name);
    }
  }
  await shot(page, testInfo, `toast-${where}`);
  expect.soft(overlaps, `what the ${title} toast covers (${where})`).toEqual([]);
  await page.mouse.move(0, 0);
}

async function api(page: Page, method: 'post' | 'put', path: string, data: unknown) {
  const response = await page.request[method](path, {
    data,
    headers: { 'Content-Type': 'application/json', Origin: new URL(page.url()).origin },
  });
  expect(response.ok(), `${path}: ${await response.text()}`).toBe(true);
  return (await response.json()) as unknown;
}

/**
 * Signs out and in again. The data was seeded behind the app's back, after Today had loaded (and
 * the app may keep its answers on the device): a sign-out drops them, so every screen asks anew.
 */
async function signInAgain(page: Page, account: Account) {
  await page.getByRole('button', { name: 'Profile' }).click();
  await page.getByRole('button', { name: 'Logout' }).click();
  await expect(page.getByRole('button', { name: 'Start Your Longevity Journey' })).toBeVisible();
  await signInWith(page, account);
  await expect(page.getByRole('heading', { name: 'Today', exact: true })).toBeVisible({
    timeout: 30_000,
  });
}

/**
 * A journey two weeks in with two workouts done, recovery entries, a LEAP list and a lunch with a
 * symptom logged for it, so no screen is empty.
 */
async function seed(page: Page): Promise<Workout> {
  const today = await localDate(page);
  const settings = (await (await page.request.get('/api/user/settings')).json()) as object;
  await api(page, 'put', '/api/user/settings', {
    ...settings,
    journeyStartDate: addDays(today, -14),
  });
  const week = (await (
    await page.request.get(`/api/workouts?date=${today}&week=2`)
  ).json()) as WeekWorkouts;
  for (const workout of week.workouts.filter((w) => w.type === 'strength').slice(0, 2)) {
    const sessionId = randomUUID();
    const at = new Date(`${workout.date}T12:00:00`).toISOString();
    for (const [index, exercise] of workout.exercises.slice(0, 2).entries()) {
      await api(page, 'post', `/api/workouts/${workout.id}/sets`, {
        clientId: randomUUID(),
        sessionId,
        exerciseId: exercise.id,
        exerciseIndex: index,
        setNumber: 1,
        weight: exercise.targetWeight ?? 0,
        reps: exercise.targetReps,
        rir: 2,
        targetWeight: exercise.targetWeight,
        targetReps: exercise.targetReps,
        targetRir: exercise.targetRir,
        skipped: false,
        performedAt: at,
      });
    }
    await api(page, 'post', `/api/workouts/${workout.id}/complete`, { sessionId, completedAt: at });
  }
  for (const [daysAgo, hrvScore] of [
    [2, 48],
    [1, 55],
  ] as const) {
    await api(page, 'post', '/api/health/manual-entry', {
      date: addDays(today, -daysAgo),
      hrvScore,
      restingHeartRate: 58,
      sleepHours: 7.5,
      sleepQuality: 8,
    });
  }
  await api(page, 'post', '/api/food/leap-list/import', {
    csv: 'food,category\nEggs,green\nSpinach,green\nSalmon,green\nTomato,red\nAlmonds,yellow',
  });
  const lunch = (await api(page, 'post', '/api/food/log-meal', {
    mealType: 'lunch',
    foods: ['Salmon', 'Spinach', 'Tomato', 'Sweet potato mash with rosemary and roasted garlic'],
    inputType: 'text',
    rawInput: 'salmon, spinach, tomato, sweet potato mash',
    location: 'Home',
    notes: 'Cooked in olive oil',
    loggedAt: new Date(Date.now() - 2 * 3_600_000).toISOString(),
  })) as RecentMeal;
  await api(page, 'post', '/api/food/symptoms', {
    symptom: 'Bloating',
    severity: 4,
    occurredAt: new Date().toISOString(),
    mealId: lunch.id,
  });
  const workout = week.workouts[0];
  if (!workout) throw new Error('week 2 has no workout');
  return workout;
}

test.describe('390x844', () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test('every route and main dialog fits a phone without sideways scrolling', async ({
    page,
  }, testInfo) => {
    test.setTimeout(240_000);
    // Like Safari, Firefox and Chromium over plain http on a LAN address: no Web Bluetooth.
    await page.addInitScript(() => {
      Reflect.deleteProperty(Navigator.prototype, 'bluetooth');
      Reflect.deleteProperty(navigator, 'bluetooth');
    });
    const account = await createAccount(page);
    const workout = await seed(page);
    await signInAgain(page, account);

    // The route table (docs/product.md#route-table), and a path it does not name.
    for (const route of [
      '/',
      `/workout/${workout.id}`,
      `/workout-details/${workout.id}`,
      '/workouts',
      '/goals',
      '/progress',
      '/profile',
      '/nutrition',
      '/analytics',
      '/breathing',
      '/methodology',
      '/offline',
      '/no-such-page',
    ]) {
      await page.goto(route);
      await page.waitForLoadState('networkidle');
      await expectFits(page, testInfo, `route${route.replaceAll('/', '-')}`);
    }

    // Nutrition: the symptom logged for lunch shows on its card, under the food chips.
    await page.goto('/nutrition');
    const lunch = page
      .getByRole('list', { name: 'Recent meals' })
      .getByRole('article', { name: /^Lunch/ });
    await expect(lunch.getByRole('list', { name: 'Symptoms' })).toHaveText(
      'Bloating 4/10 · 2 h after',
    );

    // The meal wizard, each step.
    const wizard = page.getByRole('dialog', { name: 'Log Your Meal' });
    await page.getByRole('button', { name: 'Log a meal' }).click();
    const photoWay = wizard.getByRole('button', { name: /^Photo/ });
    await expect(photoWay).toContainText('Needs an AI provider this server does not have');
    await expectFits(page, testInfo, 'meal-wizard-ways', wizard);
    // No AI provider here: said before a photo is chosen, with voice and typing offered.
    await photoWay.click();
    await expect(wizard.getByText(PHOTO_NEEDS_AI_PROVIDER)).toBeVisible();
    await expect(wizard.getByRole('button', { name: 'Use Voice' })).toBeVisible();
    await expect(wizard.getByRole('button', { name: 'Type It' })).toBeVisible();
    await expectFits(page, testInfo, 'meal-wizard-photo', wizard);
    await wizard.getByRole('button', { name: 'Back' }).click();
    for (const [way, name] of [
      [/^Voice/, 'voice'],
      [/^From my recipes/, 'recipes'],
    ] as const) {
      await wizard.getByRole('button', { name: way }).click();
      await expectFits(page, testInfo, `meal-wizard-${name}`, wizard);
      await wizard.getByRole('button', { name: 'Back' }).click();
    }
    await wizard.getByRole('button', { name: /^Type/ }).click();
    await wizard
      .getByLabel('What did you eat?')
      .fill('eggs, spinach, wholegrain-sourdough-toast-with-seeds-and-butter, tomato');
    await expectFits(page, testInfo, 'meal-wizard-type', wizard);
    await wizard.getByRole('button', { name: 'Continue' }).click();
    const search = wizard.getByRole('searchbox', { name: 'Add a food' });
    await search.fill('broccoli');
    await expect(wizard.getByRole('button', { name: /^Add Broccoli, / }).first()).toBeVisible();
    // The step the tester saw at 415 px: a long food name and the search results.
    await expectFits(page, testInfo, 'meal-wizard-confirm', wizard);
    await search.fill('');
    await wizard.getByRole('button', { name: 'Continue' }).click();
    await expectFits(page, testInfo, 'meal-wizard-details', wizard);
    await wizard.getByText('Dinner', { exact: true }).click();
    await wizard.getByRole('button', { name: 'Save Meal' }).click();
    await expect(wizard).toBeHidden();
    // The toast sits above the bottom navigation, clear of the heading and the add button.
    await expectToastClear(page, testInfo, 'nutrition', 'Meal Logged', {
      'the page heading': page.getByRole('heading', { level: 1, name: 'Nutrition' }),
      'the add button': page.getByRole('button', { name: 'Log a meal' }),
      'the bottom navigation': page.getByRole('navigation', { name: 'Main' }),
    });

    // My LEAP List: searching, renaming a food, and a toast while it is open.
    await page.getByRole('button', { name: /My LEAP List/ }).click();
    const leap = page.getByRole('dialog', { name: 'My LEAP List' });
    await leap.getByLabel('Food', { exact: true }).fill('salmon');
    await expect(leap.getByRole('button', { name: /^Choose Salmon, / }).first()).toBeVisible();
    await expectFits(page, testInfo, 'leap-list', leap);
    await leap
      .getByRole('button', { name: /^Choose Salmon, / })
      .first()
      .click();
    await leap.getByRole('button', { name: 'Add to List' }).click();
    await expect(toastNamed(page, 'Food Added')).toBeVisible();
    // The sheet rises above the toast: its title and every button stay uncovered.
    await expectToastClear(page, testInfo, 'leap-list', 'Food Added', {
      'the dialog': leap,
      'the dialog title': leap.getByRole('heading', { name: 'My LEAP List' }),
    });
    await leap.getByRole('button', { name: 'Rename Almonds' }).click();
    await leap.getByLabel('New name for Almonds').fill('Almonds, dry roasted, without salt added');
    await expectFits(page, testInfo, 'leap-list-rename', leap);
    await leap.getByRole('button', { name: 'Close', exact: true }).click();

    await page.getByRole('button', { name: 'AI Meal' }).click();
    const ai = page.getByRole('dialog', { name: 'AI LEAP Meal Generator' });
    await expectFits(page, testInfo, 'ai-meal-form', ai);
    await ai.getByRole('button', { name: 'Generate LEAP Meal' }).click();
    await expect(ai.getByRole('article')).toBeVisible();
    await expectFits(page, testInfo, 'ai-meal-recipe', ai);
    await ai.getByRole('button', { name: 'Close', exact: true }).click();

    await lunch.getByRole('button', { name: 'Log Symptoms' }).click();
    const symptoms = page.getByRole('dialog', { name: 'Log Symptoms' });
    await expectFits(page, testInfo, 'log-symptoms', symptoms);
    await symptoms.getByRole('button', { name: 'Close', exact: true }).click();

    await page.goto('/goals');
    await page
      .getByRole('button', { name: /^Test / })
      .first()
      .click();
    const quarterly = page.getByRole('dialog', { name: 'Quarterly Test' });
    await expectFits(page, testInfo, 'quarterly-test', quarterly);
    await quarterly.getByRole('button', { name: 'Close', exact: true }).click();

    await page.goto('/profile');
    await page.getByRole('button', { name: 'Settings & Preferences' }).click();
    const settings = page.getByRole('dialog', { name: 'Settings & Preferences' });
    await expectFits(page, testInfo, 'settings', settings);
    await settings.getByRole('button', { name: 'Close', exact: true }).click();
    await page.getByRole('button', { name: 'Edit avatar' }).click();
    await expectFits(
      page,
      testInfo,
      'avatar-customizer',
      page.getByRole('dialog', { name: 'Customize Avatar' }),
    );
    await page.keyboard.press('Escape');

    // Breathing: no Web Bluetooth, so no Connect, and the reason beside the button.
    await page.goto('/breathing');
    const monitor = page.getByRole('region', { name: 'HRV Monitoring' });
    const connect = monitor.getByRole('button', { name: 'Connect Polar H10' });
    await expect(connect).toBeDisabled();
    await expect(connect).toHaveAccessibleDescription(
      'This browser has no Web Bluetooth: use Chrome or Edge on Android or a computer.',
    );
    await monitor.scrollIntoViewIfNeeded();
    await shot(page, testInfo, 'breathing-no-web-bluetooth');
    // A one-minute session: '1 minute' in the toast, which clears the session's controls.
    const card = page.getByRole('region', { name: 'Breathing Session' });
    await card.getByRole('button', { name: 'Custom' }).click();
    await card.getByLabel('Duration (minutes)').fill('1');
    await card.getByRole('button', { name: 'Start 1 min session' }).click();
    const started = toastNamed(page, 'Breathing Session Started');
    await expect(started).toContainText('1 minute of HRV Coherence breathing');
    const session = page.getByRole('dialog', { name: 'HRV Coherence (5:5)' });
    await expectToastClear(page, testInfo, 'breathing-session', 'Breathing Session Started', {
      'the session title': session.getByRole('heading', { name: 'HRV Coherence (5:5)' }),
      Pause: session.getByRole('button', { name: 'Pause' }),
      Stop: session.getByRole('button', { name: 'Stop' }),
    });
    await expectFits(page, testInfo, 'breathing-session', session);
    await session.getByRole('button', { name: 'Stop' }).click();
    await expect(session).toBeHidden();
  });
});

test.describe('1280x800', () => {
  test.use({ viewport: { width: 1280, height: 800 } });

  test('the screens fixed for phones still fit a desktop, toasts in the corner', async ({
    page,
  }, testInfo) => {
    test.setTimeout(120_000);
    const account = await createAccount(page);
    await seed(page);
    await signInAgain(page, account);

    for (const route of ['/progress', '/analytics', '/breathing']) {
      await page.goto(route);
      await page.waitForLoadState('networkidle');
      await expectFits(page, testInfo, `desktop-route${route.replaceAll('/', '-')}`);
    }

    await page.goto('/nutrition');
    const lunch = page
      .getByRole('list', { name: 'Recent meals' })
      .getByRole('article', { name: /^Lunch/ });
    await expect(lunch.getByRole('list', { name: 'Symptoms' })).toContainText('Bloating 4/10');
    await expectFits(page, testInfo, 'desktop-nutrition');
    const wizard = page.getByRole('dialog', { name: 'Log Your Meal' });
    await page.getByRole('button', { name: 'Log a meal' }).click();
    await wizard.getByRole('button', { name: /^Photo/ }).click();
    await expectFits(page, testInfo, 'desktop-meal-wizard-photo', wizard);
    await wizard.getByRole('button', { name: 'Type It' }).click();
    await wizard
      .getByLabel('What did you eat?')
      .fill('eggs, wholegrain-sourdough-toast-with-seeds-and-butter');
    await wizard.getByRole('button', { name: 'Continue' }).click();
    await wizard.getByRole('searchbox', { name: 'Add a food' }).fill('broccoli');
    await expect(wizard.getByRole('button', { name: /^Add Broccoli, / }).first()).toBeVisible();
    await expectFits(page, testInfo, 'desktop-meal-wizard-confirm', wizard);
    await wizard.getByRole('button', { name: 'Close', exact: true }).click();

    await page.getByRole('button', { name: /My LEAP List/ }).click();
    const leap = page.getByRole('dialog', { name: 'My LEAP List' });
    await leap.getByLabel('Food', { exact: true }).fill('salmon');
    await leap
      .getByRole('button', { name: /^Choose Salmon, / })
      .first()
      .click();
    await leap.getByRole('button', { name: 'Add to List' }).click();
    await expect(toastNamed(page, 'Food Added')).toBeVisible();
    await expectToastClear(page, testInfo, 'desktop-leap-list', 'Food Added', {
      'the dialog': leap,
      // Behind the modal dialog, so hidden from the accessibility tree, but on screen.
      'the page heading': page.getByRole('heading', {
        level: 1,
        name: 'Nutrition',
        includeHidden: true,
      }),
      'the add button': page.getByRole('button', { name: 'Log a meal', includeHidden: true }),
    });
    await expectFits(page, testInfo, 'desktop-leap-list', leap);
  });
});

import { createAccount, expect, setJourneyStart, test } from '../fixtures.ts';

/**
 * Today's training content, the Workouts list and the Workout detail on the real API
 * (docs/decisions/011-training-workouts-sessions-sets.md). The user's journey started on 3 Aug 2025
 * (as the accounts from before onboarding did, decision 019), so by now its 52 weeks are over:
 * Today offers a new journey, which starts today at week 1, day 1.
 */
test('a user whose journey ended restarts it, then reads today, the details and the weeks', async ({
  page,
}, testInfo) => {
  await createAccount(page);
  await setJourneyStart(page, '2025-08-03');
  await page.reload();

  const ended = page.getByRole('region', { name: 'Your 52-week journey is complete' });
  await expect(ended).toBeVisible();
  await expect(ended).toContainText('began on Aug 3, 2025');
  await ended.getByRole('button', { name: 'Start a New Journey' }).click();
  await expect(page.getByText('New journey started', { exact: true })).toBeVisible();
  await expect(ended).toBeHidden();

  // Today's workout: week 1 day 1, its first 3 exercises and the toggle.
  await expect(page.getByRole('heading', { name: "Today's Workout" })).toBeVisible();
  const cards = page.getByRole('article');
  const main = cards.first();
  await expect(main).toContainText('Phase 1 · Week 1');
  await expect(main).toContainText('Day 1');
  await expect(main).toContainText('Strength');
  const exercises = main.getByRole('listitem');
  await expect(exercises).toHaveCount(3);
  const total = Number((await main.getByText(/^\d+ exercises$/).textContent())?.split(' ')[0]);
  expect(total).toBeGreaterThan(3);
  await main.getByRole('button', { name: `Show ${total - 3} More Exercises` }).click();
  await expect(exercises).toHaveCount(total);
  await main.getByRole('button', { name: 'Show Less' }).click();
  await expect(exercises).toHaveCount(3);
  await expect(main.getByRole('link', { name: 'Start Workout' })).toHaveAttribute(
    'href',
    /^\/workout\/[0-9a-f-]{36}$/,
  );
  // The day's shorter session (stability) follows the main one.
  await expect(cards.nth(1)).toContainText('Also today · Stability');

  // The weekly block counts this week's sessions; nothing is done yet.
  const block = page.getByRole('region', { name: 'Weekly Training Block' });
  await expect(block.getByRole('listitem').filter({ hasText: 'Strength' })).toContainText('0/3');
  await expect(block.getByRole('listitem').filter({ hasText: 'Zone 2' })).toContainText('0/4');
  await expect(block.getByRole('listitem').filter({ hasText: 'Stability' })).toContainText('0/5');
  await expect(block.getByRole('listitem').filter({ hasText: 'VO2 Max' })).toHaveCount(0);
  const overview = page.getByRole('region', { name: 'Progress Overview' });
  await expect(overview).toContainText('Week 1 of 52');
  // No meal logged yet: the honest empty state of the Nutrition tile.
  await expect(overview).toContainText('Ready');
  await expect(overview.getByRole('link', { name: 'Log your first meal' })).toHaveAttribute(
    'href',
    '/nutrition',
  );

  if (testInfo.project.name === 'desktop') {
    // Wide screens use the width: today's two sessions sit side by side.
    const [first, second] = [await main.boundingBox(), await cards.nth(1).boundingBox()];
    expect(first && second && Math.abs(first.y - second.y) < 2 && second.x > first.x).toBe(true);
    await testInfo.attach('today-desktop', {
      body: await page.screenshot({ fullPage: true }),
      contentType: 'image/png',
    });
  }

  // The title opens the details: numbered exercises, rest as m:ss.
  const name = (await main.getByRole('heading').textContent()) ?? '';
  await main.getByRole('link', { name }).click();
  await expect(page).toHaveURL(/\/workout-details\/[0-9a-f-]{36}$/);
  await expect(page.getByRole('heading', { level: 1, name })).toBeVisible();
  await expect(page.getByText('Foundation', { exact: true })).toBeVisible();
  await expect(page.getByText('1 of 52', { exact: true })).toBeVisible();
  await expect(page.getByRole('heading', { level: 3 })).toHaveCount(total);
  await expect(page.getByRole('heading', { level: 3 }).first()).toHaveAccessibleName(/^1\. /);
  await expect(page.getByText(/^Rest \d+:\d{2}$/).first()).toBeVisible();
  await expect(page.getByRole('link', { name: 'Start Workout' })).toHaveAttribute(
    'href',
    /^\/workout\/[0-9a-f-]{36}$/,
  );
  await page.getByRole('link', { name: 'Back to Home' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Today' })).toBeVisible();

  // The list: this week, then the next one and back.
  await page.goto('/workouts');
  const weeks = page.getByRole('navigation', { name: 'Journey weeks' });
  await expect(weeks.getByRole('heading', { name: 'Week 1 of 52' })).toBeVisible();
  await expect(weeks.getByText('This week')).toBeVisible();
  await expect(weeks.getByRole('button', { name: 'Previous week' })).toBeDisabled();
  await expect(page.getByRole('heading', { name: /^Day 1 · .* Today$/ })).toBeVisible();
  const firstCard = page.getByRole('article').first();
  await expect(firstCard).toContainText(`+${total - 3} more exercises`);
  await expect(firstCard.getByRole('link', { name: 'View Details' })).toBeVisible();
  await expect(page.getByText('Sample', { exact: true })).toHaveCount(0);

  await weeks.getByRole('button', { name: 'Next week' }).click();
  await expect(page).toHaveURL(/\/workouts\?week=2$/);
  await expect(weeks.getByRole('heading', { name: 'Week 2 of 52' })).toBeVisible();
  await expect(page.getByRole('article').first()).toContainText('Phase 1 · Week 2');
  await expect(weeks.getByText('This week')).toBeHidden();
  await weeks.getByRole('button', { name: 'Previous week' }).click();
  await expect(weeks.getByRole('heading', { name: 'Week 1 of 52' })).toBeVisible();
  await expect(weeks.getByText('This week')).toBeVisible();

  // Another user's or an unknown workout: a clear not-found state.
  await page.goto('/workout-details/00000000-0000-4000-8000-000000000000');
  await expect(page.getByRole('heading', { name: 'Workout not found' })).toBeVisible();
});

import type { Request } from '@playwright/test';
import { createAccount, expect, test, todaysWorkout } from '../fixtures.ts';

// The page's own requests, without the service worker's copies of them.
test.use({ serviceWorkers: 'block' });

test("each screen's first answers come with its page, asked for once", async ({ page }) => {
  await createAccount(page);
  const workout = await todaysWorkout(page);
  const screens = [
    '/workouts',
    `/workout/${workout.id}`,
    '/history',
    '/nutrition',
    '/breathing',
    '/progress',
    '/analytics',
    '/methodology',
    '/profile',
  ];
  for (const path of screens) {
    const asked: Request[] = [];
    const onRequest = (request: Request) => {
      if (new URL(request.url()).pathname.startsWith('/api/')) asked.push(request);
    };
    page.on('request', onRequest);
    await page.goto(path);
    await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible();
    await page.waitForLoadState('networkidle');
    page.off('request', onRequest);

    const urls = asked.map((request) => request.url());
    // Every answer was asked for once: each preload was used by the call it stood for.
    expect(new Set(urls).size, `${path}: ${urls.join(', ')}`).toBe(urls.length);
    // The screen's own first call (beside the session's) left with the page, before any script.
    const withPage = asked.filter((request) => request.resourceType() === 'other');
    expect(
      withPage.map((request) => new URL(request.url()).pathname),
      `${path}: ${urls.join(', ')}`,
    ).toContain('/api/auth/user');
    expect(withPage.length, `${path}: ${urls.join(', ')}`).toBeGreaterThan(1);
  }
});

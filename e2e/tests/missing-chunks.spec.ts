import type { Page } from '@playwright/test';
import { createAccount, expect, localDate, test } from '../fixtures.ts';

/**
 * Offline in the first seconds of a first visit, before the service worker holds every chunk: a
 * part in a chunk of its own cannot be downloaded. The screen stays, the part says why, and it
 * downloads once it can (components/ui/tap-loaded.tsx, components/ui/loaded-or.tsx).
 */

// The page's own requests, as before the service worker has cached every chunk.
test.use({ serviceWorkers: 'block' });

/** Fails the downloads of the named chunks until `reachable` says otherwise. */
function blockChunks(page: Page, names: string[]) {
  const state = { reachable: false };
  return page
    .route(new RegExp(`/assets/(${names.join('|')})-[^/]+\\.js$`), (route) =>
      state.reachable ? route.continue() : route.abort('internetdisconnected'),
    )
    .then(() => state);
}

test('a dialog that cannot be downloaded leaves Today and says so, even without the toast library', async ({
  page,
}) => {
  await createAccount(page);
  const chunks = await blockChunks(page, ['recovery-score-dialog', 'toaster']);
  await page.reload();
  const readiness = page.getByRole('region', { name: 'Readiness' });
  const score = readiness.getByRole('button', { name: /^Readiness: No data yet\./ });
  await score.click();

  // The toast shows as a plain note: Radix Toast's chunk could not be downloaded either.
  const note = page.getByRole('status').filter({ hasText: "Couldn't Open It" });
  await expect(note).toContainText('It could not be downloaded. Check your connection');
  await expect(page.getByRole('dialog')).toHaveCount(0);
  await expect(readiness).toBeVisible();
  await note.getByRole('button', { name: 'Close' }).click();
  await expect(note).toHaveCount(0);

  chunks.reachable = true;
  await score.click();
  await expect(page.getByRole('dialog', { name: 'Recovery Score' })).toBeVisible();
});

test('a chart or a form that cannot be downloaded says so in its place, and shows once back online', async ({
  page,
  baseURL,
}) => {
  await createAccount(page);
  const today = await localDate(page);
  const response = await page.request.post('/api/health/manual-entry', {
    data: { date: today, hrvScore: 52, restingHeartRate: 58, sleepHours: 7.5, sleepQuality: 8 },
    headers: { 'Content-Type': 'application/json', Origin: baseURL! },
  });
  expect(response.ok()).toBe(true);
  const chunks = await blockChunks(page, ['line-chart', 'health-entry-form']);

  await page.goto('/progress');
  const recovery = page.getByRole('region', { name: 'Recovery Trends' });
  const chartMissing = recovery.getByText(
    "The chart shows once you're back online; its values are in the table.",
  );
  await expect(chartMissing.first()).toBeVisible();
  // The figures and the values' table do not need the chart's chunk.
  await recovery
    .getByRole('button', { name: /^Show the values of .* as a table$/ })
    .first()
    .click();
  await expect(recovery.getByRole('table').first()).toContainText('52');

  await page.goto('/profile');
  const formMissing = page.getByText(
    "The form to add health data is not on this device yet: it shows once you're back online.",
  );
  await expect(formMissing).toBeVisible();
  await expect(page.getByRole('region', { name: 'Health Data' })).toBeVisible();

  // Back online (the browser says so), the form downloads in its place.
  chunks.reachable = true;
  await page.context().setOffline(true);
  await page.context().setOffline(false);
  await expect(page.getByLabel('HRV (ms)')).toBeVisible();
  await expect(formMissing).toHaveCount(0);
});

test("the health form's check, not yet on the device, says so and sends nothing", async ({
  page,
}) => {
  await createAccount(page);
  const chunks = await blockChunks(page, ['health-entry-schema']);
  let saves = 0;
  page.on('request', (request) => {
    if (request.method() === 'POST' && request.url().includes('/api/health/manual-entry')) saves++;
  });
  await page.goto('/profile');
  await page.getByLabel('HRV (ms)').fill('55');
  await page.getByRole('button', { name: 'Save Health Data' }).click();
  await expect(page.getByRole('alert')).toHaveText(
    "The form's check is not on this device yet: try again once you're back online.",
  );
  expect(saves).toBe(0);

  chunks.reachable = true;
  await page.getByRole('button', { name: 'Save Health Data' }).click();
  await expect(page.getByText('Health data saved', { exact: true })).toBeVisible();
  expect(saves).toBe(1);
});

import type { Page } from '@playwright/test';
import type { PerformanceMetrics } from '@grandfit/shared/schemas/analytics.ts';
import type { SessionSets, Workout } from '@grandfit/shared/schemas/training.ts';
import { addDays } from '@grandfit/shared/domain/dates.ts';
import {
  createAccount,
  expect,
  localDate,
  setJourneyStart,
  test,
  todaysWorkout,
} from '../fixtures.ts';
import { fakeStrapScript } from '../fake-strap.ts';

const SHOTS = process.env.ZONE2_SHOTS_DIR ?? 'test-results/zone2';
async function shot(page: Page, name: string) {
  // From the top: a full-page shot of a scrolled page draws the sticky header mid-page.
  await page.evaluate(() => window.scrollTo(0, 0));
  await page.screenshot({ path: `${SHOTS}/${name}.png`, fullPage: true });
}

/** A strap at a steady heart rate: one beat a second, its RR interval 60,000 / bpm ms. */
const steadyStrap = (bpm: number) => ({
  name: 'Polar H10 5E6F',
  bpm,
  rrMs: [60_000 / bpm],
  everyMs: 1000,
});

test('a Zone 2 session with a strap counts time in zone and is logged as verified', async ({
  page,
}) => {
  test.setTimeout(120_000);
  // The real clock, which the test moves on by a minute and a half of strap samples: started two
  // minutes back, so the page's time stays behind the server's and the completion is not in its
  // future (a workout completed "later than now" is not counted yet).
  await page.clock.install({ time: Date.now() - 120_000 });
  await page.addInitScript(fakeStrapScript, steadyStrap(125));
  await createAccount(page);
  // A journey started yesterday: today is day 2, the week's first Zone 2 session.
  const today = await localDate(page);
  await setJourneyStart(page, addDays(today, -1));
  const workout: Workout = await todaysWorkout(page);
  expect(workout.type).toBe('zone2');

  // Without a birth date the range is asked for, with the way to Settings.
  await page.goto(`/workout/${workout.id}`);
  const session = page.getByRole('region', { name: 'Zone 2 session' });
  await expect(session.getByText('Add your birth date')).toBeVisible();
  await expect(session.getByRole('link', { name: 'Open Settings' })).toHaveAttribute(
    'href',
    '/profile?settings',
  );
  await expect(page.getByText('not verified', { exact: true })).toBeVisible();

  // 40 years old today (born 1 January 40 years ago): HRmax 180, Zone 2 117-135 bpm.
  const settings = (await (await page.request.get('/api/user/settings')).json()) as object;
  const birthDate = `${Number(today.slice(0, 4)) - 40}-01-01`;
  const put = await page.request.put('/api/user/settings', {
    data: { ...settings, birthDate },
    headers: { 'Content-Type': 'application/json', Origin: new URL(page.url()).origin },
  });
  expect(put.status()).toBe(200);
  await page.reload();
  await expect(session.getByText('Your Zone 2: 117–135 bpm')).toBeVisible();
  await expect(session.getByText('Add your birth date')).toHaveCount(0);

  await session.getByRole('button', { name: 'Connect strap' }).click();
  await expect(session.getByText('Polar H10 5E6F')).toBeVisible();
  const heartRate = session.getByRole('definition').filter({ hasText: /^125\s*bpm$/ });
  await page.clock.runFor(2_000);
  await expect(heartRate).toBeVisible();

  await session.getByRole('button', { name: 'Start session' }).click();
  // 90 s of samples at 125 bpm, all inside 117-135.
  await page.clock.runFor(90_000);
  // The clock still flows while the test reads: a second or a few past 1:30.
  const time = session.locator('dt:text-is("Time") + dd');
  const inZone = session.locator('dt:text-is("Time in zone") + dd');
  await expect(time).toHaveText(/^1:3\d$/);
  await expect(inZone).toHaveText(/^1:[23]\d$/);
  const seconds = (text: string | null) => {
    const [m = 0, s = 0] = (text ?? '').split(':').map(Number);
    return m * 60 + s;
  };
  // Every sample is in zone: time in zone trails the clock by at most the last second or two.
  const [shown, zone] = [seconds(await time.textContent()), seconds(await inZone.textContent())];
  expect(zone).toBeLessThanOrEqual(shown + 1); // read a tick apart
  expect(zone).toBeGreaterThanOrEqual(shown - 3);
  await expect(session.locator('dt:text-is("Samples in zone") + dd')).toHaveText('100%');
  await expect(session.getByText('In zone', { exact: true })).toBeVisible();
  await expect(
    session.getByText(/Zone 2 verified so far: \d+ of \d+ samples in range/),
  ).toBeVisible();
  await shot(page, 'zone2-session-390');
  await page.setViewportSize({ width: 1280, height: 800 });
  await shot(page, 'zone2-session-1280');
  await page.setViewportSize({ width: 390, height: 844 });

  await session.getByRole('button', { name: 'Finish session' }).click();
  // The only set of the workout: the session finishes and the summary shows.
  await expect(page).toHaveURL(`/workout/${workout.id}/summary`, { timeout: 15_000 });
  const sets = (await (
    await page.request.get(`/api/workouts/${workout.id}/sets`)
  ).json()) as SessionSets;
  expect(sets.sets).toHaveLength(1);
  expect(sets.sets[0]).toMatchObject({ reps: 2, skipped: false });
  expect(sets.sets[0]!.cardio).toMatchObject({
    source: 'strap',
    zoneLow: 117,
    zoneHigh: 135,
    averageHr: 125,
    inZoneFraction: 1,
    verified: true,
  });
  expect(sets.sets[0]!.cardio!.samples).toBeGreaterThanOrEqual(85);
  expect(sets.sets[0]!.cardio!.timeInZoneSeconds).toBeGreaterThanOrEqual(85);

  // Analytics reads the logged minutes, verified apart.
  const metrics = (await (
    await page.request.get('/api/ai/performance-metrics?days=30')
  ).json()) as PerformanceMetrics;
  // The completed workout is this week's first Zone 2 session of four.
  expect(metrics.cardioFitness).toMatchObject({ zone2Done: 1, zone2Planned: 4 });
  expect(metrics.cardioFitness.zone2Week).toMatchObject({
    minutes: 2,
    verifiedMinutes: 2,
    sessions: 1,
    verifiedSessions: 1,
  });
  await page.goto('/analytics');
  const tile = page.getByText('Zone 2 This Week').locator('..');
  await expect(tile).toContainText('2 min');
  await expect(tile).toContainText('1 of 1 session verified');
  await tile.scrollIntoViewIfNeeded();
  await page.screenshot({ path: `${SHOTS}/analytics-zone2-390.png` });

  // Method's Consistency pillar: this week's Zone 2 minutes against the plan, verified apart.
  await page.goto('/methodology');
  const consistency = page.getByRole('region', { name: 'Consistency & Analytics' });
  const zone2 = consistency.getByText('Zone 2 This Week').locator('..');
  await expect(zone2).toContainText(/2 \/ \d+ min/);
  await expect(consistency).toContainText('2 min verified by heart rate · 1 of 1 session verified');
  await consistency.scrollIntoViewIfNeeded();
  await page.screenshot({ path: `${SHOTS}/method-zone2-390.png` });
});

test('without a strap, the minutes typed in are logged as not verified', async ({ page }) => {
  await createAccount(page);
  const today = await localDate(page);
  await setJourneyStart(page, addDays(today, -1));
  const workout = await todaysWorkout(page);
  await page.goto(`/workout/${workout.id}`);
  await page.getByRole('spinbutton', { name: 'Minutes' }).fill('25');
  await page.getByRole('button', { name: 'Log minutes (not verified)' }).click();
  await expect(page).toHaveURL(`/workout/${workout.id}/summary`, { timeout: 15_000 });
  const sets = (await (
    await page.request.get(`/api/workouts/${workout.id}/sets`)
  ).json()) as SessionSets;
  expect(sets.sets[0]).toMatchObject({ reps: 25 });
  expect(sets.sets[0]!.cardio).toMatchObject({ source: 'manual', samples: 0, verified: false });
});

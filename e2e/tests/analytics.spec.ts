import { addDays } from '@grandfit/shared/domain/dates.ts';
import { randomUUID } from 'node:crypto';
import type { Page } from '@playwright/test';
import type { WeekWorkouts } from '@grandfit/shared/schemas/training.ts';
import { createAccount, expect, test, todaysWorkouts } from '../fixtures.ts';

const DAY = 86_400_000;

const round1 = (value: number) => Math.round(value * 10) / 10;

/** Epley with reps in reserve (docs/product.md#formula-epley-e1rm). */
const e1rm = (weight: number, reps: number, rir: number) => weight * (1 + (reps + rir) / 30);

/** docs/analytics.md: least squares of ln(e1RM) against weeks; rate = 100 · (e^slope − 1). */
function logLinearFit(values: number[]) {
  const xs = values.map((_, i) => i);
  const ys = values.map(Math.log);
  const mx = xs.reduce((a, b) => a + b, 0) / xs.length;
  const my = ys.reduce((a, b) => a + b, 0) / ys.length;
  const slope =
    xs.reduce((sum, x, i) => sum + (x - mx) * (ys[i]! - my), 0) /
    xs.reduce((sum, x) => sum + (x - mx) ** 2, 0);
  return { rate: 100 * (Math.exp(slope) - 1) };
}

/** Four weekly finished back-squat sessions, 8 reps at RIR 2: 135, 140, 145, 150 lb, the last 1 h ago. */
const SQUAT_WEIGHTS = [135, 140, 145, 150];

async function seedSquatHistory(page: Page, base: string) {
  const today = new Date().toISOString().slice(0, 10);
  // The journey began 15 weeks ago (UTC): today is week 16 day 1, the Strength phase.
  const settings: unknown = await (await page.request.get('/api/user/settings')).json();
  const put = await page.request.put('/api/user/settings', {
    data: { ...(settings as object), journeyStartDate: addDays(today, -105) },
    headers: { 'Content-Type': 'application/json', Origin: base },
  });
  expect(put.ok()).toBe(true);
  const now = Date.now();
  for (const [k, weight] of SQUAT_WEIGHTS.entries()) {
    const week = 13 + k;
    const answer = (await (
      await page.request.get(`/api/workouts?date=${today}&week=${week}`)
    ).json()) as WeekWorkouts;
    const workout = answer.workouts.find((w) => w.day === 1 && w.type === 'strength')!;
    const exerciseIndex = workout.exercises.findIndex((e) => e.id === 'back-squat');
    const exercise = workout.exercises[exerciseIndex]!;
    const sessionId = randomUUID();
    const performedAt = new Date(now - (3 - k) * 7 * DAY - 3_600_000).toISOString();
    const response = await page.request.post(`/api/workouts/${workout.id}/sets`, {
      data: {
        clientId: randomUUID(),
        sessionId,
        exerciseId: 'back-squat',
        exerciseIndex,
        setNumber: 1,
        weight,
        reps: 8,
        rir: 2,
        targetWeight: exercise.targetWeight,
        targetReps: exercise.targetReps,
        targetRir: exercise.targetRir,
        skipped: false,
        performedAt,
      },
      headers: { 'Content-Type': 'application/json', Origin: base },
    });
    expect(response.ok(), await response.text()).toBe(true);
    // Finished, as Analytics counts only finished sessions (decision 088).
    const completed = await page.request.post(`/api/workouts/${workout.id}/complete`, {
      data: { sessionId, completedAt: performedAt },
      headers: { 'Content-Type': 'application/json', Origin: base },
    });
    expect(completed.ok(), await completed.text()).toBe(true);
  }
}

test('a new user sees honest empties on every tab', async ({ page }) => {
  await createAccount(page);
  // Today's goals card (drawn after its first cards) asks for the goals, which gives a new
  // account its ten defaults.
  await expect(page.getByText('0 of 10 goals achieved')).toBeVisible();
  await page.goto('/analytics');
  await expect(page.getByRole('heading', { level: 1, name: 'Advanced Analytics' })).toBeVisible();
  await expect(page.getByText('No loaded lifts in this range')).toBeVisible();
  const volume = page.getByRole('region', { name: 'Training Volume' });
  await expect(volume).toContainText('0 lbs');
  // No set yet: the acute:chronic ratio needs 28 days of history (decision 035).
  await expect(volume).toContainText('Needs 28 more days');
  await expect(volume).toContainText('The weekly charts begin with your first logged set.');
  await expect(volume.getByRole('figure')).toHaveCount(0);
  await page.getByRole('tab', { name: 'Insights' }).click();
  await expect(page.getByRole('region', { name: 'Not enough data yet' })).toContainText(
    'Plateaus: a trend needs 3 sessions',
  );
  await expect(page.getByRole('region', { name: 'Injury Risk Assessment' })).toHaveCount(0);
  await page.getByRole('tab', { name: 'Longevity' }).click();
  const markers = page.getByRole('region', { name: 'Longevity Markers' });
  // The journey began this Monday (decision 019), but he joined today: only today's workouts are
  // planned for him so far (decision 087), and none is done. An adherence marker reads 0 when
  // today plans its kind of workout, else it has no data yet; the four that need data have none.
  const today = await todaysWorkouts(page);
  const planned = [today.workout, ...today.others].flatMap((workout) => (workout ? [workout] : []));
  const adherence = {
    Stability: planned.some((workout) => workout.type === 'stability'),
    Consistency: planned.length > 0,
  };
  const unscored = Object.values(adherence).filter((scored) => !scored).length;
  await expect(markers.getByLabel('No data yet')).toHaveCount(4 + unscored);
  for (const [marker, scored] of Object.entries(adherence)) {
    const row = markers.getByText(marker, { exact: true }).locator('..');
    if (scored) await expect(row.getByRole('definition').first()).toHaveText('0');
    else await expect(row.getByLabel('No data yet')).toHaveCount(1);
  }
  await expect(page.getByRole('region', { name: 'Longevity Projections' })).toContainText(
    // Today showed the ten default goals; none is tested yet.
    'None of your 10 decathlon goals has been tested yet',
  );
});

for (const [name, viewport] of [
  ['mobile', { width: 390, height: 844 }],
  ['desktop', { width: 1280, height: 800 }],
] as const) {
  test.describe(name, () => {
    test.use({ viewport });

    test('every tab shows the numbers a known squat history predicts', async ({
      page,
      baseURL,
    }, testInfo) => {
      await createAccount(page);
      await seedSquatHistory(page, baseURL!);
      await page.goto('/analytics');

      // Performance: 180, 186.7, 193.3 and 200 lb e1RM over 3 weeks.
      const maxes = SQUAT_WEIGHTS.map((weight) => e1rm(weight, 8, 2));
      const { rate } = logLinearFit(maxes);
      const dampedWeeks = (0.9 * (1 - 0.9 ** 12)) / (1 - 0.9);
      // From the current max, the last session's e1RM (docs/analytics.md).
      const projected = round1(maxes.at(-1)! * (1 + rate / 100) ** dampedWeeks);
      const strength = page.getByRole('region', { name: 'Strength Progression' });
      const squat = strength.getByRole('listitem').filter({ hasText: 'Back Squat' });
      await expect(squat).toContainText('200 lbs current max (e1RM)');
      await expect(squat).toContainText(`+${round1(rate).toFixed(1)}%/week`);
      await expect(squat).toContainText(`Projected max ${projected} lbs in 12 weeks · 4 sessions`);
      await expect(squat.getByRole('img', { name: /Plateau risk/ })).toHaveCount(0);
      const chart = strength.getByRole('figure', { name: 'Back Squat e1RM trend' });
      await chart
        .getByRole('button', { name: 'Show the values of Back Squat e1RM trend as a table' })
        .click();
      await expect(chart.getByRole('table').getByRole('row')).toHaveCount(5);
      await chart.scrollIntoViewIfNeeded();
      await expect(chart.locator('canvas')).toHaveCount(1);

      // The last 7 days hold only today's 150 × 8; the 28 days all four sets.
      const volume = page.getByRole('region', { name: 'Training Volume' });
      const acute = 150 * 8;
      const chronic = SQUAT_WEIGHTS.reduce((sum, weight) => sum + weight * 8, 0);
      // The 3 weeks since the first set (21 days and an hour ago) before the last 7 days.
      const baseline = (chronic - acute) / 3;
      await expect(volume).toContainText('1,200 lbs');
      await expect(volume).toContainText(`+${round1((100 * (acute - baseline)) / baseline)}%`);
      // The first set is 21 days old (22 days of history): a ratio over a 28-day load holding
      // only 22 days would read 1.27x high, so it waits 6 more days (decision 035).
      await expect(volume).toContainText('Overreaching riskNeeds 6 more days');
      await expect(volume).toContainText('needs 28 days of logged sets: 6 more days.');
      await expect(volume).not.toContainText(/Acute:chronic workload ratio \d/);
      await volume
        .getByRole('button', { name: 'Show the values of Weekly volume as a table' })
        .click();
      // The weeks from the one holding the first set (21 days and an hour ago), a header row
      // above them: not the range's 13 weeks with zeros before he began.
      await expect(
        volume.getByRole('figure', { name: 'Weekly volume' }).getByRole('row'),
      ).toHaveCount(5);

      const cardio = page.getByRole('region', { name: 'Cardio Fitness' });
      await expect(cardio).toContainText('0 of 4 sessions this week');
      await expect(cardio).toContainText('Add your birth date and a resting heart rate');
      await page.screenshot({
        path: testInfo.outputPath(`analytics-performance-${name}.png`),
        fullPage: true,
      });

      // 30 days hold the same four sessions, in the same four weeks.
      await page.getByRole('button', { name: 'Last 30 days' }).click();
      await expect(page.getByRole('button', { name: 'Last 30 days' })).toHaveAttribute(
        'aria-pressed',
        'true',
      );
      await expect(
        volume.getByRole('figure', { name: 'Weekly volume' }).getByRole('row'),
      ).toHaveCount(5);

      await page.getByRole('tab', { name: 'Insights' }).click();
      await expect(page.getByRole('region', { name: 'Not enough data yet' })).toContainText(
        'Sets to failure: fewer than 3 rated sets in the last 14 days.',
      );
      await expect(page.getByRole('region', { name: 'Optimization Opportunities' })).toBeVisible();
      await page.screenshot({ path: testInfo.outputPath(`analytics-insights-${name}.png`) });

      await page.getByRole('tab', { name: 'Training Phase' }).click();
      const phase = page.getByRole('region', { name: 'Strength' });
      await expect(phase).toContainText('Phase 2 · Week 16 of 52');
      await expect(phase).toContainText(`Phase progress${Math.round((100 * 4) / 12)}%`);
      await expect(phase).toContainText('Extend');
      // The four finished squat workouts against the phase's sessions planned so far.
      const adherence =
        /(\d+)% of the (\d+) sessions planned so far in the Strength phase are done/;
      await expect(phase).toContainText(adherence);
      const [, done, planned] = adherence.exec((await phase.textContent()) ?? '')!;
      expect(Number(done)).toBe(Math.round((100 * 4) / Number(planned)));
      await expect(
        page.getByRole('region', { name: 'Adaptation Markers' }).getByText('Session Completion'),
      ).toBeVisible();
      await page.screenshot({ path: testInfo.outputPath(`analytics-phase-${name}.png`) });

      await page.getByRole('tab', { name: 'Longevity' }).click();
      const markers = page.getByRole('region', { name: 'Longevity Markers' });
      // Four workouts done against the ones planned since the first: a low, non-zero consistency.
      await expect(markers.getByRole('term').filter({ hasText: 'Consistency' })).toBeVisible();
      await expect(markers).toContainText(/Consistency([1-9]|1\d)Workouts done vs planned/);
      await expect(markers).toContainText('Strength—Needs your body weight and a main lift');
      await page.screenshot({
        path: testInfo.outputPath(`analytics-longevity-${name}.png`),
        fullPage: true,
      });
    });
  });
}

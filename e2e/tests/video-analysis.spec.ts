import { addDays } from '@grandfit/shared/domain/dates.ts';
import type { Page, TestInfo } from '@playwright/test';
import type { TodayWorkouts, Workout } from '@grandfit/shared/schemas/training.ts';
import type { FormAnalysisView } from '@grandfit/shared/schemas/coach.ts';
import { createAccount, expect, localDate, test } from '../fixtures.ts';
import { recordSquatClip } from '../squat-clip.ts';

/** The squat clip (3 reps), recorded in the page, as base64 WebM. */
const recordSquatVideo = (page: Page): Promise<string> => page.evaluate(recordSquatClip);

async function shot(page: Page, testInfo: TestInfo, name: string) {
  await page.screenshot({ path: testInfo.outputPath(`${name}.png`), animations: 'disabled' });
}

/** Week 13 day 1: the Strength phase's first workout opens with the back squat. */
async function openSquatWorkout(page: Page, baseURL: string) {
  const today = await localDate(page);
  const settings: unknown = await (await page.request.get('/api/user/settings')).json();
  const put = await page.request.put('/api/user/settings', {
    data: { ...(settings as object), journeyStartDate: addDays(today, -84) },
    headers: { 'Content-Type': 'application/json', Origin: baseURL },
  });
  expect(put.ok()).toBe(true);
  const answer = (await (
    await page.request.get(`/api/workouts/today?date=${today}`)
  ).json()) as TodayWorkouts;
  const workout = answer.workout as Workout;
  expect(workout.exercises[0]?.id).toBe('back-squat');
  await page.goto(`/workout/${workout.id}`);
  await page.getByRole('button', { name: 'Video Analysis' }).click();
  const dialog = page.getByRole('dialog', { name: 'Video Form Analysis' });
  await expect(dialog).toContainText('Back Squat · Set 1');
  return dialog;
}

// The pose model runs in a worker on the CPU (about 0.1 s a frame here, docs/benchmarks.md):
// the whole analysis runs on the phone size; the desktop run checks the dialog itself.
test('a recorded squat video is analysed on the device, stored with the set and read by the coach', async ({
  page,
  baseURL,
}, testInfo) => {
  // Sign-up, an 8-second clip recorded in real time, then the model over every frame: about 40 s
  // on a quiet machine, which left no room in the default minute when the cores were shared.
  test.setTimeout(150_000);
  await createAccount(page);
  const dialog = await openSquatWorkout(page, baseURL!);
  await expect(dialog.getByRole('button', { name: 'Record Video' })).toBeVisible();
  await shot(page, testInfo, 'video-choose-mobile');

  const video = Buffer.from(await recordSquatVideo(page), 'base64');
  await dialog.getByLabel('Choose a video').setInputFiles({
    name: 'squat.webm',
    mimeType: 'video/webm',
    buffer: video,
  });
  await expect(dialog.getByText('Analyzing your form...')).toBeVisible();
  // Frames are counted as the worker answers, out of a known total.
  await expect(dialog.getByText(/^Frame [1-9]\d* of \d+$/)).toBeVisible({ timeout: 60_000 });
  await expect(dialog.getByRole('button', { name: 'Cancel' })).toBeVisible();
  await shot(page, testInfo, 'video-analyzing-mobile');
  await expect(dialog.getByText('Overall form')).toBeVisible({ timeout: 90_000 });
  await expect(page.getByText('Video Analysis Complete', { exact: true })).toBeVisible();
  // Three squats from 175° down to 90° and back.
  await expect(dialog).toContainText('3 reps');
  await expect(dialog.getByText('Saved with this set.', { exact: false })).toBeVisible();
  await shot(page, testInfo, 'video-scores-mobile');

  // The stored analysis is the one on screen, and the coach's form analysis reads it.
  const form = (await (
    await page.request.get('/api/ai/form-analysis/back-squat')
  ).json()) as FormAnalysisView;
  const latest = form.feedback.at(-1) ?? '';
  expect(latest).toMatch(/^Latest video \(\d{4}-\d{2}-\d{2}, 3 reps\): overall (\d+);/);
  const overall = /overall (\d+);/.exec(latest)![1]!;
  await expect(dialog.getByText('Overall form').locator('..')).toContainText(overall);

  await dialog.getByRole('tab', { name: 'Feedback' }).click();
  await expect(dialog.getByRole('tabpanel')).toContainText('3 reps found.');
  await expect(dialog.getByRole('tabpanel')).toContainText('knee angle at the bottom');
  await dialog.getByRole('tab', { name: 'Corrections' }).click();
  await expect(dialog.getByRole('tabpanel')).not.toBeEmpty();
  await shot(page, testInfo, 'video-corrections-mobile');

  await dialog.getByRole('button', { name: 'Analyze Another Video' }).click();
  await expect(dialog.getByRole('button', { name: 'Choose Video' })).toBeVisible();
});

test.describe('desktop', () => {
  test.use({ viewport: { width: 1280, height: 800 } });

  test('the Video Analysis dialog offers to record or choose a video of the set', async ({
    page,
    baseURL,
  }, testInfo) => {
    await createAccount(page);
    const dialog = await openSquatWorkout(page, baseURL!);
    await expect(dialog.getByRole('button', { name: 'Record Video' })).toBeVisible();
    await expect(dialog.getByRole('button', { name: 'Choose Video' })).toBeVisible();
    await expect(dialog.getByLabel('Record a video')).toHaveAttribute('capture', 'environment');
    await shot(page, testInfo, 'video-choose-desktop');
  });
});

test('Cancel stops the analysis under way and offers a new video', async ({ page }) => {
  await createAccount(page);
  await page.goto('/workout/demo');
  await page.getByRole('button', { name: 'Video Analysis' }).click();
  const dialog = page.getByRole('dialog', { name: 'Video Form Analysis' });
  const video = Buffer.from(await recordSquatVideo(page), 'base64');
  await dialog.getByLabel('Choose a video').setInputFiles({
    name: 'squat.webm',
    mimeType: 'video/webm',
    buffer: video,
  });
  await expect(dialog.getByText('Analyzing your form...')).toBeVisible();
  // The pose worker is started with the analysis, and stopped by Cancel.
  await expect.poll(() => page.workers().length).toBe(1);
  await dialog.getByRole('button', { name: 'Cancel' }).click();
  await expect(dialog.getByRole('button', { name: 'Choose Video' })).toBeVisible();
  await expect(dialog.getByText('Analyzing your form...')).toHaveCount(0);
  await expect.poll(() => page.workers().length).toBe(0);
  await expect(page.getByText('Analysis Failed', { exact: true })).toHaveCount(0);
  await expect(page.getByText('Video Analysis Complete', { exact: true })).toHaveCount(0);
});

test('a file that is not a video says the analysis failed and stores nothing', async ({ page }) => {
  // Its one wait below may take a minute on shared cores: room for the sign-up before it.
  test.setTimeout(120_000);
  await createAccount(page);
  await page.goto('/workout/demo');
  await page.getByRole('button', { name: 'Video Analysis' }).click();
  const dialog = page.getByRole('dialog', { name: 'Video Form Analysis' });
  await dialog.getByLabel('Choose a video').setInputFiles({
    name: 'notes.webm',
    mimeType: 'video/webm',
    buffer: Buffer.from('not a video'),
  });
  await expect(page.getByText('Analysis Failed', { exact: true })).toBeVisible({ timeout: 60_000 });
  await expect(dialog.getByRole('alert')).toContainText('cannot be played');
  await expect(dialog.getByRole('button', { name: 'Analyze Another Video' })).toBeVisible();
});

import { addDays } from '@grandfit/shared/domain/dates.ts';
import type { Page, TestInfo } from '@playwright/test';
import type { TodayWorkouts, Workout } from '@grandfit/shared/schemas/training.ts';
import type { FormAnalysisView } from '@grandfit/shared/schemas/coach.ts';
import { createAccount, expect, localDate, test } from '../fixtures.ts';

/**
 * A short video of a figure doing 3 squats, rendered on a canvas in the page and recorded with
 * MediaRecorder (WebM), as a phone's camera would hand it over. Each rep lowers from a 175° knee
 * angle to 90° in 1.2 s, pauses 0.2 s and rises in 1 s; a pose model sees a person (head, arms,
 * torso and legs drawn as thick limbs). The figure moves on a clock of its own, one 40 ms step
 * a drawn frame and never ahead of real time: when the page stalls (two busy cores) the video
 * shows the movement slower rather than jumping over the bottom or the top of a rep.
 */
function recordSquatVideo(page: Page): Promise<string> {
  return page.evaluate(async () => {
    const canvas = document.createElement('canvas');
    canvas.width = 480;
    canvas.height = 640;
    const ctx = canvas.getContext('2d')!;
    const limb = (a: [number, number], b: [number, number], width: number) => {
      ctx.lineWidth = width;
      ctx.lineCap = 'round';
      ctx.beginPath();
      ctx.moveTo(a[0], a[1]);
      ctx.lineTo(b[0], b[1]);
      ctx.stroke();
    };
    const draw = (kneeDeg: number) => {
      ctx.fillStyle = '#dfe6ee';
      ctx.fillRect(0, 0, 480, 640);
      const cx = 240;
      const ankleY = 600;
      const bone = 130;
      const half = (((180 - kneeDeg) / 2) * Math.PI) / 180;
      const kneeY = ankleY - bone * Math.cos(half);
      const hipY = kneeY - bone * Math.cos(half);
      const kneeDx = bone * Math.sin(half);
      const shoulderY = hipY - 170;
      const headY = shoulderY - 60;
      ctx.strokeStyle = '#2b5fa8';
      limb([cx, shoulderY + 20], [cx, hipY], 90);
      ctx.fillStyle = '#c68863';
      ctx.beginPath();
      ctx.arc(cx, headY, 38, 0, 2 * Math.PI);
      ctx.fill();
      ctx.strokeStyle = '#c68863';
      limb([cx, headY + 30], [cx, shoulderY], 28);
      for (const side of [-1, 1]) {
        limb([cx + side * 50, shoulderY + 10], [cx + side * 70, shoulderY + 110], 26);
        limb([cx + side * 70, shoulderY + 110], [cx + side * 75, shoulderY + 200], 22);
      }
      // Trousers in a colour a pose model reads as legs even when they are straight.
      ctx.strokeStyle = '#3a4a7a';
      for (const side of [-1, 1]) {
        limb([cx + side * 30, hipY], [cx + side * (30 + kneeDx), kneeY], 34);
        limb([cx + side * (30 + kneeDx), kneeY], [cx + side * 35, ankleY], 28);
      }
      ctx.fillStyle = '#111111';
      for (const side of [-1, 1]) ctx.fillRect(cx + side * 35 - 22, ankleY, 44, 18);
    };
    const TOP = 175;
    const BOTTOM = 90;
    const kneeAt = (t: number) => {
      const rep = 2.4;
      const u = t - 0.5;
      if (u < 0 || u >= 3 * rep) return TOP;
      const p = u % rep;
      if (p < 1.2) return TOP - ((TOP - BOTTOM) * p) / 1.2;
      if (p < 1.4) return BOTTOM;
      if (p < 2.4) return BOTTOM + ((TOP - BOTTOM) * (p - 1.4)) / 1.0;
      return TOP;
    };
    // The standing tail is long enough that the recorder's last, unflushed frames are standing.
    const length = 0.5 + 3 * 2.4 + 0.6;
    const STEP = 0.04;
    const record = async (): Promise<Blob> => {
      draw(TOP);
      const stream = canvas.captureStream(25);
      const recorder = new MediaRecorder(stream, { mimeType: 'video/webm' });
      const chunks: Blob[] = [];
      recorder.ondataavailable = (event) => chunks.push(event.data);
      const stopped = new Promise((resolve) => (recorder.onstop = resolve));
      recorder.start();
      const start = performance.now();
      await new Promise<void>((resolve) => {
        let step = 0;
        const frame = () => {
          const t = step * STEP;
          draw(kneeAt(t));
          if (t >= length) return resolve();
          step += 1;
          const early = start + step * STEP * 1000 - performance.now();
          setTimeout(() => requestAnimationFrame(frame), Math.max(0, early));
        };
        requestAnimationFrame(frame);
      });
      // Standing on, in real time: the encoder lags on a busy machine, and stop() drops the
      // frames it has not encoded yet, which are these rather than the last rep's.
      const hold = performance.now();
      await new Promise<void>((resolve) => {
        const frame = () => {
          draw(TOP + (performance.now() % 2) / 10);
          if (performance.now() - hold >= 2000) return resolve();
          requestAnimationFrame(frame);
        };
        requestAnimationFrame(frame);
      });
      recorder.stop();
      await stopped;
      return new Blob(chunks, { type: 'video/webm' });
    };
    const clip = await record();
    const bytes = new Uint8Array(await clip.arrayBuffer());
    let binary = '';
    for (const byte of bytes) binary += String.fromCharCode(byte);
    return btoa(binary);
  });
}

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
  await expect(dialog.getByText(/^Frame [1-9]\d* of \d+$/)).toBeVisible({ timeout: 30_000 });
  await expect(dialog.getByRole('button', { name: 'Cancel' })).toBeVisible();
  await shot(page, testInfo, 'video-analyzing-mobile');
  await expect(dialog.getByText('Overall form')).toBeVisible({ timeout: 45_000 });
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

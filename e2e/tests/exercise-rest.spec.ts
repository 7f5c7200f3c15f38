import type { ExerciseRests } from '@grandfit/shared/schemas/exercise-rests.ts';
import { expect, newLifterInTodaysWorkout, outboxCount, test } from '../fixtures.ts';

const mmss = (seconds: number) =>
  `${Math.floor(seconds / 60)}:${String(seconds % 60).padStart(2, '0')}`;

/*
 * Decision 059: a lifter who rests longer than the plan on his squats sets his own rest once; the
 * timer counts it after every set of the exercise, in every workout, until he goes back to the
 * plan's, which he can do without signal.
 */
test('a lifter keeps his own rest for an exercise, the timer counts it, and he goes back to the plan offline', async ({
  page,
  context,
  baseURL,
}) => {
  test.setTimeout(120_000);
  const workout = await newLifterInTodaysWorkout(page, baseURL!);
  const first = workout.exercises[0]!;
  const plan = first.restSeconds;
  const mine = plan + 60;

  await page
    .getByRole('button', { name: `Rest between sets of ${first.name}: ${mmss(plan)}. Change` })
    .click();
  const dialog = page.getByRole('dialog', { name: 'Rest between sets' });
  await expect(dialog.getByLabel('Rest')).toHaveText(mmss(plan));
  for (let step = 0; step < 4; step++) {
    await dialog.getByRole('button', { name: '15 seconds more' }).click();
  }
  await expect(dialog.getByLabel('Rest')).toHaveText(mmss(mine));
  await dialog.getByRole('button', { name: 'Save rest' }).click();
  await expect(dialog).toBeHidden();
  const setting = page.getByRole('button', {
    name: `Rest between sets of ${first.name}: ${mmss(mine)} (yours). Change`,
  });
  await expect(setting).toBeVisible();
  await expect.poll(() => outboxCount(page)).toBe(0);

  // The timer after a set counts the lifter's rest, not the plan's.
  await page.getByRole('button', { name: 'Complete Set' }).click();
  const timer = page.getByRole('timer');
  await expect(timer).toBeVisible();
  const left = Number((await timer.getAttribute('aria-label'))?.match(/^(\d+) seconds/)?.[1]);
  expect(left).toBeGreaterThan(plan + 30);
  expect(left).toBeLessThanOrEqual(mine);
  await page.getByRole('button', { name: 'Skip Rest' }).click();

  // Without signal he goes back to the plan's; a reload still shows it, and it reaches the server.
  await context.setOffline(true);
  await setting.click();
  await dialog.getByRole('button', { name: `Use the plan's ${mmss(plan)}` }).click();
  await expect(dialog).toBeHidden();
  const planned = page.getByRole('button', {
    name: `Rest between sets of ${first.name}: ${mmss(plan)}. Change`,
  });
  await expect(planned).toBeVisible();
  await expect.poll(() => outboxCount(page)).toBe(1);
  await page.reload();
  await expect(planned).toBeVisible();
  await context.setOffline(false);
  await expect.poll(() => outboxCount(page), { timeout: 30_000 }).toBe(0);
  const stored = (await (await page.request.get('/api/exercise-rests')).json()) as ExerciseRests;
  expect(stored.rests).toEqual([]);
});

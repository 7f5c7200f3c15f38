import { randomUUID } from 'node:crypto';
import type { WeekWorkouts } from '@grandfit/shared/schemas/training.ts';
import { addDays } from '@grandfit/shared/domain/dates.ts';
import {
  createAccount,
  expect,
  localDate,
  logFirstExerciseSet,
  setJourneyStart,
  test,
  todaysWorkouts,
} from '../fixtures.ts';

/*
 * Decision 069: the lifter skipped Monday's strength workout. On Tuesday, a Zone 2 day, Today
 * offers it to catch up; on Wednesday, a strength day of its own, it says nothing.
 */
test('Today offers a strength workout missed earlier this week on a lighter day', async ({
  page,
  baseURL,
}) => {
  test.setTimeout(90_000);
  await createAccount(page);
  const today = await localDate(page);
  // Yesterday was day 1 (strength), today is day 2 (Zone 2).
  await setJourneyStart(page, addDays(today, -1));
  const week = await todaysWorkouts(page);
  expect(week.day).toBe(2);
  expect(week.workout?.type).toBe('zone2');
  const thisWeek = (await (
    await page.request.get(`/api/workouts?date=${today}`)
  ).json()) as WeekWorkouts;
  const missed = thisWeek.workouts.find((w) => w.day === 1 && w.type === 'strength')!;

  // Decision 087: he joined today, so yesterday's workout is not one he skipped.
  await page.goto('/');
  const block = page.getByRole('region', { name: 'Weekly Training Block' });
  await expect(block.getByText('Week 1 of 52')).toBeVisible();
  await expect(page.getByRole('link', { name: /was missed|were missed/ })).toHaveCount(0);
  await page.goto('/workouts');
  await expect(page.getByRole('article', { name: missed.name })).toBeVisible();
  await expect(page.getByRole('article', { name: missed.name })).not.toContainText('Missed');

  // He did yesterday's stability drills with the app (on his phone, offline, sent today), not
  // the strength workout: that one he let go.
  const drills = thisWeek.workouts.find((w) => w.day === 1 && w.type === 'stability')!;
  const yesterday = new Date(Date.now() - 24 * 3600_000).toISOString();
  await logFirstExerciseSet(page, baseURL!, drills, {
    sessionId: randomUUID(),
    setNumber: 1,
    weight: 0,
    reps: drills.exercises[0]!.targetReps,
    performedAt: yesterday,
  });

  await page.goto('/');
  const notice = page.getByRole('link', { name: new RegExp(`^${missed.name}, .* was missed`) });
  await expect(notice).toBeVisible();
  await expect(notice).toContainText('Today is a lighter day: a good one to catch it up');
  await notice.click();
  await expect(page.getByRole('heading', { level: 1, name: missed.name })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Start Workout' })).toBeVisible();

  // The week's list says the same; today's own workout is not missed.
  await page.goto('/workouts');
  await expect(page.getByRole('article', { name: missed.name })).toContainText('Missed');
  await expect(page.getByRole('article', { name: week.workout!.name })).not.toContainText('Missed');

  // Two days in, today is strength day 3: nothing to catch up on today.
  await setJourneyStart(page, addDays(today, -2));
  await page.goto('/');
  // The week is in (the block's subtitle comes from the same answer the notice reads).
  await expect(block.getByText('Week 1 of 52')).toBeVisible();
  await expect(page.getByRole('link', { name: /was missed|were missed/ })).toHaveCount(0);
});

import { randomUUID } from 'node:crypto';
import { expect, logFirstExerciseSet, newLifterOnToday, test } from '../fixtures.ts';

/*
 * Decision 055: the active workout shows what the lifter did of each exercise the last time, the
 * set he is on marked, offline too.
 */
test('a lifter sees what he lifted last time beside each set, even without signal', async ({
  page,
  context,
  baseURL,
}) => {
  test.setTimeout(120_000);
  const workout = await newLifterOnToday(page, baseURL!);
  const first = workout.exercises[0]!;

  // Two sets of the first exercise three days ago, in a session of their own.
  const earlier = randomUUID();
  const threeDaysAgo = new Date(Date.now() - 3 * 86_400_000);
  threeDaysAgo.setHours(12, 0, 0, 0);
  for (const [index, weight, reps] of [
    [1, 30, 10],
    [2, 32.5, 8],
  ] as const) {
    await logFirstExerciseSet(page, baseURL!, workout, {
      sessionId: earlier,
      setNumber: index,
      weight,
      reps,
      performedAt: new Date(threeDaysAgo.getTime() + index * 180_000).toISOString(),
    });
  }
  const complete = await page.request.post(`/api/workouts/${workout.id}/complete`, {
    headers: { 'Content-Type': 'application/json', Origin: baseURL! },
    data: {
      sessionId: earlier,
      completedAt: new Date(threeDaysAgo.getTime() + 600_000).toISOString(),
    },
  });
  expect(complete.ok()).toBe(true);

  // Today's session (a redo of the same workout): last time's sets, set 1's marked.
  await page.goto(`/workout/${workout.id}?redo=1`);
  const progress = page.getByRole('region', { name: 'Workout progress' });
  await expect(progress.getByRole('heading', { name: first.name })).toBeVisible();
  const lastTime = page.getByRole('list', { name: /^Last time, / });
  await expect(lastTime.getByRole('listitem')).toHaveText([
    'Set 1: 30 lb × 10',
    'Set 2: 32.5 lb × 8',
  ]);
  await expect(lastTime.locator('[aria-current="true"]')).toHaveText('Set 1: 30 lb × 10');

  // Set 1 done: set 2's is marked; today's own set is never "last time".
  await page.getByRole('button', { name: 'Complete Set' }).click();
  await page.getByRole('button', { name: 'Skip Rest' }).click();
  await expect(lastTime.locator('[aria-current="true"]')).toHaveText('Set 2: 32.5 lb × 8');
  await expect(lastTime.getByRole('listitem')).toHaveCount(2);

  // In a gym without signal, the app opened again: still there.
  await context.setOffline(true);
  await page.reload();
  await expect(lastTime.locator('[aria-current="true"]')).toHaveText('Set 2: 32.5 lb × 8');
  await context.setOffline(false);

  // The next exercise was never done: nothing is shown.
  await page.getByRole('button', { name: 'Complete Set' }).click();
  await page.getByRole('button', { name: 'Skip Rest' }).click();
  await expect(progress.getByRole('heading', { name: workout.exercises[1]!.name })).toBeVisible();
  await expect(lastTime).toHaveCount(0);
});

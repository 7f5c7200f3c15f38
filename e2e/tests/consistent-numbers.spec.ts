import { addDays } from '@grandfit/shared/domain/dates.ts';
import { GOAL_STATUSES, type GoalStatus } from '@grandfit/shared/domain/goals/status.ts';
import { randomUUID } from 'node:crypto';
import type { Locator, Page, TestInfo } from '@playwright/test';
import type { Goal } from '@grandfit/shared/schemas/goals.ts';
import type { WeekWorkouts, Workout } from '@grandfit/shared/schemas/training.ts';
import { createAccount, expect, localDate, test } from '../fixtures.ts';

/**
 * One user's data, seeded through the real API, read on Today, Goals, Method, Progress and
 * Analytics. Each screen that shows a completed-workout count, the day streak, a goal's label or
 * the goals reached must show the same figure as the others, and the figure the definitions give
 * (docs/decisions/022-one-definition-per-number.md).
 */

/** Noon of a local calendar day, as an ISO instant: the same local day in any time zone. */
function localNoon(page: Page, date: string): Promise<string> {
  return page.evaluate((day) => {
    const [year, month, dayOfMonth] = day.split('-').map(Number) as [number, number, number];
    return new Date(year, month - 1, dayOfMonth, 12).toISOString();
  }, date);
}

async function post(page: Page, base: string, path: string, data: unknown) {
  const response = await page.request.post(path, {
    data,
    headers: { 'Content-Type': 'application/json', Origin: base },
  });
  expect(response.ok(), `${path}: ${await response.text()}`).toBe(true);
  return response;
}

/** The one status label shown inside `scope`; fails unless exactly one of the five is there. */
async function labelIn(scope: Locator): Promise<GoalStatus> {
  const shown: GoalStatus[] = [];
  for (const status of GOAL_STATUSES) {
    if ((await scope.getByText(status, { exact: true }).count()) > 0) shown.push(status);
  }
  expect(shown, 'one status label').toHaveLength(1);
  return shown[0]!;
}

async function shoot(page: Page, testInfo: TestInfo, name: string) {
  for (const [size, viewport] of [
    ['390', { width: 390, height: 844 }],
    ['1280', { width: 1280, height: 800 }],
  ] as const) {
    await page.setViewportSize(viewport);
    await page.screenshot({ path: testInfo.outputPath(`${name}-${size}.png`), fullPage: true });
  }
  await page.setViewportSize({ width: 390, height: 844 });
}

test('Today, Goals, Method, Progress and Analytics show the same numbers for one user', async ({
  page,
  baseURL,
}, testInfo) => {
  test.setTimeout(180_000);
  await createAccount(page);
  const base = baseURL!;
  const today = await localDate(page);

  // The journey began two weeks ago: today is week 3 day 1 (whatever start a new account gets).
  const settings: unknown = await (await page.request.get('/api/user/settings')).json();
  const put = await page.request.put('/api/user/settings', {
    data: { ...(settings as object), journeyStartDate: addDays(today, -14) },
    headers: { 'Content-Type': 'application/json', Origin: base },
  });
  expect(put.ok(), await put.text()).toBe(true);
  const workouts = new Map<string, Workout>();
  for (const week of [1, 2, 3]) {
    const answer = (await (
      await page.request.get(`/api/workouts?date=${today}&week=${week}`)
    ).json()) as WeekWorkouts;
    for (const workout of answer.workouts) {
      workouts.set(`w${workout.week}d${workout.day}-${workout.type}`, workout);
    }
  }
  const workout = (id: string) => {
    const found = workouts.get(id);
    if (!found) throw new Error(`no workout ${id}`);
    return found;
  };

  /** One session: a set of the workout's first exercise, then the completion when asked. */
  const completed: { date: string; type: Workout['type'] }[] = [];
  async function session(id: string, at: string, complete: boolean) {
    const planned = workout(id);
    const sessionId = randomUUID();
    const exercise = planned.exercises[0]!;
    await post(page, base, `/api/workouts/${planned.id}/sets`, {
      clientId: randomUUID(),
      sessionId,
      exerciseId: exercise.id,
      exerciseIndex: 0,
      setNumber: 1,
      weight: exercise.targetWeight,
      reps: exercise.targetReps,
      rir: 2,
      targetWeight: exercise.targetWeight,
      targetReps: exercise.targetReps,
      targetRir: exercise.targetRir,
      skipped: false,
      performedAt: at,
    });
    if (!complete) return;
    await post(page, base, `/api/workouts/${planned.id}/complete`, { sessionId, completedAt: at });
    completed.push({ date: planned.date, type: planned.type });
  }

  // Two weeks ago; then the day before yesterday, yesterday and today (a 3-day streak).
  await session('w1d1-strength', await localNoon(page, workout('w1d1-strength').date), true);
  await session('w2d6-zone2', await localNoon(page, workout('w2d6-zone2').date), true);
  await session('w2d7-zone2', await localNoon(page, workout('w2d7-zone2').date), true);
  // Today's strength workout, then its Redo: two workouts completed, one planned workout done.
  // Now, not noon: a completion must not be in the future for any screen.
  await session('w3d1-strength', new Date(Date.now() - 2_000).toISOString(), true);
  await session('w3d1-strength', new Date(Date.now() - 1_000).toISOString(), true);
  // Started and left: lifting done, not a completed workout.
  await session('w3d1-stability', new Date().toISOString(), false);
  expect(completed.map((c) => c.date)).toEqual([
    addDays(today, -14),
    addDays(today, -2),
    addDays(today, -1),
    today,
    today,
  ]);
  const thisMonth = completed.filter((c) => c.date.startsWith(today.slice(0, 7))).length;

  // Decathlon tests: 95 (Achieved), target met but scored 60 (Needs Work: not "met" anywhere),
  // 75 (On Track) and target met without a score (100, Achieved). Two of ten reached.
  const goals = (await (
    await page.request.get(`/api/goals/centenarian?date=${today}`)
  ).json()) as Goal[];
  expect(goals).toHaveLength(10);
  const [first, second, third] = goals as [Goal, Goal, Goal];
  const last = goals[9]!;
  const quarterly = (goal: Goal, performanceScore: number | null, targetMet: boolean) =>
    post(page, base, '/api/goals/quarterly-test', {
      clientId: randomUUID(),
      goalId: goal.id,
      testDate: today,
      testResult: `Tested ${goal.activityName}`,
      performanceScore,
      targetMet,
    });
  await quarterly(first, 95, false);
  await quarterly(third, 75, false);
  await quarterly(last, null, true);
  // Last: the newest test, which the Method banner would have called "Goal Met".
  await quarterly(second, 60, true);
  const expectedLabels = new Map<string, GoalStatus>([
    [first.activityName, 'Achieved'],
    [second.activityName, 'Needs Work'],
    [third.activityName, 'On Track'],
    [last.activityName, 'Achieved'],
  ]);
  const reachedText = '2 of 10 goals achieved';

  // Today: the goals reached and the first three goals' labels.
  await page.goto('/');
  const preview = page.getByRole('region', { name: 'Centenarian Decathlon' });
  await expect(preview.getByRole('listitem')).toHaveCount(3);
  await expect(preview.getByText(reachedText, { exact: true })).toBeVisible();
  const todayLabels = new Map<string, GoalStatus>();
  for (const goal of [first, second, third]) {
    const item = preview.getByRole('listitem').filter({ hasText: goal.activityName });
    await expect(item).toHaveCount(1);
    todayLabels.set(goal.activityName, await labelIn(item));
  }
  await shoot(page, testInfo, 'today');

  // Goals: every card's label; the Achieved ones are the goals reached.
  await page.goto('/goals');
  const list = page.getByRole('list', { name: 'Decathlon goals' });
  await expect(list.getByRole('article')).toHaveCount(10);
  await expect(page.getByText(reachedText, { exact: true })).toBeVisible();
  const goalsLabels = new Map<string, GoalStatus>();
  for (const goal of goals) {
    const card = list.getByRole('article', { name: goal.activityName, exact: true });
    goalsLabels.set(goal.activityName, await labelIn(card));
  }
  for (const [name, label] of expectedLabels) expect(goalsLabels.get(name), name).toBe(label);
  expect([...goalsLabels.values()].filter((label) => label === 'Achieved')).toHaveLength(2);
  for (const [name, label] of todayLabels) {
    expect(label, `${name}: Today reads what Goals reads`).toBe(goalsLabels.get(name));
  }
  await shoot(page, testInfo, 'goals');

  // Method: the day streak, and the banner in the Goals screen's word for the achieved goal.
  await page.goto('/methodology');
  await expect(page.getByRole('heading', { level: 1, name: 'Method' })).toBeVisible();
  const consistency = page.getByRole('region', { name: 'Consistency & Analytics' });
  await expect(consistency.getByText('Day Streak').locator('..')).toContainText('3 / 30 days');
  const methodStreak = Number(
    /(\d+) \/ 30 days/.exec(
      (await consistency.getByText('Day Streak').locator('..').textContent()) ?? '',
    )?.[1],
  );
  const banner = page.getByRole('region', { name: 'Latest achievement' });
  await expect(banner).toContainText(`Decathlon Goal Achieved: ${last.activityName}!`);
  await expect(page.getByText(/Goal Met/)).toHaveCount(0);
  await shoot(page, testInfo, 'method');

  // Progress: workouts completed (the Redo counted), this month's, the streak, and the
  // month's volume, which counts the same sessions.
  await page.goto('/progress');
  await expect(page.getByRole('heading', { level: 1, name: 'Progress' })).toBeVisible();
  await expect(page.getByRole('group', { name: 'Workouts Completed' })).toHaveText(
    `${completed.length}Workouts Completed${thisMonth} this month`,
  );
  await expect(page.getByRole('group', { name: 'Day Streak' })).toHaveText(
    `${methodStreak} daysDay StreakTrained today`,
  );
  const volume = page.getByRole('region', { name: 'Monthly Training Volume' });
  const monthRow = volume.getByRole('table').getByRole('row').last();
  await expect(monthRow).toContainText(`${thisMonth} ${thisMonth === 1 ? 'session' : 'sessions'}`);
  const strengthThisMonth = completed.filter(
    (c) => c.type === 'strength' && c.date.startsWith(today.slice(0, 7)),
  ).length;
  await expect(volume.getByRole('region').first()).toContainText(
    `Strength${strengthThisMonth} ${strengthThisMonth === 1 ? 'session' : 'sessions'}`,
  );

  // Analytics: the goals reached as on Goals and Today; the alignment named for what it is.
  await page.goto('/analytics');
  await expect(page.getByRole('heading', { level: 1, name: 'Advanced Analytics' })).toBeVisible();
  await page.getByRole('tab', { name: 'Longevity' }).click();
  const projections = page.getByRole('region', { name: 'Longevity Projections' });
  await expect(projections.getByText(reachedText, { exact: true })).toBeVisible();
  // mean(95, 60, 75, 100) = 82.5, rounded half up.
  await expect(projections.getByLabel('Goal alignment 83%')).toBeVisible();
  await expect(projections).toContainText('83%: the average progress of your 4 tested goals');
  await expect(projections.getByText(/of your goals reached/)).toHaveCount(0);
  await shoot(page, testInfo, 'analytics-longevity');
});

import { randomUUID } from 'node:crypto';
import { addDays, formatCalendarDay } from '@grandfit/shared/domain/dates.ts';
import type { HistoryPage } from '@grandfit/shared/schemas/history.ts';
import type { SessionSets, TodayWorkouts, Workout } from '@grandfit/shared/schemas/training.ts';
import type { Page } from '@playwright/test';
import {
  createAccount,
  logFirstExerciseSet,
  expect,
  finishEarly,
  localDate,
  newLifterOnToday,
  outboxCount,
  shoot,
  startEmptyWorkout,
  startJourneyToday,
  test,
  todaysWorkout,
} from '../fixtures.ts';

const shot = (name: string, project: string) => ({
  path: `test-results/screenshots/history-${name}-${project}.png`,
  fullPage: true,
});

test('a lifter reviews and corrects the log: during the workout, in History, and deletes a session', async ({
  page,
  baseURL,
}, testInfo) => {
  test.setTimeout(180_000);
  const project = testInfo.project.name;
  await createAccount(page);
  await startJourneyToday(page, baseURL!);
  const date = await localDate(page);
  const today = (await (
    await page.request.get(`/api/workouts/today?date=${date}`)
  ).json()) as TodayWorkouts;
  const workout = today.workout as Workout;
  const first = workout.exercises[0]!;
  expect(first.unit).toBe('reps');

  // Set 1 through the screen, at 30 lb.
  await page.goto(`/workout/${workout.id}`);
  await page.getByRole('spinbutton', { name: /^Weight/ }).fill('30');
  await page.getByRole('spinbutton', { name: /^Reps/ }).fill('10');
  await page.getByRole('button', { name: 'Complete Set' }).click();
  const rest = page.getByRole('dialog', { name: 'Rest' });
  await rest.getByRole('button', { name: 'Skip Rest' }).click();
  await expect(rest).toBeHidden();

  // Corrected during the workout: Logged sets -> edit set 1 to 32.5 lb.
  await page.getByRole('button', { name: 'Logged sets (1)' }).click();
  const logged = page.getByRole('dialog', { name: 'Logged sets' });
  await expect(logged.getByText(/30 lb × 10/)).toBeVisible();
  await page.screenshot(shot('logged-sets', project));
  await logged.getByRole('button', { name: `Edit set 1 of ${first.name}` }).click();
  const edit = page.getByRole('dialog', { name: 'Edit set 1' });
  await edit.getByLabel('Weight (lb)').fill('32.5');
  await edit.getByRole('button', { name: 'Save set' }).click();
  await expect(edit).toBeHidden();
  await expect
    .poll(async () => {
      const sets = (await (
        await page.request.get(`/api/workouts/${workout.id}/sets`)
      ).json()) as SessionSets;
      return sets.sets.map((set) => set.weight);
    })
    .toEqual([32.5]);
  await expect(logged.getByText(/32\.5 lb × 10/)).toBeVisible();
  await page.keyboard.press('Escape');

  // The rest of the workout through the API, in the same session, then completed.
  const session = (await (
    await page.request.get(`/api/workouts/${workout.id}/sets`)
  ).json()) as SessionSets;
  const headers = { 'Content-Type': 'application/json', Origin: baseURL! };
  const performedAt = new Date().toISOString();
  for (let setNumber = 2; setNumber <= first.sets; setNumber++) {
    await logFirstExerciseSet(page, baseURL!, workout, {
      sessionId: session.sessionId!,
      setNumber,
      weight: 35,
      reps: 8,
      performedAt,
    });
  }
  const done = await page.request.post(`/api/workouts/${workout.id}/complete`, {
    headers,
    data: { sessionId: session.sessionId, completedAt: new Date().toISOString() },
  });
  expect(done.ok()).toBe(true);

  // History is one tap from Workouts.
  await page.goto('/workouts');
  await page
    .getByRole('navigation', { name: 'Training' })
    .getByRole('link', { name: 'History' })
    .click();
  await expect(page).toHaveURL('/history');
  const row = page.getByTestId('history-row').filter({ hasText: workout.name });
  await expect(row).toBeVisible();
  await expect(row).toContainText(`${first.sets}/`);
  await page.screenshot(shot('list', project));

  // Above the list, the month's calendar marks today (decision 061), and today opens the session.
  const monthName = new Date(`${date}T12:00:00Z`).toLocaleString('en-US', {
    month: 'long',
    timeZone: 'UTC',
  });
  const calendar = page
    .getByRole('region')
    .filter({ has: page.getByRole('button', { name: 'Previous month' }) });
  await expect(calendar.getByRole('heading')).toHaveText(`${monthName} ${date.slice(0, 4)}`);
  await expect(calendar.getByRole('status')).toHaveText('1 workout on 1 day');
  await expect(calendar.getByRole('button', { name: 'Next month' })).toBeDisabled();
  const todayOnCalendar = calendar.locator('[aria-current="date"]');
  await expect(todayOnCalendar).toHaveAccessibleName(/: 1 workout$/);
  await todayOnCalendar.click();
  await expect(todayOnCalendar).toHaveAttribute('aria-pressed', 'true');
  await calendar.getByRole('link', { name: new RegExp(workout.name) }).click();
  await expect(page.getByRole('heading', { level: 1, name: workout.name })).toBeVisible();
  await page.goBack();
  await calendar.getByRole('button', { name: 'Previous month' }).click();
  await expect(calendar.getByRole('status')).toHaveText('No workouts');
  await row.click();

  // The session as done against its targets, in the user's unit.
  await expect(page.getByRole('heading', { level: 1, name: workout.name })).toBeVisible();
  const lines = page.getByTestId('set-line');
  await expect(lines.filter({ hasText: 'Set 1' }).first()).toContainText('32.5 lb × 10');
  await expect(lines.filter({ hasText: 'Set 2' }).first()).toContainText('35 lb × 8 @ 2 RIR');
  await expect(lines.filter({ hasText: 'Set 2' }).first()).toContainText('Target');
  await expect(page.getByRole('link', { name: first.name })).toHaveAttribute(
    'href',
    `/exercises/${first.id}`,
  );
  await page.screenshot(shot('detail', project));

  // Edit set 2: the new value shows, and the server has it.
  await page.getByRole('button', { name: `Edit set 2 of ${first.name}` }).click();
  const editTwo = page.getByRole('dialog', { name: 'Edit set 2' });
  await editTwo.getByLabel('Weight (lb)').fill('-5');
  await editTwo.getByRole('button', { name: 'Save set' }).click();
  await expect(editTwo.getByText('Weight must not be negative')).toBeVisible();
  await editTwo.getByLabel('Weight (lb)').fill('40');
  await editTwo.getByLabel('Reps').fill('6');
  await editTwo.getByRole('button', { name: 'Save set' }).click();
  await expect(lines.filter({ hasText: 'Set 2' }).first()).toContainText('40 lb × 6 @ 2 RIR');
  await page.reload();
  await expect(lines.filter({ hasText: 'Set 2' }).first()).toContainText('40 lb × 6 @ 2 RIR');

  // Notes are kept.
  await page.getByLabel('Notes').fill('Felt strong today');
  await page.getByRole('button', { name: 'Save notes' }).click();
  await expect(page.getByText('Notes saved', { exact: true })).toBeVisible();

  // Delete set 2.
  await page.getByRole('button', { name: `Delete set 2 of ${first.name}` }).click();
  await page
    .getByRole('dialog', { name: 'Delete set 2?' })
    .getByRole('button', { name: 'Delete set' })
    .click();
  await expect(page.getByRole('button', { name: `Edit set 2 of ${first.name}` })).toBeHidden();
  await expect(lines.filter({ hasText: 'Set 1' }).first()).toContainText('32.5 lb × 10');
  await page.reload();
  await expect(page.getByLabel('Notes')).toHaveValue('Felt strong today');
  await expect(page.getByRole('button', { name: `Edit set 2 of ${first.name}` })).toBeHidden();

  // Delete the whole session: History is empty again.
  await page.getByRole('button', { name: 'Delete session' }).click();
  await page
    .getByRole('dialog', { name: 'Delete this session?' })
    .getByRole('button', { name: 'Delete session' })
    .click();
  await expect(page).toHaveURL('/history');
  await expect(page.getByRole('heading', { name: 'No completed workouts yet' })).toBeVisible();
  const history = (await (await page.request.get('/api/history')).json()) as HistoryPage;
  expect(history.items).toEqual([]);
  await page.screenshot(shot('empty', project));
});

test('a workout left unfinished waits in History, to be finished as of its last set or discarded', async ({
  page,
  baseURL,
}, testInfo) => {
  test.setTimeout(120_000);
  const project = testInfo.project.name;
  await createAccount(page);
  await startJourneyToday(page, baseURL!);
  const workout = await todaysWorkout(page);
  const planned = workout.exercises.reduce((sum, exercise) => sum + exercise.sets, 0);

  // Two sets through the screen, then the lifter walks away without Finish.
  await page.goto(`/workout/${workout.id}`);
  const rest = page.getByRole('dialog', { name: 'Rest' });
  for (let set = 0; set < 2; set++) {
    await page.getByRole('button', { name: 'Complete Set' }).click();
    await rest.getByRole('button', { name: 'Skip Rest' }).click();
    await expect(rest).toBeHidden();
  }
  await page.goto('/history');
  const unfinished = page.getByRole('list', { name: 'Workouts not finished' });
  const row = unfinished.getByRole('group', { name: new RegExp(`^${workout.name}`) });
  await expect(row).toContainText(`2/${planned} sets`);
  await expect(row).toContainText('Last set');
  // Left today, it can be gone back into.
  await expect(row.getByRole('link', { name: 'Resume' })).toHaveAttribute(
    'href',
    `/workout/${workout.id}`,
  );
  await expect(page.getByText('No completed workouts yet')).toBeVisible();
  await page.screenshot(shot('unfinished', project));

  // Its page shows what was logged before it is finished.
  await row.getByRole('link', { name: workout.name }).click();
  await expect(page.getByRole('heading', { level: 1, name: workout.name })).toBeVisible();
  await expect(page.getByText('Not finished', { exact: true })).toBeVisible();
  await page.goBack();

  // Finished from History: completed as of its last set, and listed with the completed ones.
  await row.getByRole('button', { name: 'Finish' }).click();
  await expect(unfinished).toBeHidden();
  const completed = page.getByRole('list', { name: 'Completed workouts' });
  await expect(completed.getByText(workout.name)).toBeVisible();
  await expect(completed).toContainText(`2/${planned} sets`);
  const stored = (await (
    await page.request.get(`/api/workouts/${workout.id}/sets`)
  ).json()) as SessionSets;
  const lastSetAt = Math.max(...stored.sets.map((set) => Date.parse(set.performedAt)));
  expect(stored.completedAt && Date.parse(stored.completedAt)).toBe(lastSetAt);

  // Done again yesterday and left after one set (sent here as the screen would): Today points to
  // it, and it is discarded with its set.
  const again = randomUUID();
  await logFirstExerciseSet(page, baseURL!, workout, {
    sessionId: again,
    setNumber: 1,
    weight: 30,
    reps: 10,
    performedAt: new Date(Date.now() - 86_400_000).toISOString(),
  });
  await page.goto('/');
  const notice = page.getByRole('link', { name: /was not finished/ });
  await expect(notice).toContainText(workout.name);
  await page.screenshot(shot('unfinished-today', project));
  await notice.click();
  await expect(page).toHaveURL('/history');
  await expect(row).toContainText(`1/${planned} sets`);
  // Yesterday's is finished or discarded, not resumed a day later.
  await expect(row.getByRole('link', { name: 'Resume' })).toHaveCount(0);
  await row.getByRole('button', { name: 'Discard' }).click();
  const confirm = page.getByRole('dialog', { name: 'Discard this workout?' });
  await confirm.getByRole('button', { name: 'Discard workout' }).click();
  await expect(unfinished).toBeHidden();
  await expect(completed.getByText(workout.name)).toHaveCount(1);
  await expect
    .poll(async () => (await page.request.get(`/api/history/sessions/${again}`)).status())
    .toBe(404);
  await page.goto('/');
  await expect(page.getByRole('heading', { name: 'Quick Actions' })).toBeVisible();
  await expect(notice).toHaveCount(0);
});

/**
 * An empty workout of his own, `name`, with one set of goblet squats at 40 lb, finished: the
 * answer to read its session's sets (one, once the server has it).
 */
async function finishedGobletSession(page: Page, name: string) {
  const workoutId = await startEmptyWorkout(page, name, [['goblet', /^Goblet Squat/]]);
  await page.getByRole('spinbutton', { name: /^Weight/ }).fill('40');
  await page.getByRole('button', { name: 'Complete Set' }).click();
  await page.getByRole('button', { name: 'Skip Rest' }).click();
  await finishEarly(page);
  const stored = async () =>
    (await (await page.request.get(`/api/workouts/${workoutId}/sets`)).json()) as SessionSets;
  await expect.poll(async () => (await stored()).sets?.length).toBe(1);
  return stored;
}

/* Decision 085: he did lat pulldowns at the end and never logged them; back in History, offline. */
test('a lifter adds an exercise he forgot to log to a finished session, offline', async ({
  page,
  context,
  baseURL,
}, testInfo) => {
  test.setTimeout(150_000);
  await newLifterOnToday(page, baseURL!);
  const stored = await finishedGobletSession(page, 'Back day');

  await page.goto(`/history/${(await stored()).sessionId}`);
  await expect(page.getByRole('heading', { name: 'Back day', level: 1 })).toBeVisible();
  await context.setOffline(true);
  await page.getByRole('button', { name: 'Add exercise' }).click();
  const picker = page.getByRole('dialog', { name: 'Add exercise' });
  await picker.getByRole('searchbox', { name: 'Search exercises' }).fill('pulldown');
  await picker.getByRole('button', { name: /^Lat Pulldown/ }).click();
  const add = page.getByRole('dialog', { name: 'Add a set' });
  await expect(add.getByText(/Lat Pulldown/)).toBeVisible();
  await add.getByLabel('Weight (lb)').fill('100');
  await add.getByLabel('Reps').fill('10');
  await shoot(page, testInfo, 'history-add-exercise-set');
  await add.getByRole('button', { name: 'Save set' }).click();
  await expect(page.getByText('Saved on this device', { exact: false }).first()).toBeVisible();
  // Listed at once after the squats, with a set of its own to add next.
  await expect(page.getByRole('heading', { level: 3 })).toHaveText([
    'Goblet Squat',
    'Lat Pulldown',
  ]);
  await expect(page.getByText(/^100 lb × 10$/)).toBeVisible();
  await expect(page.getByRole('button', { name: 'Add a set of Lat Pulldown' })).toBeVisible();
  await shoot(page, testInfo, 'history-added-exercise');
  expect(await outboxCount(page)).toBe(1);

  // Back online: the set reaches the session, after the squat, and the pulldown's page has it.
  await context.setOffline(false);
  await expect
    .poll(async () =>
      (await stored()).sets?.map((set) => [
        set.exerciseId,
        set.exerciseIndex,
        set.weight,
        set.reps,
      ]),
    )
    .toEqual([
      ['goblet-squat', 0, 40, expect.any(Number)],
      ['lat-pulldown', 1, 100, 10],
    ]);
  await page.reload();
  await expect(page.getByRole('heading', { level: 3 })).toHaveText([
    'Goblet Squat',
    'Lat Pulldown',
  ]);
  await page.getByRole('link', { name: 'Lat Pulldown' }).click();
  await expect(page).toHaveURL(/\/exercises\/lat-pulldown$/);
  await expect(page.getByText(/100 lb × 10/).first()).toBeVisible();
});

test("a lifter logged last night's workout this morning and moves it to last night", async ({
  page,
  baseURL,
}, testInfo) => {
  test.setTimeout(120_000);
  await newLifterOnToday(page, baseURL!);
  const stored = await finishedGobletSession(page, 'Garage session');
  const { sessionId } = await stored();
  const today = await localDate(page);
  const yesterday = addDays(today, -1);

  await page.goto(`/history/${sessionId}`);
  await expect(page.getByText(formatCalendarDay(today))).toBeVisible();
  await page.getByRole('button', { name: 'Edit time' }).click();
  const dialog = page.getByRole('dialog', { name: 'Edit time' });
  await dialog.getByLabel('Started').fill(`${yesterday}T18:30`);
  await dialog.getByLabel('Duration (min)').fill('50');
  await shoot(page, testInfo, 'history-edit-time');
  await dialog.getByRole('button', { name: 'Save time' }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByText(formatCalendarDay(yesterday))).toBeVisible();
  await expect(page.getByText('50 min')).toBeVisible();

  // The server has it, and History's list and the set itself moved with it.
  await page.reload();
  await expect(page.getByText(formatCalendarDay(yesterday))).toBeVisible();
  await expect(page.getByText('50 min')).toBeVisible();
  const history = (await (await page.request.get('/api/history')).json()) as HistoryPage;
  expect(history.items.map((item) => [item.date, item.durationSeconds])).toEqual([
    [yesterday, 3000],
  ]);
  const start = await page.evaluate(
    (wall) => Date.parse(new Date(wall).toISOString()),
    `${yesterday}T18:30`,
  );
  const [set] = (await stored()).sets!;
  const setAfterStart = Date.parse(set!.performedAt) - start;
  expect(setAfterStart).toBeGreaterThanOrEqual(0);
  expect(setAfterStart).toBeLessThan(10 * 60_000);
  await page.goto('/history');
  await expect(page.getByText(formatCalendarDay(yesterday)).first()).toBeVisible();
  await shoot(page, testInfo, 'history-moved-session');
});

import { randomUUID } from 'node:crypto';
import type { Workout } from '@grandfit/shared/schemas/training.ts';
import { createAccount, expect, startJourneyToday, test, todaysWorkout } from '../fixtures.ts';

const SHOTS = process.env.RECORDS_SHOTS_DIR;

test('a set that beats an earlier one is a personal record in the session, the summary and the exercise page', async ({
  page,
  baseURL,
}, testInfo) => {
  test.setTimeout(150_000);
  const shot = async (name: string) => {
    const path = SHOTS
      ? `${SHOTS}/${testInfo.project.name}-${name}.png`
      : testInfo.outputPath(`${name}.png`);
    await page.screenshot({ path, fullPage: true });
  };
  await createAccount(page);
  await startJourneyToday(page, baseURL!);
  const workout: Workout = await todaysWorkout(page);
  const first = workout.exercises[0]!;
  expect(first.unit).toBe('reps');

  // An earlier session of the same workout, yesterday: 25 lb for the first exercise.
  const earlier = randomUUID();
  const yesterday = new Date(Date.now() - 86_400_000);
  const post = (url: string, data: unknown) =>
    page.request.post(url, {
      data,
      headers: { 'Content-Type': 'application/json', Origin: baseURL! },
    });
  for (const setNumber of [1, 2]) {
    const res = await post(`/api/workouts/${workout.id}/sets`, {
      clientId: randomUUID(),
      sessionId: earlier,
      exerciseId: first.id,
      exerciseIndex: 0,
      setNumber,
      weight: 25,
      weightUnit: 'lb',
      reps: first.targetReps,
      rir: 2,
      targetWeight: null,
      targetReps: first.targetReps,
      targetRir: first.targetRir,
      performedAt: new Date(yesterday.getTime() + setNumber * 60_000).toISOString(),
    });
    expect(res.ok()).toBe(true);
  }
  const completed = await post(`/api/workouts/${workout.id}/complete`, {
    sessionId: earlier,
    completedAt: new Date(yesterday.getTime() + 30 * 60_000).toISOString(),
  });
  expect(completed.ok()).toBe(true);

  // Today: the workout again, heavier.
  await page.reload();
  await page
    .getByRole('article', { name: workout.name })
    .getByRole('link', { name: /Redo Workout|Start Workout/ })
    .click();
  await expect(page).toHaveURL(`/workout/${workout.id}`);
  const progress = page.getByRole('region', { name: 'Workout progress' });
  await expect(progress.getByRole('link', { name: first.name })).toBeVisible();
  await page.getByRole('spinbutton', { name: /^Weight/ }).fill('40');
  await page.getByRole('button', { name: 'Complete Set' }).click();
  // The PR, told at once from the log-set answer.
  await expect(page.getByText('New personal record!', { exact: true })).toBeVisible();
  await expect(page.getByText(/Heaviest weight: 40 lb/).first()).toBeVisible();
  await shot('session-pr');
  await page
    .getByRole('dialog', { name: 'Rest' })
    .getByRole('button', { name: 'Skip Rest' })
    .click();

  // The exercise page, from the exercise's name in the session.
  await progress.getByRole('link', { name: first.name }).click();
  await expect(page).toHaveURL(`/exercises/${first.id}`);
  await expect(page.getByRole('heading', { name: first.name, level: 1 })).toBeVisible();
  const records = page.getByRole('region', { name: 'Personal records' });
  await expect(records).toContainText('Heaviest weight');
  await expect(records).toContainText('40 lb');
  await expect(records).toContainText('Heaviest weight: 40 lb');
  await expect(page.getByRole('figure', { name: 'Estimated one-rep max' })).toBeVisible();
  await page.getByRole('figure', { name: 'Estimated one-rep max' }).scrollIntoViewIfNeeded();
  await expect(page.locator('canvas').first()).toBeVisible();
  const history = page.getByRole('region', { name: 'History' });
  await expect(history.getByLabel(/Personal record: Heaviest weight/)).toBeVisible();
  await expect(history.getByText('25 lb ×').first()).toBeVisible();
  const byReps = page.getByRole('region', { name: 'Best weight by reps' });
  await expect(byReps).toContainText('40 lb');
  await shot('exercise-page');
  await page.goBack();

  // The rest of the workout is skipped; the summary lists the PR and compares with yesterday.
  await expect(page).toHaveURL(`/workout/${workout.id}`);
  const summary = page.getByRole('heading', { name: 'Workout complete', exact: true });
  for (;;) {
    const skip = page.getByRole('button', { name: 'Skip Set' });
    await expect(skip.or(summary)).toBeVisible();
    if (await summary.isVisible()) break;
    await skip.click();
  }
  await expect(page).toHaveURL(`/workout/${workout.id}/summary`);
  const figures = page.getByRole('region', { name: 'Summary' });
  const planned = workout.exercises.reduce((sum, exercise) => sum + exercise.sets, 0);
  await expect(figures).toContainText(`1 / ${planned}`);
  await expect(figures).toContainText(`${40 * first.targetReps} lb`);
  const prs = page.getByRole('region', { name: 'Personal records' });
  await expect(prs).toContainText(first.name);
  await expect(prs).toContainText('Heaviest weight: 40 lb');
  const since = page.getByRole('region', { name: 'Since last time' });
  // Yesterday: 2 sets, 2 x 25 x reps; today 1 set of 40 x reps.
  await expect(since).toContainText('Sets: −1 set');
  await expect(since).toContainText(`Volume: −${10 * first.targetReps} lb`);
  await shot('finish-summary');

  // Share (decision 071): without a share sheet (desktop Chromium), the text goes to the clipboard.
  await page.context().grantPermissions(['clipboard-read', 'clipboard-write']);
  await figures.getByRole('button', { name: 'Share workout' }).click();
  await expect(page.getByText('Copied to clipboard', { exact: true })).toBeVisible();
  const shared = await page.evaluate(() => navigator.clipboard.readText());
  expect(shared.startsWith(`${workout.name} done: `)).toBe(true);
  expect(shared).toMatch(/ done: \d+ min, 1 set, /);
  // Its two records (the heaviest weight and the e1RM), the exercise named once.
  expect(shared).toContain(
    `, 1 set, ${40 * first.targetReps} lb lifted. ` +
      `New records: ${first.name} (Heaviest weight: 40 lb; Best e1RM: `,
  );
  expect(shared.endsWith(' lb). Trained with GrandFit.')).toBe(true);

  // The PR links to the exercise page too; Done returns to Today.
  await expect(prs.getByRole('link', { name: first.name }).first()).toHaveAttribute(
    'href',
    `/exercises/${first.id}`,
  );
  await page.getByRole('button', { name: 'Done', exact: true }).click();
  await expect(page).toHaveURL('/');
  await expect(page.getByRole('heading', { name: 'Today', exact: true })).toBeVisible();
});

test('a weighted pull-up is a bodyweight lift: its added weight and reps count, never an e1RM of the belt', async ({
  page,
  baseURL,
}) => {
  await createAccount(page);
  await startJourneyToday(page, baseURL!);
  const workout: Workout = await todaysWorkout(page);
  // Pull-ups added to the session (after the plan's exercises), two days running.
  const days = [
    { sessionId: randomUUID(), at: Date.now() - 86_400_000, weight: 20, reps: 8 },
    { sessionId: randomUUID(), at: Date.now() - 3_600_000, weight: 30, reps: 6 },
  ];
  for (const { sessionId, at, weight, reps } of days) {
    const res = await page.request.post(`/api/workouts/${workout.id}/sets`, {
      data: {
        clientId: randomUUID(),
        sessionId,
        exerciseId: 'pull-up',
        exerciseIndex: workout.exercises.length,
        setNumber: 1,
        weight,
        weightUnit: 'lb',
        reps,
        rir: 1,
        targetWeight: null,
        targetReps: null,
        targetRir: null,
        performedAt: new Date(at).toISOString(),
      },
      headers: { 'Content-Type': 'application/json', Origin: baseURL! },
    });
    expect(res.ok(), await res.text()).toBe(true);
  }

  await page.goto('/exercises/pull-up');
  await expect(page.getByRole('heading', { name: 'Pull-Up', level: 1 })).toBeVisible();
  const records = page.getByRole('region', { name: 'Personal records' });
  await expect(records).toContainText('Heaviest added weight');
  await expect(records).toContainText('30 lb');
  await expect(records).toContainText('Heaviest added weight: 30 lb');
  await expect(records).not.toContainText('e1RM');
  await expect(page.getByRole('figure', { name: 'Most reps in a set, by session' })).toBeVisible();
  const byReps = page.getByRole('region', { name: 'Best added weight by reps' });
  await expect(byReps.getByRole('row', { name: /^6 30 lb/ })).toBeVisible();
  await expect(byReps.getByRole('row', { name: /^8 20 lb/ })).toBeVisible();
});

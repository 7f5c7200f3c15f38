import fs from 'node:fs/promises';
import type { Page, TestInfo } from '@playwright/test';
import { closeWithEscape, createAccount, expect, newAccount, test } from '../fixtures.ts';

const SHOTS = process.env.WORKOUT_IMPORT_SHOTS_DIR;
const pad = (n: number) => String(n).padStart(2, '0');

/** Strong's local date-time `daysAgo` days back: `2026-11-20 18:30:00` (no zone, as Strong writes it). */
function strongTime(daysAgo: number, hour: number, minute = 0): string {
  const d = new Date();
  d.setDate(d.getDate() - daysAgo);
  d.setHours(hour, minute, 0, 0);
  return `${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())} ${pad(d.getHours())}:${pad(
    d.getMinutes(),
  )}:00`;
}

const HEADER =
  'Date;Workout Name;Exercise Name;Set Order;Weight;Weight Unit;Reps;RPE;Distance;Distance Unit;Seconds;Notes;Workout Notes;Workout Duration';

/**
 * A Strong export in its semicolon layout (the older "Export Data"), as the app writes it: a BOM,
 * CRLF, decimal commas, warm-ups as "W", a rest-timer row that is not a set, quoted notes, a set
 * note. 3 workouts, 14 sets of which 2 warm-ups.
 */
function strongFile(): string {
  const push1 = strongTime(6, 18);
  const legs = strongTime(3, 18, 30);
  const push2 = strongTime(1, 7);
  const row = (
    date: string,
    workout: string,
    exercise: string,
    order: string,
    weight: string,
    reps: string,
    rpe = '',
    duration = '1h 5m',
    note = '',
  ) =>
    `${date};${workout};${exercise};${order};${weight};kg;${reps};${rpe};;;;${note};"Good; focused";${duration}`;
  const rows = [
    row(push1, 'Push Day', 'Bench Press (Barbell)', 'W', '40', '10'),
    row(push1, 'Push Day', 'Bench Press (Barbell)', '1', '80', '5', '8'),
    row(
      push1,
      'Push Day',
      'Bench Press (Barbell)',
      '2',
      '80',
      '5',
      '8,5',
      '1h 5m',
      '"Paused; 2 s"',
    ),
    `${push1};Push Day;Bench Press (Barbell);Rest Timer;;;;;;;90;;"Good; focused";1h 5m`,
    row(push1, 'Push Day', 'Bench Press (Barbell)', '3', '80', '5', '9'),
    row(push1, 'Push Day', 'Squat (Smith Machine)', '1', '60', '8'),
    row(push1, 'Push Day', 'Squat (Smith Machine)', '2', '60', '8'),
    row(legs, 'Leg Day', 'Squat (Barbell)', 'W', '60', '5', '', '50m'),
    row(legs, 'Leg Day', 'Squat (Barbell)', '1', '100', '5', '8', '50m'),
    row(legs, 'Leg Day', 'Squat (Barbell)', '2', '105', '5', '9', '50m'),
    row(legs, 'Leg Day', 'Squat (Barbell)', '3', '105', '4', '', '50m'),
    row(legs, 'Leg Day', 'Deadlift (Barbell)', '1', '140', '5', '8', '50m'),
    row(push2, 'Push Day', 'Bench Press (Barbell)', '1', '82,5', '5', '8', '40m'),
    row(push2, 'Push Day', 'Bench Press (Barbell)', '2', '82,5', '5', '', '40m'),
    row(push2, 'Push Day', 'Squat (Barbell)', '1', '107,5', '3', '9', '40m'),
  ];
  return `\uFEFF${[HEADER, ...rows].join('\r\n')}\r\n`;
}

async function shot(page: Page, testInfo: TestInfo, name: string) {
  for (const [width, height] of [
    [390, 844],
    [1280, 800],
  ] as const) {
    await page.setViewportSize({ width, height });
    const path = SHOTS
      ? `${SHOTS}/${name}-${width}.png`
      : testInfo.outputPath(`${name}-${width}.png`);
    await page.screenshot({ path });
  }
  await page.setViewportSize({ width: 390, height: 844 });
}

async function openImport(page: Page, file: string) {
  await page.getByRole('button', { name: 'Profile' }).click();
  await page.getByRole('button', { name: 'Import Workout History' }).click();
  const dialog = page.getByRole('dialog', { name: 'Import workout history' });
  await dialog.getByLabel('Export file (.csv)').setInputFiles(file);
  const preview = dialog.getByRole('region', { name: 'Import preview' });
  await expect(preview).toBeVisible();
  return { dialog, preview };
}

/** The figure a preview shows under its label ("Workouts" -> "3"). */
const figure = (preview: ReturnType<Page['getByRole']>, label: string) =>
  preview
    .locator('dt', { hasText: new RegExp(`^${label}$`) })
    .locator('xpath=following-sibling::dd');

/** The row of one name of the file in the preview's exercise list. */
const exerciseRow = (preview: ReturnType<Page['getByRole']>, name: string) =>
  preview.getByRole('listitem').filter({ has: preview.page().getByText(name, { exact: true }) });

test('a Strong export is imported through the dialog with one mapping fixed, and feeds History and the exercise page', async ({
  page,
}, testInfo) => {
  test.setTimeout(120_000);
  const file = testInfo.outputPath('strong.csv');
  await fs.writeFile(file, strongFile());
  await createAccount(page);

  const { dialog, preview } = await openImport(page, file);
  await expect(preview.getByText('Strong (semicolon export)')).toBeVisible();
  await expect(figure(preview, 'Workouts')).toHaveText('3');
  await expect(figure(preview, 'Warm-up sets')).toHaveText('2');
  await expect(figure(preview, 'Already imported')).toHaveText('0 sets');
  await expect(figure(preview, 'Set notes')).toHaveText('1');
  // The file states its unit: no question.
  await expect(preview.getByRole('radio', { name: 'kg' })).toHaveCount(0);

  await expect(exerciseRow(preview, 'Squat (Barbell)')).toContainText('Back Squat');
  await expect(exerciseRow(preview, 'Bench Press (Barbell)')).toContainText('Bench Press');
  // Smith machine squats are not barbell back squats: a likely match, which the user corrects
  // into an exercise of their own so the barbell records stay the barbell's.
  const smith = exerciseRow(preview, 'Squat (Smith Machine)');
  await expect(smith).toContainText('Back Squat');
  await expect(smith).toContainText(/\d+ %/);
  await smith.getByRole('button', { name: 'Change the match for Squat (Smith Machine)' }).click();
  const picker = dialog.getByRole('region', { name: 'Match “Squat (Smith Machine)”' });
  await picker.getByLabel('Custom exercise name').fill('Smith Machine Squat');
  await picker.getByLabel('Kind').selectOption('weighted');
  await picker.getByRole('button', { name: 'Use a new custom exercise' }).click();
  await expect(smith).toContainText('Smith Machine Squat (custom, weighted)');
  await expect(smith).toContainText('New custom exercise');
  await expect(smith.getByRole('button', { name: /Change the match/ })).toBeFocused();
  await shot(page, testInfo, 'preview');

  await dialog.getByRole('button', { name: 'Import 3 workouts' }).click();
  const result = dialog.getByRole('region', { name: 'Import result' });
  await expect(result.getByRole('status')).toHaveText(
    'Imported 3 sessions and 14 sets from Strong',
  );
  await expect(result).toContainText('1 custom exercise created');
  await shot(page, testInfo, 'result');

  // History lists the three sessions under their Strong names, labelled with the app.
  await result.getByRole('link', { name: 'Open History' }).click();
  await expect(page).toHaveURL('/history');
  await expect(dialog).toBeHidden();
  const sessions = page.getByRole('link', { name: /Push Day|Leg Day/ });
  await expect(sessions).toHaveCount(3);
  for (const session of await sessions.all()) {
    await expect(session).toContainText('Imported from Strong');
  }
  // The first Push Day keeps its set note and the RPE he logged (decision 096), in his lb.
  await sessions.filter({ hasText: 'Push Day' }).last().click();
  await expect(page.getByText('176.4 lb × 5 @ RPE 8.5')).toBeVisible();
  await expect(page.getByText('Paused; 2 s')).toBeVisible();
  await page.getByText('Paused; 2 s').scrollIntoViewIfNeeded();
  await shot(page, testInfo, 'session-notes');
  await page.goBack();
  await expect(sessions).toHaveCount(3);

  // The barbell squat's page lists its two imported sessions (the warm-up among their 5 sets) and
  // draws their e1RM.
  await page.goto('/exercises/back-squat');
  await expect(page.getByRole('heading', { name: 'Back Squat', level: 1 })).toBeVisible();
  await expect(page.getByText('5 sets in 2 sessions')).toBeVisible();
  await expect(page.getByRole('figure', { name: 'Estimated one-rep max' })).toBeVisible();
  await page.getByRole('figure', { name: 'Estimated one-rep max' }).scrollIntoViewIfNeeded();
  await expect(page.locator('figure canvas').first()).toBeVisible();

  // The same file again adds nothing.
  const again = await openImport(page, file);
  await expect(figure(again.preview, 'Already imported')).toHaveText('14 sets');
  await expect(again.preview.getByText('Every set of this file is already imported')).toBeVisible();
  // The mapping chosen the first time is remembered.
  await expect(exerciseRow(again.preview, 'Squat (Smith Machine)')).toContainText('Remembered');
  await again.dialog.getByRole('button', { name: 'Import 3 workouts' }).click();
  await expect(
    again.dialog.getByRole('region', { name: 'Import result' }).getByRole('status'),
  ).toHaveText('Nothing new: all 14 sets from Strong were already imported');
});

/** Downloads the Strong CSV from Profile's export dialog; returns its path and text. */
async function exportStrong(page: Page) {
  await page.getByRole('button', { name: 'Profile' }).click();
  await page.getByRole('button', { name: 'Export Training Data' }).click();
  const dialog = page.getByRole('dialog', { name: 'Export Training Data' });
  await expect(dialog.getByText('Opens in Strong, Hevy and Liftosaur')).toBeVisible();
  const [download] = await Promise.all([
    page.waitForEvent('download'),
    dialog.getByRole('link', { name: /Strong CSV/ }).click(),
  ]);
  expect(download.suggestedFilename()).toMatch(/^grandfit-strong-\d{4}-\d{2}-\d{2}\.csv$/);
  const path = await download.path();
  await closeWithEscape(page, dialog);
  return { path, text: await fs.readFile(path, 'utf8') };
}

test('a Strong CSV export is imported into a second account, and its export is the same file', async ({
  page,
}, testInfo) => {
  test.setTimeout(150_000);
  const file = testInfo.outputPath('strong.csv');
  await fs.writeFile(file, strongFile());

  await createAccount(page);
  const first = await openImport(page, file);
  await first.dialog.getByRole('button', { name: 'Import 3 workouts' }).click();
  await expect(
    first.dialog.getByRole('region', { name: 'Import result' }).getByRole('status'),
  ).toHaveText('Imported 3 sessions and 14 sets from Strong');
  await first.dialog.getByRole('button', { name: 'Done' }).click();

  const exported = await exportStrong(page);
  const lines = exported.text.trim().split(/\r?\n/);
  expect(lines[0]?.replace(/^\uFEFF/, '')).toBe(
    'Date,Workout Name,Duration,Exercise Name,Set Order,Weight,Reps,Distance,Seconds,Notes,Workout Notes,RPE',
  );
  // Every set, the warm-ups among them ("W"); the rest-timer row was never a set.
  expect(lines).toHaveLength(1 + 14);
  expect(lines.filter((line) => /,W,/.test(line))).toHaveLength(2);

  // A second account, which has never seen these workouts, brings them from the onboarding's
  // last step.
  await page.getByRole('button', { name: 'Profile' }).click();
  await page.getByRole('button', { name: 'Logout' }).click();
  await expect(page.getByRole('button', { name: 'Start Your Longevity Journey' })).toBeVisible();
  await createAccount(page, newAccount(), { onboarding: 'keep' });
  await page.getByRole('button', { name: 'Next' }).click();
  await page.getByLabel('Birth date').fill('1978-04-12');
  await page.getByRole('button', { name: 'Next' }).click();
  await page.getByLabel('Body weight (lb)').fill('180');
  await page.getByRole('button', { name: 'Next' }).click();
  await page.getByRole('button', { name: 'Next' }).click();
  await expect(
    page.getByRole('heading', { level: 1, name: 'When do you want to start?' }),
  ).toBeVisible();
  await page
    .getByRole('button', { name: 'Bring your history from Strong, Hevy or Liftosaur' })
    .click();
  const dialog = page.getByRole('dialog', { name: 'Import workout history' });
  await dialog.getByLabel('Export file (.csv)').setInputFiles(exported.path);
  const preview = dialog.getByRole('region', { name: 'Import preview' });
  await expect(preview.getByText('Strong (comma export)')).toBeVisible();
  await expect(figure(preview, 'Workouts')).toHaveText('3');
  // The comma layout has no unit column: the import waits for the user's answer.
  await dialog.getByRole('button', { name: 'Import 3 workouts' }).click();
  await expect(dialog.getByRole('alert')).toHaveText('Choose whether the weights are in kg or lb.');
  // The export wrote the weights in the first account's unit, lb unless set otherwise.
  await preview.getByRole('radio', { name: 'lb' }).check();
  await dialog.getByRole('button', { name: 'Import 3 workouts' }).click();
  const result = dialog.getByRole('region', { name: 'Import result' });
  await expect(result.getByRole('status')).toHaveText(
    'Imported 3 sessions and 14 sets from Strong',
  );
  await expect(result).toContainText('in History once your setup is done');
  await dialog.getByRole('button', { name: 'Done' }).click();
  await page.getByRole('button', { name: 'Start My Journey' }).click();
  await expect(page.getByRole('heading', { name: 'Today', exact: true })).toBeVisible();

  // The round trip is exact: the second account's export is the first one's, line for line.
  const again = await exportStrong(page);
  expect(again.text).toBe(exported.text);

  // And the exported file imported again adds nothing.
  const repeat = await openImport(page, exported.path);
  await expect(figure(repeat.preview, 'Already imported')).toHaveText('14 sets');
  await repeat.preview.getByRole('radio', { name: 'lb' }).check();
  await repeat.dialog.getByRole('button', { name: 'Import 3 workouts' }).click();
  await expect(
    repeat.dialog.getByRole('region', { name: 'Import result' }).getByRole('status'),
  ).toHaveText('Nothing new: all 14 sets from Strong were already imported');
});

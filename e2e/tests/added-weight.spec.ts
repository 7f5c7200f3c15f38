import type { Page } from '@playwright/test';
import type { SessionSets } from '@grandfit/shared/schemas/training.ts';
import { expect, newLifterOnToday, shoot, startEmptyWorkout, test } from '../fixtures.ts';

/** An empty workout of one exercise alone, started from Workouts (decision 075): its id. */
async function startOnly(
  page: Page,
  workoutName: string,
  [typed, name]: [string, string],
): Promise<string> {
  const workoutId = await startEmptyWorkout(page, workoutName, [[typed, new RegExp(`^${name}`)]]);
  await expect(
    page.getByRole('region', { name: 'Workout progress' }).getByRole('heading', { name }),
  ).toBeVisible();
  return workoutId;
}

const startPullUps = (page: Page) => startOnly(page, 'Pull-ups', ['pull-up', 'Pull-Up']);

async function completeSet(page: Page) {
  await page.getByRole('button', { name: 'Complete Set' }).click();
  await page.getByRole('button', { name: 'Skip Rest' }).click();
}

/* Decision 080: a belt on his pull-ups, logged, kept set to set and session to session. */
test('a lifter adds weight to his pull-ups, and the next session starts with it', async ({
  page,
  baseURL,
}, testInfo) => {
  test.setTimeout(180_000);
  await newLifterOnToday(page, baseURL!);

  const firstId = await startPullUps(page);
  const added = page.getByRole('spinbutton', { name: /^Added weight/ });
  await expect(page.getByRole('spinbutton', { name: /^Reps/ })).toBeVisible();
  await expect(added).toHaveCount(0);
  await page.getByRole('button', { name: 'Add weight' }).click();
  await expect(added).toBeFocused();
  await added.fill('25');
  await shoot(page, testInfo, 'pull-ups-added-weight');
  await completeSet(page);
  // Set 2 keeps the belt; set 3 is done without it.
  await expect(added).toHaveValue('25');
  await completeSet(page);
  await page.getByRole('button', { name: 'No added weight' }).click();
  await expect(added).toHaveCount(0);
  await page.getByRole('button', { name: 'Complete Set' }).click();
  await expect(page.getByRole('heading', { name: 'Workout complete', exact: true })).toBeVisible();
  // The finish summary lists the exercise with its best set: the same reps, the belt's the best.
  await expect(page.getByRole('region', { name: 'Exercises' }).getByRole('listitem')).toHaveText([
    /^Pull-Up 3 sets Best set \+25 lb × \d+$/,
  ]);
  await page.getByRole('region', { name: 'Exercises' }).scrollIntoViewIfNeeded();
  await shoot(page, testInfo, 'finish-summary-exercises');
  await expect
    .poll(async () => {
      const stored = (await (
        await page.request.get(`/api/workouts/${firstId}/sets`)
      ).json()) as SessionSets;
      return stored.sets?.map((set) => [set.setNumber, set.weight]);
    })
    .toEqual([
      [1, 25],
      [2, 25],
      [3, 0],
    ]);

  // History and the exercise's page read the belt as added weight, never as the lift.
  const { sessionId } = (await (
    await page.request.get(`/api/workouts/${firstId}/sets`)
  ).json()) as SessionSets;
  await page.goto(`/history/${sessionId}`);
  await expect(page.getByText(/^\+25 lb × \d+ @ 2 RIR$/).first()).toBeVisible();
  await shoot(page, testInfo, 'pull-ups-in-history');
  // A fourth set he forgot to log, added afterwards (decision 082), belt on again.
  await page.getByRole('button', { name: 'Add a set of Pull-Up' }).click();
  const add = page.getByRole('dialog', { name: 'Add a set' });
  await add.getByLabel('Added weight (lb)').fill('25');
  await add.getByLabel('Reps').fill('6');
  await shoot(page, testInfo, 'history-add-set');
  await add.getByRole('button', { name: 'Save set' }).click();
  await expect(page.getByText(/^\+25 lb × 6 @ 2 RIR$/)).toBeVisible();
  await expect
    .poll(async () => {
      const stored = (await (
        await page.request.get(`/api/workouts/${firstId}/sets`)
      ).json()) as SessionSets;
      return stored.sets?.map((set) => [set.setNumber, set.weight, set.reps]).at(-1);
    })
    .toEqual([4, 25, 6]);
  await page.goto('/exercises/pull-up');
  await expect(page.getByText('Heaviest added weight').first()).toBeVisible();

  // The next session: set 1 starts with last time's belt, and Last time says it was added.
  await startPullUps(page);
  await expect(added).toHaveValue('25');
  await expect(page.getByRole('list', { name: /^Last time, / }).getByRole('listitem')).toHaveText([
    /^Set 1: \+25 lb × \d+$/,
    /^Set 2: \+25 lb × \d+$/,
    /^Set 3: \d+ reps$/,
    /^Set 4: \+25 lb × 6$/,
  ]);
  await shoot(page, testInfo, 'pull-ups-last-time-added-weight');
});

/* Decision 083: pull-ups on a band, whose help is logged, and less of it is his record. */
test('a lifter logs band-assisted pull-ups, and less help is a record', async ({
  page,
  baseURL,
}, testInfo) => {
  test.setTimeout(180_000);
  await newLifterOnToday(page, baseURL!);

  await page.goto('/profile');
  const mine = page.getByRole('region', { name: 'My exercises' });
  await mine.getByRole('button', { name: 'New' }).click();
  const create = page.getByRole('dialog', { name: 'New exercise' });
  await create.getByLabel('Name').fill('Band pull-up');
  await create.getByRole('radio', { name: /Assisted/ }).check();
  await shoot(page, testInfo, 'new-assisted-exercise');
  await create.getByRole('button', { name: 'Create exercise' }).click();
  await expect(mine.getByText(/^Assisted/)).toBeVisible();

  const startBand = () => startOnly(page, 'Band', ['band', 'Band pull-up']);
  const firstId = await startBand();
  const assistance = page.getByRole('spinbutton', { name: /^Assistance/ });
  await expect(page.getByRole('spinbutton', { name: /^Weight/ })).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Add weight' })).toHaveCount(0);
  await assistance.fill('40');
  await shoot(page, testInfo, 'band-assistance');
  await completeSet(page);
  await expect(assistance).toHaveValue('40');
  await completeSet(page);
  await page.getByRole('button', { name: 'Complete Set' }).click();
  await expect(page.getByRole('heading', { name: 'Workout complete', exact: true })).toBeVisible();
  const stored = async (workoutId: string) =>
    (await (await page.request.get(`/api/workouts/${workoutId}/sets`)).json()) as SessionSets;
  await expect
    .poll(async () => (await stored(firstId)).sets?.map((set) => set.weight))
    .toEqual([40, 40, 40]);

  // The next session starts with last time's band; a lighter one is a record, said as help.
  const secondId = await startBand();
  await expect(assistance).toHaveValue('40');
  await expect(page.getByRole('list', { name: /^Last time, / }).getByRole('listitem')).toHaveText([
    /^Set 1: −40 lb × \d+$/,
    /^Set 2: −40 lb × \d+$/,
    /^Set 3: −40 lb × \d+$/,
  ]);
  await assistance.fill('25');
  await page.getByRole('button', { name: 'Complete Set' }).click();
  await expect(page.getByText('Least assistance: 25 lb').first()).toBeVisible();
  await shoot(page, testInfo, 'band-least-assistance');
  await expect.poll(async () => (await stored(secondId)).sets?.length).toBe(1);

  const { sessionId } = await stored(secondId);
  await page.goto(`/history/${sessionId}`);
  await expect(page.getByText(/^−25 lb × \d+ @ 2 RIR$/)).toBeVisible();
  await expect(page.getByText('PR Least assistance')).toBeVisible();
  await shoot(page, testInfo, 'band-in-history');
  await page.getByRole('button', { name: 'Add a set of Band pull-up' }).click();
  await expect(
    page.getByRole('dialog', { name: 'Add a set' }).getByLabel('Assistance (lb)'),
  ).toBeVisible();
});

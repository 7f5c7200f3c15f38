import type { SessionSets } from '@grandfit/shared/schemas/training.ts';
import { createAccount, expect, startJourneyToday, test, todaysWorkouts } from '../fixtures.ts';

/*
 * Decision 063: a timed exercise has a hold timer. The side plank (15 s per side in week 1) is timed side
 * by side: the countdown, the buzz at the target, on past it, and Stop fills in the shorter side,
 * which Complete Set logs. The page's clock is Playwright's, moved on by the test.
 */
test('a lifter times his side plank, side by side, and logs what he held', async ({
  page,
  baseURL,
}) => {
  test.setTimeout(120_000);
  // Five minutes behind the server's clock, so the set is never logged "in the future".
  await page.clock.install({ time: Date.now() - 300_000 });
  // The beeps the page starts through Web Audio (decision 067), counted as they are scheduled.
  await page.addInitScript(() => {
    const beeps: number[] = [];
    Object.assign(window, { beeps });
    const create = AudioContext.prototype.createOscillator;
    AudioContext.prototype.createOscillator = function createOscillator(this: AudioContext) {
      const oscillator = create.call(this);
      const start = oscillator.start.bind(oscillator);
      oscillator.start = (when?: number) => {
        beeps.push(when ?? 0);
        start(when);
      };
      return oscillator;
    };
  });
  const beeps = () => page.evaluate(() => (window as unknown as { beeps: number[] }).beeps.length);
  await createAccount(page);
  await startJourneyToday(page, baseURL!);
  const today = await todaysWorkouts(page);
  const core = today.others.find((workout) =>
    workout.exercises.some((exercise) => exercise.id === 'side-plank'),
  );
  expect(core, 'a stability workout with the side plank today').toBeDefined();
  const index = core!.exercises.findIndex((exercise) => exercise.id === 'side-plank');
  const plank = core!.exercises[index]!;
  expect(plank).toMatchObject({ unit: 'seconds', perSide: true, targetReps: 15 });

  await page.goto(`/workout/${core!.id}`);
  const progress = page.getByRole('region', { name: 'Workout progress' });
  await progress
    .getByRole('button', { name: `Exercise 1 of ${core!.exercises.length}: choose another` })
    .click();
  await page
    .getByRole('dialog', { name: 'Exercises' })
    .getByRole('button', { name: /^Side Plank/ })
    .click();
  await expect(progress.getByRole('heading', { name: 'Side Plank' })).toBeVisible();

  // From here the page's time moves only as the test moves it: what the timer shows and what
  // Stop fills in do not depend on how busy the machine is.
  await page.clock.pauseAt(await page.evaluate(() => Date.now() + 1_000));
  // The first side: counts down from 0:15; Complete Set waits for Stop.
  await page.getByRole('button', { name: 'Start hold · 0:15 per side' }).click();
  const timer = page.getByRole('timer', { name: 'Hold timer' });
  await expect(timer).toHaveText('0:15');
  await expect(page.getByRole('button', { name: 'Complete Set' })).toBeDisabled();
  await page.clock.runFor(10_000);
  await expect(timer).toHaveText('0:05');
  expect(await beeps()).toBe(0);
  // A tick at each of the last three seconds.
  for (const [shown, ticks] of [
    ['0:04', 0],
    ['0:03', 1],
    ['0:02', 2],
    ['0:01', 3],
  ] as const) {
    await page.clock.runFor(1_000);
    await expect(timer).toHaveText(shown);
    await expect.poll(beeps).toBe(ticks);
  }
  // Past the target it counts on.
  await page.clock.runFor(4_000);
  await expect(timer).toHaveText('+0:03');
  await expect(page.getByText('Target reached: hold on or stop')).toBeVisible();
  await page.getByRole('button', { name: /^Stop · 0:18 held/ }).click();
  // Three beeps at the target, beside the buzz an iPhone does not have.
  await expect.poll(beeps).toBe(3 + 3);
  await expect(page.getByRole('status').filter({ hasText: 'First side 0:18' })).toBeVisible();
  await expect(page.getByRole('spinbutton', { name: /^Seconds/ })).toHaveValue('18');

  // The other side, shorter: the set logs what was held on both, 12 s.
  await page.getByRole('button', { name: 'Time the other side · 0:15 per side' }).click();
  await page.clock.runFor(12_400);
  await page.getByRole('button', { name: /^Stop · 0:12 held/ }).click();
  await expect(page.getByText('Both sides held: 0:12 filled in below.')).toBeVisible();
  await expect(page.getByRole('spinbutton', { name: /^Seconds/ })).toHaveValue('12');
  await page.clock.resume();

  // No set yet, no workout time (decision 065); from the first set, it runs in the header.
  const workoutTime = progress.getByLabel(/^Workout time/);
  await expect(workoutTime).toHaveCount(0);
  // A stability session is a circuit (decision 068): the next drill follows, with no rest.
  const nextDrill = core!.exercises[index + 1]!.name;
  await expect(progress).toContainText(`Circuit · next: ${nextDrill}, no rest`);
  await page.getByRole('button', { name: 'Complete Set' }).click();
  await expect(progress.getByRole('heading', { name: nextDrill })).toBeVisible();
  await page.clock.runFor(65_000);
  // From where the 12 s hold began, logged at its end (decision 025, amended 2026-12-03).
  await expect(workoutTime).toHaveAttribute('aria-label', /^Workout time 1:1\d$/);
  await expect
    .poll(async () => {
      const sets = (await (
        await page.request.get(`/api/workouts/${core!.id}/sets`)
      ).json()) as SessionSets;
      return sets.sets.map((set) => [set.exerciseId, set.reps]);
    })
    .toEqual([['side-plank', 12]]);
});

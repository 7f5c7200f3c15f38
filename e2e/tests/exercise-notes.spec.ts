import type { ExerciseNotes } from '@grandfit/shared/schemas/exercise-notes.ts';
import { expect, newLifterInTodaysWorkout, outboxCount, test } from '../fixtures.ts';

/*
 * Decision 052: a lifter keeps his own note on an exercise ("seat 4, pin 7"); it shows each time
 * the exercise comes up, and is written and changed offline like a set.
 */
test('a lifter notes his setup on an exercise, changes it offline, and finds it after a reload', async ({
  page,
  context,
  baseURL,
}, testInfo) => {
  test.setTimeout(120_000);
  const workout = await newLifterInTodaysWorkout(page, baseURL!);
  const [first, second] = workout.exercises;
  const progress = page.getByRole('region', { name: 'Workout progress' });
  await expect(progress.getByRole('heading', { name: first!.name })).toBeVisible();

  await page.getByRole('button', { name: 'Add note' }).click();
  await page.getByLabel(`Your note on ${first!.name}`).fill('  Heels on the 5 kg plates  ');
  await page.getByRole('button', { name: 'Save note' }).click();
  const shown = page.getByText('Your note: Heels on the 5 kg plates');
  await expect(shown).toBeVisible();
  // A workout is a screen for busy hands: no bottom navigation on a phone, and the next action
  // on the first screen even with a note written (it was pushed below the navigation).
  await expect(page.getByRole('navigation', { name: 'Main' })).toHaveCount(0);
  await page.evaluate(() => window.scrollTo(0, 0));
  await expect(page.getByRole('button', { name: 'Complete Set' })).toBeInViewport({ ratio: 1 });
  await page.screenshot({ path: testInfo.outputPath('workout-with-note-390x844.png') });
  // The server has it before the signal goes: an empty outbox alone could be read before the
  // write was even queued, which then waited offline beside the change below.
  await expect
    .poll(async () => {
      const answer = (await (
        await page.request.get('/api/exercise-notes')
      ).json()) as ExerciseNotes;
      return answer.notes.map((entry) => entry.note);
    })
    .toEqual(['Heels on the 5 kg plates']);
  await expect.poll(() => outboxCount(page)).toBe(0);

  // Changed without signal, then the app is opened again, still offline.
  await context.setOffline(true);
  await page.getByRole('button', { name: 'Edit note' }).click();
  const field = page.getByLabel(`Your note on ${first!.name}`);
  await expect(field).toHaveValue('Heels on the 5 kg plates');
  await field.fill('Heels on the 5 kg plates, feet a hand wider');
  await page.getByRole('button', { name: 'Save note' }).click();
  await expect.poll(() => outboxCount(page)).toBe(1);
  await page.reload();
  const changed = page.getByText('Your note: Heels on the 5 kg plates, feet a hand wider');
  await expect(changed).toBeVisible();
  await context.setOffline(false);
  await expect.poll(() => outboxCount(page), { timeout: 30_000 }).toBe(0);

  // The next exercise has none of its own; the first's comes back with it.
  await page.getByRole('button', { name: 'Skip Set' }).click();
  for (let set = 1; set < first!.sets; set++) {
    await page.getByRole('button', { name: 'Skip Set' }).click();
  }
  await expect(progress.getByRole('heading', { name: second!.name })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Add note' })).toBeVisible();
  await expect(changed).toBeHidden();

  // The exercise's own page shows it too, between workouts.
  await page.goto(`/exercises/${first!.id}`);
  await expect(page.getByRole('heading', { level: 1, name: first!.name })).toBeVisible();
  await expect(changed).toBeVisible();

  const stored = (await (await page.request.get('/api/exercise-notes')).json()) as ExerciseNotes;
  expect(stored.notes.map((note) => [note.exerciseId, note.note])).toEqual([
    [first!.id, 'Heels on the 5 kg plates, feet a hand wider'],
  ]);
});

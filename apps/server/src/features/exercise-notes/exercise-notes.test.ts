import { eq } from 'drizzle-orm';
import { expect, it } from 'vitest';
import type { CustomExercise } from '@grandfit/shared/schemas/custom-exercises.ts';
import type { ExerciseNote, ExerciseNotes } from '@grandfit/shared/schemas/exercise-notes.ts';
import { exerciseNotes } from '../../db/schema/training.ts';
import { TestBrowser, signedInBrowser } from '../../../test/browser.ts';
import { describeWithServer } from '../../../test/server.ts';
import { json } from '../training/test-lifter.ts';

const put = (browser: TestBrowser, exerciseId: string, note: unknown) =>
  browser.api(`/api/exercise-notes/${exerciseId}`, { method: 'PUT', json: { note } });

const notesOf = async (browser: TestBrowser) =>
  (await json<ExerciseNotes>(await browser.api('/api/exercise-notes'))).notes.map((n) => [
    n.exerciseId,
    n.note,
  ]);

describeWithServer('exercise notes (decision 052)', (server) => {
  const db = () => server().database.db;

  it('keeps one note per exercise: saved, replaced, the same twice changes nothing, cleared', async () => {
    const { browser } = await signedInBrowser(server().url);
    expect(await notesOf(browser)).toEqual([]);

    const saved = await json<ExerciseNote>(
      await put(browser, 'goblet-squat', '  Heels on plates  '),
    );
    expect(saved).toMatchObject({ exerciseId: 'goblet-squat', note: 'Heels on plates' });
    expect(Date.parse(saved.updatedAt)).toBeGreaterThan(Date.now() - 60_000);
    await json(await put(browser, 'push-up', 'Hands on the bench'));
    await json(await put(browser, 'goblet-squat', 'Heels on 5 kg plates'));
    await json(await put(browser, 'goblet-squat', 'Heels on 5 kg plates'));
    expect(await notesOf(browser)).toEqual([
      ['goblet-squat', 'Heels on 5 kg plates'],
      ['push-up', 'Hands on the bench'],
    ]);

    expect((await json<ExerciseNote>(await put(browser, 'push-up', '   '))).note).toBe('');
    await json(await put(browser, 'push-up', ''));
    expect(await notesOf(browser)).toEqual([['goblet-squat', 'Heels on 5 kg plates']]);
  });

  it('takes a note on the user’s own exercise, never on another user’s or a made-up one', async () => {
    const owner = await signedInBrowser(server().url);
    const other = await signedInBrowser(server().url);
    const created = await owner.browser.api('/api/custom-exercises', {
      method: 'POST',
      json: { name: 'Sled push', kind: 'weighted', equipment: 'Sled', restSeconds: 90 },
    });
    expect(created.status).toBe(201);
    const custom = (await created.json()) as CustomExercise;
    await json(await put(owner.browser, custom.id, 'Two plates a side'));
    expect(await notesOf(owner.browser)).toEqual([[custom.id, 'Two plates a side']]);

    for (const exerciseId of [custom.id, 'no-such-exercise']) {
      const response = await put(other.browser, exerciseId, 'Mine now');
      expect(response.status, exerciseId).toBe(404);
      expect(await response.json()).toMatchObject({ message: 'Exercise not found' });
    }
    // Each user's note on the same library exercise is his own.
    await json(await put(owner.browser, 'goblet-squat', 'Owner’s note'));
    await json(await put(other.browser, 'goblet-squat', 'Other’s note'));
    await json(await put(other.browser, 'goblet-squat', ''));
    expect(await notesOf(other.browser)).toEqual([]);
    expect(await notesOf(owner.browser)).toEqual([
      ['goblet-squat', 'Owner’s note'],
      [custom.id, 'Two plates a side'],
    ]);
  });

  it('refuses bad input with a 400 and keeps what was there', async () => {
    const { browser } = await signedInBrowser(server().url);
    await json(await put(browser, 'goblet-squat', 'Kept'));
    for (const note of ['x'.repeat(301), 'a\u0000b', '\ud800', 42, null, { note: 'x' }]) {
      const response = await put(browser, 'goblet-squat', note);
      expect(response.status, JSON.stringify(note)).toBe(400);
    }
    for (const id of ['Goblet_Squat', '%00']) {
      expect((await put(browser, id, 'Note')).status, id).toBe(400);
    }
    // A path parameter past the router's limit never reaches the route.
    expect((await put(browser, 'x'.repeat(101), 'Note')).status).toBe(414);
    expect(await notesOf(browser)).toEqual([['goblet-squat', 'Kept']]);
  });

  it('answers a signed-out caller 401 and stores nothing', async () => {
    const browser = new TestBrowser(server().url);
    expect((await browser.api('/api/exercise-notes')).status).toBe(401);
    expect((await put(browser, 'goblet-squat', 'Anonymous')).status).toBe(401);
    expect(
      await db().select().from(exerciseNotes).where(eq(exerciseNotes.note, 'Anonymous')),
    ).toEqual([]);
  });
});

import { eq } from 'drizzle-orm';
import { expect, it } from 'vitest';
import type { CustomExercise } from '@grandfit/shared/schemas/custom-exercises.ts';
import type { ExerciseRest, ExerciseRests } from '@grandfit/shared/schemas/exercise-rests.ts';
import { exerciseRests } from '../../db/schema/training.ts';
import { TestBrowser, signedInBrowser } from '../../../test/browser.ts';
import { describeWithServer } from '../../../test/server.ts';
import { json } from '../training/test-lifter.ts';

const put = (browser: TestBrowser, exerciseId: string, restSeconds: unknown) =>
  browser.api(`/api/exercise-rests/${exerciseId}`, { method: 'PUT', json: { restSeconds } });

const restsOf = async (browser: TestBrowser) =>
  (await json<ExerciseRests>(await browser.api('/api/exercise-rests'))).rests.map((rest) => [
    rest.exerciseId,
    rest.restSeconds,
  ]);

describeWithServer('rest per exercise (decision 059)', (server) => {
  const db = () => server().database.db;

  it('keeps one rest per exercise: saved, replaced, the same twice changes nothing, back to the plan', async () => {
    const { browser } = await signedInBrowser(server().url);
    expect(await restsOf(browser)).toEqual([]);
    expect(await json<ExerciseRest>(await put(browser, 'goblet-squat', 150))).toEqual({
      exerciseId: 'goblet-squat',
      restSeconds: 150,
    });
    await json(await put(browser, 'push-up', 45));
    await json(await put(browser, 'goblet-squat', 180));
    await json(await put(browser, 'goblet-squat', 180));
    expect(await restsOf(browser)).toEqual([
      ['goblet-squat', 180],
      ['push-up', 45],
    ]);
    expect(await json<ExerciseRest>(await put(browser, 'push-up', null))).toEqual({
      exerciseId: 'push-up',
      restSeconds: null,
    });
    await json(await put(browser, 'push-up', null));
    expect(await restsOf(browser)).toEqual([['goblet-squat', 180]]);
  });

  it('takes a rest for the user’s own exercise, never for another user’s or a made-up one', async () => {
    const owner = await signedInBrowser(server().url);
    const other = await signedInBrowser(server().url);
    const created = await owner.browser.api('/api/custom-exercises', {
      method: 'POST',
      json: { name: 'Sled push', kind: 'weighted', equipment: 'Sled', restSeconds: 90 },
    });
    expect(created.status).toBe(201);
    const custom = (await created.json()) as CustomExercise;
    await json(await put(owner.browser, custom.id, 240));
    for (const exerciseId of [custom.id, 'no-such-exercise']) {
      const response = await put(other.browser, exerciseId, 30);
      expect(response.status, exerciseId).toBe(404);
    }
    // Each user's rest for the same library exercise is his own.
    await json(await put(owner.browser, 'goblet-squat', 120));
    await json(await put(other.browser, 'goblet-squat', 60));
    await json(await put(other.browser, 'goblet-squat', null));
    expect(await restsOf(other.browser)).toEqual([]);
    expect(await restsOf(owner.browser)).toEqual([
      [custom.id, 240],
      ['goblet-squat', 120],
    ]);
  });

  it('refuses bad input with a 400 and keeps what was there', async () => {
    const { browser } = await signedInBrowser(server().url);
    await json(await put(browser, 'goblet-squat', 120));
    for (const rest of [14, 601, 90.5, -60, 1e-320, '90', true, { s: 90 }, undefined]) {
      const response = await put(browser, 'goblet-squat', rest);
      expect(response.status, String(rest)).toBe(400);
    }
    for (const id of ['Goblet_Squat', '%00']) {
      expect((await put(browser, id, 90)).status, id).toBe(400);
    }
    expect(await restsOf(browser)).toEqual([['goblet-squat', 120]]);
  });

  it('answers a signed-out caller 401 and stores nothing', async () => {
    const browser = new TestBrowser(server().url);
    expect((await browser.api('/api/exercise-rests')).status).toBe(401);
    expect((await put(browser, 'goblet-squat', 555)).status).toBe(401);
    expect(
      await db().select().from(exerciseRests).where(eq(exerciseRests.restSeconds, 555)),
    ).toEqual([]);
  });
});

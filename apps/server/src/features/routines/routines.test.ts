import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { expect, it } from 'vitest';
import type { CustomExercise } from '@grandfit/shared/schemas/custom-exercises.ts';
import { ROUTINES_MAX, type Routine, type RoutineList } from '@grandfit/shared/schemas/routines.ts';
import { routines } from '../../db/schema/training.ts';
import { users } from '../../db/schema/users.ts';
import { signedInBrowser, type TestBrowser } from '../../../test/browser.ts';
import { describeWithServer } from '../../../test/server.ts';

async function answered<T>(response: Promise<Response>, status: number): Promise<T> {
  const answer = await response;
  expect(answer.status, await answer.clone().text()).toBe(status);
  return (await answer.json()) as T;
}

const save = (browser: TestBrowser, id: string, body: unknown) =>
  browser.api(`/api/routines/${id}`, { method: 'PUT', json: body });

const list = async (browser: TestBrowser) =>
  (await answered<RoutineList>(browser.api('/api/routines'), 200)).routines;

const pushPull = { name: 'Push & Pull', exerciseIds: ['push-up', 'goblet-squat'] };

describeWithServer('routines (decision 076)', (server) => {
  it('are made, replaced under the same id, listed by name and deleted once', async () => {
    const { browser } = await signedInBrowser(server().url);
    const own = await answered<CustomExercise>(
      browser.api('/api/custom-exercises', {
        method: 'POST',
        json: { name: 'Sled Push', kind: 'weighted' },
      }),
      201,
    );
    const id = randomUUID();
    const made = await answered<Routine>(save(browser, id, pushPull), 201);
    expect(made).toMatchObject({ id, ...pushPull });

    // Saved again (a retry, or an edit): one routine, replaced.
    const edited = { name: 'Hotel gym', exerciseIds: [own.id, 'front-plank'] };
    expect(await answered<Routine>(save(browser, id, edited), 200)).toMatchObject(edited);
    expect(await answered<Routine>(save(browser, id, edited), 200)).toMatchObject(edited);
    await answered(save(browser, randomUUID(), { name: 'arms', exerciseIds: ['push-up'] }), 201);
    expect((await list(browser)).map((routine) => [routine.name, routine.exerciseIds])).toEqual([
      ['arms', ['push-up']],
      ['Hotel gym', [own.id, 'front-plank']],
    ]);

    // His exercise deleted, the routine keeps the rest rather than an id nobody knows.
    const deleted = await browser.api(`/api/custom-exercises/${own.id}`, {
      method: 'DELETE',
      json: {},
    });
    expect(deleted.status).toBe(204);
    expect((await list(browser)).find((routine) => routine.id === id)?.exerciseIds).toEqual([
      'front-plank',
    ]);

    // Sets per exercise (decision 078) are kept with the routine, and go with an exercise that goes.
    const withSets = { name: 'Strength', exerciseIds: ['push-up', 'front-plank'] };
    const setsId = randomUUID();
    expect(
      await answered<Routine>(
        save(browser, setsId, { ...withSets, sets: { 'push-up': 5, 'front-plank': 2 } }),
        201,
      ),
    ).toMatchObject({ sets: { 'push-up': 5, 'front-plank': 2 } });
    const trimmed = { name: 'Strength', exerciseIds: ['push-up'], sets: { 'push-up': 4 } };
    expect(await answered<Routine>(save(browser, setsId, trimmed), 200)).toMatchObject(trimmed);
    expect((await list(browser)).find((routine) => routine.id === setsId)?.sets).toEqual({
      'push-up': 4,
    });
    expect((await list(browser)).find((routine) => routine.id === id)?.sets).toEqual({});
    await browser.api(`/api/routines/${setsId}`, { method: 'DELETE', json: {} });

    for (let attempt = 0; attempt < 2; attempt += 1) {
      const gone = await browser.api(`/api/routines/${id}`, { method: 'DELETE', json: {} });
      expect(gone.status).toBe(204);
    }
    expect((await list(browser)).map((routine) => routine.name)).toEqual(['arms']);
  });

  it('refuses bad input with a 4xx and changes nothing', async () => {
    const { browser } = await signedInBrowser(server().url);
    const other = await signedInBrowser(server().url);
    const theirs = await answered<CustomExercise>(
      other.browser.api('/api/custom-exercises', {
        method: 'POST',
        json: { name: 'Their Lift', kind: 'weighted' },
      }),
      201,
    );
    const id = randomUUID();
    await answered(save(browser, id, pushPull), 201);
    const refused: [unknown, number][] = [
      [{ ...pushPull, exerciseIds: [] }, 400],
      [{ ...pushPull, exerciseIds: Array.from({ length: 21 }, (_, i) => `lift-${i}`) }, 400],
      [{ ...pushPull, exerciseIds: ['push-up', 'push-up'] }, 400],
      [{ ...pushPull, exerciseIds: ['no-such-lift'] }, 404],
      [{ ...pushPull, exerciseIds: [theirs.id] }, 404],
      [{ ...pushPull, name: '' }, 400],
      [{ ...pushPull, name: 'Leg\u0000day' }, 400],
      [{ ...pushPull, name: 'x'.repeat(61) }, 400],
      [{ name: 'No list' }, 400],
      [{ ...pushPull, sets: { 'push-up': 0 } }, 400],
      [{ ...pushPull, sets: { 'push-up': 11 } }, 400],
      [{ ...pushPull, sets: { 'push-up': 1.5 } }, 400],
      [{ ...pushPull, sets: { 'front-plank': 3 } }, 400],
      [{ ...pushPull, sets: { ['__proto__']: 3 } }, 400],
      [{ ...pushPull, sets: 'five' }, 400],
      // Supersets (decision 084) join an exercise with the one right after it, once.
      [{ ...pushPull, supersets: [['goblet-squat', 'push-up']] }, 400],
      [{ ...pushPull, supersets: [['push-up', 'front-plank']] }, 400],
      [
        {
          ...pushPull,
          supersets: [
            ['push-up', 'goblet-squat'],
            ['push-up', 'goblet-squat'],
          ],
        },
        400,
      ],
      [{ ...pushPull, supersets: [['push-up']] }, 400],
      [{ ...pushPull, supersets: 'push-up' }, 400],
      ['not json at all', 400],
    ];
    for (const [body, status] of refused) {
      const response = await save(browser, id, body);
      expect(response.status, JSON.stringify(body)).toBe(status);
    }
    expect((await save(browser, 'not-a-uuid', pushPull)).status).toBe(400);
    expect((await list(browser)).map(({ name, exerciseIds }) => ({ name, exerciseIds }))).toEqual([
      pushPull,
    ]);
  });

  it('keep their supersets, start with them, and drop one whose exercise is gone (decision 084)', async () => {
    const { browser } = await signedInBrowser(server().url);
    const own = await answered<CustomExercise>(
      browser.api('/api/custom-exercises', {
        method: 'POST',
        json: { name: 'Band pull-up', kind: 'assisted' },
      }),
      201,
    );
    const circuit = {
      name: 'Circuit',
      exerciseIds: ['goblet-squat', own.id, 'push-up', 'front-plank'],
      supersets: [
        ['goblet-squat', own.id],
        ['push-up', 'front-plank'],
      ],
    };
    const id = randomUUID();
    expect(await answered<Routine>(save(browser, id, circuit), 201)).toMatchObject(circuit);
    expect((await list(browser))[0]).toMatchObject({ supersets: circuit.supersets });

    // Started, the workout says which exercises start joined, by index.
    const workoutId = randomUUID();
    const { date } = await answered<{ date: string }>(browser.api('/api/workouts/today'), 200);
    const started = await answered<{ id: string; supersets?: number[] }>(
      browser.api('/api/workouts/free', {
        method: 'POST',
        json: { id: workoutId, date, ...circuit },
      }),
      201,
    );
    expect(started.supersets).toEqual([0, 2]);
    const read = await answered<{ supersets?: number[] }>(
      browser.api(`/api/workouts/${workoutId}?date=${date}`),
      200,
    );
    expect(read.supersets).toEqual([0, 2]);
    const refused = await browser.api('/api/workouts/free', {
      method: 'POST',
      json: { id: randomUUID(), date, ...circuit, supersets: [['push-up', 'goblet-squat']] },
    });
    expect(refused.status).toBe(400);

    // His band pull-up deleted: its superset goes with it, the other stays.
    const deleted = await browser.api(`/api/custom-exercises/${own.id}`, {
      method: 'DELETE',
      json: {},
    });
    expect(deleted.status).toBe(204);
    expect((await list(browser))[0]).toMatchObject({
      exerciseIds: ['goblet-squat', 'push-up', 'front-plank'],
      supersets: [['push-up', 'front-plank']],
    });
  });

  it(`keeps at most ${ROUTINES_MAX}, and an edit of one of them is still taken`, async () => {
    const { browser, account } = await signedInBrowser(server().url);
    const { db } = server().database;
    const [user] = await db.select().from(users).where(eq(users.email, account.email));
    const ids = Array.from({ length: ROUTINES_MAX }, () => randomUUID());
    // Written directly: the cap is the subject, not a hundred saves.
    await db.insert(routines).values(
      ids.map((id, index) => ({
        id,
        userId: user!.id,
        name: `Routine ${index}`,
        exerciseIds: ['push-up'],
      })),
    );
    const over = await save(browser, randomUUID(), pushPull);
    expect(over.status).toBe(409);
    expect(await over.text()).toContain(`at most ${ROUTINES_MAX} routines`);
    await answered(save(browser, ids[0]!, pushPull), 200);
    expect(await list(browser)).toHaveLength(ROUTINES_MAX);
  });

  it("are one user's: another can neither read, replace nor delete them", async () => {
    const { browser } = await signedInBrowser(server().url);
    const other = (await signedInBrowser(server().url)).browser;
    const id = randomUUID();
    await answered(save(browser, id, pushPull), 201);

    expect(await list(other)).toEqual([]);
    const taken = await save(other, id, { name: 'Mine now', exerciseIds: ['front-plank'] });
    expect(taken.status).toBe(409);
    expect(await taken.text()).not.toContain('Push & Pull');
    expect((await other.api(`/api/routines/${id}`, { method: 'DELETE', json: {} })).status).toBe(
      204,
    );
    expect((await list(browser)).map(({ name, exerciseIds }) => ({ name, exerciseIds }))).toEqual([
      pushPull,
    ]);
  });

  it('asks for a signed-in user', async () => {
    const anonymous = await fetch(`${server().url}/api/routines`);
    expect(anonymous.status).toBe(401);
  });
});

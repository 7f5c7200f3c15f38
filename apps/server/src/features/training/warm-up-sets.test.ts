import { randomUUID } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import { expect, it } from 'vitest';
import type { SessionDetail, UpdatedSet } from '@grandfit/shared/schemas/history.ts';
import type { SessionSets, Workout } from '@grandfit/shared/schemas/training.ts';
import { exerciseBests, exerciseSessionStats, workoutSets } from '../../db/schema/training.ts';
import { describeWithServer } from '../../../test/server.ts';
import { START, json, lifter, logSet as log, setOf } from './test-lifter.ts';

/** `n` minutes into the session's day, as setOf counts days. */
const minutes = (n: number) => n / 1440;

const warmUp = (workout: Workout, sessionId: string, minute: number, weight: number, n: number) =>
  setOf(workout, sessionId, minutes(minute), weight, 8, {
    setNumber: n,
    rir: null,
    setType: 'warmup',
  });

describeWithServer('warm-up sets (decision 051)', (server) => {
  const db = () => server().database.db;

  it('logs warm-ups beside the planned sets: shown first, never a record, never in the volume', async () => {
    const { browser, workout, userId } = await lifter(server().url);
    const session = randomUUID();
    // Two warm-ups, the second heavier than the working set that follows.
    const first = await log(browser, workout, warmUp(workout, session, 0, 45, 1));
    expect(first).toMatchObject({ setType: 'warmup', setNumber: 1, rir: null, records: [] });
    expect((await log(browser, workout, warmUp(workout, session, 2, 95, 2))).records).toEqual([]);
    const working = await log(browser, workout, setOf(workout, session, minutes(5), 85, 10));
    expect(working.setType).toBe('normal');

    // Only the working set holds the exercise's bests and makes the session's figures.
    const records = await db()
      .select({ setId: exerciseBests.setId })
      .from(exerciseBests)
      .where(eq(exerciseBests.userId, userId));
    const [workingRow] = await db()
      .select({ id: workoutSets.id })
      .from(workoutSets)
      .where(and(eq(workoutSets.userId, userId), eq(workoutSets.clientId, working.clientId)));
    expect(records.length).toBeGreaterThan(0);
    expect(new Set(records.map((record) => record.setId).filter(Boolean))).toEqual(
      new Set([workingRow!.id]),
    );
    const [stats] = await db()
      .select()
      .from(exerciseSessionStats)
      .where(eq(exerciseSessionStats.sessionId, session));
    expect(stats).toMatchObject({ sets: 3, workingSets: 1, volumeKg: expect.any(Number) });
    expect(stats!.topWeightKg).toBeCloseTo(85 * 0.45359237, 6);

    // The session as the active workout reads it back, and as History shows it: warm-ups first.
    const sets = await json<SessionSets>(await browser.api(`/api/workouts/${workout.id}/sets`));
    expect(sets.sets.map((set) => [set.setType, set.setNumber])).toEqual([
      ['warmup', 1],
      ['warmup', 2],
      ['normal', 1],
    ]);
    await json(
      await browser.api(`/api/workouts/${workout.id}/complete`, {
        method: 'POST',
        json: { sessionId: session, completedAt: `${START}T08:00:00.000Z` },
      }),
    );
    const detail = await json<SessionDetail>(
      await browser.api(`/api/history/sessions/${session}?tz=UTC`),
    );
    const shown = detail.exercises[0]!.sets;
    expect(shown.map((set) => [set.setType, set.weight])).toEqual([
      ['warmup', 45],
      ['warmup', 95],
      ['normal', 85],
    ]);
    expect(detail.volume.value).toBe(850);
  });

  it('keeps a warm-up a warm-up through a replay and a correction, and changes it when asked', async () => {
    const { browser, workout, userId } = await lifter(server().url);
    const session = randomUUID();
    const warm = warmUp(workout, session, 0, 95, 1);
    await log(browser, workout, warm);
    // The outbox sends it again: nothing changes, nothing doubles.
    expect(await log(browser, workout, warm)).toMatchObject({ setType: 'warmup', records: [] });
    const rows = () =>
      db()
        .select({ setType: workoutSets.setType })
        .from(workoutSets)
        .where(eq(workoutSets.userId, userId));
    expect(await rows()).toEqual([{ setType: 'warmup' }]);

    // A correction of its numbers keeps its type.
    const correct = (change: Record<string, unknown>) =>
      browser.api(`/api/sets/${warm.clientId}`, {
        method: 'PATCH',
        json: { weight: 100, weightUnit: 'lb', reps: 8, rir: null, ...change },
      });
    expect((await json<UpdatedSet>(await correct({}))).setType).toBe('warmup');
    // The sets the exercise's bests point at.
    const recordsOf = async () =>
      (
        await db()
          .select({ setId: exerciseBests.setId })
          .from(exerciseBests)
          .where(eq(exerciseBests.userId, userId))
      ).filter((best) => best.setId !== null);
    expect(await recordsOf()).toEqual([]);

    // It was a working set after all: it now counts, and holds the exercise's records.
    expect((await json<UpdatedSet>(await correct({ setType: 'normal' }))).setType).toBe('normal');
    expect((await recordsOf()).length).toBeGreaterThan(0);
    // And back: the records go with it.
    expect((await json<UpdatedSet>(await correct({ setType: 'warmup' }))).setType).toBe('warmup');
    expect(await recordsOf()).toEqual([]);
  });

  it('refuses a set type the app does not log, and stores nothing', async () => {
    const { browser, workout, userId } = await lifter(server().url);
    const session = randomUUID();
    for (const setType of ['drop', 'failure', 'warmup\u0000', '', 1, null]) {
      const response = await browser.api(`/api/workouts/${workout.id}/sets`, {
        method: 'POST',
        json: setOf(workout, session, 0, 45, 8, { setType }),
      });
      expect(response.status, String(setType)).toBe(400);
      expect(await response.text()).toMatch(/Set type must be normal or warmup|setType/);
    }
    expect(await db().select().from(workoutSets).where(eq(workoutSets.userId, userId))).toEqual([]);

    const logged = await log(browser, workout, setOf(workout, session, 0, 45, 8));
    const response = await browser.api(`/api/sets/${logged.clientId}`, {
      method: 'PATCH',
      json: { weight: 45, weightUnit: 'lb', reps: 8, rir: 2, setType: 'drop' },
    });
    expect(response.status).toBe(400);
    const [row] = await db()
      .select({ setType: workoutSets.setType })
      .from(workoutSets)
      .where(eq(workoutSets.userId, userId));
    expect(row!.setType).toBe('normal');
  });

  it('never lets another user mark a set a warm-up', async () => {
    const owner = await lifter(server().url);
    const other = await lifter(server().url);
    const set = setOf(owner.workout, randomUUID(), 0, 45, 8);
    await log(owner.browser, owner.workout, set);
    const response = await other.browser.api(`/api/sets/${set.clientId}`, {
      method: 'PATCH',
      json: { weight: 45, weightUnit: 'lb', reps: 8, rir: 2, setType: 'warmup' },
    });
    expect(response.status).toBe(404);
    const [row] = await db()
      .select({ setType: workoutSets.setType })
      .from(workoutSets)
      .where(eq(workoutSets.userId, owner.userId));
    expect(row!.setType).toBe('normal');
  });
});

import { randomUUID } from 'node:crypto';
import { and, eq, sql } from 'drizzle-orm';
import { expect, it } from 'vitest';
import type { AchievedRecord } from '@grandfit/shared/schemas/records.ts';
import { exerciseSessionStats, personalRecords, workoutSets } from '../../db/schema/training.ts';
import { setWriter } from '../training/set-writer.ts';
import { rebuildExerciseRecords, writeRecordsLocked } from './records.store.ts';
import { recordsStep } from './records.service.ts';
import { START, json, lifter, logSet as log, setOf } from '../training/test-lifter.ts';
import { TestBrowser } from '../../../test/browser.ts';
import type { LastTime } from '@grandfit/shared/schemas/records.ts';
import { describeWithServer } from '../../../test/server.ts';
import { refreshExerciseRecords } from './refresh-records.ts';

const kinds = (records: AchievedRecord[] | undefined) => (records ?? []).map((r) => r.kind).sort();

describeWithServer('personal records', (server) => {
  const db = () => server().database.db;

  async function storedRecords(userId: string) {
    return db()
      .select()
      .from(personalRecords)
      .where(eq(personalRecords.userId, userId))
      .orderBy(personalRecords.achievedAt, personalRecords.kind);
  }

  it('badges nothing in the first session and what beats it afterwards, in the set unit', async () => {
    const { browser, workout, userId } = await lifter(server().url);
    const first = randomUUID();
    expect((await log(browser, workout, setOf(workout, first, 0, 35, 10))).records).toEqual([]);
    expect((await log(browser, workout, setOf(workout, first, 0.01, 40, 10))).records).toEqual([]);

    const second = randomUUID();
    const heavier = await log(browser, workout, setOf(workout, second, 2, 45, 10));
    expect(kinds(heavier.records)).toEqual(['e1rm', 'weight']);
    const weight = heavier.records!.find((r) => r.kind === 'weight')!;
    expect(weight).toMatchObject({ value: 45, previous: 40, unit: 'lb', weightUnit: 'lb' });

    // The same load in kg: 20.5 kg is 45.19 lb, so heavier again; answered in kg.
    const inKg = await log(
      browser,
      workout,
      setOf(workout, second, 2.01, 20.5, 10, { weightUnit: 'kg', setNumber: 2 }),
    );
    expect(inKg.records!.find((r) => r.kind === 'weight')).toMatchObject({
      value: 20.5,
      previous: 20.4,
      unit: 'kg',
    });
    // 35x10 + 40x10 = 750 lb in session 1; session 2 is now 45x10 + 45.19x10 = 902 lb.
    expect(kinds(inKg.records)).toEqual(['e1rm', 'volume', 'weight']);
    expect(await storedRecords(userId)).toHaveLength(5);
  });

  it('finds a record exactly once however often the set is replayed, in turn or at once', async () => {
    const { browser, workout, userId } = await lifter(server().url);
    await log(browser, workout, setOf(workout, randomUUID(), 0, 35, 10));
    const pr = setOf(workout, randomUUID(), 2, 50, 10);
    const answers = [await log(browser, workout, pr), await log(browser, workout, pr)];
    answers.push(
      ...(await Promise.all(Array.from({ length: 6 }, () => log(browser, workout, pr)))),
    );
    // A one-set session of 50 x 10 also beats the first session's volume (35 x 10).
    for (const answer of answers) {
      expect(kinds(answer.records)).toEqual(['e1rm', 'volume', 'weight']);
    }
    const rows = await storedRecords(userId);
    expect(rows.map((row) => row.kind).sort()).toEqual(['e1rm', 'volume', 'weight']);
  });

  it('drops a record when a correction lowers the set, and rebuilds after an edit', async () => {
    const { browser, workout, userId } = await lifter(server().url);
    await log(browser, workout, setOf(workout, randomUUID(), 0, 35, 10));
    const pr = setOf(workout, randomUUID(), 2, 50, 10);
    expect(kinds((await log(browser, workout, pr)).records)).toEqual(['e1rm', 'volume', 'weight']);

    // The same client id with a lower weight (a correction through the outbox).
    expect((await log(browser, workout, { ...pr, weight: 30 })).records).toEqual([]);
    expect(await storedRecords(userId)).toEqual([]);

    // An edit made elsewhere, then refreshExerciseRecords (what the corrections feature calls).
    await db()
      .update(workoutSets)
      .set({ weight: 60 })
      .where(and(eq(workoutSets.userId, userId), eq(workoutSets.clientId, pr.clientId)));
    await refreshExerciseRecords(db(), userId, [pr.exerciseId]);
    const rows = await storedRecords(userId);
    const kg = 60 * 0.45359237;
    expect(rows.map((row) => [row.kind, Math.round(row.value * 100) / 100])).toEqual([
      ['e1rm', Math.round(kg * (1 + 12 / 30) * 100) / 100],
      ['volume', Math.round(kg * 10 * 100) / 100],
      ['weight', Math.round(kg * 100) / 100],
    ]);
    // A deleted set takes its records with it.
    await db().delete(workoutSets).where(eq(workoutSets.clientId, pr.clientId));
    await refreshExerciseRecords(db(), userId, [pr.exerciseId]);
    expect(await storedRecords(userId)).toEqual([]);
  });

  it('judges a set that arrives late against the sets before it, not after', async () => {
    const { browser, workout, userId } = await lifter(server().url);
    await log(browser, workout, setOf(workout, randomUUID(), 0, 35, 10));
    const later = setOf(workout, randomUUID(), 4, 45, 10);
    expect(kinds((await log(browser, workout, later)).records)).toEqual([
      'e1rm',
      'volume',
      'weight',
    ]);
    // Day 2's set, replayed from an offline outbox after day 4's: 50 beats 35; day 4's 45 no
    // longer beats anything before it.
    const replayed = await log(browser, workout, setOf(workout, randomUUID(), 2, 50, 10));
    expect(kinds(replayed.records)).toEqual(['e1rm', 'volume', 'weight']);
    const rows = await storedRecords(userId);
    expect(rows.map((row) => row.sessionId)).toEqual(rows.map(() => replayed.sessionId));
  });

  it('never counts warm-ups, skipped sets or another user', async () => {
    const me = await lifter(server().url);
    const other = await lifter(server().url);
    await log(me.browser, me.workout, setOf(me.workout, randomUUID(), 0, 35, 10));
    // The other user lifts far more, before and after.
    await log(other.browser, other.workout, setOf(other.workout, randomUUID(), 0, 200, 10));
    await log(other.browser, other.workout, setOf(other.workout, randomUUID(), 1, 300, 10));
    const session = randomUUID();
    const skipped = await log(
      me.browser,
      me.workout,
      setOf(me.workout, session, 2, 0, 0, { skipped: true, weight: null, reps: null, rir: null }),
    );
    expect(skipped.records).toEqual([]);
    const mine = await log(me.browser, me.workout, setOf(me.workout, session, 2.01, 40, 10));
    expect(mine.records!.find((r) => r.kind === 'weight')).toMatchObject({
      value: 40,
      previous: 35,
    });
    // A warm-up written by an import: rebuilt, still not a record.
    await db().execute(sql`update workout_sets set set_type = 'warmup', weight = 500
      where user_id = ${me.userId} and weight = 40`);
    await refreshExerciseRecords(db(), me.userId, [me.workout.exercises[0]!.id]);
    expect(await storedRecords(me.userId)).toEqual([]);
    expect((await storedRecords(other.userId)).map((row) => row.kind).sort()).toEqual([
      'e1rm',
      'volume',
      'weight',
    ]);
  });

  async function sessionStats(userId: string, sessionId: string) {
    return db()
      .select()
      .from(exerciseSessionStats)
      .where(
        and(eq(exerciseSessionStats.userId, userId), eq(exerciseSessionStats.sessionId, sessionId)),
      );
  }

  it('stores a set and its figures together, or neither', async () => {
    const { browser, workout, userId } = await lifter(server().url);
    const session = randomUUID();
    await log(browser, workout, setOf(workout, session, 0, 35, 10));
    const set = {
      ...setOf(workout, session, 0.01, 40, 10, { setNumber: 2 }),
      userId,
      workoutId: workout.id,
      weightUnit: 'lb' as const,
      skipped: false,
      setType: 'normal' as const,
      scoring: 'reps' as const,
    };
    // The step fails after merging the set's figures: the set goes back with them.
    const failing = setWriter(db(), async (tx, stored) => {
      await recordsStep(tx, stored);
      throw new Error('the step failed');
    });
    await expect(failing.write(set)).rejects.toThrow('the step failed');
    const stored = () => db().select().from(workoutSets).where(eq(workoutSets.sessionId, session));
    expect(await stored()).toHaveLength(1);
    expect(await sessionStats(userId, session)).toMatchObject([{ sets: 1 }]);

    // Sent again, it is stored once with its figures, and its step reads the session with it.
    const outcome = await setWriter(db(), recordsStep).write(set);
    expect(outcome).toMatchObject({
      kind: 'stored',
      set: { inserted: true },
      after: { volume: expect.closeTo((35 + 40) * 10 * 0.45359237, 3), later: false },
    });
    expect(await stored()).toHaveLength(2);
    expect(await sessionStats(userId, session)).toMatchObject([{ sets: 2 }]);
  });

  it('counts every set once when rebuilds run among a burst of sets', async () => {
    const { browser, workout, userId } = await lifter(server().url);
    const session = randomUUID();
    const exerciseId = workout.exercises[0]!.id;
    await log(browser, workout, setOf(workout, session, 0, 35, 10));
    // Sets of one session arrive at once while page views rebuild the exercise among them.
    const weights = Array.from({ length: 12 }, (_, index) => 40 + index);
    await Promise.all([
      ...weights.map((weight, index) =>
        log(browser, workout, setOf(workout, session, 0.001 * (index + 1), weight, 10)),
      ),
      ...[0, 1, 2].map(() => rebuildExerciseRecords(db(), userId, exerciseId)),
    ]);
    const [kept] = await sessionStats(userId, session);
    expect(kept).toMatchObject({
      sets: 1 + weights.length,
      volumeKg: expect.closeTo(
        (35 + weights.reduce((sum, weight) => sum + weight, 0)) * 10 * 0.45359237,
        3,
      ),
    });
    // What the sets themselves give.
    await rebuildExerciseRecords(db(), userId, exerciseId);
    expect(await sessionStats(userId, session)).toEqual([
      { ...kept, volumeKg: expect.closeTo(kept!.volumeKg, 6) },
    ]);
  });

  it("writes an exercise's records beside its rebuilds without a deadlock", async () => {
    const { browser, workout, userId } = await lifter(server().url);
    const exerciseId = workout.exercises[0]!.id;
    const session = randomUUID();
    for (let index = 0; index < 12; index++) {
      await log(browser, workout, setOf(workout, session, 0.001 * (index + 1), 30 + index, 10));
    }
    const { bests } = await rebuildExerciseRecords(db(), userId, exerciseId);
    // Steps of sets that arrived together write the same rows in any order, while page views
    // rebuild them: each waits for the exercise's lock, so none is chosen to break a cycle.
    for (let round = 1; round <= 8; round++) {
      const raised = bests.map((best) => ({ ...best, value: best.value + round }));
      await Promise.all([
        writeRecordsLocked(db(), userId, exerciseId, raised, []),
        writeRecordsLocked(db(), userId, exerciseId, raised.toReversed(), []),
        rebuildExerciseRecords(db(), userId, exerciseId),
        writeRecordsLocked(db(), userId, exerciseId, raised.toReversed(), []),
        rebuildExerciseRecords(db(), userId, exerciseId),
      ]);
    }
  });

  it('answers the last time the workout was done, owner only', async () => {
    const { browser, workout } = await lifter(server().url);
    const before = randomUUID();
    const now = randomUUID();
    const url = (sessionId: string, workoutId = workout.id) =>
      `/api/records/last-time?workoutId=${workoutId}&sessionId=${sessionId}`;
    expect(await json<LastTime>(await browser.api(url(now)))).toEqual({ previous: null });

    await log(browser, workout, setOf(workout, before, 0, 100, 10));
    await log(browser, workout, setOf(workout, before, 0.01, 50, 10, { setNumber: 2 }));
    await json(
      await browser.api(`/api/workouts/${workout.id}/complete`, {
        method: 'POST',
        json: { sessionId: before, completedAt: `${START}T08:30:00.000Z` },
      }),
    );
    await log(browser, workout, setOf(workout, now, 2, 100, 12));
    const last = await json<LastTime>(await browser.api(url(now)));
    expect(last.previous).toMatchObject({
      sessionId: before,
      setsDone: 2,
      volume: 1500,
      weightUnit: 'lb',
      workoutName: workout.name,
    });

    const other = await lifter(server().url);
    expect((await other.browser.api(url(now))).status).toBe(404);
    expect((await browser.api(url('not-a-uuid'))).status).toBe(400);
    expect((await browser.api(`/api/records/last-time?workoutId=${workout.id}`)).status).toBe(400);
    expect((await new TestBrowser(server().url).api(url(now))).status).toBe(401);
  });
});

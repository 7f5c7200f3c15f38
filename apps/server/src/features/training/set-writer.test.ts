import { randomUUID } from 'node:crypto';
import { count, eq, sql } from 'drizzle-orm';
import { expect, it } from 'vitest';
import type { TodayWorkouts, Workout } from '@grandfit/shared/schemas/training.ts';
import { workoutSessions, workoutSets } from '../../db/schema/training.ts';
import { uuidV7Time } from '../../db/uuid-v7.ts';
import { setJourneyStart, signedInBrowser, type TestBrowser } from '../../../test/browser.ts';
import { describeWithServer } from '../../../test/server.ts';

const START = '2025-08-03';

/** A new user whose journey starts on START, so START is week 1 day 1 and the next day day 2. */
async function journeyUser(url: string) {
  const user = await signedInBrowser(url);
  await setJourneyStart(user.browser, START);
  return user;
}

async function todaysWorkout(browser: TestBrowser): Promise<Workout> {
  const response = await browser.api(`/api/workouts/today?date=${START}`);
  expect(response.status).toBe(200);
  return ((await response.json()) as TodayWorkouts).workout!;
}

function set(workout: Workout, sessionId: string, setNumber: number, clientId = randomUUID()) {
  const exercise = workout.exercises[0]!;
  return {
    clientId,
    sessionId,
    exerciseId: exercise.id,
    exerciseIndex: 0,
    setNumber,
    weight: 35 + setNumber,
    reps: 10,
    rir: 2,
    targetWeight: exercise.targetWeight,
    targetReps: exercise.targetReps,
    targetRir: exercise.targetRir,
    // Later sets first: the session must still start at the earliest set.
    performedAt: new Date(Date.UTC(2025, 7, 3, 8, 0, 60 - setNumber)).toISOString(),
  };
}

/** Logging sets many at a time: batches share a commit, and each set keeps its own outcome. */
describeWithServer('sets written together', (server) => {
  it('stores every set of a burst exactly once, in one session started at the earliest set', async () => {
    const { browser } = await journeyUser(server().url);
    const workout = await todaysWorkout(browser);
    const sessionId = randomUUID();
    const sets = Array.from({ length: 40 }, (_, index) =>
      set(workout, sessionId, (index % 20) + 1),
    );
    const url = `/api/workouts/${workout.id}/sets`;
    // Each set twice at once (a replay racing the original), and all sets at once.
    const answers = await Promise.all(
      [...sets, ...sets].map((body) => browser.api(url, { method: 'POST', json: body })),
    );
    const failed = answers.filter((answer) => answer.status !== 200);
    expect(await Promise.all(failed.map((answer) => answer.text()))).toEqual([]);

    const { db } = server().database;
    const [stored] = await db
      .select({ n: count() })
      .from(workoutSets)
      .where(eq(workoutSets.sessionId, sessionId));
    expect(stored?.n).toBe(40);
    // New sets get UUID v7s made now (set-writer.ts).
    const ids = await db
      .select({ id: workoutSets.id })
      .from(workoutSets)
      .where(eq(workoutSets.sessionId, sessionId));
    for (const { id } of ids) expect(Date.now() - uuidV7Time(id)!).toBeLessThan(10 * 60_000);
    const [session] = await db
      .select()
      .from(workoutSessions)
      .where(eq(workoutSessions.id, sessionId));
    expect(session?.startedAt.toISOString()).toBe(sets.map((s) => s.performedAt).sort()[0]);
  });

  it('completes a new session while its first sets create it: no answer fails, one session', async () => {
    const { browser } = await journeyUser(server().url);
    const workout = await todaysWorkout(browser);
    const { db } = server().database;
    // Several rounds: which request creates the session first differs from one to the next.
    for (let round = 0; round < 5; round++) {
      const sessionId = randomUUID();
      const completedAt = new Date(Date.UTC(2025, 7, 3, 9, round)).toISOString();
      const answers = await Promise.all([
        ...[1, 2, 3].map((n) =>
          browser.api(`/api/workouts/${workout.id}/sets`, {
            method: 'POST',
            json: set(workout, sessionId, n),
          }),
        ),
        ...[0, 1].map(() =>
          browser.api(`/api/workouts/${workout.id}/complete`, {
            method: 'POST',
            json: { sessionId, completedAt },
          }),
        ),
      ]);
      const failed = answers.filter((answer) => answer.status !== 200);
      expect(await Promise.all(failed.map((answer) => answer.text()))).toEqual([]);
      const sessions = await db
        .select()
        .from(workoutSessions)
        .where(eq(workoutSessions.id, sessionId));
      expect(sessions.map((session) => session.completedAt?.toISOString())).toEqual([completedAt]);
      const [stored] = await db
        .select({ n: count() })
        .from(workoutSets)
        .where(eq(workoutSets.sessionId, sessionId));
      expect(stored?.n).toBe(3);
    }
  });

  it("refuses another user's session id in the same burst, and stores nothing for them", async () => {
    const owner = await journeyUser(server().url);
    const intruder = await journeyUser(server().url);
    const ownerWorkout = await todaysWorkout(owner.browser);
    const intruderWorkout = await todaysWorkout(intruder.browser);
    const sessionId = randomUUID();
    const ownerUrl = `/api/workouts/${ownerWorkout.id}/sets`;
    const intruderUrl = `/api/workouts/${intruderWorkout.id}/sets`;
    await owner.browser.api(ownerUrl, { method: 'POST', json: set(ownerWorkout, sessionId, 1) });
    const answers = await Promise.all([
      ...[2, 3, 4].map((n) =>
        owner.browser.api(ownerUrl, { method: 'POST', json: set(ownerWorkout, sessionId, n) }),
      ),
      ...[1, 2, 3].map((n) =>
        intruder.browser.api(intruderUrl, {
          method: 'POST',
          json: set(intruderWorkout, sessionId, n),
        }),
      ),
    ]);
    expect(answers.map((answer) => answer.status)).toEqual([200, 200, 200, 409, 409, 409]);
    const { db } = server().database;
    const [intruderSets] = await db
      .select({ n: count() })
      .from(workoutSets)
      .where(eq(workoutSets.workoutId, intruderWorkout.id));
    expect(intruderSets?.n).toBe(0);
  });

  it('keeps a set on its workout when its client id is replayed against another one', async () => {
    const { browser } = await journeyUser(server().url);
    const monday = await todaysWorkout(browser);
    const clientId = randomUUID();
    const first = set(monday, randomUUID(), 1, clientId);
    const url = `/api/workouts/${monday.id}/sets`;
    expect((await browser.api(url, { method: 'POST', json: first })).status).toBe(200);
    // The same client id, now sent for the next day's workout: refused, the set stays put.
    const tuesday = (await (
      await browser.api('/api/workouts/today?date=2025-08-04')
    ).json()) as TodayWorkouts;
    const moved = set(tuesday.workout!, randomUUID(), 1, clientId);
    const answer = await browser.api(`/api/workouts/${tuesday.workout!.id}/sets`, {
      method: 'POST',
      json: moved,
    });
    expect(answer.status).toBe(409);
    const { db } = server().database;
    const [row] = await db.select().from(workoutSets).where(eq(workoutSets.clientId, clientId));
    expect(row?.workoutId).toBe(monday.id);
  });

  it('goes on logging sets when a migration adds a column while the server runs', async () => {
    const { browser } = await journeyUser(server().url);
    const workout = await todaysWorkout(browser);
    const sessionId = randomUUID();
    const url = `/api/workouts/${workout.id}/sets`;
    // Enough sets to prepare the writer's and the records step's statements on every connection.
    const before = Array.from({ length: 30 }, (_, index) =>
      set(workout, sessionId, (index % 10) + 1),
    );
    for (const answer of await Promise.all(
      before.map((body) => browser.api(url, { method: 'POST', json: body })),
    )) {
      expect(answer.status).toBe(200);
    }
    const { db } = server().database;
    // Another instance's migration, between two sets: the prepared statements' tables change.
    await db.execute(sql`alter table workout_sets add column migrated_later integer`);
    await db.execute(sql`alter table exercise_bests add column migrated_later integer`);
    try {
      const after = set(workout, sessionId, 11);
      const answer = await browser.api(url, { method: 'POST', json: after });
      expect(answer.status).toBe(200);
      expect(((await answer.json()) as { clientId: string }).clientId).toBe(after.clientId);
    } finally {
      await db.execute(sql`alter table workout_sets drop column migrated_later`);
      await db.execute(sql`alter table exercise_bests drop column migrated_later`);
    }
  });

  it('logs a set PostgreSQL rolled back to break a deadlock: the batch runs again', async () => {
    // Two connections waiting on each other need PostgreSQL's own server (PGlite has one).
    if (server().kind !== 'postgres') return;
    const { browser } = await journeyUser(server().url);
    const workout = await todaysWorkout(browser);
    const sessionId = randomUUID();
    const url = `/api/workouts/${workout.id}/sets`;
    const first = set(workout, sessionId, 1);
    expect((await browser.api(url, { method: 'POST', json: first })).status).toBe(200);
    // Older than the first: storing it moves the session's start, so it locks the session row
    // after its own new set row.
    const second = { ...set(workout, sessionId, 2), performedAt: '2025-08-03T07:00:00.000Z' };
    const { db } = server().database;

    let answer: Promise<Response> | undefined;
    await db
      .transaction(async (tx) => {
        // Another transaction holds the session row...
        await tx.execute(
          sql`select id from workout_sessions where id = ${sessionId}::uuid for update`,
        );
        answer = browser.api(url, { method: 'POST', json: second });
        // ...while the set statement stores its set, then waits for that row; and then waits on
        // the new set's key. The set statement has waited longest: PostgreSQL's deadlock check
        // (after deadlock_timeout, 1 s) runs in it first and rolls it back.
        await new Promise((resolve) => setTimeout(resolve, 300));
        await tx.execute(sql`
          insert into workout_sets (user_id, client_id, session_id, workout_id, exercise_id,
            exercise_index, set_number, performed_at)
          select user_id, ${second.clientId}::uuid, session_id, workout_id, exercise_id,
            exercise_index, 99, performed_at
          from workout_sets where client_id = ${first.clientId}::uuid
          on conflict do nothing`);
        throw new Error('rolled back');
      })
      .catch((error: unknown) => {
        if (!(error instanceof Error && error.message === 'rolled back')) throw error;
      });
    const response = await answer!;
    expect(response.status, await response.clone().text()).toBe(200);
    const stored = await db
      .select({ setNumber: workoutSets.setNumber })
      .from(workoutSets)
      .where(eq(workoutSets.sessionId, sessionId));
    expect(stored.map((row) => row.setNumber).sort()).toEqual([1, 2]);
  });
});

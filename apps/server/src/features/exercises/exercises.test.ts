import { randomUUID } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import { expect, it } from 'vitest';
import { exerciseHistory } from '@grandfit/shared/domain/records/exercise-history.ts';
import { exerciseRecords, sessionVolumeKg } from '@grandfit/shared/domain/records/records.ts';
import { exerciseSessionStats, workoutSets } from '../../db/schema/training.ts';
import { recordSetColumns, toRecordSet } from '../records/records.store.ts';
import type { ExercisePage } from '@grandfit/shared/schemas/records.ts';
import type { TodayWorkouts, Workout } from '@grandfit/shared/schemas/training.ts';
import { TestBrowser, setJourneyStart, signedInBrowser } from '../../../test/browser.ts';
import { describeWithServer } from '../../../test/server.ts';

const START = '2025-08-03';

async function json<T>(response: Response): Promise<T> {
  expect(response.status, await response.clone().text()).toBe(200);
  return (await response.json()) as T;
}

async function lifter(url: string) {
  const { browser } = await signedInBrowser(url);
  await setJourneyStart(browser, START);
  const today = await json<TodayWorkouts>(await browser.api(`/api/workouts/today?date=${START}`));
  return { browser, workout: today.workout! };
}

async function log(
  browser: TestBrowser,
  workout: Workout,
  sessionId: string,
  day: number,
  weight: number,
  reps: number,
  weightUnit: 'kg' | 'lb' = 'lb',
  clientId: string = randomUUID(),
) {
  const exercise = workout.exercises[0]!;
  await json(
    await browser.api(`/api/workouts/${workout.id}/sets`, {
      method: 'POST',
      json: {
        clientId,
        sessionId,
        exerciseId: exercise.id,
        exerciseIndex: 0,
        setNumber: 1,
        weight,
        weightUnit,
        reps,
        rir: 0,
        targetWeight: null,
        targetReps: null,
        targetRir: null,
        performedAt: new Date(Date.parse(`${START}T07:30:00Z`) + day * 86_400_000).toISOString(),
      },
    }),
  );
}

async function settingsUnits(browser: TestBrowser, units: 'kg' | 'lb') {
  const settings = await json<Record<string, unknown>>(await browser.api('/api/user/settings'));
  await json(
    await browser.api('/api/user/settings', { method: 'PUT', json: { ...settings, units } }),
  );
}

describeWithServer('exercise page', (server) => {
  const db = () => server().database.db;

  it('keeps figures that equal the fold over the sets: concurrent sets, corrections, sets it never saw', async () => {
    const { browser, workout } = await lifter(server().url);
    const userId = (await json<{ id: string }>(await browser.api('/api/auth/user'))).id;
    const exerciseId = workout.exercises[0]!.id;
    const [a, b, c] = [randomUUID(), randomUUID(), randomUUID()];
    await log(browser, workout, a, 0, 100, 5);
    await log(browser, workout, a, 0.01, 90, 8);
    // One session's sets at once: its running volume is one atomic sum, never a lost update.
    await Promise.all(
      [0, 1, 2, 3, 4, 5].map((i) => log(browser, workout, b, 2 + i / 1000, 100 + 5 * i, 5, 'lb')),
    );
    const corrected = randomUUID();
    await log(browser, workout, c, 4, 60, 6, 'kg', corrected);
    await log(browser, workout, c, 4, 50, 6, 'kg', corrected);
    // A set written behind the records' back (as before records were kept).
    await db()
      .insert(workoutSets)
      .values({
        userId,
        clientId: randomUUID(),
        sessionId: c,
        workoutId: workout.id,
        exerciseId,
        exerciseIndex: 0,
        setNumber: 2,
        weight: 200,
        weightUnit: 'lb',
        reps: 3,
        rir: 1,
        skipped: false,
        performedAt: new Date(Date.parse(`${START}T07:31:00Z`) + 4 * 86_400_000),
      });

    const page = await json<ExercisePage>(await browser.api(`/api/exercises/${exerciseId}`));
    const rows = await db()
      .select(recordSetColumns)
      .from(workoutSets)
      .where(and(eq(workoutSets.userId, userId), eq(workoutSets.exerciseId, exerciseId)));
    const sets = rows.map(toRecordSet);
    const history = exerciseHistory(sets, 'reps');
    const records = exerciseRecords(sets, 'reps');
    expect(page.totalSets).toBe(10);
    expect(page.bestByReps.map((best) => best.reps)).toEqual(
      history.bestByReps.map((best) => best.reps),
    );
    expect(page.bestByReps.find((best) => best.reps === 3)).toMatchObject({ weight: 200 });
    expect(page.series.points.map((point) => point.sessionId)).toEqual(
      history.series.map((point) => point.sessionId),
    );
    expect(page.bestE1rm?.sessionId).toBe(history.bestE1rm?.sessionId);
    expect(page.records.map((record) => [record.kind, record.sessionId]).sort()).toEqual(
      records.events.map((event) => [event.kind, event.sessionId]).sort(),
    );
    const kept = await db()
      .select()
      .from(exerciseSessionStats)
      .where(eq(exerciseSessionStats.userId, userId));
    for (const sessionId of [a, b, c]) {
      const own = sets.filter((set) => set.sessionId === sessionId);
      const row = kept.find((stats) => stats.sessionId === sessionId)!;
      expect(row.sets).toBe(own.length);
      expect(row.volumeKg).toBeCloseTo(sessionVolumeKg(own, 'reps'), 6);
    }

    // After the rebuild, new sets keep the figures up to date without another one.
    await log(browser, workout, c, 4.01, 55, 6, 'kg');
    const after = await json<ExercisePage>(await browser.api(`/api/exercises/${exerciseId}`));
    expect(after.totalSets).toBe(11);
    expect(after.sessions[0]!.sets).toHaveLength(3);
  });

  it("answers every set of the exercise, its bests and records, in the user's unit", async () => {
    const { browser, workout } = await lifter(server().url);
    const exerciseId = workout.exercises[0]!.id;
    const first = randomUUID();
    const second = randomUUID();
    await log(browser, workout, first, 0, 100, 5);
    await log(browser, workout, second, 2, 50, 5, 'kg');

    const page = await json<ExercisePage>(await browser.api(`/api/exercises/${exerciseId}`));
    expect(page.exercise.id).toBe(exerciseId);
    expect(page.weightUnit).toBe('lb');
    expect(page.totalSets).toBe(2);
    expect(page.sessions.map((s) => s.sessionId)).toEqual([second, first]);
    // 50 kg shows as 110.2 lb; it beat 100 lb: heaviest, e1RM and volume.
    expect(page.sessions[0]!.sets[0]).toMatchObject({ weight: 110.2, reps: 5 });
    expect(page.sessions[0]!.sets[0]!.records.sort()).toEqual(['e1rm', 'weight']);
    expect(page.sessions[0]!.volumeRecord).toBe(true);
    expect(page.bestE1rm).toMatchObject({ value: 128.6, unit: 'lb', sessionId: second });
    expect(page.bestByReps).toEqual([expect.objectContaining({ reps: 5, weight: 110.2 })]);
    expect(page.series.points.map((p) => p.value)).toEqual([116.7, 128.6]);
    expect(page.records.map((r) => r.kind).sort()).toEqual(['e1rm', 'volume', 'weight']);

    await settingsUnits(browser, 'kg');
    const inKg = await json<ExercisePage>(await browser.api(`/api/exercises/${exerciseId}`));
    expect(inKg.weightUnit).toBe('kg');
    expect(inKg.sessions.map((s) => s.sets[0]!.weight)).toEqual([50, 45.4]);
    expect(inKg.records.find((r) => r.kind === 'weight')).toMatchObject({ value: 50, unit: 'kg' });
  });

  it("shows bodyweight work's most reps as its best, not the latest session's (decision 095)", async () => {
    const { browser, workout } = await lifter(server().url);
    // Pull-ups added past the plan (any library exercise may be, decision 038).
    const pullUp = async (sessionId: string, day: number, reps: number, weight = 0) =>
      json(
        await browser.api(`/api/workouts/${workout.id}/sets`, {
          method: 'POST',
          json: {
            clientId: randomUUID(),
            sessionId,
            exerciseId: 'pull-up',
            exerciseIndex: workout.exercises.length,
            setNumber: 1,
            weight,
            weightUnit: 'kg',
            reps,
            rir: null,
            targetWeight: null,
            targetReps: null,
            targetRir: null,
            performedAt: new Date(
              Date.parse(`${START}T07:30:00Z`) + day * 86_400_000,
            ).toISOString(),
          },
        }),
      );
    await settingsUnits(browser, 'kg');
    const [first, best, latest] = [randomUUID(), randomUUID(), randomUUID()];
    await pullUp(first, 0, 9);
    await pullUp(best, 7, 11);
    await pullUp(best, 7.01, 6, 10);
    await pullUp(latest, 14, 10);

    const page = await json<ExercisePage>(await browser.api('/api/exercises/pull-up'));
    expect(page.series.measure).toBe('reps');
    expect(page.series.points.map((point) => point.value)).toEqual([9, 11, 10]);
    expect(page.bestE1rm).toBeNull();
    expect(page.bests.map((b) => [b.kind, b.value, b.unit])).toEqual([
      ['reps', 11, 'reps'],
      ['weight', 10, 'kg'],
      ['volume', 60, 'kg'],
    ]);
    expect(page.bests[0]!.sessionId).toBe(best);
    expect(page.records.find((record) => record.kind === 'reps')).toMatchObject({
      value: 11,
      sessionId: best,
    });

    // A loaded lift has no most-reps best: its reps count at a load.
    const squat = await json<ExercisePage>(
      await browser.api(`/api/exercises/${workout.exercises[0]!.id}`),
    );
    expect(squat.bests.some((b) => b.kind === 'reps')).toBe(false);
  });

  it('pages the sessions newest first', async () => {
    const { browser, workout } = await lifter(server().url);
    const exerciseId = workout.exercises[0]!.id;
    for (let day = 0; day < 23; day++) await log(browser, workout, randomUUID(), day, 50 + day, 5);
    const page = await json<ExercisePage>(await browser.api(`/api/exercises/${exerciseId}`));
    expect(page.sessions).toHaveLength(20);
    expect(page.totalSessions).toBe(23);
    expect(page.series.points).toHaveLength(23);
    const next = await json<ExercisePage>(
      await browser.api(
        `/api/exercises/${exerciseId}?before=${encodeURIComponent(page.nextBefore!)}`,
      ),
    );
    expect(next.sessions.map((s) => s.sets[0]!.weight)).toEqual([52, 51, 50]);
    expect(next.nextBefore).toBeNull();
  });

  it("never shows another user's sets", async () => {
    const me = await lifter(server().url);
    const other = await lifter(server().url);
    const exerciseId = me.workout.exercises[0]!.id;
    await log(other.browser, other.workout, randomUUID(), 0, 300, 5);
    await log(other.browser, other.workout, randomUUID(), 2, 310, 5);
    const page = await json<ExercisePage>(await me.browser.api(`/api/exercises/${exerciseId}`));
    expect(page).toMatchObject({
      totalSets: 0,
      sessions: [],
      records: [],
      bests: [],
      bestE1rm: null,
      nextBefore: null,
    });
    expect(page.series.points).toEqual([]);
  });

  it('answers 400 for a malformed id or cursor, 404 for an unknown exercise, 401 signed out', async () => {
    const { browser } = await lifter(server().url);
    for (const bad of ['Back%20Squat', 'squat--front', '..%2Fsettings', 'back_squat', '-squat']) {
      const response = await browser.api(`/api/exercises/${bad}`);
      expect(response.status, bad).toBe(400);
      expect(((await response.json()) as { message: string }).message).toBeTruthy();
    }
    expect((await browser.api('/api/exercises/back-squat?before=yesterday')).status).toBe(400);
    const unknown = await browser.api('/api/exercises/no-such-lift');
    expect(unknown.status).toBe(404);
    expect(await unknown.json()).toMatchObject({ message: 'Exercise not found' });
    const anonymous = new TestBrowser(server().url);
    expect((await anonymous.api('/api/exercises/no-such-lift')).status).toBe(401);
    expect((await anonymous.api('/api/exercises/Bad%20Id')).status).toBe(401);
  });
});

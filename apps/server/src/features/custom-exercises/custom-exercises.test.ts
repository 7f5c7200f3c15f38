import { randomUUID } from 'node:crypto';
import { expect, it } from 'vitest';
import type { CustomExercise } from '@grandfit/shared/schemas/custom-exercises.ts';
import type { TodayWorkouts, WeekWorkouts, Workout } from '@grandfit/shared/schemas/training.ts';
import type { ExerciseRecommendationView } from '@grandfit/shared/schemas/coach.ts';
import type { ExercisePage } from '@grandfit/shared/schemas/records.ts';
import {
  type TestBrowser,
  completeSession,
  setJourneyStart,
  signedInBrowser,
} from '../../../test/browser.ts';
import { describeWithServer } from '../../../test/server.ts';

// Sunday 3 Aug 2025 is week 1, day 1 (as in training.test.ts).
const START = '2025-08-03';

async function journeyUser(url: string) {
  const user = await signedInBrowser(url);
  await setJourneyStart(user.browser, START);
  return user.browser;
}

async function ok<T>(response: Response, status = 200): Promise<T> {
  expect(response.status, await response.clone().text()).toBe(status);
  return (await response.json()) as T;
}

const create = (browser: TestBrowser, json: unknown) =>
  browser.api('/api/custom-exercises', { method: 'POST', json });

const today = async (browser: TestBrowser, date = START) =>
  (await ok<TodayWorkouts>(await browser.api(`/api/workouts/today?date=${date}`))).workout!;

const swap = (browser: TestBrowser, workoutId: string, json: unknown) =>
  browser.api(`/api/workouts/${workoutId}/swaps?date=${START}`, { method: 'POST', json });

function set(overrides: Record<string, unknown>) {
  return {
    clientId: randomUUID(),
    sessionId: randomUUID(),
    setNumber: 1,
    weight: 50,
    weightUnit: 'lb',
    reps: 10,
    rir: 2,
    targetWeight: null,
    targetReps: 10,
    targetRir: 2,
    performedAt: '2025-08-03T07:30:00.000Z',
    ...overrides,
  };
}

const logSet = (browser: TestBrowser, workoutId: string, json: unknown) =>
  browser.api(`/api/workouts/${workoutId}/sets`, { method: 'POST', json });

describeWithServer('custom exercises and swaps', (server) => {
  it('creates, lists, renames and deletes; a name the user has, in any case, is a 409', async () => {
    const browser = await journeyUser(server().url);
    const sled = await ok<CustomExercise>(
      await create(browser, { name: '  Sled Push ', kind: 'weighted', equipment: 'Sled' }),
      201,
    );
    expect(sled).toMatchObject({
      name: 'Sled Push',
      kind: 'weighted',
      restSeconds: 90,
      pattern: null,
    });
    expect(sled.id).toMatch(/^custom-[0-9a-f-]{36}$/);

    const taken = await create(browser, { name: 'SLED push', kind: 'cardio' });
    expect(taken.status).toBe(409);
    expect(((await taken.json()) as { message: string }).message).toMatch(
      /already have .*SLED push/,
    );

    const plank = await ok<CustomExercise>(
      await create(browser, { name: 'Archer plank', kind: 'timed', restSeconds: 45 }),
      201,
    );
    const list = await ok<CustomExercise[]>(await browser.api('/api/custom-exercises'));
    expect(list.map((e) => e.name)).toEqual(['Archer plank', 'Sled Push']);

    const renamed = await ok<CustomExercise>(
      await browser.api(`/api/custom-exercises/${plank.id}`, {
        method: 'PATCH',
        json: { name: 'Side plank reach', equipment: 'Mat' },
      }),
    );
    expect(renamed).toMatchObject({ name: 'Side plank reach', kind: 'timed', equipment: 'Mat' });

    // The movement (decision 064): given, kept by a patch that does not name it, cleared by null.
    const moved = await ok<CustomExercise>(
      await browser.api(`/api/custom-exercises/${sled.id}`, {
        method: 'PATCH',
        json: { pattern: 'push' },
      }),
    );
    expect(moved).toMatchObject({ name: 'Sled Push', pattern: 'push' });
    const rested = await ok<CustomExercise>(
      await browser.api(`/api/custom-exercises/${sled.id}`, {
        method: 'PATCH',
        json: { restSeconds: 120 },
      }),
    );
    expect(rested.pattern).toBe('push');
    const cleared = await ok<CustomExercise>(
      await browser.api(`/api/custom-exercises/${sled.id}`, {
        method: 'PATCH',
        json: { pattern: null },
      }),
    );
    expect(cleared.pattern).toBeNull();
    const carry = await ok<CustomExercise>(
      await create(browser, { name: 'Sandbag carry', kind: 'timed', pattern: 'carry' }),
      201,
    );
    expect(carry.pattern).toBe('carry');
    const clash = await browser.api(`/api/custom-exercises/${plank.id}`, {
      method: 'PATCH',
      json: { name: 'sled push' },
    });
    expect(clash.status).toBe(409);

    const gone = await browser.api(`/api/custom-exercises/${plank.id}`, {
      method: 'DELETE',
      json: {},
    });
    expect(gone.status).toBe(204);
    const after = await ok<CustomExercise[]>(await browser.api('/api/custom-exercises'));
    expect(after.map((e) => e.id)).toEqual([carry.id, sled.id]);
  });

  it('answers bad input with a 400, never a 500', async () => {
    const browser = await journeyUser(server().url);
    for (const body of [
      { name: 'a\u0000b', kind: 'weighted' },
      { name: 'x'.repeat(81), kind: 'weighted' },
      { name: '', kind: 'weighted' },
      { name: 'Ok', kind: 'flying' },
      { name: 'Ok', kind: 'timed', restSeconds: 601 },
      { name: 'Ok', kind: 'timed', equipment: 'e'.repeat(10_000) },
      { name: 'Ok', kind: 'weighted', pattern: 'balance' },
      { name: 'Ok', kind: 'weighted', pattern: 'squat\u0000' },
      { name: 'Ok', kind: 'weighted', pattern: 1 },
    ]) {
      expect((await create(browser, body)).status, JSON.stringify(body).slice(0, 60)).toBe(400);
    }
    const made = await ok<CustomExercise>(
      await create(browser, { name: 'Ok', kind: 'timed' }),
      201,
    );
    const empty = await browser.api(`/api/custom-exercises/${made.id}`, {
      method: 'PATCH',
      json: {},
    });
    expect(empty.status).toBe(400);
    const workout = await today(browser);
    const bad = await swap(browser, workout.id, {
      fromExerciseId: 'a\u0000',
      toExerciseId: made.id,
      scope: 'today',
    });
    expect(bad.status).toBe(400);
    const scope = await browser.api(
      `/api/workouts/${workout.id}/swaps/${workout.exercises[0]!.id}?scope=forever`,
      { method: 'DELETE', json: {} },
    );
    expect(scope.status).toBe(400);
  });

  it("keeps each user's exercises to themselves", async () => {
    const owner = await journeyUser(server().url);
    const other = await journeyUser(server().url);
    const mine = await ok<CustomExercise>(
      await create(owner, { name: 'Tyre flip', kind: 'weighted' }),
      201,
    );
    expect(await ok<CustomExercise[]>(await other.api('/api/custom-exercises'))).toEqual([]);
    const path = `/api/custom-exercises/${mine.id}`;
    expect((await other.api(path, { method: 'PATCH', json: { name: 'Mine now' } })).status).toBe(
      404,
    );
    expect((await other.api(path, { method: 'DELETE', json: {} })).status).toBe(404);
    // Not swappable into another user's workout, nor loggable there, nor coached.
    const theirs = await today(other);
    const from = theirs.exercises[0]!.id;
    expect(
      (
        await swap(other, theirs.id, {
          fromExerciseId: from,
          toExerciseId: mine.id,
          scope: 'today',
        })
      ).status,
    ).toBe(404);
    const added = await logSet(
      other,
      theirs.id,
      set({ exerciseId: mine.id, exerciseIndex: theirs.exercises.length }),
    );
    expect(added.status).toBe(404);
    expect((await other.api(`/api/ai/exercise-recommendation/${mine.id}`)).status).toBe(404);
    // Nor can the other user touch the owner's workout's swaps.
    const ownerWorkout = await today(owner);
    const ownerFrom = ownerWorkout.exercises[0]!.id;
    expect(
      (
        await swap(other, ownerWorkout.id, {
          fromExerciseId: ownerFrom,
          toExerciseId: 'push-up',
          scope: 'today',
        })
      ).status,
    ).toBe(404);
    expect(
      (await ok<CustomExercise[]>(await owner.api('/api/custom-exercises'))).map((e) => e.name),
    ).toEqual(['Tyre flip']);
  });

  it('swaps an exercise for today, logs it under its own id, and undoes the swap', async () => {
    const browser = await journeyUser(server().url);
    const sled = await ok<CustomExercise>(
      await create(browser, { name: 'Sled Push', kind: 'weighted', restSeconds: 120 }),
      201,
    );
    const workout = await today(browser);
    const planned = workout.exercises[0]!;
    const swapped = await ok<Workout>(
      await swap(browser, workout.id, {
        fromExerciseId: planned.id,
        toExerciseId: sled.id,
        scope: 'today',
      }),
    );
    const slot = swapped.exercises[0]!;
    expect(slot).toMatchObject({
      id: sled.id,
      name: 'Sled Push',
      unit: 'reps',
      loaded: true,
      // The slot's dose, the custom exercise's own rest and no made-up load.
      sets: planned.sets,
      targetReps: planned.targetReps,
      targetRir: planned.targetRir,
      targetWeight: 0,
      restSeconds: 120,
      swappedFrom: { id: planned.id, name: planned.name, scope: 'today' },
    });
    // Today's answer is not the cached one from before the swap.
    expect((await today(browser)).exercises[0]!.id).toBe(sled.id);

    // The planned exercise is refused at that slot now, the swapped-in one accepted.
    const sessionId = randomUUID();
    const logged = await ok<{ exerciseId: string }>(
      await logSet(browser, workout.id, set({ sessionId, exerciseId: sled.id, exerciseIndex: 0 })),
    );
    expect(logged.exerciseId).toBe(sled.id);
    // An extra set beyond the plan.
    await ok(
      await logSet(
        browser,
        workout.id,
        set({ sessionId, exerciseId: sled.id, exerciseIndex: 0, setNumber: planned.sets + 1 }),
      ),
    );
    const wrong = await logSet(
      browser,
      workout.id,
      set({ sessionId, exerciseId: 'push-up', exerciseIndex: 0 }),
    );
    expect(wrong.status).toBe(404);

    // Once the session is finished it is history, and the coach's load comes from it.
    await completeSession(browser, workout, sessionId);
    const coach = await ok<ExerciseRecommendationView>(
      await browser.api(
        `/api/ai/exercise-recommendation/${sled.id}?workoutId=${workout.id}&exerciseIndex=0&date=${START}`,
      ),
    );
    expect(coach.recommendedWeight).toBeGreaterThan(0);
    expect(coach.lastPerformed).toMatchObject({ weight: 50, reps: 10 });

    // A custom exercise with sets cannot be deleted: its history stays.
    const refused = await browser.api(`/api/custom-exercises/${sled.id}`, {
      method: 'DELETE',
      json: {},
    });
    expect(refused.status).toBe(409);
    expect(((await refused.json()) as { message: string }).message).toMatch(/2 logged sets/);

    const undone = await ok<Workout>(
      await browser.api(
        `/api/workouts/${workout.id}/swaps/${planned.id}?scope=today&date=${START}`,
        {
          method: 'DELETE',
          json: {},
        },
      ),
    );
    expect(undone.exercises[0]).toMatchObject({ id: planned.id, swappedFrom: null });
    const again = await browser.api(`/api/workouts/${workout.id}/swaps/${planned.id}?scope=today`, {
      method: 'DELETE',
      json: {},
    });
    expect(again.status).toBe(404);
  });

  it('swaps for the rest of the phase: every workout of the phase, not the next phase', async () => {
    const browser = await journeyUser(server().url);
    const workout = await today(browser);
    const planned = workout.exercises[0]!;
    await ok(
      await swap(browser, workout.id, {
        fromExerciseId: planned.id,
        toExerciseId: 'push-up',
        scope: 'phase',
      }),
    );
    const idsOfWeek = async (week: number) =>
      (
        await ok<WeekWorkouts>(await browser.api(`/api/workouts?week=${week}&date=${START}`))
      ).workouts.flatMap((w) => w.exercises.map((e) => ({ id: e.id, from: e.swappedFrom?.id })));
    for (const week of [1, 2, 12]) {
      const exercises = await idsOfWeek(week);
      expect(
        exercises.some((e) => e.id === planned.id),
        `week ${week}`,
      ).toBe(false);
    }
    expect((await idsOfWeek(2)).some((e) => e.from === planned.id)).toBe(true);
    // A one-day swap overrides the phase's for that workout only.
    const oneDay = await ok<Workout>(
      await swap(browser, workout.id, {
        fromExerciseId: planned.id,
        toExerciseId: 'goblet-squat' === planned.id ? 'push-up' : 'goblet-squat',
        scope: 'today',
      }),
    );
    expect(oneDay.exercises[0]!.swappedFrom?.scope).toBe('today');
    await ok(
      await browser.api(`/api/workouts/${workout.id}/swaps/${planned.id}?scope=phase`, {
        method: 'DELETE',
        json: {},
      }),
    );
    expect((await idsOfWeek(2)).some((e) => e.from === planned.id)).toBe(false);
    expect((await today(browser)).exercises[0]!.swappedFrom?.scope).toBe('today');
  });

  it('refuses a swap of an exercise the workout does not have, or to an unknown one', async () => {
    const browser = await journeyUser(server().url);
    const workout = await today(browser);
    const from = workout.exercises[0]!.id;
    const notPlanned = await swap(browser, workout.id, {
      fromExerciseId: 'not-in-plan',
      toExerciseId: 'push-up',
      scope: 'today',
    });
    expect(notPlanned.status).toBe(404);
    const unknown = await swap(browser, workout.id, {
      fromExerciseId: from,
      toExerciseId: `custom-${randomUUID()}`,
      scope: 'today',
    });
    expect(unknown.status).toBe(404);
    const same = await swap(browser, workout.id, {
      fromExerciseId: from,
      toExerciseId: from,
      scope: 'today',
    });
    expect(same.status).toBe(400);
  });

  it('logs exercises added to the session, with the limits of their own unit', async () => {
    const browser = await journeyUser(server().url);
    const hold = await ok<CustomExercise>(
      await create(browser, { name: 'Dead hang', kind: 'timed' }),
      201,
    );
    const workout = await today(browser);
    const sessionId = randomUUID();
    const end = workout.exercises.length;
    // Seconds go past the 50 of a rep-counted exercise.
    await ok(
      await logSet(
        browser,
        workout.id,
        set({ sessionId, exerciseId: hold.id, exerciseIndex: end, weight: 0, reps: 90, rir: null }),
      ),
    );
    await ok(
      await logSet(
        browser,
        workout.id,
        set({ sessionId, exerciseId: 'push-up', exerciseIndex: end + 1 }),
      ),
    );
    const tooMany = await logSet(
      browser,
      workout.id,
      set({ sessionId, exerciseId: 'push-up', exerciseIndex: end + 1, setNumber: 2, reps: 90 }),
    );
    expect(tooMany.status).toBe(400);
    const made = await logSet(
      browser,
      workout.id,
      set({ sessionId, exerciseId: 'no-such-lift', exerciseIndex: end + 2 }),
    );
    expect(made.status).toBe(404);
    const sets = await ok<{ sets: Array<{ exerciseId: string; exerciseIndex: number }> }>(
      await browser.api(`/api/workouts/${workout.id}/sets`),
    );
    expect(sets.sets.map((s) => [s.exerciseId, s.exerciseIndex])).toEqual([
      [hold.id, end],
      ['push-up', end + 1],
    ]);
  });

  it('scores bodyweight work by its reps, never an e1RM of the added load', async () => {
    const browser = await journeyUser(server().url);
    const workout = await today(browser);
    const end = workout.exercises.length;
    const dip = await ok<CustomExercise>(
      await create(browser, { name: 'Ring dip', kind: 'weighted' }),
      201,
    );
    const first = randomUUID();
    const second = randomUUID();
    /** A pull-up and a ring dip with a belt: 20 lb x 8 one day, 30 lb x 6 the next. */
    const logBoth = async (sessionId: string, weight: number, reps: number, day: string) => {
      const performedAt = `${day}T07:30:00.000Z`;
      const logged = [];
      for (const [index, exerciseId] of [
        [end, 'pull-up'],
        [end + 1, dip.id],
      ] as const) {
        logged.push(
          await ok<{ records: Array<{ kind: string; addedLoad?: boolean }> }>(
            await logSet(
              browser,
              workout.id,
              set({ sessionId, exerciseId, exerciseIndex: index, weight, reps, performedAt }),
            ),
          ),
        );
      }
      return logged.map((view) =>
        view.records.map((record) => `${record.kind}${record.addedLoad ? ' added' : ''}`).sort(),
      );
    };
    await logBoth(first, 20, 8, '2025-08-03');
    // The pull-up's heavier belt is a weight and a volume record of an added load (decision
    // 080), not an e1RM one; the dip, a loaded lift until its kind says otherwise, has its e1RM.
    expect(await logBoth(second, 30, 6, '2025-08-04')).toEqual([
      ['volume added', 'weight added'],
      ['e1rm', 'volume', 'weight'],
    ]);

    const page = async (id: string) =>
      ok<ExercisePage>(await browser.api(`/api/exercises/${encodeURIComponent(id)}`));
    const pullUp = await page('pull-up');
    expect(pullUp).toMatchObject({ bestE1rm: null, series: { measure: 'reps', unit: 'reps' } });
    expect(pullUp.series.points.map((point) => point.value)).toEqual([8, 6]);
    expect(pullUp.bests.map((best) => best.kind)).toEqual(['reps', 'weight', 'volume']);
    expect(pullUp.bestByReps.map((best) => [best.reps, best.weight])).toEqual([
      [6, 30],
      [8, 20],
    ]);
    expect((await page(dip.id)).series.measure).toBe('e1rm');

    // The lifter says the dip is bodyweight work: its records follow at once, and back again.
    const rekind = (kind: string) =>
      browser.api(`/api/custom-exercises/${dip.id}`, { method: 'PATCH', json: { kind } });
    await ok(await rekind('bodyweight'));
    expect(await page(dip.id)).toMatchObject({ bestE1rm: null, series: { measure: 'reps' } });
    expect((await page(dip.id)).records.map((record) => record.kind)).not.toContain('e1rm');
    await ok(await rekind('weighted'));
    expect(await page(dip.id)).toMatchObject({
      bestE1rm: { kind: 'e1rm' },
      series: { measure: 'e1rm' },
    });
  });

  it('scores assisted work by least assistance, its help never a load (decision 083)', async () => {
    const browser = await journeyUser(server().url);
    const workout = await today(browser);
    const index = workout.exercises.length;
    // Logged first as bodyweight work, as an import before decision 083 made "Assisted" ones.
    const band = await ok<CustomExercise>(
      await create(browser, { name: 'Band pull-up', kind: 'bodyweight' }),
      201,
    );
    type Logged = {
      records: Array<{ kind: string; value: number; previous: number; assistance?: boolean }>;
    };
    const log = async (sessionId: string, weight: number, reps: number, day: string) =>
      ok<Logged>(
        await logSet(
          browser,
          workout.id,
          set({
            sessionId,
            exerciseId: band.id,
            exerciseIndex: index,
            weight,
            reps,
            performedAt: `${day}T07:30:00.000Z`,
          }),
        ),
      );
    const first = randomUUID();
    await log(first, 40, 8, '2025-08-03');
    const asBodyweight = await log(randomUUID(), 50, 8, '2025-08-04');
    expect(asBodyweight.records.map((record) => record.kind).sort()).toEqual(['volume', 'weight']);

    const page = async () =>
      ok<ExercisePage>(await browser.api(`/api/exercises/${encodeURIComponent(band.id)}`));
    await ok(
      await browser.api(`/api/custom-exercises/${band.id}`, {
        method: 'PATCH',
        json: { kind: 'assisted' },
      }),
    );
    // Rescored: 40 lb of help on day 1 is the least; more help on day 2 is no record, no volume.
    const rescored = await page();
    expect(rescored.exercise).toMatchObject({ loaded: false, assisted: true });
    expect(rescored.records).toEqual([]);
    expect(rescored.bests.map((best) => [best.kind, best.value])).toEqual([['weight', 40]]);
    expect(rescored.bestByReps).toEqual([]);
    expect(rescored.sessions.map((session) => session.volume)).toEqual([0, 0]);

    // Less help is a record, said as assistance: 30 lb after 40.
    const less = await log(randomUUID(), 30, 6, '2025-08-05');
    expect(less.records).toEqual([
      expect.objectContaining({ kind: 'weight', value: 30, previous: 40, assistance: true }),
    ]);
    expect((await page()).bests).toEqual([expect.objectContaining({ kind: 'weight', value: 30 })]);

    const detail = await ok<{ exercises: Array<{ exerciseId: string; assisted?: boolean }> }>(
      await browser.api(`/api/history/sessions/${first}`),
    );
    expect(detail.exercises.find((exercise) => exercise.exerciseId === band.id)).toMatchObject({
      assisted: true,
    });
    // The coach sets no load for it and speaks of help.
    const coach = await ok<ExerciseRecommendationView>(
      await browser.api(`/api/ai/exercise-recommendation/${band.id}?date=${START}`),
    );
    expect(coach.recommendedWeight).toBe(0);
    expect(coach.reasoning).toMatch(/less help is your progress/);
  });

  it('has the coach say it has no starting load for a new custom lift', async () => {
    const browser = await journeyUser(server().url);
    const lift = await ok<CustomExercise>(
      await create(browser, { name: 'Landmine press', kind: 'weighted' }),
      201,
    );
    const coach = await ok<ExerciseRecommendationView>(
      await browser.api(`/api/ai/exercise-recommendation/${lift.id}?date=${START}`),
    );
    expect(coach.recommendedWeight).toBe(0);
    expect(coach.reasoning).toMatch(/no starting load/);
    expect(coach.lastPerformed).toBeNull();
  });
});

import { randomUUID } from 'node:crypto';
import { expect, it } from 'vitest';
import { addDays, mondayOf } from '@grandfit/shared/domain/dates.ts';
import { SET_LIMITS } from '@grandfit/shared/domain/set-limits.ts';
import type { ExerciseRecommendationView } from '@grandfit/shared/schemas/coach.ts';
import type { Workout } from '@grandfit/shared/schemas/training.ts';
import { signedInBrowser, type TestBrowser } from '../../../test/browser.ts';
import { describeWithServer } from '../../../test/server.ts';
import { seedHistory, seedImportedSessions, type SeedImportedSet } from '../history/test-seed.ts';
import { json } from './test-lifter.ts';

// The real clock: a free workout starts on the lifter's today (decision 075).
const TODAY = new Date().toISOString().slice(0, 10);
const START = addDays(mondayOf(TODAY), -7);
const DAY = 86_400_000;

/** A lifter in kg whose journey started on the Monday of last week. */
async function kgLifter(url: string) {
  const { browser } = await signedInBrowser(url);
  const settings = await json<object>(await browser.api('/api/user/settings'));
  await json(
    await browser.api('/api/user/settings', {
      method: 'PUT',
      json: { ...settings, units: 'kg', journeyStartDate: START },
    }),
  );
  const userId = (await json<{ id: string }>(await browser.api('/api/auth/user'))).id;
  return { browser, userId };
}

/** `count` sets of one exercise, a minute apart from `at`, numbered from 1. */
function sets(
  exerciseId: string,
  exerciseIndex: number,
  at: Date,
  done: readonly (Partial<SeedImportedSet> & Pick<SeedImportedSet, 'reps'>)[],
): SeedImportedSet[] {
  return done.map((set, index) => ({
    exerciseId,
    exerciseIndex,
    setNumber: index + 1,
    weight: null,
    weightUnit: 'kg',
    performedAt: new Date(at.getTime() + (exerciseIndex * 10 + index) * 60_000),
    ...set,
  }));
}

const times = <T>(count: number, value: T): T[] => Array.from({ length: count }, () => value);

/** A Strong session imported `daysAgo` days ago, finished an hour after it began. */
function strongSession(daysAgo: number, title: string, of: (at: Date) => SeedImportedSet[]) {
  const startedAt = new Date(Date.now() - daysAgo * DAY);
  return {
    source: 'strong' as const,
    title,
    startedAt,
    completedAt: new Date(startedAt.getTime() + 3_600_000),
    sets: of(startedAt),
  };
}

const start = async (browser: TestBrowser, exerciseIds: string[], extra = {}) => {
  const response = await browser.api('/api/workouts/free', {
    method: 'POST',
    json: { id: randomUUID(), date: TODAY, name: 'Strong day', exerciseIds, ...extra },
  });
  expect(response.status, await response.clone().text()).toBe(201);
  return (await response.json()) as Workout;
};

const targets = (workout: Workout) =>
  workout.exercises.map((exercise) => [exercise.id, exercise.targetReps, exercise.targetRir]);

describeWithServer('a free workout targets his last reps (decision 094)', (server) => {
  it('repeats an imported 3 x 5 at 5 reps, the coach loading it at his 102.5 kg', async () => {
    const { browser, userId } = await kgLifter(server().url);
    await seedImportedSessions(server().database.db, userId, [
      strongSession(3, 'Strength A', (at) => [
        ...sets('back-squat', 0, at, [
          { reps: 8, weight: 60, setType: 'warmup' },
          ...times(3, { reps: 5, weight: 102.5 }),
        ]),
        ...sets('bench-press', 1, at, times(3, { reps: 5, weight: 77.5 })),
        ...sets('pull-up', 2, at, times(3, { reps: 11 })),
      ]),
    ]);

    // Repeat: his exercises with the sets he did, and one he never did.
    const workout = await start(browser, ['back-squat', 'bench-press', 'pull-up', 'goblet-squat'], {
      sets: { 'back-squat': 3, 'bench-press': 3, 'pull-up': 3 },
    });
    expect(targets(workout)).toEqual([
      ['back-squat', 5, 2],
      ['bench-press', 5, 2],
      ['pull-up', 11, 2],
      ['goblet-squat', 10, 2],
    ]);

    // The coach aims at the plan's reps: 102.5 kg x 5 is again about 102.5 kg for 5, not 90 for 10.
    const squat = await json<ExerciseRecommendationView>(
      await browser.api(
        `/api/ai/exercise-recommendation/back-squat?workoutId=${workout.id}&exerciseIndex=0&date=${TODAY}`,
      ),
    );
    expect(squat.recommendedWeight).toBeGreaterThanOrEqual(100);
    expect(squat.recommendedWeight).toBeLessThanOrEqual(105);
    const shown = await json<Workout>(
      await browser.api(`/api/workouts/${workout.id}?date=${TODAY}`),
    );
    expect(shown.exercises[0]).toMatchObject({ targetReps: 5, weightUnit: 'kg' });
    expect(shown.exercises[0]!.targetWeight).toBe(squat.recommendedWeight);
    expect(shown.exercises[1]!.targetWeight).toBeGreaterThanOrEqual(75);
    expect(shown.exercises[1]!.targetWeight).toBeLessThanOrEqual(80);
  });

  it('reads the first working set of the last finished session: no warm-up, skip, 0 or unfinished', async () => {
    const { browser, userId } = await kgLifter(server().url);
    const db = server().database.db;
    await seedImportedSessions(db, userId, [
      strongSession(9, 'Older', (at) => sets('back-squat', 0, at, times(3, { reps: 8 }))),
      strongSession(5, 'Last finished', (at) => [
        ...sets('back-squat', 0, at, [
          { reps: 3, weight: 60, setType: 'warmup' },
          { reps: 5, weight: 100, skipped: true },
          { reps: 0, weight: 100 },
          { reps: 4, weight: 100 },
          { reps: 6, weight: 100 },
        ]),
        // Timed work counts its seconds; more than a set takes is what it takes.
        ...sets('front-plank', 1, at, [{ reps: 45 }, { reps: 60 }]),
        ...sets('push-up', 2, at, [{ reps: 80 }]),
      ]),
      // Only warm-ups of the bench since: the last session he did it in is the older one.
      strongSession(2, 'Warm-ups only', (at) =>
        sets('bench-press', 0, at, [{ reps: 2, weight: 40, setType: 'warmup' }]),
      ),
      strongSession(7, 'Bench', (at) => sets('bench-press', 0, at, times(2, { reps: 7 }))),
    ]);
    // A GrandFit session begun yesterday and never finished: not history yet.
    const yesterday = new Date(Date.now() - DAY);
    await seedHistory(db, userId, [
      {
        journeyStart: START,
        week: 1,
        day: 1,
        type: 'strength',
        startedAt: yesterday,
        completedAt: null,
        sets: [
          {
            exerciseId: 'back-squat',
            exerciseIndex: 0,
            setNumber: 1,
            weight: 100,
            weightUnit: 'kg',
            reps: 12,
            performedAt: yesterday,
          },
        ],
      },
    ]);

    const workout = await start(browser, ['back-squat', 'front-plank', 'push-up', 'bench-press']);
    expect(targets(workout)).toEqual([
      ['back-squat', 4, 2],
      ['front-plank', 45, null],
      ['push-up', SET_LIMITS.reps.max, 2],
      ['bench-press', 7, 2],
    ]);
  });

  it('aims the coach at his last reps of an exercise added during the session', async () => {
    const { browser, userId } = await kgLifter(server().url);
    await seedImportedSessions(server().database.db, userId, [
      strongSession(5, 'Pull', (at) =>
        sets('romanian-deadlift', 0, at, [...times(2, { reps: 6, weight: 100 }), { reps: 5 }]),
      ),
    ]);
    const workout = await start(browser, ['back-squat']);
    const recommend = async (exerciseId: string, exerciseIndex: number) =>
      json<ExerciseRecommendationView>(
        await browser.api(
          `/api/ai/exercise-recommendation/${exerciseId}?workoutId=${workout.id}&exerciseIndex=${exerciseIndex}&date=${TODAY}`,
        ),
      );
    // Added after the plan: 100 kg x 6 is 100 kg for 6 again, not 90 kg for the default 10.
    const rdl = await recommend('romanian-deadlift', 1);
    expect(rdl.reasoning).toContain('For 6 reps with 2 in reserve');
    expect(rdl.recommendedWeight).toBeGreaterThanOrEqual(97.5);
    expect(rdl.recommendedWeight).toBeLessThanOrEqual(100);
    // One he never did keeps the default 10.
    const goblet = await recommend('goblet-squat', 2);
    expect(goblet.reasoning).toMatch(/\b10 reps\b/);
  });

  it("is one lifter's: another's reps never reach him", async () => {
    const one = await kgLifter(server().url);
    const other = await kgLifter(server().url);
    await seedImportedSessions(server().database.db, one.userId, [
      strongSession(2, 'Mine', (at) => sets('back-squat', 0, at, times(3, { reps: 3 }))),
    ]);
    await seedImportedSessions(server().database.db, other.userId, [
      strongSession(1, 'His', (at) => sets('back-squat', 0, at, times(3, { reps: 6 }))),
    ]);
    const third = await kgLifter(server().url);

    expect(targets(await start(one.browser, ['back-squat']))).toEqual([['back-squat', 3, 2]]);
    expect(targets(await start(other.browser, ['back-squat']))).toEqual([['back-squat', 6, 2]]);
    expect(targets(await start(third.browser, ['back-squat']))).toEqual([['back-squat', 10, 2]]);
  });
});

import { expect, it } from 'vitest';
import type {
  ExerciseRecommendationView,
  FormAnalysisView,
  MovementCuesView,
  ProgressionRecommendationView,
} from '@grandfit/shared/schemas/coach.ts';
import type { TodayWorkouts, Workout } from '@grandfit/shared/schemas/training.ts';
import { TestBrowser, completeSession, signedInBrowser } from '../../../test/browser.ts';
import { describeWithServer } from '../../../test/server.ts';
import { json, logSession } from '../training/test-lifter.ts';

const localToday = () => new Date().toISOString().slice(0, 10);

/** Starts the user's journey today, so today's workout is week 1, day 1 (a strength day). */
async function todaysStrengthWorkout(browser: TestBrowser): Promise<Workout> {
  const settings = await json<Record<string, unknown>>(await browser.api('/api/user/settings'));
  await json(
    await browser.api('/api/user/settings', {
      method: 'PUT',
      json: { ...settings, journeyStartDate: localToday() },
    }),
  );
  const today = await json<TodayWorkouts>(
    await browser.api(`/api/workouts/today?date=${localToday()}`),
  );
  expect(today.workout?.type).toBe('strength');
  return today.workout!;
}

/** Sets of the workout's first exercise, `minutesAgo` each; finished now unless told not to. */
function logSets(
  browser: TestBrowser,
  workout: Workout,
  sets: { weight: number; reps: number; rir: number; minutesAgo: number }[],
  { finish = true } = {},
) {
  const performed = sets.map(({ minutesAgo, ...set }) => ({
    ...set,
    performedAt: new Date(Date.now() - minutesAgo * 60_000).toISOString(),
  }));
  // The coach reads finished sessions only.
  return logSession(
    browser,
    workout,
    performed,
    finish ? { completedAt: new Date().toISOString() } : {},
  );
}

describeWithServer('coach', (server) => {
  it('starts a new user at the exercise starting load, with low confidence', async () => {
    const { browser } = await signedInBrowser(server().url);
    const workout = await todaysStrengthWorkout(browser);
    const exercise = workout.exercises[0]!;
    const recommendation = await json<ExerciseRecommendationView>(
      await browser.api(
        `/api/ai/exercise-recommendation/${exercise.id}?workoutId=${workout.id}&exerciseIndex=0&date=${localToday()}`,
      ),
    );
    expect(recommendation).toMatchObject({ exerciseId: exercise.id, lastPerformed: null });
    expect(recommendation.recommendedWeight).toBe(exercise.targetWeight);
    expect(recommendation.recommendedWeight).toBeGreaterThan(0);
    expect(recommendation.confidence).toBeCloseTo(0.3);
    expect(recommendation.reasoning.length).toBeGreaterThan(10);
  });

  it("recommends from the user's own sets, and less on a poor-readiness day", async () => {
    const { browser } = await signedInBrowser(server().url);
    const workout = await todaysStrengthWorkout(browser);
    const exercise = workout.exercises[0]!;
    await logSets(browser, workout, [
      { weight: 60, reps: 12, rir: 4, minutesAgo: 30 },
      { weight: 60, reps: 12, rir: 4, minutesAgo: 25 },
    ]);
    const url = `/api/ai/exercise-recommendation/${exercise.id}?workoutId=${workout.id}&exerciseIndex=0&date=${localToday()}`;
    const fresh = await json<ExerciseRecommendationView>(await browser.api(url));
    expect(fresh.lastPerformed).toEqual({ weight: 60, reps: 12, rir: 4 });
    expect(fresh.confidence).toBeGreaterThan(0.3);
    expect(fresh.recommendedWeight).toBeGreaterThanOrEqual(60);
    // The workout the screens show carries the same load.
    const shown = await json<Workout>(
      await browser.api(`/api/workouts/${workout.id}?date=${localToday()}`),
    );
    expect(shown.exercises[0]?.targetWeight).toBe(fresh.recommendedWeight);

    // A bad night and a rough check-in: readiness falls into Poor.
    await json(
      await browser.api('/api/health/manual-entry', {
        method: 'POST',
        json: {
          date: localToday(),
          hrvScore: 20,
          restingHeartRate: 90,
          sleepHours: 4,
          sleepQuality: 2,
        },
      }),
    );
    await json(
      await browser.api('/api/recovery/readiness', {
        method: 'POST',
        json: { date: localToday(), energy: 2, mood: 2, soreness: 9 },
      }),
    );
    const tired = await json<ExerciseRecommendationView>(await browser.api(url));
    expect(tired.recommendedWeight).toBeLessThan(fresh.recommendedWeight);
    expect(tired.reasoning).toMatch(/Readiness/);
  });

  it('leaves the session under way out: its targets do not move as its sets are logged', async () => {
    const { browser } = await signedInBrowser(server().url);
    const workout = await todaysStrengthWorkout(browser);
    const exercise = workout.exercises[0]!;
    await logSets(browser, workout, [{ weight: 60, reps: 12, rir: 4, minutesAgo: 3 * 24 * 60 }]);
    const url = `/api/ai/exercise-recommendation/${exercise.id}?workoutId=${workout.id}&exerciseIndex=0&date=${localToday()}`;
    const shownTarget = async () =>
      (await json<Workout>(await browser.api(`/api/workouts/${workout.id}?date=${localToday()}`)))
        .exercises[0]?.targetWeight;
    const before = await json<ExerciseRecommendationView>(await browser.api(url));
    const targetBefore = await shownTarget();

    // Today's session: a light, easy set, not finished yet.
    const today = await logSets(
      browser,
      workout,
      [{ weight: 20, reps: 12, rir: 3, minutesAgo: 2 }],
      {
        finish: false,
      },
    );
    const during = await json<ExerciseRecommendationView>(await browser.api(url));
    expect(during).toEqual(before);
    expect(during.lastPerformed).toEqual({ weight: 60, reps: 12, rir: 4 });
    expect(await shownTarget()).toBe(targetBefore);

    // Finished, it is the last time.
    await completeSession(browser, workout, today);
    const after = await json<ExerciseRecommendationView>(await browser.api(url));
    expect(after.lastPerformed).toEqual({ weight: 20, reps: 12, rir: 3 });
  });

  it('keeps the Low-readiness load cut after 10 minutes of breathing (decision 036)', async () => {
    const { browser } = await signedInBrowser(server().url);
    const workout = await todaysStrengthWorkout(browser);
    const exercise = workout.exercises[0]!;
    await logSets(browser, workout, [
      { weight: 100, reps: exercise.targetReps, rir: exercise.targetRir ?? 2, minutesAgo: 30 },
    ]);
    const url = `/api/ai/exercise-recommendation/${exercise.id}?workoutId=${workout.id}&exerciseIndex=0&date=${localToday()}`;
    const unknown = await json<ExerciseRecommendationView>(await browser.api(url));
    // A check-in alone: (6/10 + 6/10 + (10 - 5)/9) / 3 = 58.5 → 59, Low: a 5 % cut.
    await json(
      await browser.api('/api/recovery/readiness', {
        method: 'POST',
        json: { date: localToday(), energy: 6, mood: 6, soreness: 5 },
      }),
    );
    const readiness = async () =>
      (await json<{ readinessScore: number; band: string }>(
        await browser.api(`/api/recovery/readiness?date=${localToday()}`),
      )) as { readinessScore: number; band: string };
    expect(await readiness()).toMatchObject({ readinessScore: 59, band: 'Low' });
    const low = await json<ExerciseRecommendationView>(await browser.api(url));
    expect(low.recommendedWeight).toBeLessThan(unknown.recommendedWeight);
    expect(low.reasoning).toContain('reduced by 5%');

    // Ten minutes of breathing: before decision 036 it added 3 points (59 → 62, Fair) and the cut
    // went away; now the score and the load stay.
    const breathed = await browser.api('/api/breathing/sessions', {
      method: 'POST',
      json: {
        clientId: crypto.randomUUID(),
        date: localToday(),
        pattern: 'coherence',
        inhaleSeconds: 5,
        holdSeconds: 0,
        exhaleSeconds: 5,
        plannedSeconds: 600,
        actualSeconds: 600,
        breaths: 60,
        completed: true,
        startedAt: new Date(Date.now() - 20 * 60_000).toISOString(),
        endedAt: new Date(Date.now() - 10 * 60_000).toISOString(),
        hrv: { source: 'demo' },
      },
    });
    expect(breathed.status).toBe(200);
    expect(await readiness()).toMatchObject({ readinessScore: 59, band: 'Low' });
    const after = await json<ExerciseRecommendationView>(await browser.api(url));
    expect(after.recommendedWeight).toBe(low.recommendedWeight);
  });

  it('answers progression, movement cues and form analysis from the logged sets', async () => {
    const { browser } = await signedInBrowser(server().url);
    const workout = await todaysStrengthWorkout(browser);
    const exercise = workout.exercises[0]!;
    await logSets(browser, workout, [
      { weight: 40, reps: 10, rir: 0, minutesAgo: 40 },
      { weight: 40, reps: 6, rir: 0, minutesAgo: 35 },
      { weight: 40, reps: 10, rir: 0, minutesAgo: 30 },
    ]);
    const progression = await json<ProgressionRecommendationView>(
      await browser.api(`/api/ai/progression-recommendation/${exercise.id}?date=${localToday()}`),
    );
    expect(['increase', 'maintain', 'deload']).toContain(progression.action);
    expect(progression.reasoning).toMatch(/Week 1/);

    const cues = await json<MovementCuesView>(
      await browser.api(`/api/ai/movement-cues/${exercise.id}/execution`),
    );
    for (const cue of exercise.formCues) expect(cues.cues).toContain(cue);

    const form = await json<FormAnalysisView>(
      await browser.api(`/api/ai/form-analysis/${exercise.id}`),
    );
    // No video: no form score. RIR 0 against the target in all 3 sets: effort accuracy < 100.
    expect(form.overallScore).toBeNull();
    expect(form.effortAccuracy).toBeLessThan(100);
    expect(form.riskFactors.length).toBeGreaterThan(0);
  });

  it('gives cardio no form or effort score and no RIR advice', async () => {
    const { browser } = await signedInBrowser(server().url);
    const form = await json<FormAnalysisView>(
      await browser.api('/api/ai/form-analysis/stationary-bike'),
    );
    expect(form).toMatchObject({ overallScore: null, effortAccuracy: null, riskFactors: [] });
    const progression = await json<ProgressionRecommendationView>(
      await browser.api(`/api/ai/progression-recommendation/stationary-bike?date=${localToday()}`),
    );
    expect(progression.action).toBe('maintain');
    for (const text of [...form.feedback, ...form.recommendations, progression.reasoning]) {
      expect(text).not.toMatch(/\bRIR\b/);
    }
    expect(progression.reasoning).toContain('not load or reps in reserve');
  });

  it("never uses another user's sets or workouts", async () => {
    const owner = await signedInBrowser(server().url);
    const other = await signedInBrowser(server().url);
    const workout = await todaysStrengthWorkout(owner.browser);
    const exercise = workout.exercises[0]!;
    await logSets(owner.browser, workout, [{ weight: 80, reps: 8, rir: 2, minutesAgo: 10 }]);

    const theirs = await json<ExerciseRecommendationView>(
      await other.browser.api(`/api/ai/exercise-recommendation/${exercise.id}`),
    );
    expect(theirs.lastPerformed).toBeNull();
    const form = await json<FormAnalysisView>(
      await other.browser.api(`/api/ai/form-analysis/${exercise.id}`),
    );
    expect(form).toMatchObject({ overallScore: null, effortAccuracy: null });
    const foreignWorkout = await other.browser.api(
      `/api/ai/exercise-recommendation/${exercise.id}?workoutId=${workout.id}`,
    );
    expect(foreignWorkout.status).toBe(404);
  });

  it('refuses unknown exercises and signed-out callers', async () => {
    const { browser } = await signedInBrowser(server().url);
    for (const path of [
      '/api/ai/exercise-recommendation/no-such-lift',
      '/api/ai/progression-recommendation/no-such-lift',
      '/api/ai/movement-cues/no-such-lift/execution',
      '/api/ai/form-analysis/no-such-lift',
    ]) {
      expect((await browser.api(path)).status, path).toBe(404);
      expect((await new TestBrowser(server().url).api(path)).status, path).toBe(401);
    }
    expect((await browser.api('/api/ai/form-analysis/Bad%20Id')).status).toBe(400);
  });
});

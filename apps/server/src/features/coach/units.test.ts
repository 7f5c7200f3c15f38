import { randomUUID } from 'node:crypto';
import { expect, it } from 'vitest';
import type { ExerciseRecommendationView } from '@grandfit/shared/schemas/coach.ts';
import type { UserSettings } from '@grandfit/shared/schemas/settings.ts';
import type { TodayWorkouts, Workout } from '@grandfit/shared/schemas/training.ts';
import { type TestBrowser, completeSession, signedInBrowser } from '../../../test/browser.ts';
import { describeWithServer } from '../../../test/server.ts';

/** Decision 024: a kg user trains, is coached and exports in kg; every set keeps its unit. */

async function json<T>(response: Response): Promise<T> {
  expect(response.status, await response.clone().text()).toBe(200);
  return (await response.json()) as T;
}

const localToday = () => new Date().toISOString().slice(0, 10);

async function setUnits(browser: TestBrowser, change: Partial<UserSettings>) {
  const settings = await json<UserSettings>(await browser.api('/api/user/settings'));
  return json<UserSettings>(
    await browser.api('/api/user/settings', {
      method: 'PUT',
      json: { ...settings, journeyStartDate: localToday(), ...change },
    }),
  );
}

async function today(browser: TestBrowser): Promise<Workout> {
  const answer = await json<TodayWorkouts>(
    await browser.api(`/api/workouts/today?date=${localToday()}`),
  );
  return answer.workout!;
}

/** The first exercise of today's workout, `weight` × 8 at RIR 2, as the user entered it. */
async function logSet(
  browser: TestBrowser,
  workout: Workout,
  weight: number,
  weightUnit: 'kg' | 'lb',
  minutesAgo: number,
  set: { exerciseId?: string; exerciseIndex?: number; rir?: number } = {},
) {
  const exercise = workout.exercises[0]!;
  const sessionId = randomUUID();
  const logged = await json<{ weight: number; weightUnit: string }>(
    await browser.api(`/api/workouts/${workout.id}/sets`, {
      method: 'POST',
      json: {
        clientId: randomUUID(),
        sessionId,
        exerciseId: set.exerciseId ?? exercise.id,
        exerciseIndex: set.exerciseIndex ?? 0,
        setNumber: 1,
        weight,
        weightUnit,
        reps: 8,
        rir: set.rir ?? 2,
        targetWeight: null,
        targetReps: 8,
        targetRir: 2,
        performedAt: new Date(Date.now() - minutesAgo * 60_000).toISOString(),
      },
    }),
  );
  // The coach reads finished sessions only.
  await completeSession(browser, workout, sessionId);
  return logged;
}

describeWithServer('weights in the user unit', (server) => {
  it('round-trips the kg preferences, and keeps them when a client leaves them out', async () => {
    const { browser } = await signedInBrowser(server().url);
    const saved = await setUnits(browser, {
      units: 'kg',
      weightStepKg: 2.5,
      barWeightKg: 15,
      platesKg: [1.25, 20, 10],
    });
    // Plates are kept heaviest first.
    expect(saved).toMatchObject({ units: 'kg', weightStepKg: 2.5, barWeightKg: 15 });
    expect(saved.platesKg).toEqual([20, 10, 1.25]);
    const {
      weightStepKg: _step,
      barWeightLb: _barLb,
      barWeightKg: _barKg,
      platesLb: _platesLb,
      platesKg: _platesKg,
      ...older
    } = saved;
    const again = await json<UserSettings>(
      await browser.api('/api/user/settings', { method: 'PUT', json: older }),
    );
    expect(again).toEqual(saved);
    expect(await json(await browser.api('/api/user/settings'))).toEqual(saved);
  });

  it('targets and recommendations answer in kg on the kg step; sets keep their unit', async () => {
    const { browser } = await signedInBrowser(server().url);
    await setUnits(browser, { units: 'kg', weightStepKg: 1.25 });
    const workout = await today(browser);
    const exercise = workout.exercises[0]!;
    expect(exercise.weightUnit).toBe('kg');
    // Today's first exercise depends on the day: a dumbbell or kettlebell lift keeps to the gym's
    // (decisions 048 and 049), a barbell's whole pairs of 1.25 kg plates to the 1.25 kg step.
    const step = exercise.kettlebell ? 4 : exercise.dumbbell ? 2 : 1.25;
    // A first-time load from the lb programme, rounded to the step.
    expect((exercise.targetWeight / step) % 1).toBe(0);

    // One session in lb a while ago, then one in kg: both read in their own unit.
    await logSet(browser, workout, 44, 'lb', 60 * 24 * 3);
    const logged = await logSet(browser, workout, 20, 'kg', 30);
    expect(logged).toMatchObject({ weight: 20, weightUnit: 'kg' });

    const url = `/api/ai/exercise-recommendation/${exercise.id}?workoutId=${workout.id}&exerciseIndex=0&date=${localToday()}`;
    const kg = await json<ExerciseRecommendationView>(await browser.api(url));
    expect(kg).toMatchObject({ weightUnit: 'kg', lastPerformed: { weight: 20, reps: 8, rir: 2 } });
    // From 20 kg × 8 at RIR 2 (e1RM 26.7 kg), for the prescription's reps, on the step.
    expect((kg.recommendedWeight / step) % 1).toBe(0);
    expect(kg.recommendedWeight).toBeGreaterThan(15);
    expect(kg.recommendedWeight).toBeLessThanOrEqual(21.25);
    expect(kg.reasoning).toContain('26.7 kg');
    expect(kg.reasoning).toContain('20 kg × 8');
    expect(kg.reasoning).not.toMatch(/\d lb\b/);
    const shown = await today(browser);
    expect(shown.exercises[0]).toMatchObject({
      targetWeight: kg.recommendedWeight,
      weightUnit: 'kg',
    });

    const progression = await json<{ reasoning: string }>(
      await browser.api(`/api/ai/progression-recommendation/${exercise.id}?date=${localToday()}`),
    );
    expect(progression.reasoning).not.toMatch(/\d lb\b/);

    // Back to lb: the same 20 kg reads as 44.1 lb; nothing stored changed.
    await setUnits(browser, { units: 'lb' });
    const lb = await json<ExerciseRecommendationView>(await browser.api(url));
    expect(lb.weightUnit).toBe('lb');
    expect(lb.lastPerformed?.weight).toBe(44.1);
    expect(lb.recommendedWeight % 2.5).toBe(0);
    expect(lb.reasoning).toContain('44.1 lb × 8');
  });

  it('exports each set in its own unit, with a column in the user unit', async () => {
    const { browser } = await signedInBrowser(server().url);
    await setUnits(browser, { units: 'kg' });
    const workout = await today(browser);
    await logSet(browser, workout, 100, 'kg', 10);
    await setUnits(browser, { units: 'lb' });
    const csv = (await (await browser.api('/api/user/export/training.csv')).text()).trim();
    const [header, row] = csv.split('\n');
    expect(header).toMatch(
      /,weight,weight_unit,reps,rir,target_weight,target_reps,target_rir,weight_lb$/,
    );
    expect(row).toMatch(/,100,kg,8,2,,8,2,220\.5$/);
    const exported = await json<{
      trainingSets: { weight: number; weightUnit: string; weightInUserUnit: number }[];
    }>(await browser.api('/api/user/export.json'));
    expect(exported.trainingSets[0]).toMatchObject({
      weight: 100,
      weightUnit: 'kg',
      weightInUserUnit: 220.5,
    });
  });

  it('answers the Analytics strength figures in kg', async () => {
    const { browser } = await signedInBrowser(server().url);
    await setUnits(browser, { units: 'kg' });
    const workout = await today(browser);
    await logSet(browser, workout, 100, 'kg', 10);
    const metrics = await json<{
      strengthProgression: {
        currentMax: number;
        weightUnit: string;
        e1rmTrend: { e1rm: number }[];
      }[];
    }>(await browser.api('/api/ai/performance-metrics?days=30'));
    // 100 kg × 8 at RIR 2: e1RM = 100 · (1 + 10/30) = 133.3 kg.
    expect(metrics.strengthProgression[0]).toMatchObject({
      currentMax: 133.3,
      weightUnit: 'kg',
      e1rmTrend: [{ e1rm: 133.3 }],
    });
  });

  it('recommends a barbell load the user plates make, from the bar up', async () => {
    const { browser } = await signedInBrowser(server().url);
    await setUnits(browser, { units: 'lb', barWeightLb: 45, platesLb: [45, 25, 10, 5, 2.5] });
    const workout = await today(browser);
    // Back squat added to the session, 220 lb × 8 at RIR 3: e1RM 300.7 lb, and for the coach's
    // default 10 reps at RIR 2, 214.8 lb. The 2.5 lb step would say 212.5, which 2.5 lb plates
    // cannot make on a 45 lb bar.
    const added = { exerciseId: 'back-squat', exerciseIndex: workout.exercises.length, rir: 3 };
    await logSet(browser, workout, 220, 'lb', 30, added);
    const url = `/api/ai/exercise-recommendation/back-squat?date=${localToday()}`;
    const fivePounds = await json<ExerciseRecommendationView>(await browser.api(url));
    expect(fivePounds).toMatchObject({ weightUnit: 'lb', recommendedWeight: 210 });
    expect(fivePounds.reasoning).toContain('214.8 lb, rounded down to the 5 lb step: 210 lb');

    // Without the 2.5 lb plates the smallest change is 10 lb: 45 + 16 × 10.
    await setUnits(browser, { platesLb: [45, 25, 10, 5] });
    const tenPounds = await json<ExerciseRecommendationView>(await browser.api(url));
    expect(tenPounds.recommendedWeight).toBe(205);
    expect(tenPounds.reasoning).toContain('rounded down to the 10 lb step: 205 lb');
  });

  it('recommends a dumbbell the gym has (decision 048)', async () => {
    const { browser } = await signedInBrowser(server().url);
    const settings = await setUnits(browser, { units: 'kg' });
    expect(settings).toMatchObject({ dumbbellStepKg: 2, dumbbellStepLb: 5 });
    const workout = await today(browser);
    // Dumbbell bench press, 22 kg × 8 at RIR 3: e1RM 30.1 kg, and for 10 reps at RIR 2, 21.5 kg.
    // The 1.25 kg step would say 21.25 kg: no rack of dumbbells has it.
    const added = {
      exerciseId: 'dumbbell-bench-press',
      exerciseIndex: workout.exercises.length,
      rir: 3,
    };
    await logSet(browser, workout, 22, 'kg', 30, added);
    const url = `/api/ai/exercise-recommendation/dumbbell-bench-press?date=${localToday()}`;
    const twos = await json<ExerciseRecommendationView>(await browser.api(url));
    expect(twos).toMatchObject({ weightUnit: 'kg', recommendedWeight: 20 });
    expect(twos.reasoning).toContain('rounded down to the 2 kg step: 20 kg');

    await setUnits(browser, { dumbbellStepKg: 1 });
    const ones = await json<ExerciseRecommendationView>(await browser.api(url));
    expect(ones.recommendedWeight).toBe(21);
    // Only the listed steps are taken.
    const refused = await browser.api('/api/user/settings', {
      method: 'PUT',
      json: { ...settings, journeyStartDate: localToday(), dumbbellStepKg: 3 },
    });
    expect(refused.status).toBe(400);
  });

  it('recommends a kettlebell the gym has (decision 049)', async () => {
    const { browser } = await signedInBrowser(server().url);
    const settings = await setUnits(browser, { units: 'kg' });
    expect(settings).toMatchObject({ kettlebellStepKg: 4, kettlebellStepLb: 5 });
    const workout = await today(browser);
    const added = { exerciseId: 'goblet-squat', exerciseIndex: workout.exercises.length, rir: 3 };
    // Goblet squat, 19 kg × 8 at RIR 3: e1RM 26.0 kg, and for 10 reps at RIR 2, 18.6 kg. The
    // 1.25 kg step would say 17.5 kg: no kettlebell weighs that.
    await logSet(browser, workout, 19, 'kg', 30, added);
    const url = `/api/ai/exercise-recommendation/goblet-squat?date=${localToday()}`;
    const fours = await json<ExerciseRecommendationView>(await browser.api(url));
    expect(fours).toMatchObject({ weightUnit: 'kg', recommendedWeight: 16 });
    expect(fours.reasoning).toContain('rounded down to the 4 kg step: 16 kg');

    await setUnits(browser, { kettlebellStepKg: 2 });
    const twos = await json<ExerciseRecommendationView>(await browser.api(url));
    expect(twos.recommendedWeight).toBe(18);
    // In lb, the 5 lb kettlebells: 40.9 lb is a 40 lb bell.
    await setUnits(browser, { units: 'lb' });
    const fives = await json<ExerciseRecommendationView>(await browser.api(url));
    expect(fives).toMatchObject({ weightUnit: 'lb', recommendedWeight: 40 });
    const refused = await browser.api('/api/user/settings', {
      method: 'PUT',
      json: { ...settings, journeyStartDate: localToday(), kettlebellStepKg: 3 },
    });
    expect(refused.status).toBe(400);
  });

  it('starts a carry on a dumbbell or kettlebell the gym has, not on the 1.25 kg step', async () => {
    const { browser } = await signedInBrowser(server().url);
    await setUnits(browser, { units: 'kg' });
    const first = async (exerciseId: string) =>
      json<ExerciseRecommendationView>(
        await browser.api(`/api/ai/exercise-recommendation/${exerciseId}?date=${localToday()}`),
      );
    // The programme's first suitcase carry is 25 lb, 11.3 kg: 11.25 kg on the 1.25 kg step, a
    // dumbbell no rack has; the 2 kg dumbbells make it 12 kg. A front-rack carry holds
    // kettlebells: 12 kg on their 4 kg step.
    expect(await first('suitcase-carry')).toMatchObject({
      weightUnit: 'kg',
      recommendedWeight: 12,
    });
    expect(await first('front-rack-carry')).toMatchObject({ recommendedWeight: 12 });
    // A sandbag has no step of its own: 40 lb is 18.1 kg, 18.75 kg on the user's step.
    expect(await first('bear-hug-carry')).toMatchObject({ recommendedWeight: 18.75 });
  });
});

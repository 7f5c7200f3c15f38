/**
 * Sessions imported from Strong, Hevy or Liftosaur in every figure (decision 039): the exercise
 * page, Progress, Analytics and the coach read them as training done; the plan never sees them
 * as programme workouts done (Today's workout, the weekly block).
 */
import { expect, it } from 'vitest';
import { addDays } from '@grandfit/shared/domain/dates.ts';
import { convertWeight, KG_PER_LB } from '@grandfit/shared/domain/units/weight.ts';
import type { PerformanceMetrics } from '@grandfit/shared/schemas/analytics.ts';
import type { ExerciseRecommendationView } from '@grandfit/shared/schemas/coach.ts';
import type { ProgressOverview } from '@grandfit/shared/schemas/progress.ts';
import type { ExercisePage } from '@grandfit/shared/schemas/records.ts';
import type { TodayWorkouts, WeekWorkouts } from '@grandfit/shared/schemas/training.ts';
import { signedInBrowser, type TestBrowser } from '../../../test/browser.ts';
import { describeWithServer } from '../../../test/server.ts';
import {
  seedCustomExercise,
  seedImportedSessions,
  seedStrongPushDay,
} from '../history/test-seed.ts';

async function json<T>(response: Response): Promise<T> {
  expect(response.status, await response.clone().text()).toBe(200);
  return (await response.json()) as T;
}

const today = () => new Date().toISOString().slice(0, 10);
/** 17:00 UTC `days` ago. */
const daysAgo = (days: number) => new Date(`${addDays(today(), -days)}T17:00:00.000Z`);

describeWithServer('imported sessions in every figure', (server) => {
  const db = () => server().database.db;

  /** A user whose journey starts a week ago, with two Strong push days (2 and 1 days ago). */
  async function importer() {
    const { browser } = await signedInBrowser(server().url);
    const { id } = await json<{ id: string }>(await browser.api('/api/auth/user'));
    const settings = await json<Record<string, unknown>>(await browser.api('/api/user/settings'));
    await json(
      await browser.api('/api/user/settings', {
        method: 'PUT',
        json: { ...settings, journeyStartDate: addDays(today(), -6) },
      }),
    );
    const custom = await seedCustomExercise(db(), id, { name: 'Cable Fly', kind: 'weighted' });
    const older = await seedStrongPushDay(db(), id, {
      startedAt: daysAgo(2),
      customExerciseId: custom,
      benchKg: 95,
    });
    const newer = await seedStrongPushDay(db(), id, {
      startedAt: daysAgo(1),
      customExerciseId: custom,
      benchKg: 100,
    });
    return { browser, id, custom, older, newer };
  }

  async function outsider(): Promise<TestBrowser> {
    return (await signedInBrowser(server().url)).browser;
  }

  it('puts imported sets on the exercise page, named and labelled, in its e1RM chart', async () => {
    const { browser, custom, older, newer } = await importer();
    const page = await json<ExercisePage>(await browser.api('/api/exercises/bench-press'));
    expect(page.totalSessions).toBe(2);
    expect(page.sessions.map((s) => [s.sessionId, s.workoutName, s.source])).toEqual([
      [newer.sessionId, 'Push Day', 'strong'],
      [older.sessionId, 'Push Day', 'strong'],
    ]);
    // The chart has a point per session, from the working sets: Epley with RIR 2 of 5 reps.
    expect(page.series.measure).toBe('e1rm');
    const e1rmLb = (kg: number) =>
      Math.round(convertWeight(kg * (1 + 7 / 30), 'kg', 'lb') * 10) / 10;
    expect(page.series.points.map((p) => p.value)).toEqual([e1rmLb(95), e1rmLb(100)]);
    // Warm-ups are shown, never counted: the volume is the three working sets.
    expect(page.sessions[0]?.sets.map((s) => s.setType)).toEqual([
      'warmup',
      'warmup',
      'normal',
      'normal',
      'normal',
    ]);
    expect(page.sessions[0]?.volume).toBeCloseTo(1500 / KG_PER_LB, -1);

    // A custom exercise has a page too, by its own name; another user's is unknown.
    const own = await json<ExercisePage>(await browser.api(`/api/exercises/${custom}`));
    expect(own.exercise).toEqual({ id: custom, name: 'Cable Fly', unit: 'reps', loaded: true });
    expect(own.totalSets).toBe(4);
    const stranger = await outsider();
    expect((await stranger.api(`/api/exercises/${custom}`)).status).toBe(404);
    const theirs = await json<ExercisePage>(await stranger.api('/api/exercises/bench-press'));
    expect(theirs.totalSessions).toBe(0);
  });

  it('counts imported sessions in Progress as workouts done, streak, volume and e1RM', async () => {
    const { browser } = await importer();
    // Three months: the sessions of the last two days are in the range's months even on the 1st
    // of a month, when a one-month range is that day alone.
    const overview = await json<ProgressOverview>(
      await browser.api(`/api/progress/overview?date=${today()}&months=3&tz=UTC`),
    );
    expect(overview.workoutsCompleted.total).toBe(2);
    const stranger = await outsider();
    const theirs = await json<ProgressOverview>(
      await stranger.api(`/api/progress/overview?date=${today()}&months=1&tz=UTC`),
    );
    expect([theirs.workoutsCompleted.total, theirs.strengthProgress]).toEqual([0, []]);
    expect(overview.dayStreak).toMatchObject({ days: 2, trainedToday: false });
    expect(overview.dayStreak.lastTrainedOn).toBe(addDays(today(), -1));
    const strength = overview.monthlyVolume.totals.strength;
    expect(strength.sessions).toBe(2);
    // Strong's duration (3125 s, 52 min) each, not a plan's.
    expect(strength.minutes).toBe(2 * 52);
    // Working sets only: bench 3 x 5 at 95 and 100 kg, the fly 22 reps at 40 kg twice; the plank
    // is 60 s under load each time.
    const loadLb = (15 * 95 + 15 * 100 + 2 * 40 * 22) / KG_PER_LB;
    expect(strength.load).toBe(Math.round(loadLb));
    expect(strength.timeUnderLoadSeconds).toBe(120);
    const bench = overview.strengthProgress.find((lift) => lift.exerciseId === 'bench-press');
    expect(bench?.points).toHaveLength(2);
    expect(bench?.workingSets).toBe(6);
    // The custom lift the import made is a lift of the card too, by its own name.
    expect(overview.strengthProgress.map((lift) => [lift.name, lift.workingSets])).toEqual([
      ['Bench Press', 6],
      ['Cable Fly', 4],
    ]);
  });

  it('counts imported sets in Analytics: e1RM trends of library and custom lifts, volume', async () => {
    const { browser, custom } = await importer();
    const metrics = await json<PerformanceMetrics>(
      await browser.api('/api/ai/performance-metrics?days=30&tz=UTC'),
    );
    const byId = new Map(metrics.strengthProgression.map((p) => [p.exerciseId, p]));
    expect(byId.get('bench-press')).toMatchObject({ exerciseName: 'Bench Press', sessions: 2 });
    expect(byId.get(custom)).toMatchObject({ exerciseName: 'Cable Fly', sessions: 2 });
    // The warm-ups (95 and 135 lb) never lower or raise the bench's e1RM.
    const e1rmLb = Math.round(convertWeight(100 * (1 + 7 / 30), 'kg', 'lb') * 10) / 10;
    expect(byId.get('bench-press')?.currentMax).toBeCloseTo(e1rmLb, 0);
    const loadLb = (15 * 95 + 15 * 100 + 2 * 40 * 22) / KG_PER_LB;
    expect(metrics.volumeProgression.weeklyVolume).toBeCloseTo(loadLb, -1);
    expect(metrics.volumeProgression.weeklyTimeUnderLoadSeconds).toBe(120);

    const stranger = await outsider();
    const theirs = await json<PerformanceMetrics>(
      await stranger.api('/api/ai/performance-metrics?days=30&tz=UTC'),
    );
    expect(theirs.strengthProgression).toEqual([]);
    expect(theirs.volumeProgression.weeklyVolume).toBe(0);
  });

  it('never marks a programme workout done: Today and the weekly block are untouched', async () => {
    const { browser, id } = await importer();
    // And one imported today, at the time of today's strength workout. It lies between today's
    // UTC midnight and now, whatever the hour: two hours back was yesterday just after midnight.
    const now = Date.now();
    const midnight = Date.parse(`${today()}T00:00:00.000Z`);
    await seedImportedSessions(db(), id, [
      {
        source: 'hevy',
        title: 'Foundation A: Squat & Push',
        startedAt: new Date(midnight + (now - midnight) / 3),
        completedAt: new Date(midnight + ((now - midnight) * 2) / 3),
        sets: [],
      },
    ]);
    const todays = await json<TodayWorkouts>(
      await browser.api(`/api/workouts/today?date=${today()}`),
    );
    for (const workout of [todays.workout, ...todays.others]) {
      if (workout) expect(workout.completed, workout.name).toBe(false);
    }
    const week = await json<WeekWorkouts>(await browser.api(`/api/workouts?date=${today()}`));
    expect(week.workouts.every((workout) => !workout.completed)).toBe(true);
    for (const block of Object.values(week.block)) expect(block.done).toBe(0);
    // Still three workouts completed, today's included.
    const overview = await json<ProgressOverview>(
      await browser.api(`/api/progress/overview?date=${today()}&months=1&tz=UTC`),
    );
    expect(overview.workoutsCompleted.total).toBe(3);
    expect(overview.dayStreak).toMatchObject({ days: 3, trainedToday: true });
    const metrics = await json<PerformanceMetrics>(
      await browser.api('/api/ai/performance-metrics?days=30&tz=UTC'),
    );
    expect(metrics.cardioFitness.zone2Done).toBe(0);
  });

  it('recommends from imported sets of the same exercise, never from a warm-up', async () => {
    const { browser, id } = await importer();
    // Hevy stamps every set of a workout with its start: a warm-up may come out as the newest.
    const start = new Date(Date.now() - 3 * 3_600_000);
    const later = (ms: number) => new Date(start.getTime() + ms);
    await seedImportedSessions(db(), id, [
      {
        source: 'hevy',
        title: 'Bench',
        startedAt: start,
        completedAt: later(3_600_000),
        sets: [
          {
            exerciseId: 'bench-press',
            exerciseIndex: 0,
            setNumber: 1,
            weight: 102.5,
            weightUnit: 'kg',
            reps: 5,
            rir: 2,
            rpe: 8,
            performedAt: start,
          },
          {
            exerciseId: 'bench-press',
            exerciseIndex: 0,
            setNumber: 2,
            weight: 60,
            weightUnit: 'kg',
            reps: 5,
            setType: 'warmup',
            performedAt: later(1),
          },
        ],
      },
    ]);
    const view = await json<ExerciseRecommendationView>(
      await browser.api(`/api/ai/exercise-recommendation/bench-press?date=${today()}`),
    );
    expect(view.lastPerformed).toMatchObject({ reps: 5, rir: 2 });
    expect(view.lastPerformed?.weight).toBeCloseTo(convertWeight(102.5, 'kg', view.weightUnit), 0);

    const stranger = await outsider();
    const theirs = await json<ExerciseRecommendationView>(
      await stranger.api(`/api/ai/exercise-recommendation/bench-press?date=${today()}`),
    );
    expect(theirs.lastPerformed).toBeNull();
    // From 100+ kg lifted, not the library's first-time load a user without history gets.
    expect(view.recommendedWeight).toBeGreaterThan(3 * theirs.recommendedWeight);
    expect(view.recommendedWeight).toBeGreaterThan(convertWeight(80, 'kg', view.weightUnit));
  });
});

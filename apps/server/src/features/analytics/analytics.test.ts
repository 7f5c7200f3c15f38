import { randomUUID } from 'node:crypto';
import { expect, it } from 'vitest';
import { addDays } from '@grandfit/shared/domain/dates.ts';
import { ageOn } from '@grandfit/shared/domain/person.ts';
import { workoutsForDay } from '@grandfit/shared/domain/programme/programme.ts';
import { strengthStandard } from '@grandfit/shared/domain/strength-standards.ts';
import { dampedWeeks } from '@grandfit/shared/domain/analytics/trend.ts';
import type {
  PerformanceMetrics,
  PredictiveInsights,
  TrainingPhaseAnalysis,
} from '@grandfit/shared/schemas/analytics.ts';
import type { Goal } from '@grandfit/shared/schemas/goals.ts';
import type { TodayWorkouts } from '@grandfit/shared/schemas/training.ts';
import { TestBrowser, completeSession, signedInBrowser } from '../../../test/browser.ts';
import { describeWithServer } from '../../../test/server.ts';
import { localDay, startOfLocalDay } from '@grandfit/shared/domain/time-zone.ts';
import { methodOverview } from '../method/overview.service.ts';
import { progressOverview } from '../progress/progress.service.ts';
import { performanceMetrics, trainingPhaseAnalysis } from './analytics.service.ts';
import { healthMetrics } from '../../db/schema/recovery.ts';
import { seedHealthDays, seedWorkouts, type SeedWorkout } from './test-history.ts';

const DAY = 86_400_000;
const BIRTH_DATE = '1980-06-15';
const BODY_WEIGHT_KG = 80;

async function json<T>(response: Response): Promise<T> {
  expect(response.status, await response.clone().text()).toBe(200);
  return (await response.json()) as T;
}

const round1 = (value: number) => Math.round(value * 10) / 10;
const round2 = (value: number) => Math.round(value * 100) / 100;

describeWithServer('analytics', (server) => {
  async function userId(browser: TestBrowser) {
    return (await json<{ id: string }>(await browser.api('/api/auth/user'))).id;
  }

  async function saveSettings(browser: TestBrowser, journeyStartDate: string) {
    await json(
      await browser.api('/api/user/settings', {
        method: 'PUT',
        json: {
          displayName: null,
          birthDate: BIRTH_DATE,
          heightCm: null,
          bodyWeightKg: BODY_WEIGHT_KG,
          units: 'lb',
          journeyStartDate,
          milestoneAge: 48,
          mission: null,
          reminderTime: null,
        },
      }),
    );
  }

  /**
   * The known history, as of `now` (today = its UTC day, journey week 16, day 1: the Strength
   * phase, weeks 13-24):
   * - back squat: one set of 5 @ RIR 1 a week for 8 weeks (9 sessions, the last 1 h ago) whose
   *   e1RM rises exactly 2.5 %/week from 150 lb: e1RM_i = 150 · 1.025^i, weight = e1RM / 1.2;
   * - bench press: 100 lb × 8 in 5 weekly finished sessions (the last 2 h ago), RIR 4, 3, 2, 1, 0
   *   (target 2): the same load feels harder every week, over the 28 days a plateau needs;
   * - 2 Zone 2 workouts of this week completed; the squat sessions are completed strength workouts;
   * - 21 days of health: resting HR 60, HRV 50 ms, 8 h of sleep; no recorded VO2 max.
   */
  async function seedKnownHistory(browser: TestBrowser, now: number) {
    const today = new Date(now).toISOString().slice(0, 10);
    const journeyStart = addDays(today, -15 * 7);
    await saveSettings(browser, journeyStart);
    const id = await userId(browser);
    const seeds: SeedWorkout[] = [];
    const squatWeights: number[] = [];
    for (let i = 0; i <= 8; i++) {
      const at = new Date(now - (8 - i) * 7 * DAY - 3_600_000);
      const weight = (150 * 1.025 ** i) / 1.2;
      squatWeights.push(weight);
      seeds.push({
        journeyStart,
        week: 8 + i,
        day: 1,
        type: 'strength',
        completedAt: at,
        sets: [{ exerciseId: 'back-squat', weight, reps: 5, rir: 1, targetRir: 1, at }],
      });
    }
    for (let k = 0; k < 5; k++) {
      const at = new Date(now - k * 7 * DAY - 2 * 3_600_000);
      seeds.push({
        journeyStart,
        week: 16 - k,
        day: 3,
        type: 'strength',
        completedAt: at,
        sets: [{ exerciseId: 'bench-press', weight: 100, reps: 8, rir: k, targetRir: 2, at }],
      });
    }
    for (const day of [2, 4]) {
      seeds.push({
        journeyStart,
        week: 16,
        day,
        type: 'zone2',
        completedAt: new Date(now - 3 * 3_600_000),
        sets: [],
      });
    }
    await seedWorkouts(server().database.db, id, seeds);
    await seedHealthDays(
      server().database.db,
      id,
      Array.from({ length: 21 }, (_, i) => ({
        date: addDays(today, -i),
        restingHeartRate: 60,
        hrvMs: 50,
        sleepHours: 8,
      })),
    );
    return { today, journeyStart, squatWeights };
  }

  it('answers 401 to a signed-out caller on every route', async () => {
    const browser = new TestBrowser(server().url);
    for (const path of [
      '/api/ai/performance-metrics?days=90',
      '/api/ai/predictive-insights',
      '/api/ai/training-phase-analysis',
    ]) {
      expect((await browser.api(path)).status, path).toBe(401);
    }
  });

  it('accepts only the 30, 90 and 180 day ranges', async () => {
    const { browser } = await signedInBrowser(server().url);
    for (const bad of ['7', '60', 'abc', '90.5', '']) {
      const response = await browser.api(`/api/ai/performance-metrics?days=${bad}`);
      expect(response.status, bad).toBe(400);
      expect(((await response.json()) as { message: string }).message).toBeTruthy();
    }
    for (const days of [30, 90, 180]) {
      const answer = await json<PerformanceMetrics>(
        await browser.api(`/api/ai/performance-metrics?days=${days}`),
      );
      expect(answer.days).toBe(days);
    }
    const byDefault = await json<PerformanceMetrics>(
      await browser.api('/api/ai/performance-metrics'),
    );
    expect(byDefault.days).toBe(90);
  });

  it("counts volume as weight × reps of rep work in the user's unit; a carry is time under load", async () => {
    const { browser } = await signedInBrowser(server().url);
    const now = Date.now();
    const today = new Date(now).toISOString().slice(0, 10);
    const journeyStart = addDays(today, -3);
    await saveSettings(browser, journeyStart);
    const at = (hoursAgo: number) => new Date(now - hoursAgo * 3_600_000);
    await seedWorkouts(server().database.db, await userId(browser), [
      {
        journeyStart,
        week: 1,
        day: 1,
        type: 'strength',
        completedAt: at(1),
        sets: [
          {
            exerciseId: 'goblet-squat',
            weight: 45,
            reps: 10,
            rir: null,
            setType: 'warmup',
            at: at(3),
          },
          { exerciseId: 'goblet-squat', weight: 50, reps: 10, rir: 2, at: at(2.9) },
          {
            exerciseId: 'goblet-squat',
            weight: 20,
            weightUnit: 'kg',
            reps: 10,
            rir: 2,
            at: at(2.8),
          },
          // A 35 lb farmer's carry of 30 s: 30 s under load, not 1,050 lb.
          { exerciseId: 'farmers-carry', weight: 35, reps: 30, rir: null, at: at(2.5) },
          // A plank with no load is time under load too.
          { exerciseId: 'front-plank', weight: 0, reps: 45, rir: null, at: at(2.4) },
        ],
      },
      // A session under way (or abandoned) counts once it is finished, as on Progress.
      {
        journeyStart,
        week: 1,
        day: 3,
        type: 'strength',
        completedAt: null,
        sets: [{ exerciseId: 'goblet-squat', weight: 60, reps: 10, rir: 2, at: at(0.5) }],
      },
    ]);
    const inLb = await json<PerformanceMetrics>(await browser.api('/api/ai/performance-metrics'));
    const kgInLb = 20 / 0.45359237;
    expect(inLb.volumeProgression).toMatchObject({
      unit: 'lb',
      weeklyVolume: Math.round(50 * 10 + kgInLb * 10),
      weeklyTimeUnderLoadSeconds: 75,
    });
    expect(inLb.volumeProgression.weeks.at(-1)).toMatchObject({
      volume: Math.round(50 * 10 + kgInLb * 10),
      timeUnderLoadSeconds: 75,
    });

    const settings = await json<Record<string, unknown>>(await browser.api('/api/user/settings'));
    await json(
      await browser.api('/api/user/settings', {
        method: 'PUT',
        json: { ...settings, units: 'kg' },
      }),
    );
    const inKg = await json<PerformanceMetrics>(await browser.api('/api/ai/performance-metrics'));
    expect(inKg.volumeProgression).toMatchObject({
      unit: 'kg',
      weeklyVolume: Math.round(50 * 0.45359237 * 10 + 200),
      weeklyTimeUnderLoadSeconds: 75,
    });
  });

  it('gives a new user honest empties', async () => {
    const { browser } = await signedInBrowser(server().url);
    const metrics = await json<PerformanceMetrics>(
      await browser.api('/api/ai/performance-metrics'),
    );
    expect(metrics.strengthProgression).toEqual([]);
    expect(metrics.volumeProgression).toMatchObject({
      weeklyVolume: 0,
      volumeChange: null,
      overreachingRisk: null,
      acwr: null,
    });
    // No set yet: no week to draw (not 13 weeks of zeros before he began).
    expect(metrics.volumeProgression.weeks).toEqual([]);
    expect(metrics.volumeProgression).toMatchObject({ unit: 'lb', weeklyTimeUnderLoadSeconds: 0 });
    expect(metrics.cardioFitness.estimatedVO2Max).toBeNull();
    expect(metrics.cardioFitness.cardiacEfficiency).toBeNull();
    expect(metrics.longevityMarkers).toMatchObject({
      strength: null,
      cardio: null,
      recovery: null,
      nutrition: null,
    });

    const insights = await json<PredictiveInsights>(
      await browser.api('/api/ai/predictive-insights'),
    );
    expect(insights.injuryRiskFactors).toEqual([]);
    expect(insights.plateauPredictions).toEqual([]);
    expect(insights.longevityProjections.goalAlignment).toBeNull();
    expect(insights.longevityProjections.goalsReached).toEqual({ achieved: 0, total: 0 });
    expect(insights.longevityProjections.currentTrajectory).toMatch(/No decathlon goals yet/);
    expect(insights.dataNotes.join(' ')).toMatch(
      /workload ratio needs 28 days of logged sets: 28 more days/,
    );
    expect(metrics.volumeProgression.acwrNeedsDays).toBe(28);
    expect(insights.dataNotes.join(' ')).toMatch(/Plateaus: a trend needs 3 sessions/);

    // A journey that started on 3 Aug 2025 has ended: the answer says so.
    await saveSettings(browser, '2025-08-03');
    const ended = await json<TrainingPhaseAnalysis>(
      await browser.api('/api/ai/training-phase-analysis'),
    );
    expect(ended.nextPhaseRecommendation).toEqual({
      action: 'advance',
      reason:
        'Your 52-week journey ended on 2026-08-01: start a new journey in Settings to begin the Foundation phase again.',
    });
    // A journey started 20 days ago (week 3): nothing done yet, so the phase is extended.
    const today = new Date().toISOString().slice(0, 10);
    await saveSettings(browser, addDays(today, -20));
    const phase = await json<TrainingPhaseAnalysis>(
      await browser.api('/api/ai/training-phase-analysis'),
    );
    expect(phase).toMatchObject({ currentPhase: 'Foundation', week: 3, phaseProgress: 25 });
    expect(phase.nextPhaseRecommendation.action).toBe('extend');
    expect(phase.nextPhaseRecommendation.reason).toMatch(/No workout completed in the Foundation/);
    expect(phase.adaptationMarkers).toEqual({ sessionCompletion: 0 });
  });

  it('plans nothing for the days before he joined (decision 087)', async () => {
    const { browser } = await signedInBrowser(server().url);
    const today = new Date().toISOString().slice(0, 10);
    // A Thursday sign-up: the journey began on Monday, three days before the account.
    await saveSettings(browser, addDays(today, -3));
    const day = await json<TodayWorkouts>(await browser.api(`/api/workouts/today?date=${today}`));
    const todays = [day.workout!, ...day.others];
    await completeSession(browser, todays[0]!, randomUUID());

    const metrics = await json<PerformanceMetrics>(
      await browser.api('/api/ai/performance-metrics?days=30'),
    );
    // One of today's workouts done: not 1 of Monday to today's 8.
    const plannedToday = workoutsForDay(1, 4).length;
    expect(todays).toHaveLength(plannedToday);
    expect(metrics.longevityMarkers.consistency).toBe(Math.round(100 / plannedToday));
    // Half of a first day's 2 sessions is no reason to extend a 12-week phase.
    const phase = await json<TrainingPhaseAnalysis>(
      await browser.api('/api/ai/training-phase-analysis'),
    );
    expect(phase.nextPhaseRecommendation.action).toBe('advance');
    expect(phase.nextPhaseRecommendation.reason).toMatch(/^On track \(the phase is young\)/);
  });

  it('projects nothing from goals tested only in words (decision 012, amended)', async () => {
    const { browser } = await signedInBrowser(server().url);
    const today = new Date().toISOString().slice(0, 10);
    const goals = await json<Goal[]>(await browser.api(`/api/goals/centenarian?date=${today}`));
    await json(
      await browser.api('/api/goals/quarterly-test', {
        method: 'POST',
        json: {
          clientId: randomUUID(),
          goalId: goals[5]!.id,
          testDate: today,
          testResult: '12 s on the left leg, 9 s on the right',
          performanceScore: null,
        },
      }),
    );
    const insights = await json<PredictiveInsights>(
      await browser.api('/api/ai/predictive-insights'),
    );
    expect(insights.longevityProjections).toMatchObject({
      goalAlignment: null,
      goalsTested: 1,
      currentTrajectory:
        '1 of 10 decathlon goals tested, none with a performance score yet, so there is no progress to project.',
    });
  });

  it('predicts the numbers of a known history', async () => {
    const { browser } = await signedInBrowser(server().url);
    const now = Date.now();
    const { today, journeyStart, squatWeights } = await seedKnownHistory(browser, now);
    const metrics = await json<PerformanceMetrics>(
      await browser.api('/api/ai/performance-metrics?days=90'),
    );

    const squatMax = 150 * 1.025 ** 8;
    const [squat, bench] = metrics.strengthProgression;
    expect(squat).toEqual({
      exerciseId: 'back-squat',
      exerciseName: 'Back Squat',
      currentMax: round1(squatMax),
      progressionRate: 2.5,
      plateauRisk: 0,
      projectedMax: round1(squatMax * 1.025 ** dampedWeeks(12)),
      weightUnit: 'lb',
      sessions: 9,
      e1rmTrend: squatWeights.map((weight, i) => ({
        date: new Date(now - (8 - i) * 7 * DAY - 3_600_000).toISOString().slice(0, 10),
        e1rm: round1(weight * 1.2),
      })),
    });
    // Bench: e1RM 100 · (1 + (8 + RIR) / 30) falls from 140 to 126.7 and RIR drifts 4 → 0 at
    // 100 lb: flattening 1 and drift 1, so the risk is 1. Its current max is the coach's: the
    // recency-weighted mean of the 6 weeks' sessions, Σ 0.5^(age / 14 d) · e1RM / Σ 0.5^(age / 14 d),
    // being above the latest session's 126.7.
    const benchAge = (k: number) => (k * 7 * DAY + 2 * 3_600_000) / DAY;
    const benchWeights = [0, 1, 2, 3, 4].map((k) => 0.5 ** (benchAge(k) / 14));
    const benchMean =
      [0, 1, 2, 3, 4].reduce((sum, k) => sum + benchWeights[k]! * 100 * (1 + (8 + k) / 30), 0) /
      benchWeights.reduce((a, b) => a + b, 0);
    expect(bench).toMatchObject({
      exerciseId: 'bench-press',
      currentMax: round1(benchMean),
      plateauRisk: 1,
    });
    expect(bench!.progressionRate).toBeLessThan(0);

    const acute = squatWeights[8]! * 5 + 800;
    const chronic =
      5 * (squatWeights[5]! + squatWeights[6]! + squatWeights[7]! + squatWeights[8]!) + 4 * 800;
    const earlier = 5 * squatWeights.slice(0, 8).reduce((a, b) => a + b, 0) + 4 * 800;
    // Compared with the 8 whole weeks since the first set (8 weeks and an hour ago), not with the
    // range's 83 days, a third of which were before it.
    const baseline = earlier / 8;
    expect(metrics.volumeProgression).toMatchObject({
      weeklyVolume: Math.round(acute),
      volumeChange: round1((100 * (acute - baseline)) / baseline),
      acwr: round2(acute / (chronic / 4)),
      overreachingRisk: 0,
    });
    // Week k back from now holds squat session 8 − k (and bench session k while k < 5); the
    // range's 4 weeks before the first set are not drawn.
    const weeks = metrics.volumeProgression.weeks;
    expect(weeks.map((week) => week.volume)).toEqual(
      squatWeights.map((weight, i) => Math.round(5 * weight + (i >= 4 ? 800 : 0))),
    );
    expect(weeks.at(-1)).toEqual({
      end: today,
      volume: Math.round(acute),
      acwr: metrics.volumeProgression.acwr,
      timeUnderLoadSeconds: 0,
    });
    // The first set is 8 weeks old: the weeks ending with less than 28 days of history behind
    // them (the first 4 of the 9: the 5th ends 29 days into it) have no ratio.
    expect(weeks.map((week) => week.acwr !== null)).toEqual([
      ...Array<boolean>(4).fill(false),
      ...Array<boolean>(5).fill(true),
    ]);

    const maxHr = 220 - ageOn(BIRTH_DATE, today);
    const vo2 = round1((15.3 * maxHr) / 60);
    expect(metrics.cardioFitness).toEqual({
      estimatedVO2Max: vo2,
      vo2MaxSource: 'heartRate',
      hasBirthDate: true,
      zone2Progress: 50,
      zone2Done: 2,
      zone2Planned: 4,
      // Decision 033: minutes come from logged sets; these two were completed with none.
      zone2Week: {
        minutes: 0,
        verifiedMinutes: 0,
        timeInZoneMinutes: 0,
        sessions: 0,
        verifiedSessions: 0,
      },
      cardiacEfficiency: 0,
    });

    // Planned workouts from the programme, from the day of the first session (the account is
    // new, its history older: decision 087), not the 90 days' first; done: 9 squat workouts (all
    // in range), 5 bench and 2 Zone 2.
    const joinedOn = new Date(now - 56 * DAY - 3_600_000).toISOString().slice(0, 10);
    let planned = 0;
    let plannedStability = 0;
    for (let day = joinedOn; day <= today; day = addDays(day, 1)) {
      const days = Math.round((Date.parse(day) - Date.parse(journeyStart)) / DAY);
      const list = workoutsForDay(Math.floor(days / 7) + 1, (days % 7) + 1);
      planned += list.length;
      plannedStability += list.filter((w) => w.type === 'stability').length;
    }
    // The one standards table (decision 036): no sex set, so the mean of men's and women's.
    const lifter = { sex: null, age: ageOn(BIRTH_DATE, today), bodyWeightKg: BODY_WEIGHT_KG };
    const squatShare = Math.min(1, squatMax / strengthStandard('squat', lifter)!.lb);
    const benchShare = Math.min(1, benchMean / strengthStandard('bench', lifter)!.lb);
    expect(plannedStability).toBeGreaterThan(0);
    expect(metrics.longevityMarkers).toEqual({
      strength: Math.round((100 * (squatShare + benchShare)) / 2),
      cardio: Math.round((100 * (vo2 - 20)) / 35),
      stability: 0,
      // Decision 032: the first 6 days of HRV are scored on the fixed 30-80 ms scale,
      // 40 + 60 · mean((50 − 30)/50, 8/8, (80 − 60)/30) = 81; from the 7th day on against the
      // user's own baseline, where a steady 50 ms is their normal (part 0.5):
      // 40 + 60 · mean(0.5, 1, 2/3) = 83. Mean of the 21 days: (6 · 81 + 15 · 83) / 21 = 82.4.
      recovery: 82,
      nutrition: null,
      consistency: Math.round((100 * 16) / planned),
    });

    const phase = await json<TrainingPhaseAnalysis>(
      await browser.api('/api/ai/training-phase-analysis'),
    );
    expect(phase).toMatchObject({
      currentPhase: 'Strength',
      week: 16,
      phaseNumber: 2,
      phaseProgress: Math.round((100 * 4) / 12),
    });
    // The last 7 days are all on the personal baseline: 83 (see above).
    expect(phase.adaptationMarkers.recoveryScore7d).toBe(83);
    expect(phase.adaptationMarkers.cardiacEfficiency).toBe(0);
    // 21 days of the phase: squat sessions of weeks 13-16 and the 2 Zone 2 workouts are done.
    expect(phase.adaptationMarkers.sessionCompletion).toBeLessThan(70);
    expect(phase.nextPhaseRecommendation.action).toBe('extend');
    expect(phase.nextPhaseRecommendation.reason).toMatch(/% of the \d+ sessions planned so far/);
  });

  it('projects the decathlon goals and names the risks with their numbers', async () => {
    const { browser } = await signedInBrowser(server().url);
    const now = Date.now();
    const { today, journeyStart } = await seedKnownHistory(browser, now);
    const goals = await json<Goal[]>(await browser.api(`/api/goals/centenarian?date=${today}`));
    const test = (goalId: string, testDate: string, performanceScore: number) =>
      browser.api('/api/goals/quarterly-test', {
        method: 'POST',
        json: { clientId: randomUUID(), goalId, testDate, testResult: 'done', performanceScore },
      });
    await json(await test(goals[0]!.id, addDays(today, -180), 40));
    await json(await test(goals[0]!.id, addDays(today, -90), 60));
    await json(await test(goals[1]!.id, addDays(today, -90), 30));
    await json(await test(goals[2]!.id, addDays(today, -90), 95));

    const insights = await json<PredictiveInsights>(
      await browser.api('/api/ai/predictive-insights'),
    );
    // The mean progress of the tested goals, mean(60, 30, 95): not the goals reached.
    expect(insights.longevityProjections.goalAlignment).toBe(62);
    expect(insights.longevityProjections.goalsTested).toBe(3);
    // Only the 95 reads 'Achieved' on Goals.
    expect(insights.longevityProjections.goalsReached).toEqual({ achieved: 1, total: 10 });
    expect(insights.longevityProjections.currentTrajectory).toBe(
      '3 of 10 decathlon goals tested, 1 achieved; mean progress of the tested goals 62%. Scored tests move +20 points per quarter on average: at that pace the tested goals reach 100% in about 2 quarters.',
    );
    expect(insights.longevityProjections.adjustmentRecommendations).toContain(
      'Test the 7 untested goals to see where you stand.',
    );
    // The least advanced goals by name, in the user's unit as Goals shows them (decision 090).
    const hike = (advice: string[]) => advice.find((line) => line.startsWith('Hike'));
    expect(hike(insights.longevityProjections.adjustmentRecommendations)).toMatch(
      /^Hike 1\.5 miles on a hilly trail is at 60%/,
    );
    const settings = await json<object>(await browser.api('/api/user/settings'));
    await json(
      await browser.api('/api/user/settings', {
        method: 'PUT',
        json: { ...settings, units: 'kg' },
      }),
    );
    const inKg = await json<PredictiveInsights>(await browser.api('/api/ai/predictive-insights'));
    expect(hike(inKg.longevityProjections.adjustmentRecommendations)).toMatch(
      /^Hike 2\.5 km on a hilly trail is at 60%/,
    );
    await saveSettings(browser, journeyStart);
    // Bench: rate below 0.25 %/week, so it has plateaued already (0 weeks); the squat's damped
    // 2.5 %/week falls under 0.25 %/week after ceil(ln(0.1) / ln(0.9)) = 22 weeks: not listed.
    expect(insights.plateauPredictions.map((p) => [p.exerciseId, p.timeToPlateauWeeks])).toEqual([
      ['bench-press', 0],
    ]);
    const stability = insights.optimizationOpportunities.find((o) => o.area === 'Stability');
    expect(stability?.potentialGain).toMatch(
      /^0 of \d+ planned stability sessions done in 90 days \(0%\)/,
    );
  });

  it('names a load spike and sets to failure from the numbers', async () => {
    const { browser } = await signedInBrowser(server().url);
    const now = Date.now();
    const today = new Date(now).toISOString().slice(0, 10);
    const journeyStart = addDays(today, -15 * 7);
    await saveSettings(browser, journeyStart);
    const seeds: SeedWorkout[] = [];
    // Four weeks at 1,000 lb a week, then 4,000 lb in the last 7 days, 4 sets at RIR 0 (target 2).
    for (let k = 1; k <= 4; k++) {
      const at = new Date(now - k * 7 * DAY - 3_600_000);
      seeds.push({
        journeyStart,
        week: 16 - k,
        day: 1,
        type: 'strength',
        completedAt: at,
        sets: [{ exerciseId: 'back-squat', weight: 100, reps: 10, rir: 2, targetRir: 2, at }],
      });
    }
    const at = new Date(now - 3_600_000);
    seeds.push({
      journeyStart,
      week: 16,
      day: 1,
      type: 'strength',
      completedAt: at,
      sets: Array.from({ length: 4 }, () => ({
        exerciseId: 'back-squat',
        weight: 100,
        reps: 10,
        rir: 0,
        targetRir: 2,
        at,
      })),
    });
    const id = await userId(browser);
    await seedWorkouts(server().database.db, id, seeds);
    // HRV 60 ms over the 28 days before this week, 45 ms this week: 25 % down.
    await seedHealthDays(
      server().database.db,
      id,
      Array.from({ length: 35 }, (_, i) => ({ date: addDays(today, -i), hrvMs: i < 7 ? 45 : 60 })),
    );
    const insights = await json<PredictiveInsights>(
      await browser.api('/api/ai/predictive-insights'),
    );
    // Chronic: the last 28 days hold weeks 1-3 (3,000 lb) and this week (4,000 lb): 7,000 / 4 =
    // 1,750 a week; 4,000 / 1,750 = 2.29.
    expect(insights.injuryRiskFactors).toEqual([
      expect.objectContaining({
        risk: 'high',
        factor: expect.stringContaining('(4000 lb) is 2.29× your 4-week weekly average') as string,
      }),
      // Rated sets of the last 14 days: last week's single set and this week's 4.
      expect.objectContaining({
        risk: 'high',
        factor:
          '4 of your 5 rated sets in the last 14 days (80%) went to failure (RIR 0) when the plan asked for reps in reserve.',
      }),
      expect.objectContaining({
        risk: 'high',
        factor:
          'HRV (RMSSD) is falling while load rises: 7-day mean 45 ms against 60 ms over the 4 weeks before (-25%), with an acute:chronic workload ratio of 2.29.',
      }),
    ]);
    expect(insights.dataNotes).toEqual([]);
    const phase = await json<TrainingPhaseAnalysis>(
      await browser.api('/api/ai/training-phase-analysis'),
    );
    expect(phase.nextPhaseRecommendation).toEqual({
      action: 'deload',
      reason:
        'Your acute:chronic workload ratio is 2.29 (above 1.5): take a lighter week before going on.',
    });
    // Decision 032: the change is per method (these manual HRVs are RMSSD).
    expect(phase.adaptationMarkers).toMatchObject({ acwr: 2.29, hrvRmssdChange: -25 });
  });

  it('never reads a switch from a strap to an Apple Watch as an HRV drop (decision 032)', async () => {
    const { browser } = await signedInBrowser(server().url);
    const now = Date.now();
    const today = new Date(now).toISOString().slice(0, 10);
    await saveSettings(browser, addDays(today, -15 * 7));
    const id = await userId(browser);
    const { db } = server().database;
    // RMSSD 60 ms (strap, typed in) for 4 weeks, then only Apple Health's SDNN, 40 ms, this week.
    // Mixed, that read (40 - 60) / 60 = -33 %: "HRV is 33 % below its 4-week mean".
    await seedHealthDays(
      db,
      id,
      Array.from({ length: 28 }, (_, i) => ({ date: addDays(today, -7 - i), hrvMs: 60 })),
    );
    await db.insert(healthMetrics).values(
      Array.from({ length: 7 }, (_, i) => ({
        userId: id,
        date: addDays(today, -i),
        source: 'apple-health' as const,
        hrvMs: 40,
        hrvMethod: 'sdnn' as const,
      })),
    );
    const phase = await json<TrainingPhaseAnalysis>(
      await browser.api('/api/ai/training-phase-analysis'),
    );
    // Neither method has both a recent week and the 4 weeks before: no change is claimed.
    expect(phase.adaptationMarkers).not.toHaveProperty('hrvRmssdChange');
    expect(phase.adaptationMarkers).not.toHaveProperty('hrvSdnnChange');
    expect(phase.adaptationMarkers).not.toHaveProperty('hrvChange');
    const insights = await json<PredictiveInsights>(
      await browser.api('/api/ai/predictive-insights'),
    );
    expect(insights.dataNotes).toContain(
      'HRV against load: HRV values are needed in the last 7 days and in the 4 weeks before.',
    );
    expect(JSON.stringify(insights)).not.toMatch(/below its 4-week mean/);
  });

  it('places a Saturday evening in Los Angeles on Saturday, as Method and Progress do (docs/decisions/035-local-days-acwr-and-sleep.md)', async () => {
    const LA = 'America/Los_Angeles';
    // The last Saturday whose 18:30 in Los Angeles is past: 01:30 or 02:30 UTC on the Sunday.
    let saturday = localDay(Date.now(), LA);
    while (new Date(`${saturday}T12:00:00Z`).getUTCDay() !== 6) saturday = addDays(saturday, -1);
    let now = startOfLocalDay(saturday, LA) + 18.5 * 3_600_000;
    if (now > Date.now()) {
      saturday = addDays(saturday, -7);
      now = startOfLocalDay(saturday, LA) + 18.5 * 3_600_000;
    }
    const sunday = addDays(saturday, 1);
    expect(new Date(now).toISOString().slice(0, 10)).toBe(sunday);
    // The journey began on the Sunday 83 days before: Saturday is the last day of week 12
    // (Foundation), UTC's Sunday the first of week 13 (Strength).
    const journeyStart = addDays(saturday, -83);
    const { browser } = await signedInBrowser(server().url);
    await saveSettings(browser, journeyStart);
    const id = await userId(browser);
    const db = server().database.db;
    // A squat session that evening at 18:00 in Los Angeles.
    const at = new Date(now - 1_800_000);
    await seedWorkouts(db, id, [
      {
        journeyStart,
        week: 12,
        day: 7,
        type: workoutsForDay(12, 7)[0]!.type,
        completedAt: at,
        sets: [{ exerciseId: 'back-squat', weight: 200, reps: 5, rir: 2, targetRir: 2, at }],
      },
    ]);

    const phase = await trainingPhaseAnalysis(db, id, new Date(now), LA);
    const metrics = await performanceMetrics(db, id, 30, new Date(now), LA);
    // The web sends the device's day and zone to Method; Progress's route takes the day in `tz`.
    const method = await methodOverview(db, id, localDay(now, LA), -420, LA);
    const progress = await progressOverview(db, id, { date: localDay(now, LA), months: 6, tz: LA });

    expect(phase).toMatchObject({ week: 12, currentPhase: 'Foundation' });
    expect(method.journey).toMatchObject({ week: 12, phaseName: 'Foundation' });
    expect(progress.date).toBe(saturday);
    expect(progress.dayStreak).toMatchObject({ trainedToday: true, lastTrainedOn: saturday });
    expect(metrics.strengthProgression[0]?.e1rmTrend.map((point) => point.date)).toEqual([
      saturday,
    ]);
    expect(metrics.volumeProgression.weeks.at(-1)?.end).toBe(saturday);

    // Before: UTC days put the same instant in week 13, Strength, on Sunday.
    const utc = await trainingPhaseAnalysis(db, id, new Date(now), 'UTC');
    expect(utc).toMatchObject({ week: 13, currentPhase: 'Strength' });
  });

  it('refuses a time zone Intl does not know', async () => {
    const { browser } = await signedInBrowser(server().url);
    for (const path of [
      '/api/ai/performance-metrics?tz=Mars%2FOlympus',
      '/api/ai/predictive-insights?tz=%2B02%3A00',
      '/api/ai/training-phase-analysis?tz=',
    ]) {
      expect((await browser.api(path)).status, path).toBe(400);
    }
    const ok = await browser.api('/api/ai/training-phase-analysis?tz=America%2FLos_Angeles');
    expect(ok.status).toBe(200);
  });

  it("never counts another user's data", async () => {
    const { browser: other } = await signedInBrowser(server().url);
    await seedKnownHistory(other, Date.now());
    const { browser } = await signedInBrowser(server().url);
    const metrics = await json<PerformanceMetrics>(
      await browser.api('/api/ai/performance-metrics?days=180'),
    );
    expect(metrics.strengthProgression).toEqual([]);
    expect(metrics.volumeProgression.weeklyVolume).toBe(0);
    expect(metrics.cardioFitness).toMatchObject({ estimatedVO2Max: null, zone2Done: 0 });
    expect(metrics.longevityMarkers.recovery).toBeNull();
    const phase = await json<TrainingPhaseAnalysis>(
      await browser.api('/api/ai/training-phase-analysis'),
    );
    // Only the plan's count: 0 of this user's planned workouts are done.
    expect(phase.adaptationMarkers).toEqual({ sessionCompletion: 0 });
  });
});

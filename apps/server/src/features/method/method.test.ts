import { randomUUID } from 'node:crypto';
import { expect, it } from 'vitest';
import type { MethodOverview, MethodPillar } from '@grandfit/shared/schemas/method.ts';
import type { WeekWorkouts, Workout } from '@grandfit/shared/schemas/training.ts';
import { goals, quarterlyTests } from '../../db/schema/journey.ts';
import {
  TestBrowser,
  completeSession,
  setJourneyStart,
  signedInBrowser,
} from '../../../test/browser.ts';
import { describeWithServer } from '../../../test/server.ts';
import { json, logSession } from '../training/test-lifter.ts';

// A journey started on Sunday 23 Aug 2026: Wednesday 25 Nov 2026 is day 95, week 14 (Strength).
const START = '2026-08-23';
const TODAY = '2026-11-25';
// New York in November (UTC-5): the user's days end at 05:00 UTC.
const OFFSET = -300;

async function overview(browser: TestBrowser, query: string): Promise<MethodOverview> {
  return json<MethodOverview>(await browser.api(`/api/method/overview?${query}`));
}

const pillar = (result: MethodOverview, key: MethodPillar['key']) =>
  result.pillars.find((p) => p.key === key)!;

async function saveSettings(browser: TestBrowser, changes: Record<string, unknown>) {
  const settings = await json<Record<string, unknown>>(await browser.api('/api/user/settings'));
  await json(
    await browser.api('/api/user/settings', { method: 'PUT', json: { ...settings, ...changes } }),
  );
}

async function weekWorkouts(browser: TestBrowser, week: number) {
  return json<WeekWorkouts>(await browser.api(`/api/workouts?date=${TODAY}&week=${week}`));
}

/** Logs performed sets of one of the workout's exercises in a session, and optionally completes it. */
async function logSets(
  browser: TestBrowser,
  workout: Workout,
  exerciseId: string,
  sets: { weight: number; reps: number; rir: number | null; at: string }[],
  completedAt?: string,
) {
  const performed = sets.map(({ at, ...set }) => ({ ...set, performedAt: at }));
  await logSession(browser, workout, performed, { exerciseId, completedAt });
}

async function health(browser: TestBrowser, entry: Record<string, unknown>) {
  await json(await browser.api('/api/health/manual-entry', { method: 'POST', json: entry }));
}

const workoutOf = (week: WeekWorkouts, programmeDay: number, type: Workout['type']) =>
  week.workouts.find((w) => w.day === programmeDay && w.type === type)!;

/** The data docs/method.md works through: figures below are computed by hand from it. */
async function seed(browser: TestBrowser) {
  await saveSettings(browser, {
    birthDate: '1980-06-15',
    milestoneAge: 48,
    journeyStartDate: START,
    bodyWeightKg: 80,
    sex: 'male',
    mission: 'Carry my grandchildren up the stairs at 85',
  });
  const week13 = await weekWorkouts(browser, 13);
  const week14 = await weekWorkouts(browser, 14);
  const week25 = await weekWorkouts(browser, 25);
  // Deadlift 135 × 5 at RIR 2 on Tue 17 Nov: e1RM 135 × (1 + 7/30) = 166.5, shown 167.
  await logSets(
    browser,
    workoutOf(week13, 3, 'strength'),
    'deadlift',
    [
      { weight: 115, reps: 5, rir: 3, at: '2026-11-17T12:00:00Z' },
      { weight: 135, reps: 5, rir: 2, at: '2026-11-17T12:05:00Z' },
    ],
    '2026-11-17T13:00:00Z',
  );
  // Pull-ups, 3 then 2 reps, on Fri 20 Nov: best 3 (the programme has them from week 25).
  await logSets(browser, workoutOf(week25, 3, 'strength'), 'pull-up', [
    { weight: 0, reps: 3, rir: 0, at: '2026-11-20T12:00:00Z' },
    { weight: 0, reps: 2, rir: 0, at: '2026-11-20T12:03:00Z' },
  ]);
  // Deadlift 150 × 5 at RIR 1 on Tue 24 Nov: e1RM 150 × 1.2 = 180, a record over 167.
  await logSets(
    browser,
    workoutOf(week14, 3, 'strength'),
    'deadlift',
    [{ weight: 150, reps: 5, rir: 1, at: '2026-11-24T12:00:00Z' }],
    '2026-11-24T13:00:00Z',
  );
  // Completed on Mon 23 Nov, and on Wed 25 Nov at 21:00 in New York (26 Nov, 02:00 UTC).
  await completeSession(
    browser,
    workoutOf(week14, 2, 'zone2'),
    randomUUID(),
    '2026-11-23T18:00:00Z',
  );
  await completeSession(
    browser,
    workoutOf(week14, 4, 'zone2'),
    randomUUID(),
    '2026-11-26T02:00:00Z',
  );
  // A heavier trap bar deadlift after the day asked for: not counted.
  await logSets(browser, workoutOf(week25, 3, 'strength'), 'trap-bar-deadlift', [
    { weight: 250, reps: 5, rir: 1, at: '2026-11-27T12:00:00Z' },
  ]);
  // HRV 40, 50, 54 in the window (19-25 Nov): 48. 90 on the 18th is outside it.
  await health(browser, { date: '2026-11-18', hrvScore: 90 });
  await health(browser, { date: '2026-11-19', hrvScore: 40 });
  await health(browser, { date: '2026-11-21', hrvScore: 50 });
  await health(browser, { date: '2026-11-24', sleepHours: 7 });
  await health(browser, { date: '2026-11-25', hrvScore: 54, sleepHours: 7.5 });
}

describeWithServer('method overview', (server) => {
  it('answers 401 without a session', async () => {
    const browser = new TestBrowser(server().url);
    expect((await browser.api(`/api/method/overview?date=${TODAY}`)).status).toBe(401);
  });

  it('shows a new user the journey, the defaults and honest empty stats', async () => {
    const { browser } = await signedInBrowser(server().url);
    await setJourneyStart(browser, '2025-08-03');
    // Friday 1 Aug 2025, two days before the start (3 Aug 2025).
    const result = await overview(browser, 'date=2025-08-01');
    expect(result).toMatchObject({
      date: '2025-08-01',
      journey: {
        startDate: '2025-08-03',
        started: false,
        daysStrong: null,
        daysToStart: 2,
        week: 1,
        phase: 1,
        phaseName: 'Foundation',
        ended: false,
      },
      milestone: { age: 48, date: null, daysTo: null, status: 'no-birth-date' },
      mantra: { category: 'mindset' },
      banner: null,
      mission: null,
    });
    expect(result.pillars.map((p) => [p.key, p.progress])).toEqual([
      ['strength', null],
      ['recovery', null],
      ['nutrition', null],
      ['consistency', 0],
    ]);
    expect(pillar(result, 'strength').stats).toEqual([
      expect.objectContaining({ key: 'pullUps', current: null, goal: 10, state: 'no-data' }),
      expect.objectContaining({ key: 'deadlift', current: null, goal: 315, state: 'no-data' }),
    ]);
    expect(pillar(result, 'strength').stats[1]?.note).toContain('week 13');
    // No meals: no figure, and the notes say how to get one.
    expect(pillar(result, 'nutrition').stats.map((s) => [s.key, s.current, s.state])).toEqual([
      ['leapScore', null, 'no-data'],
      ['powerFoods', null, 'no-data'],
    ]);
    expect(pillar(result, 'consistency').stats.map((s) => [s.key, s.current, s.state])).toEqual([
      ['streak', 0, 'value'],
      ['mealsLogged', null, 'no-data'],
      // Decision 033: no Zone 2 logged this week is no data, not 0 minutes.
      ['zone2Minutes', null, 'no-data'],
    ]);
    // The mantra is the same on a reload.
    expect((await overview(browser, 'date=2025-08-01')).mantra).toEqual(result.mantra);
  });

  it('computes every figure from the user’s data', async () => {
    const { browser } = await signedInBrowser(server().url);
    await seed(browser);
    const result = await overview(browser, `date=${TODAY}&utcOffset=${OFFSET}`);

    expect(result.journey).toEqual({
      startDate: START,
      started: true,
      daysStrong: 95,
      daysToStart: null,
      week: 14,
      phase: 2,
      phaseName: 'Strength',
      ended: false,
    });
    // 25 Nov 2026 to 15 Jun 2028.
    expect(result.milestone).toEqual({
      age: 48,
      date: '2028-06-15',
      daysTo: 568,
      status: 'upcoming',
    });
    expect(result.mantra.category).toBe('progress');
    expect(result.mission).toBe('Carry my grandchildren up the stairs at 85');

    const strength = pillar(result, 'strength');
    expect(strength.stats.map((s) => [s.key, s.current, s.goal, s.state])).toEqual([
      ['pullUps', 3, 10, 'value'],
      // The intermediate standard for a man of 46 at 80 kg (decision 036): 2.0 × 80 = 160 kg at
      // 80 kg in the open class, / 1.068 (McCulloch, 46) = 149.8 kg = 330.3 lb → 330.
      // (Before: 1.5 × body weight, 265.)
      ['deadlift', 180, 330, 'value'],
    ]);
    // mean(3/10, 180/330) = mean(0.3, 0.545) = 42 %.
    expect(strength.progress).toBe(42);
    expect(strength.stats[1]!.note).toContain('intermediate for men, age 46, 80 kg body weight');

    const recovery = pillar(result, 'recovery');
    expect(recovery.stats.map((s) => [s.key, s.current, s.goal])).toEqual([
      ['hrv', 48, 60],
      // mean(7, 7.5) = 7.25, shown 7.3.
      ['sleep', 7.3, 8],
    ]);
    // Decision 032: the average says which measure it is (manual entries are RMSSD).
    expect(recovery.stats[0]?.note).toBe('7-day average of 3 days (RMSSD)');
    // mean(48/60, 7.3/8) = mean(0.8, 0.9125) = 86 %.
    expect(recovery.progress).toBe(86);

    // Trained 23, 24 and (in New York) 25 Nov: 3 days.
    const consistency = pillar(result, 'consistency');
    expect(consistency.stats[0]).toMatchObject({ key: 'streak', current: 3, goal: 30 });
    expect(consistency.progress).toBe(10);
    expect(pillar(result, 'nutrition').progress).toBeNull();

    expect(result.banner).toEqual({
      kind: 'lift-record',
      title: 'New Deadlift Record: 180 lb e1RM!',
      description: 'Your estimated one-rep max, up from 167 lb.',
      date: '2026-11-24',
    });

    // Wednesday of week 14 is day 4: its main workout (planned when the week was listed).
    const week14 = await weekWorkouts(browser, 14);
    expect(result.todayWorkoutId).toBe(workoutOf(week14, 4, 'zone2').id);
  });

  it("reads every lift in the user's unit: a kg user's e1RM and goal in kg", async () => {
    const { browser } = await signedInBrowser(server().url);
    await seed(browser);
    // The same lb sets, the user now in kg: each converted before its e1RM (a set read in the
    // wrong unit made a 53 kg e1RM "53 lb").
    await saveSettings(browser, { units: 'kg' });
    const result = await overview(browser, `date=${TODAY}&utcOffset=${OFFSET}`);
    const deadlift = pillar(result, 'strength').stats[1]!;
    // 150 lb = 68.04 kg x 5 @ 1 RIR: 68.04 x (1 + 6/30) = 81.6 kg; goal 330 lb = 149.7 kg.
    expect([deadlift.key, deadlift.unit, deadlift.current, deadlift.goal]).toEqual([
      'deadlift',
      'kg',
      82,
      150,
    ]);
    expect(result.banner).toMatchObject({
      title: 'New Deadlift Record: 82 kg e1RM!',
      description: 'Your estimated one-rep max, up from 76 kg.',
    });
  });

  it('takes nutrition figures from the nutrition services: LEAP score, power foods, meals logged', async () => {
    const { browser } = await signedInBrowser(server().url);
    const hoursAgo = (hours: number) => new Date(Date.now() - hours * 3_600_000).toISOString();
    const today = new Date().toISOString().slice(0, 10);
    const nutrition = async () => pillar(await overview(browser, `date=${today}`), 'nutrition');
    await json(
      await browser.api('/api/food/leap-list', {
        method: 'PUT',
        json: {
          entries: [
            { name: 'Salmon, atlantic, wild, raw', category: 'green', foodId: '15076' },
            { name: 'Blueberries', category: 'green' },
            { name: 'Milk', category: 'red' },
          ],
        },
      }),
    );
    const meal = (hours: number, foods: string[]) =>
      browser.api('/api/food/log-meal', {
        method: 'POST',
        json: { mealType: 'dinner', foods, inputType: 'text', loggedAt: hoursAgo(hours) },
      });
    // Milk, each time followed by bloating; salmon and blueberries, never. Five meals of each
    // whose 72-hour window has closed: the fewest the insights judge (docs/nutrition.md).
    for (const hours of [900, 800, 700, 600, 500]) await json(await meal(hours, ['milk']));
    for (const hours of [400, 300, 200, 150, 100]) {
      await json(await meal(hours, ['salmon', 'blueberries']));
    }
    await json(await meal(10, ['salmon', 'blueberries', 'milk']));

    // Meals but no symptoms: the LEAP score, and no power foods to find yet.
    const beforeSymptoms = await nutrition();
    // The last 7 days: 100 %, 100 % and 2 of 3 green: mean 0.889 = 89.
    expect(beforeSymptoms.stats.map((s) => [s.key, s.current, s.state])).toEqual([
      ['leapScore', 89, 'value'],
      ['powerFoods', null, 'no-data'],
    ]);
    expect(beforeSymptoms.stats[1]?.note).toContain('Log symptoms');

    for (const hours of [899, 799, 699, 599, 499]) {
      await json(
        await browser.api('/api/food/symptoms', {
          method: 'POST',
          json: { symptom: 'Bloating', severity: 6, occurredAt: hoursAgo(hours) },
        }),
      );
    }
    const compliance = await json<{ overallScore: number | null }>(
      await browser.api('/api/food/leap-compliance'),
    );
    const insights = await json<{ powerFoods: { food: string }[] }>(
      await browser.api('/api/food/insights'),
    );
    const after = await nutrition();
    // The same figures as the nutrition API: salmon and blueberries are the power foods.
    expect(after.stats.map((s) => [s.key, s.current, s.goal])).toEqual([
      ['leapScore', compliance.overallScore, 95],
      ['powerFoods', insights.powerFoods.length, 10],
    ]);
    expect(compliance.overallScore).toBe(89);
    expect(insights.powerFoods.map((food) => food.food).sort()).toEqual(['blueberries', 'salmon']);
    // mean(89/95, 2/10) = mean(0.937, 0.2) = 57 %.
    expect(after.progress).toBe(57);
    // Meals Logged: the meals of today and the 29 calendar days before (UTC here): not those
    // 900 and 800 h ago, and the one 700 h ago only after 04:00 UTC (29 days and 4 hours back).
    // No workout, so a streak of 0: mean(0 / 30, 9 / 100) = 4.5, rounded 5 (8 meals: 4).
    const windowStart = Date.parse(today) - 29 * 86_400_000;
    const inWindow = [900, 800, 700, 600, 500, 400, 300, 200, 150, 100, 10].filter(
      (hours) => Date.parse(hoursAgo(hours)) >= windowStart,
    ).length;
    expect([8, 9]).toContain(inWindow);
    const consistency = pillar(await overview(browser, `date=${today}`), 'consistency');
    expect(consistency.stats.map((s) => [s.key, s.current, s.goal])).toEqual([
      ['streak', 0, 30],
      ['mealsLogged', inWindow, 100],
      ['zone2Minutes', null, consistency.stats[2]!.goal],
    ]);
    expect(consistency.progress).toBe(inWindow === 9 ? 5 : 4);
    // Forty days on, none of them is in the window: a real 0, no longer "No data yet".
    const later = pillar(
      await overview(
        browser,
        `date=${new Date(Date.now() + 40 * 86_400_000).toISOString().slice(0, 10)}`,
      ),
      'consistency',
    );
    expect(later.stats[1]).toMatchObject({ key: 'mealsLogged', current: 0, state: 'value' });
  });

  it('places workouts on the user’s days with the UTC offset', async () => {
    const { browser } = await signedInBrowser(server().url);
    await seed(browser);
    // In UTC the last workout was on 26 Nov, after the day: the streak runs 23-24 Nov.
    const utc = await overview(browser, `date=${TODAY}`);
    expect(pillar(utc, 'consistency').stats[0]?.current).toBe(2);
  });

  it('shows the page as it was on an earlier day', async () => {
    const { browser } = await signedInBrowser(server().url);
    await seed(browser);
    const earlier = await overview(browser, `date=2026-11-20&utcOffset=${OFFSET}`);
    // Only the 17 Nov deadlift and the 20 Nov pull-ups existed: the first pull-ups are the news.
    expect(pillar(earlier, 'strength').stats.map((s) => s.current)).toEqual([3, 167]);
    expect(earlier.banner).toEqual({
      kind: 'lift-record',
      title: 'First Pull-up Achieved!',
      description: '3 reps in one set.',
      date: '2026-11-20',
    });
    // Over a week after the last record (the 27 Nov trap bar deadlift): no banner.
    const later = await overview(browser, `date=2026-12-04&utcOffset=${OFFSET}`);
    expect(later.banner).toBeNull();
  });

  it('celebrates a quarterly test that made a goal Achieved, with the label Goals shows', async () => {
    const { browser } = await signedInBrowser(server().url);
    await seed(browser);
    const { db } = server().database;
    expect((await overview(browser, `date=${TODAY}`)).banner?.kind).toBe('lift-record');
    const userId = await userIdOf(browser);
    const goal = async (activityName: string, progressPercentage: number) => {
      const [row] = await db
        .insert(goals)
        .values({
          userId,
          position: 0,
          activityName,
          testDescription: 'Get up from the floor without hands',
          currentAbility: 'With one hand',
          targetAbility: 'No hands',
          // As recordQuarterlyTest leaves it after the test below.
          progressPercentage,
          nextTestDate: '2027-02-23',
        })
        .returning();
      return row!;
    };
    const test = async (goalId: string, performanceScore: number | null, hour: number) =>
      db.insert(quarterlyTests).values({
        userId,
        goalId,
        testDate: TODAY,
        testResult: 'No hands, 3 times',
        targetMet: true,
        performanceScore,
        nextTestDate: '2027-02-23',
        createdAt: new Date(`${TODAY}T${hour}:00:00Z`),
      });

    // 'Target met' with a score of 60: Goals reads Needs Work, so no banner says it was met.
    await test((await goal('Suitcase overhead', 60)).id, 60, 12);
    expect((await overview(browser, `date=${TODAY}&utcOffset=${OFFSET}`)).banner?.kind).toBe(
      'lift-record',
    );

    await test((await goal('Floor get-up', 100)).id, null, 10);
    const result = await overview(browser, `date=${TODAY}&utcOffset=${OFFSET}`);
    expect(result.banner).toEqual({
      kind: 'goal-achieved',
      title: 'Decathlon Goal Achieved: Floor get-up!',
      description: 'Your quarterly test put it at 100%: No hands, 3 times',
      date: TODAY,
    });

    // A default goal reads in the user's unit, as Goals shows it (decision 090).
    await test((await goal('Lift a 30 lb child from the floor', 100)).id, null, 11);
    const lb = await overview(browser, `date=${TODAY}&utcOffset=${OFFSET}`);
    expect(lb.banner?.title).toBe('Decathlon Goal Achieved: Lift a 30 lb child from the floor!');
    const settings = await json<object>(await browser.api('/api/user/settings'));
    await json(
      await browser.api('/api/user/settings', {
        method: 'PUT',
        json: { ...settings, units: 'kg' },
      }),
    );
    const kg = await overview(browser, `date=${TODAY}&utcOffset=${OFFSET}`);
    expect(kg.banner?.title).toBe('Decathlon Goal Achieved: Lift a 14 kg child from the floor!');
  });

  it('places the streak on the days of the user’s time zone, as Progress does', async () => {
    const { browser } = await signedInBrowser(server().url);
    await seed(browser);
    const newYork = await overview(browser, `date=${TODAY}&tz=America/New_York`);
    expect(pillar(newYork, 'consistency').stats[0]).toMatchObject({ key: 'streak', current: 3 });
    // The 25 Nov evening completion is 26 Nov in UTC: today is not trained yet there.
    const utc = await overview(browser, `date=${TODAY}&tz=UTC`);
    expect(pillar(utc, 'consistency').stats[0]).toMatchObject({ key: 'streak', current: 2 });
    const progress = await json<{ dayStreak: { days: number } }>(
      await browser.api(`/api/progress/overview?date=${TODAY}&tz=America/New_York`),
    );
    expect(progress.dayStreak.days).toBe(3);
  });

  it('keeps one user’s figures from another', async () => {
    const { browser } = await signedInBrowser(server().url);
    await seed(browser);
    const { browser: other } = await signedInBrowser(server().url);
    const result = await overview(other, `date=${TODAY}&utcOffset=${OFFSET}`);
    expect(result.banner).toBeNull();
    expect(result.mission).toBeNull();
    expect(result.todayWorkoutId).toBeNull();
    expect(result.pillars.map((p) => p.progress)).toEqual([null, null, null, 0]);
  });

  it('refuses a bad date, offset or time zone with 400', async () => {
    const { browser } = await signedInBrowser(server().url);
    for (const query of [
      'date=2026-02-30',
      'date=tomorrow',
      'utcOffset=2000',
      'utcOffset=1.5',
      'tz=Mars/Olympus',
      'tz=%2B02:00',
    ]) {
      const response = await browser.api(`/api/method/overview?${query}`);
      expect(response.status, query).toBe(400);
    }
  });
});

async function userIdOf(browser: TestBrowser): Promise<string> {
  const user = await json<{ id: string }>(await browser.api('/api/auth/user'));
  return user.id;
}

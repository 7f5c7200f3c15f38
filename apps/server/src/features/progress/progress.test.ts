import { randomUUID } from 'node:crypto';
import { expect, it } from 'vitest';
import { localDay } from '@grandfit/shared/domain/time-zone.ts';
import type { ProgressOverview } from '@grandfit/shared/schemas/progress.ts';
import type { Workout } from '@grandfit/shared/schemas/training.ts';
import { healthMetrics } from '../../db/schema/recovery.ts';
import { TestBrowser, signedInBrowser } from '../../../test/browser.ts';
import { describeWithServer } from '../../../test/server.ts';
import { programmeWorkouts } from './test-programme.ts';

// The default journey starts on Sunday 3 Aug 2025: week 13 (the first with the main lifts)
// starts on 26 Oct 2025. "Today" is Thursday 20 Nov 2025 (week 16), in Paris (UTC+1 then).
const TODAY = '2025-11-20';
const PARIS = 'Europe/Paris';

async function json<T>(response: Response): Promise<T> {
  expect(response.status, await response.clone().text()).toBe(200);
  return (await response.json()) as T;
}

const programme = (browser: TestBrowser, weeks: number[]) =>
  programmeWorkouts(browser, weeks, TODAY);

interface SetSeed {
  exerciseId: string;
  weight: number;
  reps: number;
  rir: number | null;
  at: string;
  skipped?: boolean;
  weightUnit?: 'lb' | 'kg';
  setType?: 'warmup';
  /** An exercise added to the session (a custom one): its place after the plan's. */
  addedAt?: number;
}

/** One session through the real API: its sets, then the completion when `completedAt` is given. */
async function session(
  browser: TestBrowser,
  workout: Workout,
  sets: SetSeed[],
  completedAt?: string,
) {
  const sessionId = randomUUID();
  for (const [index, set] of sets.entries()) {
    const exerciseIndex =
      set.addedAt ?? workout.exercises.findIndex((e) => e.id === set.exerciseId);
    expect(exerciseIndex, `${set.exerciseId} in ${workout.name}`).toBeGreaterThanOrEqual(0);
    const exercise = workout.exercises[exerciseIndex] ?? {
      targetWeight: 0,
      targetReps: 10,
      targetRir: null,
    };
    await json(
      await browser.api(`/api/workouts/${workout.id}/sets`, {
        method: 'POST',
        json: {
          clientId: randomUUID(),
          sessionId,
          exerciseId: set.exerciseId,
          exerciseIndex,
          setNumber: index + 1,
          weight: set.skipped ? null : set.weight,
          weightUnit: set.weightUnit ?? 'lb',
          reps: set.skipped ? null : set.reps,
          rir: set.skipped ? null : set.rir,
          targetWeight: exercise.targetWeight,
          targetReps: exercise.targetReps,
          targetRir: exercise.targetRir,
          skipped: set.skipped ?? false,
          performedAt: set.at,
          ...(set.setType ? { setType: set.setType } : {}),
        },
      }),
    );
  }
  if (completedAt) {
    await json(
      await browser.api(`/api/workouts/${workout.id}/complete`, {
        method: 'POST',
        json: { sessionId, completedAt },
      }),
    );
  }
}

async function manualEntry(browser: TestBrowser, entry: Record<string, unknown>) {
  await json(await browser.api('/api/health/manual-entry', { method: 'POST', json: entry }));
}

async function overview(browser: TestBrowser, query: string) {
  return json<ProgressOverview>(await browser.api(`/api/progress/overview?${query}`));
}

describeWithServer('progress', (server) => {
  async function userId(browser: TestBrowser) {
    return (await json<{ id: string }>(await browser.api('/api/auth/user'))).id;
  }

  /**
   * The seeded history (times in UTC; Paris is UTC+1 in November, UTC+2 until 26 Oct):
   * - w1d1-strength completed 4 Aug (before the range: counts only in the total);
   * - w1d1-stability completed 31 Aug 22:30 UTC, which is 1 Sep 00:30 in Paris;
   * - w13d1-strength on 26 Oct: squat 100x8 @3 and 110x8 @2, bench 95x8 @3;
   * - w14d1-strength on 2 Nov: squat 115x8 without RIR (target 3) and a skipped set;
   * - w15d1-strength completed 17 Nov 23:50 UTC (18 Nov in Paris), squat 120x7 @2, then redone
   *   on 18 Nov evening with squat 125x5 @1 (a second session, the same workout);
   * - w16d2-zone2 completed 19 Nov, w16d1-stability completed 20 Nov;
   * - w16d1-strength started on 20 Nov (squat 130x5 @0) and not completed, plus a set dated 21 Nov;
   * - w16d4-zone2 completed 21 Nov, after "today".
   */
  async function seedTraining(browser: TestBrowser) {
    const workout = await programme(browser, [1, 13, 14, 15, 16]);
    await session(browser, workout('w1d1-strength'), [], '2025-08-04T08:00:00.000Z');
    await session(browser, workout('w1d1-stability'), [], '2025-08-31T22:30:00.000Z');
    await session(
      browser,
      workout('w13d1-strength'),
      [
        { exerciseId: 'back-squat', weight: 100, reps: 8, rir: 3, at: '2025-10-26T08:00:00.000Z' },
        { exerciseId: 'back-squat', weight: 110, reps: 8, rir: 2, at: '2025-10-26T08:05:00.000Z' },
        { exerciseId: 'bench-press', weight: 95, reps: 8, rir: 3, at: '2025-10-26T08:20:00.000Z' },
      ],
      '2025-10-26T09:00:00.000Z',
    );
    await session(
      browser,
      workout('w14d1-strength'),
      [
        { exerciseId: 'back-squat', weight: 115, reps: 8, rir: null, at: '2025-11-02T08:00:00Z' },
        {
          exerciseId: 'back-squat',
          weight: 0,
          reps: 0,
          rir: null,
          skipped: true,
          at: '2025-11-02T08:05:00.000Z',
        },
      ],
      '2025-11-02T09:00:00.000Z',
    );
    const w15 = workout('w15d1-strength');
    await session(
      browser,
      w15,
      [{ exerciseId: 'back-squat', weight: 120, reps: 7, rir: 2, at: '2025-11-17T23:30:00.000Z' }],
      '2025-11-17T23:50:00.000Z',
    );
    await session(
      browser,
      w15,
      [{ exerciseId: 'back-squat', weight: 125, reps: 5, rir: 1, at: '2025-11-18T18:00:00.000Z' }],
      '2025-11-18T19:00:00.000Z',
    );
    await session(browser, workout('w16d2-zone2'), [], '2025-11-19T07:00:00.000Z');
    await session(browser, workout('w16d1-stability'), [], '2025-11-20T06:00:00.000Z');
    await session(browser, workout('w16d1-strength'), [
      { exerciseId: 'back-squat', weight: 130, reps: 5, rir: 0, at: '2025-11-20T07:00:00.000Z' },
      { exerciseId: 'back-squat', weight: 200, reps: 5, rir: 0, at: '2025-11-21T08:00:00.000Z' },
    ]);
    await session(browser, workout('w16d4-zone2'), [], '2025-11-21T10:00:00.000Z');
    return workout;
  }

  it('counts workouts, the streak and the monthly volume from completed sessions, in the user’s time zone', async () => {
    const { browser } = await signedInBrowser(server().url);
    const workout = await seedTraining(browser);
    const minutes = (id: string) => workout(id).durationMinutes;

    const paris = await overview(browser, `date=${TODAY}&months=3&tz=${PARIS}`);
    expect(paris.date).toBe(TODAY);
    expect(paris.timeZone).toBe(PARIS);
    expect(paris.range).toEqual({ start: '2025-09-01', end: TODAY, months: 3 });
    // Eight completed sessions (the redo is a second workout completed; the unfinished and the
    // future sessions do not count), five of them this month: the month's volume below.
    expect(paris.workoutsCompleted).toEqual({ total: 8, thisMonth: 5 });
    // 18, 19 and 20 Nov in Paris.
    expect(paris.dayStreak).toEqual({ days: 3, trainedToday: true, lastTrainedOn: TODAY });

    const zero = {
      sessions: 0,
      minutes: 0,
      untimedSessions: 0,
      minutesFromPlan: 0,
      load: 0,
      timeUnderLoadSeconds: 0,
    };
    const pillar = (sessions: number, minutes: number, load = 0) => ({
      ...zero,
      sessions,
      minutes,
      load,
    });
    // Completed with nothing logged: no time of its own, so the plan's minutes, said apart.
    const planned = (sessions: number, minutes: number) => ({
      ...pillar(sessions, minutes),
      untimedSessions: sessions,
      minutesFromPlan: minutes,
    });
    // Minutes trained (decision 091): first set to finish, the finish at most 10 minutes after
    // the last set. 26 Oct: 08:00 to 08:30 (finished at 09:00, 40 minutes after the 08:20 set),
    // 30. 2 Nov: 08:00 to 08:15 (the skipped set at 08:05 is the last), 15. 17 Nov: 23:30 to
    // 23:40, 10; the redo, 18:00 to 18:10, 10.
    // Volume load = Σ weight × reps of the completed sessions' performed sets (lb): 26 Oct
    // 100×8 + 110×8 + 95×8; November 115×8 (the skipped set adds nothing), 120×7 and the redo's
    // 125×5. The unfinished session's sets are lifting done, but not a completed workout's.
    expect(paris.monthlyVolume).toEqual({
      unit: 'minutes trained',
      loadUnit: 'lb',
      months: [
        {
          month: '2025-09',
          pillars: {
            strength: zero,
            zone2: zero,
            vo2max: zero,
            stability: planned(1, minutes('w1d1-stability')),
          },
        },
        {
          month: '2025-10',
          pillars: {
            strength: pillar(1, 30, 800 + 880 + 760),
            zone2: zero,
            vo2max: zero,
            stability: zero,
          },
        },
        {
          month: '2025-11',
          pillars: {
            strength: pillar(3, 15 + 10 + 10, 920 + 840 + 625),
            zone2: planned(1, minutes('w16d2-zone2')),
            vo2max: zero,
            stability: planned(1, minutes('w16d1-stability')),
          },
        },
      ],
      totals: {
        strength: pillar(4, 30 + 35, 2440 + 2385),
        zone2: planned(1, minutes('w16d2-zone2')),
        vo2max: zero,
        stability: planned(2, minutes('w1d1-stability') + minutes('w16d1-stability')),
      },
    });

    // In UTC the 17 Nov completion is on the 17th (a 4-day streak) and 31 Aug stays in August.
    const utc = await overview(browser, `date=${TODAY}&months=3`);
    expect(utc.timeZone).toBe('UTC');
    expect(utc.workoutsCompleted).toEqual({ total: 8, thisMonth: 5 });
    expect(utc.dayStreak).toEqual({ days: 4, trainedToday: true, lastTrainedOn: TODAY });
    expect(utc.monthlyVolume.months[0]!.pillars.stability).toEqual(zero);

    // As of the day before, 20 Nov is in the future: not trained yet, the streak runs to the 19th.
    const yesterday = await overview(browser, `date=2025-11-19&months=1&tz=${PARIS}`);
    expect(yesterday.workoutsCompleted).toEqual({ total: 7, thisMonth: 4 });
    expect(yesterday.dayStreak).toEqual({
      days: 2,
      trainedToday: true,
      lastTrainedOn: '2025-11-19',
    });
    expect(yesterday.monthlyVolume.months.map((m) => m.month)).toEqual(['2025-11']);
  });

  it('counts working sets per movement pattern, per week and this week, on the user’s days', async () => {
    const { browser } = await signedInBrowser(server().url);
    const workout = await programme(browser, [13, 16]);
    const squat = (weight: number, at: string, over: Partial<SetSeed> = {}) => ({
      exerciseId: 'back-squat',
      weight,
      reps: 5,
      rir: 2,
      at,
      ...over,
    });
    await session(
      browser,
      workout('w13d1-strength'),
      [
        squat(45, '2025-10-26T08:00:00.000Z', { setType: 'warmup' }),
        squat(100, '2025-10-26T08:05:00.000Z'),
        squat(0, '2025-10-26T08:10:00.000Z', { skipped: true }),
        { exerciseId: 'bench-press', weight: 95, reps: 8, rir: 3, at: '2025-10-26T08:20:00Z' },
      ],
      '2025-10-26T09:00:00.000Z',
    );
    // The lifter's own exercises count when he gave their movement (decision 064).
    const own = async (name: string, pattern: string | null) => {
      const response = await browser.api('/api/custom-exercises', {
        method: 'POST',
        json: { name, kind: 'bodyweight', pattern },
      });
      expect(response.status).toBe(201);
      return (await response.json()) as { id: string };
    };
    const pullApart = await own('Band pull-apart', 'pull');
    const mystery = await own('Mystery move', null);
    const end = workout('w16d1-strength').exercises.length;
    const added = (exerciseId: string, addedAt: number) => ({
      exerciseId,
      weight: 0,
      reps: 15,
      rir: 2,
      at: '2025-11-19T07:00:00.000Z',
      addedAt,
    });
    // Never finished, and still lifting done; then a set dated after "today".
    await session(browser, workout('w16d1-strength'), [
      squat(130, '2025-11-17T23:30:00.000Z'),
      squat(140, '2025-11-21T08:00:00.000Z'),
      added(pullApart.id, end),
      added(mystery.id, end + 1),
    ]);

    // The range is 1 Sep to 20 Nov, but his first set (the warm-up of Sunday 26 Oct) makes the
    // average begin on Monday 20 Oct: 32 days, 4.6 weeks, not the range's 11.6. In Paris the
    // 17 Nov 23:30 UTC set is on the 18th, this week (from Monday the 17th); the warm-up, the
    // skipped set, the future set and the exercise without a movement count nowhere.
    const paris = await overview(browser, `date=${TODAY}&months=3&tz=${PARIS}`);
    expect(paris.movementSets).toEqual({
      weeks: 4.6,
      since: '2025-10-20',
      patterns: [
        // The weeks from Monday 20 Oct: the 26 Oct session is a Sunday, in the first.
        { pattern: 'squat', total: 2, perWeek: 0.4, thisWeek: 1, recent: [1, 0, 0, 0, 1] },
        { pattern: 'push', total: 1, perWeek: 0.2, thisWeek: 0, recent: [1, 0, 0, 0, 0] },
        { pattern: 'pull', total: 1, perWeek: 0.2, thisWeek: 1, recent: [0, 0, 0, 0, 1] },
      ],
    });
    // As of the 17th in Tokyo (UTC+9) the set at 23:30 UTC is on the 18th: not done yet.
    const tokyo = await overview(browser, `date=2025-11-17&months=1&tz=Asia/Tokyo`);
    expect(tokyo.movementSets.patterns).toEqual([]);
  });

  it('charts the best e1RM of each day of the most-trained lifts, from every performed set', async () => {
    const { browser } = await signedInBrowser(server().url);
    await seedTraining(browser);
    const paris = await overview(browser, `date=${TODAY}&months=3&tz=${PARIS}`);
    // e1RM = w * (1 + (reps + RIR) / 30); a set without RIR counts at its target RIR (3).
    expect(paris.strengthProgress).toEqual([
      {
        lift: 'squat',
        exerciseId: 'back-squat',
        name: 'Back Squat',
        workingSets: 6,
        measure: 'e1rm',
        unit: 'lb',
        points: [
          { date: '2025-10-26', value: 146.7 }, // 110 x 8 @2 beats 100 x 8 @3 (136.7)
          { date: '2025-11-02', value: 157.2 }, // 115 x 8, RIR 3 assumed
          { date: '2025-11-18', value: 156 }, // 120 x 7 @2 beats the redo's 125 x 5 @1 (150)
          { date: '2025-11-20', value: 151.7 }, // 130 x 5 @0, an unfinished session
        ],
        latest: 151.7,
        best: 157.2,
        change: 5,
        changePercent: 3.4,
      },
      {
        lift: 'bench',
        exerciseId: 'bench-press',
        name: 'Bench Press',
        workingSets: 1,
        measure: 'e1rm',
        unit: 'lb',
        points: [{ date: '2025-10-26', value: 129.8 }],
        latest: 129.8,
        best: 129.8,
        change: null,
        changePercent: null,
      },
    ]);

    const utc = await overview(browser, `date=${TODAY}&months=3`);
    expect(utc.strengthProgress[0]!.points.map((p) => [p.date, p.value])).toEqual([
      ['2025-10-26', 146.7],
      ['2025-11-02', 157.2],
      ['2025-11-17', 156],
      ['2025-11-18', 150],
      ['2025-11-20', 151.7],
    ]);
    // One month: only November's days.
    const november = await overview(browser, `date=${TODAY}&months=1&tz=${PARIS}`);
    expect(november.strengthProgress.map((lift) => lift.lift)).toEqual(['squat']);
    expect(november.strengthProgress[0]).toMatchObject({ latest: 151.7, change: -5.5 });

    // In kg, each set converted from the lb it was entered in: 151.7 lb is 68.8 kg.
    const settings = await json<Record<string, unknown>>(await browser.api('/api/user/settings'));
    await json(
      await browser.api('/api/user/settings', {
        method: 'PUT',
        json: { ...settings, units: 'kg' },
      }),
    );
    const inKg = await overview(browser, `date=${TODAY}&months=1&tz=${PARIS}`);
    expect(inKg.strengthProgress[0]).toMatchObject({ unit: 'kg', latest: 68.8 });
  });

  it('merges health sources per day as /api/health/latest does, with 7-day averages', async () => {
    const { browser } = await signedInBrowser(server().url);
    const id = await userId(browser);
    const { db } = server().database;
    await manualEntry(browser, { date: '2025-08-28', hrvScore: 30 });
    await manualEntry(browser, { date: '2025-09-01', hrvScore: 40, restingHeartRate: 60 });
    await manualEntry(browser, {
      date: '2025-11-12',
      hrvScore: 44,
      restingHeartRate: 62,
      sleepHours: 6.5,
    });
    await manualEntry(browser, {
      date: '2025-11-14',
      hrvScore: 46,
      restingHeartRate: 60,
      sleepHours: 7,
    });
    // 16 Nov: an older Apple Health row, then a manual resting HR (newer, so it wins).
    await db.insert(healthMetrics).values({
      userId: id,
      date: '2025-11-16',
      source: 'apple-health',
      hrvMs: 50,
      hrvMethod: 'sdnn',
      restingHeartRate: 58,
      sleepHours: 7.5,
      updatedAt: new Date('2025-11-16T07:00:00Z'),
    });
    await manualEntry(browser, { date: '2025-11-16', restingHeartRate: 57 });
    // 18 Nov: a manual entry, then a newer Apple Health row: its HRV (SDNN) and sleep win.
    await manualEntry(browser, { date: '2025-11-18', hrvScore: 48, restingHeartRate: 59 });
    await db.insert(healthMetrics).values({
      userId: id,
      date: '2025-11-18',
      source: 'apple-health',
      hrvMs: 52,
      hrvMethod: 'sdnn',
      sleepHours: 8,
      updatedAt: new Date(Date.now() + 60_000),
    });
    await manualEntry(browser, { date: '2025-11-20', sleepHours: 7.25, sleepQuality: 8 });
    await manualEntry(browser, { date: '2025-11-21', hrvScore: 99 });

    const { recoveryTrends } = await overview(browser, `date=${TODAY}&months=3&tz=${PARIS}`);
    const day = (
      date: string,
      values: [number | null, 'sdnn' | 'rmssd' | null, number | null, number | null],
      averages: [number | null, number | null, number | null],
      perMethod: { rmssd: [number | null, number | null]; sdnn: [number | null, number | null] },
    ) => ({
      date,
      hrv: values[0],
      hrvMethod: values[1],
      restingHeartRate: values[2],
      sleepHours: values[3],
      hrvRmssd: perMethod.rmssd[0],
      hrvSdnn: perMethod.sdnn[0],
      hrvAverage7: averages[0],
      hrvRmssdAverage7: perMethod.rmssd[1],
      hrvSdnnAverage7: perMethod.sdnn[1],
      restingHeartRateAverage7: averages[1],
      sleepHoursAverage7: averages[2],
    });
    // Decision 032: the manual HRVs are RMSSD (the default), Apple Health's SDNN; each is
    // averaged only with its own kind. The old mixed averages (46.7, 48, 49.3 ms) were the bug.
    expect(recoveryTrends.days).toEqual([
      // 28 Aug is before the range but feeds 1 Sep's average: (30 + 40) / 2.
      day('2025-09-01', [40, 'rmssd', 60, null], [35, 60, null], {
        rmssd: [40, 35],
        sdnn: [null, null],
      }),
      day('2025-11-12', [44, 'rmssd', 62, 6.5], [44, 62, 6.5], {
        rmssd: [44, 44],
        sdnn: [null, null],
      }),
      day('2025-11-14', [46, 'rmssd', 60, 7], [45, 61, 6.8], {
        rmssd: [46, 45],
        sdnn: [null, null],
      }),
      day('2025-11-16', [50, 'sdnn', 57, 7.5], [50, 59.7, 7], {
        rmssd: [null, 45],
        sdnn: [50, 50],
      }),
      // Both kinds on the 18th: the SDNN is the day's headline, the RMSSD keeps its own line.
      day('2025-11-18', [52, 'sdnn', 59, 8], [51, 59.5, 7.3], {
        rmssd: [48, 46],
        sdnn: [52, 51],
      }),
      day('2025-11-20', [null, null, null, 7.3], [null, 58.7, 7.4], {
        rmssd: [null, 47],
        sdnn: [null, 51],
      }),
    ]);
    expect(recoveryTrends.hrv).toEqual({
      latest: { date: '2025-11-18', value: 52 },
      average7: 51,
      previousAverage7: null,
      methods: ['rmssd', 'sdnn'],
      method: 'sdnn',
      byMethod: {
        rmssd: { latest: { date: '2025-11-18', value: 48 }, average7: 47, previousAverage7: 44 },
        sdnn: { latest: { date: '2025-11-18', value: 52 }, average7: 51, previousAverage7: null },
      },
    });
    expect(recoveryTrends.restingHeartRate).toEqual({
      latest: { date: '2025-11-18', value: 59 },
      average7: 58.7,
      previousAverage7: 62,
    });
    expect(recoveryTrends.sleepHours).toEqual({
      latest: { date: TODAY, value: 7.3 },
      average7: 7.4,
      previousAverage7: 6.5,
    });
  });

  it("counts a carry as time under load, not volume, and converts kg sets to the user's unit", async () => {
    const { browser } = await signedInBrowser(server().url);
    const workout = await programme(browser, [1]);
    const w1 = workout('w1d1-strength');
    await session(
      browser,
      w1,
      [
        { exerciseId: 'goblet-squat', weight: 50, reps: 10, rir: 2, at: '2025-11-10T08:00:00Z' },
        {
          exerciseId: 'goblet-squat',
          weight: 20,
          weightUnit: 'kg',
          reps: 10,
          rir: 2,
          at: '2025-11-10T08:05:00Z',
        },
        // A 35 lb farmer's carry of 30 s: 30 s under load, never 1,050 lb.
        {
          exerciseId: 'farmers-carry',
          weight: 35,
          reps: 30,
          rir: null,
          at: '2025-11-10T08:20:00Z',
        },
      ],
      '2025-11-10T09:00:00.000Z',
    );
    const inLb = await overview(browser, `date=${TODAY}&months=3`);
    const strength = inLb.monthlyVolume.months[2]!.pillars.strength;
    expect(inLb.monthlyVolume.loadUnit).toBe('lb');
    expect(strength).toMatchObject({
      sessions: 1,
      load: Math.round(500 + (20 / 0.45359237) * 10),
      timeUnderLoadSeconds: 30,
    });

    const settings = await json<Record<string, unknown>>(await browser.api('/api/user/settings'));
    await json(
      await browser.api('/api/user/settings', {
        method: 'PUT',
        json: { ...settings, units: 'kg' },
      }),
    );
    const inKg = await overview(browser, `date=${TODAY}&months=3`);
    expect(inKg.monthlyVolume.loadUnit).toBe('kg');
    expect(inKg.monthlyVolume.totals.strength).toMatchObject({
      load: Math.round(50 * 0.45359237 * 10 + 200),
      timeUnderLoadSeconds: 30,
    });
  });

  it('answers honest empty figures for a user without data', async () => {
    const { browser } = await signedInBrowser(server().url);
    const empty = await overview(browser, `date=${TODAY}`);
    expect(empty.range).toEqual({ start: '2025-06-01', end: TODAY, months: 6 });
    expect(empty.workoutsCompleted).toEqual({ total: 0, thisMonth: 0 });
    expect(empty.dayStreak).toEqual({ days: 0, trainedToday: false, lastTrainedOn: null });
    expect(empty.monthlyVolume.months).toHaveLength(6);
    expect(empty.monthlyVolume.totals.strength).toEqual({
      sessions: 0,
      minutes: 0,
      untimedSessions: 0,
      minutesFromPlan: 0,
      load: 0,
      timeUnderLoadSeconds: 0,
    });
    expect(empty.strengthProgress).toEqual([]);
    const nothing = { latest: null, average7: null, previousAverage7: null };
    expect(empty.recoveryTrends).toEqual({
      days: [],
      hrv: { ...nothing, methods: [], method: null, byMethod: { rmssd: nothing, sdnn: nothing } },
      restingHeartRate: nothing,
      sleepHours: nothing,
      breathing: { days: [], minutes7: 0, previousMinutes7: 0 },
    });
  });

  it('adds completed breathing minutes per day, and strap RMSSD apart from resting HRV', async () => {
    const { browser } = await signedInBrowser(server().url);
    const breathe = async (
      date: string,
      seconds: number,
      completed: boolean,
      rmssd: number | null,
    ) =>
      json(
        await browser.api('/api/breathing/sessions', {
          method: 'POST',
          json: {
            clientId: randomUUID(),
            date,
            pattern: 'coherence',
            inhaleSeconds: 5,
            holdSeconds: 0,
            exhaleSeconds: 5,
            plannedSeconds: 600,
            actualSeconds: seconds,
            breaths: Math.floor(seconds / 10),
            completed,
            startedAt: `${date}T07:00:00.000Z`,
            endedAt: `${date}T07:10:00.000Z`,
            hrv:
              rmssd === null
                ? { source: 'demo' }
                : {
                    source: 'strap',
                    startRmssd: rmssd,
                    endRmssd: rmssd,
                    averageRmssd: rmssd,
                    sampleCount: 100,
                  },
          },
        }),
      );
    await breathe(TODAY, 600, true, 40);
    await breathe(TODAY, 300, true, 50);
    await breathe(TODAY, 300, true, null);
    await breathe(TODAY, 480, false, 60); // stopped early: not counted
    await breathe('2025-11-10', 600, true, null); // the 7 days before
    const { recoveryTrends } = await overview(browser, `date=${TODAY}&months=3&tz=${PARIS}`);
    expect(recoveryTrends.breathing).toEqual({
      days: [
        { date: '2025-11-10', minutes: 10, sessions: 1, strapRmssd: null },
        { date: TODAY, minutes: 20, sessions: 3, strapRmssd: 45 },
      ],
      minutes7: 20,
      previousMinutes7: 10,
    });
    // Breathing RMSSD is not resting HRV: the HRV line stays empty.
    expect(recoveryTrends.days).toEqual([]);
  });

  it("defaults the date to today in the user's time zone", async () => {
    const { browser } = await signedInBrowser(server().url);
    const zone = 'Pacific/Kiritimati';
    const before = localDay(Date.now(), zone);
    const answer = await overview(browser, `tz=${zone}`);
    expect([before, localDay(Date.now(), zone)]).toContain(answer.date);
    expect(answer.range.months).toBe(6);
  });

  it.each([
    ['an unknown time zone', 'tz=Mars/Olympus'],
    ['an offset instead of a zone', 'tz=%2B02:00'],
    ['zero months', 'months=0'],
    ['more than 24 months', 'months=25'],
    ['fractional months', 'months=2.5'],
    ['an impossible date', 'date=2025-02-30'],
  ])('refuses %s with 400', async (_name, query) => {
    const { browser } = await signedInBrowser(server().url);
    const response = await browser.api(`/api/progress/overview?${query}`);
    expect(response.status).toBe(400);
    expect((await response.json()) as { message: string }).toHaveProperty('message');
  });

  it("never shows another user's workouts, sets or health data", async () => {
    const owner = await signedInBrowser(server().url);
    const other = await signedInBrowser(server().url);
    await seedTraining(owner.browser);
    await manualEntry(owner.browser, { date: '2025-11-19', hrvScore: 50, restingHeartRate: 55 });
    // The other user has one completed stability session and one health day of their own.
    const theirs = await programme(other.browser, [16]);
    await session(other.browser, theirs('w16d1-stability'), [], '2025-11-20T06:00:00.000Z');
    await manualEntry(other.browser, { date: '2025-11-20', sleepHours: 6 });

    const seen = await overview(other.browser, `date=${TODAY}&months=3&tz=${PARIS}`);
    expect(seen.workoutsCompleted).toEqual({ total: 1, thisMonth: 1 });
    expect(seen.dayStreak.days).toBe(1);
    expect(seen.monthlyVolume.totals.strength.sessions).toBe(0);
    expect(seen.monthlyVolume.totals.stability.sessions).toBe(1);
    expect(seen.strengthProgress).toEqual([]);
    expect(seen.movementSets.patterns).toEqual([]);
    expect(seen.recoveryTrends.days.map((d) => d.date)).toEqual([TODAY]);
    expect(seen.recoveryTrends.hrv.latest).toBeNull();

    const own = await overview(owner.browser, `date=${TODAY}&months=3&tz=${PARIS}`);
    expect(own.workoutsCompleted.total).toBe(8);
    expect(own.movementSets.patterns.map((p) => p.pattern)).toEqual(['squat', 'push']);
    expect(own.recoveryTrends.days.map((d) => d.date)).toEqual(['2025-11-19']);
  });

  it('requires a session', async () => {
    const anonymous = new TestBrowser(server().url);
    expect((await anonymous.api('/api/progress/overview')).status).toBe(401);
    // Before validation: a signed-out caller learns nothing about the input rules.
    expect((await anonymous.api('/api/progress/overview?months=0')).status).toBe(401);
  });
});

import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { goalStatus } from '../goals/status.ts';
import {
  LIFT_EXERCISE_IDS,
  LIFT_FAMILIES,
  achievementBanner,
  bestForLift,
  firstProgrammeWeekOf,
  goalAchievements,
  latestAchievement,
  liftFamilyOf,
  liftRecords,
  liftSessions,
  setMeasure,
  type Achievement,
  type GoalTestFact,
  type LiftSet,
} from './records.ts';
import { exerciseById } from '../programme/exercises.ts';

const t = (iso: string) => Date.parse(iso);

function set(overrides: Partial<LiftSet>): LiftSet {
  return {
    exerciseId: 'deadlift',
    sessionId: 's1',
    performedAt: t('2026-11-20T07:00:00Z'),
    weight: 150,
    reps: 5,
    rir: 1,
    targetRir: 2,
    skipped: false,
    ...overrides,
  };
}

describe('lift families', () => {
  it('start from the library’s main lift and add its variants', () => {
    const family = (lift: string) => LIFT_FAMILIES.find((f) => f.lift === lift)?.exerciseIds;
    expect(family('deadlift')).toEqual(['deadlift', 'trap-bar-deadlift']);
    expect(family('pull-up')).toEqual(['pull-up', 'chin-up']);
    expect(family('squat')).toEqual(['back-squat']);
    for (const id of LIFT_EXERCISE_IDS) expect(exerciseById(id), id).toBeDefined();
    expect(liftFamilyOf('trap-bar-deadlift')?.lift).toBe('deadlift');
    expect(liftFamilyOf('romanian-deadlift')).toBeUndefined();
  });

  it('know the first programme week that has them', () => {
    expect(firstProgrammeWeekOf('deadlift')).toBe(13);
    expect(firstProgrammeWeekOf('pull-up')).toBe(25);
  });
});

describe('set measure', () => {
  it('is the e1RM with reps in reserve for barbell lifts', () => {
    // 150 × (1 + (5 + 1) / 30) = 180
    expect(setMeasure(set({}), 'e1rm')).toBe(180);
    // No RIR logged: the target's 2. 150 × (1 + 7/30) = 185
    expect(setMeasure(set({ rir: null }), 'e1rm')).toBe(185);
    // Neither: the default 2.
    expect(setMeasure(set({ rir: null, targetRir: null }), 'e1rm')).toBe(185);
  });

  it('is the reps for pull-ups, and nothing for a skipped or empty set', () => {
    expect(setMeasure(set({ exerciseId: 'pull-up', weight: 0, reps: 3 }), 'reps')).toBe(3);
    expect(setMeasure(set({ skipped: true }), 'e1rm')).toBeNull();
    expect(setMeasure(set({ reps: 0 }), 'reps')).toBeNull();
    expect(setMeasure(set({ weight: 0 }), 'e1rm')).toBeNull();
  });
});

describe('personal records', () => {
  const sets: LiftSet[] = [
    set({ sessionId: 'a', performedAt: t('2026-11-01T07:00:00Z'), weight: 135 }), // 162
    set({ sessionId: 'a', performedAt: t('2026-11-01T07:05:00Z'), weight: 140 }), // 168
    set({ sessionId: 'b', performedAt: t('2026-11-08T07:00:00Z'), weight: 135 }), // 162: no record
    set({
      sessionId: 'c',
      exerciseId: 'trap-bar-deadlift',
      performedAt: t('2026-11-15T07:00:00Z'),
      weight: 150,
    }), // 180
    set({
      sessionId: 'd',
      exerciseId: 'pull-up',
      performedAt: t('2026-11-15T07:10:00Z'),
      weight: 0,
      reps: 1,
    }),
    set({
      sessionId: 'e',
      exerciseId: 'chin-up',
      performedAt: t('2026-11-20T07:10:00Z'),
      weight: 0,
      reps: 3,
    }),
    set({ sessionId: 'f', exerciseId: 'romanian-deadlift', weight: 300 }), // not the lift
  ];

  it('groups sets by lift and session with the session’s best', () => {
    const sessions = liftSessions(sets);
    expect(sessions.map((s) => [s.lift, s.sessionId, Math.round(s.best)])).toEqual([
      ['deadlift', 'a', 168],
      ['deadlift', 'b', 162],
      ['deadlift', 'c', 180],
      ['pull-up', 'd', 1],
      ['pull-up', 'e', 3],
    ]);
    expect(bestForLift(sessions, 'deadlift')).toBe(180);
    expect(bestForLift(sessions, 'pull-up')).toBe(3);
    expect(bestForLift(sessions, 'squat')).toBeNull();
  });

  it('marks a session that beats every earlier one (the first one too)', () => {
    const records = liftRecords(liftSessions(sets));
    expect(records.map((r) => [r.lift, r.sessionId, r.value, r.previous])).toEqual([
      ['deadlift', 'a', 168, null],
      ['deadlift', 'c', 180, 168],
      ['pull-up', 'd', 1, null],
      ['pull-up', 'e', 3, 1],
    ]);
  });

  it('does not call a tie a record', () => {
    const tie = [
      set({ sessionId: 'a', performedAt: t('2026-11-01T07:00:00Z') }),
      set({ sessionId: 'b', performedAt: t('2026-11-08T07:00:00Z') }),
    ];
    expect(liftRecords(liftSessions(tie)).map((r) => r.sessionId)).toEqual(['a']);
  });
});

describe('banner', () => {
  const record = (day: string, time: string, extra: Partial<Achievement> = {}): Achievement =>
    ({
      kind: 'lift-record',
      lift: 'deadlift',
      sessionId: 'x',
      value: 185,
      previous: 170,
      day,
      time: t(time),
      ...extra,
    }) as Achievement;

  it('takes the newest achievement of the last 7 days, none older', () => {
    const goal: Achievement = {
      kind: 'goal-achieved',
      day: '2026-11-21',
      time: t('2026-11-21T12:00:00Z'),
      activityName: 'Carry groceries',
      testResult: 'Two 30 lb bags up two flights',
      progress: 100,
    };
    const old = record('2026-11-15', '2026-11-15T07:00:00Z');
    const recent = record('2026-11-20', '2026-11-20T07:00:00Z');
    expect(latestAchievement([old, recent, goal], '2026-11-22')).toBe(goal);
    expect(latestAchievement([old, recent], '2026-11-22')).toBe(recent);
    expect(latestAchievement([old], '2026-11-22')).toBeNull();
    // Not after the day asked for.
    expect(latestAchievement([recent], '2026-11-19')).toBeNull();
    expect(
      latestAchievement([record('2026-11-16', '2026-11-16T07:00:00Z')], '2026-11-22'),
    ).not.toBeNull();
  });

  it('words records, firsts and goals from their numbers', () => {
    expect(achievementBanner(record('2026-11-20', '2026-11-20T07:00:00Z'))).toEqual({
      title: 'New Deadlift Record: 185 lb e1RM!',
      description: 'Your estimated one-rep max, up from 170 lb.',
    });
    expect(
      achievementBanner(record('2026-11-20', '2026-11-20T07:00:00Z', { previous: null })).title,
    ).toBe('First Deadlift Logged: 185 lb e1RM!');
    expect(
      achievementBanner(
        record('2026-11-20', '2026-11-20T07:00:00Z', { lift: 'pull-up', value: 1, previous: null }),
      ),
    ).toEqual({ title: 'First Pull-up Achieved!', description: '1 rep in one set.' });
    expect(
      achievementBanner(
        record('2026-11-20', '2026-11-20T07:00:00Z', { lift: 'pull-up', value: 6, previous: 5 }),
      ).title,
    ).toBe('New Pull-up Record: 6 reps!');
    expect(
      achievementBanner({
        kind: 'goal-achieved',
        day: '2026-11-21',
        time: 0,
        activityName: 'Floor get-up',
        testResult: 'No hands, 3 times',
        progress: 95,
      }),
    ).toEqual({
      title: 'Decathlon Goal Achieved: Floor get-up!',
      description: 'Your quarterly test put it at 95%: No hands, 3 times',
    });
  });
});

describe('goalAchievements', () => {
  const test = (extra: Partial<GoalTestFact> = {}): GoalTestFact => ({
    day: '2026-11-21',
    time: 1,
    activityName: 'Floor get-up',
    testResult: 'No hands',
    performanceScore: null,
    targetMet: true,
    goal: { progressPercentage: 100, testCount: 1 },
    ...extra,
  });

  it('is a test that put its goal at Achieved, while Goals still labels it so', () => {
    expect(goalAchievements([test()])).toEqual([
      {
        kind: 'goal-achieved',
        day: '2026-11-21',
        time: 1,
        activityName: 'Floor get-up',
        testResult: 'No hands',
        progress: 100,
      },
    ]);
    expect(
      goalAchievements([
        test({
          performanceScore: 92,
          targetMet: false,
          goal: { progressPercentage: 92, testCount: 1 },
        }),
      ])[0]?.progress,
    ).toBe(92);
  });

  it("is not 'target met' with a score below 90: Goals says Needs Work, so no banner says Met", () => {
    expect(
      goalAchievements([
        test({ performanceScore: 60, goal: { progressPercentage: 60, testCount: 1 } }),
      ]),
    ).toEqual([]);
  });

  it('is gone once a later test moved the goal below Achieved', () => {
    expect(goalAchievements([test({ goal: { progressPercentage: 70, testCount: 2 } })])).toEqual(
      [],
    );
  });

  it('agrees with the goal label for every outcome', () => {
    fc.assert(
      fc.property(
        fc.option(fc.integer({ min: 0, max: 100 }), { nil: null }),
        fc.boolean(),
        fc.integer({ min: 0, max: 100 }),
        (performanceScore, targetMet, progress) => {
          const found = goalAchievements([
            test({
              performanceScore,
              targetMet,
              goal: { progressPercentage: progress, testCount: 1 },
            }),
          ]);
          if (found.length > 0) {
            expect(goalStatus(progress)).toBe('Achieved');
            expect(found[0]!.progress).toBeGreaterThanOrEqual(90);
          }
        },
      ),
    );
  });
});

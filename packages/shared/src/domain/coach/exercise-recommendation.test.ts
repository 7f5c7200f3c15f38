import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { currentE1rm, readinessAdjustment, recommendWeight } from './exercise-recommendation.ts';
import { NOW, daysAgo, loggedSet, session } from './fixtures.ts';
import { cleanSets, groupSessions } from './history.ts';
import { WEIGHT_STEP_LB } from './strength.ts';
import type { ExerciseTarget, LoggedSet } from './types.ts';

const squat: ExerciseTarget = {
  exerciseId: 'back-squat',
  targetReps: 8,
  targetRir: 2,
  startingWeightLb: 45,
  loaded: true,
};

const recommend = (
  history: LoggedSet[],
  readinessScore: number | null = null,
  target: ExerciseTarget = squat,
) => recommendWeight({ target, history, readinessScore, now: NOW });

describe('weight recommendation from history', () => {
  it('keeps the load when the last session was exactly on target', () => {
    const result = recommend(session(2));
    expect(result.recommendedWeight).toBe(100);
    // 1 session, 3 rated sets, 2 days ago: 0.3 + 0.5 · (0.25 + 0.125) = 0.49
    expect(result.confidence).toBe(0.49);
    expect(result.reasoning).toContain('100 lb × 8 with 2 reps in reserve');
    expect(result.reasoning).toContain('133.3 lb');
    expect(result.lastPerformed).toEqual({ weight: 100, reps: 8, rir: 2 });
  });

  /** Two sessions, 5 and 2 days ago, with the same sets. */
  const twice = (set: Partial<LoggedSet>) => [...session(5, set), ...session(2, set)];

  it('adds load after two easy sessions: 100 × 8 at RIR 4 → e1RM 140 → 105 for 8 at RIR 2', () => {
    const result = recommend(twice({ rir: 4 }));
    // 140 / (1 + 10 / 30) = 105
    expect(result.recommendedWeight).toBe(105);
    expect(result.reasoning).toContain('140 lb');
  });

  it('never adds load after one good session (2-for-2; before: 105 lb)', () => {
    const result = recommend(session(2, { rir: 4 }));
    expect(result.recommendedWeight).toBe(100);
    expect(result.reasoning).toContain(
      'that would be 105 lb, but the load goes up only after 2 sessions in a row with the last set 2+ reps over the target, done or in reserve (the NSCA 2-for-2 rule; 1 of 2 so far), so 100 lb, your heaviest recent load.',
    );
    fc.assert(
      fc.property(
        fc.integer({ min: 4, max: 80 }).map((n) => n * 2.5),
        fc.integer({ min: 1, max: 15 }),
        fc.option(fc.integer({ min: 0, max: 10 }), { nil: null }),
        fc.integer({ min: 1, max: 5 }),
        fc.option(fc.integer({ min: 0, max: 100 }), { nil: null }),
        (weight, reps, rir, count, readiness) => {
          const result = recommend(session(2, { weight, reps, rir }, count), readiness);
          expect(result.recommendedWeight).toBeLessThanOrEqual(weight);
        },
      ),
    );
  });

  it('rounds down to the 2.5 lb step', () => {
    // 100 · (1 + 12 / 30) = 140; / (1 + 10 / 30) = 105; 102.5 · 1.4 / 1.3333 = 107.6 → 107.5
    expect(recommend(twice({ weight: 102.5, rir: 4 })).recommendedWeight).toBe(107.5);
    // 97.5 · (1 + 11/30) = 133.25; / 1.3333 = 99.94 → 97.5
    expect(recommend(session(2, { weight: 97.5, rir: 3 })).recommendedWeight).toBe(97.5);
  });

  it('rises at most one NSCA step a session above the heaviest recent load', () => {
    // RIR 10: e1RM 160, load 120; no region: the upper-body step, 5 % of 100 = 5 lb → 105.
    const result = recommend(twice({ rir: 10 }));
    expect(result.recommendedWeight).toBe(105);
    expect(result.reasoning).toContain(
      'that would be 120 lb, but the load rises at most 5 lb a session (the NSCA step for this lift) above your heaviest recent 100 lb, so 105 lb.',
    );
    // Lower body at 200 lb: 5 % = 10 lb (the lower-body ceiling); the Foundation phase caps it at 5.
    const heavy = twice({ weight: 200, rir: 10 });
    const lower = { ...squat, region: 'lower' as const };
    expect(recommend(heavy, null, lower).recommendedWeight).toBe(210);
    expect(recommend(heavy, null, { ...lower, week: 3 }).recommendedWeight).toBe(205);
    expect(recommend(heavy, null, { ...lower, week: 20 }).recommendedWeight).toBe(210);
    // A light load still moves one step: 20 → 22.5.
    expect(recommend(twice({ weight: 20, rir: 10 })).recommendedWeight).toBe(22.5);
  });

  it('returns to a recent working weight after a light day without the cap', () => {
    const history = [...session(6, { weight: 100 }), ...session(2, { weight: 90, rir: 6 })];
    // Latest e1RM 90 · (1 + 14/30) = 132 → load 99 → 97.5; the cap is 100 + 5, not 90 + 5.
    expect(recommend(history).recommendedWeight).toBe(97.5);
  });

  it('counts an unrated set at its target RIR, so the load does not drift down', () => {
    const result = recommend(session(2, { rir: null }));
    expect(result.recommendedWeight).toBe(100);
    expect(result.reasoning).toContain('no RIR logged (counted as 2)');
    expect(result.reasoning).toContain('3 of your 3 recent sets have no RIR logged');
  });

  it('uses RIR 2 when the target has none', () => {
    expect(recommend(session(2), null, { ...squat, targetRir: null }).recommendedWeight).toBe(100);
  });

  it('weights sessions by recency and keeps a better latest session', () => {
    const history = [...session(14, { weight: 120 }), ...session(0, { weight: 100 })];
    const current = currentE1rm(groupSessions(cleanSets(history)), Date.parse(NOW))!;
    // e1RMs 160 (14 days, weight 0.5) and 133.3 (today, weight 1): (133.3 + 80) / 1.5 = 142.2
    expect(current.value).toBeCloseTo(142.22, 2);
    expect(current.weighted).toBe(true);
    const result = recommend(history);
    expect(result.recommendedWeight).toBe(105); // 142.2 / 1.333 = 106.7
    expect(result.reasoning).toContain('last 2 sessions by recency gives 142.2 lb');

    const improving = [...session(14, { weight: 90 }), ...session(0, { weight: 100 })];
    expect(currentE1rm(groupSessions(cleanSets(improving)), Date.parse(NOW))!.weighted).toBe(false);
    expect(recommend(improving).recommendedWeight).toBe(100);
  });

  it('never calls one session, or equal ones, "weighted by recency" (rounding is no smoothing)', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 1, max: 400 }),
        fc.integer({ min: 1, max: 30 }),
        fc.integer({ min: 0, max: 41 * 24 * 60 }),
        fc.integer({ min: 1, max: 4 }),
        (weight, reps, minutesAgo, sessions) => {
          const history = Array.from({ length: sessions }, (_, i) =>
            session(minutesAgo / 1440 + i * 0.25, { weight, reps, rir: 4 }, 1),
          ).flat();
          const current = currentE1rm(groupSessions(cleanSets(history)), Date.parse(NOW))!;
          expect(current.weighted).toBe(false);
          expect(current.value).toBe(current.latestValue);
        },
      ),
    );
    // The case that showed it: 60 × 12 at RIR 4, 3 days less 2 minutes ago.
    const once = recommend(session(3 - 2 / 1440, { weight: 60, reps: 12, rir: 4 }, 1));
    expect(once.reasoning).not.toContain('by recency');
  });

  it('eases back in by 10 % after more than 6 weeks away', () => {
    const result = recommend(session(60));
    // 133.3 · 0.9 = 120 → 90
    expect(result.recommendedWeight).toBe(90);
    expect(result.confidence).toBe(0.3);
    expect(result.reasoning).toContain('8 weeks ago');
    expect(result.reasoning).toContain('lowered by 10%');
  });

  it('ignores skipped sets, other exercises and sets without a load or a rep', () => {
    const history = [
      ...session(2),
      loggedSet({ performedAt: daysAgo(1), weight: 300, skipped: true }),
      loggedSet({ performedAt: daysAgo(1), weight: 300, exerciseId: 'deadlift' }),
      loggedSet({ performedAt: daysAgo(1, 1), weight: 300, reps: 0 }),
    ];
    expect(recommend(history).recommendedWeight).toBe(100);
  });

  it('never goes below the implement minimum', () => {
    const bar = { ...squat, minWeightLb: 45 };
    const result = recommend(session(2, { weight: 45, rir: 0 }), 40, bar);
    expect(result.recommendedWeight).toBe(45);
    expect(result.reasoning).toContain('already the lightest load');
  });

  it('keeps the load of timed work (carries) instead of using Epley', () => {
    const carry: ExerciseTarget = {
      exerciseId: 'farmer-carry',
      targetReps: 40,
      targetRir: null,
      startingWeightLb: 25,
      loaded: true,
      unit: 'seconds',
    };
    const history = session(3, {
      exerciseId: 'farmer-carry',
      weight: 50,
      reps: 40,
      rir: null,
      targetReps: 40,
      targetRir: null,
    });
    const result = recommend(history, null, carry);
    expect(result.recommendedWeight).toBe(50);
    expect(result.reasoning).toContain('50 lb for 40 seconds');
    expect(recommend(history, 45, carry).recommendedWeight).toBe(45);
  });
});

describe('readiness', () => {
  it('maps bands to load cuts: Low -5 %, Poor -10 %, Fair and above none', () => {
    expect(readinessAdjustment(85)?.loadReduction).toBe(0);
    expect(readinessAdjustment(65)?.loadReduction).toBe(0);
    expect(readinessAdjustment(55)?.loadReduction).toBe(0.05);
    expect(readinessAdjustment(45)?.loadReduction).toBe(0.1);
    expect(readinessAdjustment(null)).toBeNull();
    expect(readinessAdjustment(Number.NaN)).toBeNull();
  });

  it('lowers the load on a poor day and says so with the numbers', () => {
    const low = recommend(session(2), 55);
    expect(low.recommendedWeight).toBe(95);
    expect(low.reasoning).toContain(
      'Readiness is low today (55, Low), so the load is reduced by 5% (from 100 lb to 95 lb).',
    );
    const poor = recommend(session(2), 42);
    expect(poor.recommendedWeight).toBe(90);
    expect(poor.reasoning).toContain('Readiness is low today (42, Poor)');
    const fair = recommend(session(2), 65);
    expect(fair.recommendedWeight).toBe(100);
    expect(fair.reasoning).toContain('Readiness is 65 (Fair) today: no reduction.');
  });

  it('says when the cut is smaller than one step', () => {
    const curl = { ...squat, exerciseId: 'curl', targetReps: 10 };
    // 10 lb × 10 at RIR 6 twice: e1RM 15.33, load for 10 at RIR 2 = 10.95 → 10; 10.95 · 0.95 =
    // 10.4 → 10.
    const set = { exerciseId: 'curl', weight: 10, reps: 10, rir: 6, targetReps: 10 };
    const history = [...session(5, set), ...session(2, set)];
    const result = recommend(history, 55, curl);
    expect(result.recommendedWeight).toBe(10);
    expect(result.reasoning).toContain('a 5% cut is less than one 2.5 lb step at this load');
    // 12.5 lb × 10 at RIR 2 keeps 12.5; the 5 % cut (11.9) shows: 10.
    const heavier = session(2, { exerciseId: 'curl', weight: 12.5, reps: 10, targetReps: 10 });
    expect(recommend(heavier, 55, curl).recommendedWeight).toBe(10);
  });
});

describe('without history', () => {
  it('starts at the starting weight with low confidence and says it is a starting point', () => {
    const result = recommend([]);
    expect(result.recommendedWeight).toBe(45);
    expect(result.confidence).toBe(0.3);
    expect(result.lastPerformed).toBeNull();
    expect(result.reasoning).toContain('45 lb is a starting point');
  });

  it('keeps the starting weight on a poor day, with more reps in reserve', () => {
    const result = recommend([], 45);
    expect(result.recommendedWeight).toBe(45);
    expect(result.reasoning).toContain('stop each set with 4 or more reps in reserve');
  });
});

describe('bodyweight exercises', () => {
  const pushUp: ExerciseTarget = {
    exerciseId: 'push-up',
    targetReps: 10,
    targetRir: 2,
    startingWeightLb: 0,
    loaded: false,
  };

  it('recommends no load and talks about reps', () => {
    const history = session(2, {
      exerciseId: 'push-up',
      weight: 0,
      reps: 12,
      rir: 3,
      targetReps: 10,
    });
    const result = recommend(history, null, pushUp);
    expect(result.recommendedWeight).toBe(0);
    expect(result.reasoning).toContain('12 reps with 3 reps in reserve, about 15 reps to failure');
    expect(result.reasoning).toContain('Aim for 10 reps with 2 in reserve.');
    expect(result.lastPerformed).toEqual({ weight: 0, reps: 12, rir: 3 });
  });

  it('tells assisted work to take help off when the reps come easy (decision 083)', () => {
    const band = { ...pushUp, exerciseId: 'custom-band', assisted: true };
    const history = session(2, {
      exerciseId: 'custom-band',
      weight: 40,
      reps: 12,
      rir: 3,
      targetReps: 10,
    });
    const result = recommend(history, null, band);
    expect(result.recommendedWeight).toBe(0);
    expect(result.reasoning).toContain('less help is your progress');
    expect(result.reasoning).toContain('take some help off (a lighter band');
  });

  it('adds reps in reserve on a low day', () => {
    const result = recommend([], 45, pushUp);
    expect(result.recommendedWeight).toBe(0);
    expect(result.reasoning).toContain('leave 2 more reps in reserve than planned: 10 reps with 4');
  });

  it('shortens timed holds on a low day', () => {
    const plank = {
      ...pushUp,
      exerciseId: 'plank',
      targetReps: 40,
      targetRir: null,
      unit: 'seconds' as const,
    };
    expect(recommend([], 55, plank).reasoning).toContain('about 38 seconds');
  });
});

describe('properties', () => {
  const setArb = fc.record({
    days: fc.double({ min: 0, max: 90, noNaN: true }),
    weight: fc.integer({ min: 0, max: 160 }).map((n) => n * WEIGHT_STEP_LB),
    reps: fc.integer({ min: 0, max: 50 }),
    rir: fc.option(fc.integer({ min: 0, max: 10 }), { nil: null }),
    targetRir: fc.option(fc.integer({ min: 0, max: 10 }), { nil: null }),
    skipped: fc.boolean(),
  });
  const historyArb = fc
    .array(setArb, { maxLength: 25 })
    .map((sets) =>
      sets.map(({ days, ...rest }) =>
        loggedSet({ ...rest, performedAt: daysAgo(days), targetReps: 8 }),
      ),
    );
  const targetArb = fc.record({
    exerciseId: fc.constant('back-squat'),
    targetReps: fc.integer({ min: 1, max: 20 }),
    targetRir: fc.option(fc.integer({ min: 0, max: 5 }), { nil: null }),
    startingWeightLb: fc.integer({ min: 0, max: 40 }).map((n) => n * WEIGHT_STEP_LB),
    loaded: fc.boolean(),
    minWeightLb: fc.option(fc.constantFrom(2.5, 5, 45), { nil: undefined }),
  });
  const readinessArb = fc.option(fc.integer({ min: 0, max: 100 }), { nil: null });

  it('recommends a multiple of 2.5, never negative, with confidence in 0..1', () => {
    fc.assert(
      fc.property(historyArb, targetArb, readinessArb, (history, target, readiness) => {
        const result = recommend(history, readiness, target);
        expect(result.recommendedWeight % WEIGHT_STEP_LB).toBe(0);
        expect(result.recommendedWeight).toBeGreaterThanOrEqual(0);
        expect(result.confidence).toBeGreaterThanOrEqual(0);
        expect(result.confidence).toBeLessThanOrEqual(1);
        expect(result.reasoning.length).toBeGreaterThan(0);
        if (!target.loaded) expect(result.recommendedWeight).toBe(0);
      }),
    );
  });

  it('lower readiness never raises the load', () => {
    fc.assert(
      fc.property(
        historyArb,
        targetArb,
        fc.integer({ min: 0, max: 100 }),
        fc.integer({ min: 0, max: 100 }),
        (history, target, a, b) => {
          const [lo, hi] = a <= b ? [a, b] : [b, a];
          const atLo = recommend(history, lo, target).recommendedWeight;
          expect(atLo).toBeLessThanOrEqual(recommend(history, hi, target).recommendedWeight);
          expect(atLo).toBeLessThanOrEqual(recommend(history, null, target).recommendedWeight);
        },
      ),
    );
  });

  it('more reps in reserve or more reps in a logged set never lower the recommendation', () => {
    fc.assert(
      fc.property(
        historyArb.filter((h) => h.length > 0),
        targetArb,
        readinessArb,
        fc.nat(),
        fc.integer({ min: 1, max: 5 }),
        (history, target, readiness, index, extra) => {
          const i = index % history.length;
          const set = history[i]!;
          const withMore = (changes: Partial<LoggedSet>) =>
            history.map((s, j) => (j === i ? { ...s, ...changes } : s));
          const base = recommend(history, readiness, target).recommendedWeight;
          const moreRir = withMore({ rir: Math.min(10, (set.rir ?? set.targetRir ?? 2) + extra) });
          // A null RIR counts as its target (or 2): raising it from there must not lower the load.
          expect(recommend(moreRir, readiness, target).recommendedWeight).toBeGreaterThanOrEqual(
            base,
          );
          if (set.reps >= 1) {
            const moreReps = withMore({ reps: Math.min(50, set.reps + extra) });
            expect(recommend(moreReps, readiness, target).recommendedWeight).toBeGreaterThanOrEqual(
              base,
            );
          }
        },
      ),
    );
  });

  it('a harder target (more reps or more RIR) never raises the load', () => {
    fc.assert(
      fc.property(
        historyArb,
        targetArb,
        readinessArb,
        fc.integer({ min: 1, max: 5 }),
        (history, target, readiness, extra) => {
          const base = recommend(history, readiness, target).recommendedWeight;
          const moreReps = { ...target, targetReps: target.targetReps + extra };
          const moreRir = { ...target, targetRir: (target.targetRir ?? 2) + extra };
          expect(recommend(history, readiness, moreReps).recommendedWeight).toBeLessThanOrEqual(
            base,
          );
          expect(recommend(history, readiness, moreRir).recommendedWeight).toBeLessThanOrEqual(
            base,
          );
        },
      ),
    );
  });

  it('builds reasoning from the numbers: the readiness score appears when it cuts the load', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 59 }), (score) => {
        expect(recommend(session(2), score).reasoning).toContain(
          `Readiness is low today (${score}`,
        );
      }),
    );
  });

  it('rejects an invalid now', () => {
    expect(() =>
      recommendWeight({ target: squat, history: [], readinessScore: null, now: 'soon' }),
    ).toThrow(RangeError);
  });
});

describe('an exercise without a starting load (a custom one, decision 038)', () => {
  const sled: ExerciseTarget = {
    exerciseId: 'custom-0b8f3f0e-2d7a-4c55-9d8e-7b1f0c2a9e11',
    targetReps: 10,
    targetRir: 2,
    startingWeightLb: 0,
    loaded: true,
  };

  it('says it has no load to suggest instead of inventing one', () => {
    const result = recommend([], null, sled);
    expect(result.recommendedWeight).toBe(0);
    expect(result.lastPerformed).toBeNull();
    expect(result.reasoning).toContain('there is no starting load to suggest');
    expect(result.reasoning).toContain('10 reps with 2 in reserve');
  });

  it('says the same when no logged set has both a load and a rep', () => {
    const empty = session(2, { exerciseId: sled.exerciseId, weight: 0, reps: 10 });
    const result = recommend(empty, null, sled);
    expect(result.recommendedWeight).toBe(0);
    expect(result.reasoning).toContain('None of your 3 logged sets');
  });

  it('recommends from its own history once there is one', () => {
    const result = recommend(session(2, { exerciseId: sled.exerciseId, reps: 10 }), null, sled);
    expect(result.recommendedWeight).toBeGreaterThan(0);
    expect(result.reasoning).not.toContain('no starting load');
  });
});

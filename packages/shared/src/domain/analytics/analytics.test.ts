import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { LoggedSet } from '../coach/types.ts';
import { cardiacEfficiency, maxHeartRate, uthSorensenVo2Max, zone2Progress } from './cardio.ts';
import { adherenceMarker, cardioMarker, strengthMarker } from './markers.ts';
import { exerciseProgression, plateauRisk, rirDrift, sessionBests } from './strength.ts';
import {
  dampedWeeks,
  leastSquares,
  percentPerWeek,
  projectDamped,
  weeksToPlateau,
} from './trend.ts';
import {
  acuteChronicRatio,
  acwrNeedsDays,
  historyDays,
  overreachingRisk,
  weekOverUsual,
  weeklyLoads,
  workload,
} from './workload.ts';
import { cleanSets, groupSessions } from '../coach/history.ts';
import { currentE1rm } from '../coach/exercise-recommendation.ts';

const DAY = 86_400_000;
const NOW = Date.parse('2026-11-23T12:00:00.000Z');

function set(daysAgo: number, weight: number, reps: number, rir: number | null): LoggedSet {
  return {
    exerciseId: 'back-squat',
    performedAt: new Date(NOW - daysAgo * DAY).toISOString(),
    weight,
    reps,
    rir,
    targetWeight: null,
    targetReps: null,
    targetRir: 2,
    skipped: false,
  };
}

const finite = (min: number, max: number) => fc.double({ min, max, noNaN: true });

describe('leastSquares', () => {
  it('finds the line through exact points', () => {
    const line = leastSquares([
      { x: 0, y: 1 },
      { x: 1, y: 3 },
      { x: 2, y: 5 },
    ]);
    expect(line?.slope).toBeCloseTo(2, 12);
    expect(line?.intercept).toBeCloseTo(1, 12);
  });

  it('needs two distinct x', () => {
    expect(leastSquares([{ x: 1, y: 2 }])).toBeNull();
    expect(
      leastSquares([
        { x: 1, y: 2 },
        { x: 1, y: 3 },
      ]),
    ).toBeNull();
  });

  it('has a positive slope for a rising series', () => {
    fc.assert(
      fc.property(
        fc.array(finite(0.01, 50), { minLength: 2, maxLength: 30 }),
        finite(0, 1000),
        (steps, start) => {
          let y = start;
          const points = steps.map((step, x) => ({ x, y: (y += step) }));
          expect(leastSquares(points)!.slope).toBeGreaterThan(0);
        },
      ),
    );
  });
});

describe('percentPerWeek', () => {
  it('gives back the weekly rate of a compounding series', () => {
    fc.assert(
      fc.property(finite(-10, 10), finite(20, 500), fc.integer({ min: 2, max: 20 }), (r, v, n) => {
        const points = Array.from({ length: n }, (_, x) => ({ x, y: v * (1 + r / 100) ** x }));
        expect(percentPerWeek(points)).toBeCloseTo(r, 6);
      }),
    );
  });

  it('refuses values that are not positive', () => {
    expect(
      percentPerWeek([
        { x: 0, y: 0 },
        { x: 1, y: 1 },
      ]),
    ).toBeNull();
  });
});

describe('damped projection', () => {
  it('adds up φ + φ² + … + φ¹²', () => {
    expect(dampedWeeks(12)).toBeCloseTo(0.9 * ((1 - 0.9 ** 12) / 0.1), 12);
    expect(projectDamped(100, 0)).toBe(100);
  });

  it('never passes the undamped projection and moves with the rate', () => {
    fc.assert(
      fc.property(finite(0, 10), finite(1, 500), (r, v) => {
        const damped = projectDamped(v, r);
        expect(damped).toBeGreaterThanOrEqual(v - 1e-9);
        expect(damped).toBeLessThanOrEqual(v * (1 + r / 100) ** 12 + 1e-9);
      }),
    );
  });

  it("carries at most 5 %/week forward, so a beginner's first fortnight is not projected to 4.5x", () => {
    // 56 lb at +26.5 %/week would project 255 lb; at the 5 % cap, 56 · 1.05^6.46.
    expect(projectDamped(56, 26.5)).toBeCloseTo(56 * 1.05 ** dampedWeeks(12), 9);
    expect(projectDamped(56, 26.5) / 56).toBeLessThan(1.38);
    expect(projectDamped(100, -30)).toBeCloseTo(100 * 0.95 ** dampedWeeks(12), 9);
    // Within the cap the rate is carried as measured.
    expect(projectDamped(100, 3.6)).toBeCloseTo(100 * 1.036 ** dampedWeeks(12), 9);
  });

  it('counts the weeks until the damped rate falls under 0.25 %/week', () => {
    expect(weeksToPlateau(2.5)).toBe(22);
    expect(weeksToPlateau(0.25)).toBe(0);
    expect(weeksToPlateau(-1)).toBe(0);
    fc.assert(
      fc.property(finite(0.26, 20), (r) => {
        const weeks = weeksToPlateau(r);
        expect(r * 0.9 ** weeks).toBeLessThan(0.25 + 1e-9);
        expect(r * 0.9 ** (weeks - 1)).toBeGreaterThan(0.25 - 1e-9);
      }),
    );
  });
});

describe('exerciseProgression', () => {
  it('reads 2.5 %/week from a squat that gains 2.5 % a week for 8 weeks', () => {
    const history = Array.from({ length: 9 }, (_, i) =>
      set((8 - i) * 7, (150 * 1.025 ** i) / 1.2, 5, 1),
    );
    const result = exerciseProgression('back-squat', history, NOW);
    expect(result).toMatchObject({
      progressionRate: 2.5,
      plateauRisk: 0,
      sessions: 9,
      rirDrift: null,
    });
    // A rising lift's latest session is its current max; weights are not rounded in the domain.
    expect(result.currentMax).toBeCloseTo(150 * 1.025 ** 8, 9);
    expect(result.projectedMax).toBeCloseTo(150 * 1.025 ** 8 * 1.025 ** dampedWeeks(12), 9);
    result.trend.forEach((point, i) => expect(point.e1rm).toBeCloseTo(150 * 1.025 ** i, 9));
    expect(result.trend[0]?.time).toBe(NOW - 56 * DAY);
  });

  it('projects from the current max: a rising lift never projects below it', () => {
    // Sessions that vary around a slow rise: the best recent one sits above the fit.
    const weights = [200, 215, 203, 207, 221, 206, 210, 224, 209];
    const history = weights.map((weight, i) => set((8 - i) * 7, weight, 5, 2));
    const result = exerciseProgression('back-squat', history, NOW);
    expect(result.progressionRate).toBeGreaterThan(0);
    expect(result.currentMax).not.toBeNull();
    expect(result.projectedMax).toBeGreaterThan(result.currentMax!);
    const rate = percentPerWeek(
      sessionBests(groupSessions(cleanSets(history))).map((best) => ({
        x: best.time / (7 * DAY),
        y: best.e1rm,
      })),
    )!;
    // The current max is the coach's: here the recency-weighted mean, above the latest session.
    const current = currentE1rm(groupSessions(cleanSets(history)), NOW)!;
    expect(current.weighted).toBe(true);
    expect(result.currentMax).toBe(current.value);
    expect(result.projectedMax).toBe(projectDamped(current.value, rate));
  });

  it("calls the coach's current e1RM the current max: a falling lift's is below its best", () => {
    // 100 × 8 at RIR 3, 2, 1, 0 a week apart: e1RMs 136.7, 133.3, 130, 126.7.
    const history = [3, 2, 1, 0].map((rir, k) => set((3 - k) * 7, 100, 8, rir));
    const result = exerciseProgression('bench-press', history, NOW);
    const current = currentE1rm(groupSessions(cleanSets(history)), NOW)!;
    expect(result.currentMax).toBe(current.value);
    expect(result.currentMax).toBeLessThan(100 * (1 + 11 / 30));
    expect(result.currentMax).toBeGreaterThan(100 * (1 + 8 / 30));
  });

  it('projects from the fit when no session is recent enough for a current max', () => {
    const history = Array.from({ length: 9 }, (_, i) =>
      set(50 + (8 - i) * 7, (150 * 1.025 ** i) / 1.2, 5, 1),
    );
    const result = exerciseProgression('back-squat', history, NOW);
    expect(result.currentMax).toBeNull();
    expect(result.projectedMax).toBeCloseTo(150 * 1.025 ** 8 * 1.025 ** dampedWeeks(12), 9);
  });

  it('is null, not invented, with too few sessions or too short a span', () => {
    const two = exerciseProgression('back-squat', [set(14, 100, 5, 2), set(0, 105, 5, 2)], NOW);
    expect(two).toMatchObject({ progressionRate: null, plateauRisk: null, projectedMax: null });
    expect(two.currentMax).toBeCloseTo(105 * (1 + 7 / 30), 9);
    const short = exerciseProgression(
      'back-squat',
      [set(10, 100, 5, 2), set(5, 100, 5, 2), set(0, 100, 5, 2)],
      NOW,
    );
    expect(short.progressionRate).toBeNull();
    expect(exerciseProgression('back-squat', [set(60, 100, 5, 2)], NOW).currentMax).toBeNull();
  });

  it('flags the same load getting harder', () => {
    const history = [4, 3, 2, 1, 0].map((rir, k) => set((4 - k) * 7, 100, 8, rir));
    const sessions = groupSessions(cleanSets(history));
    expect(rirDrift(sessions)).toBe(4);
    expect(exerciseProgression('back-squat', history, NOW).plateauRisk).toBe(1);
  });

  it('calls no plateau before 5 sessions over 28 days, though the trend shows', () => {
    // Week 1-3 of a lifter: a rate from 3 sessions over 14 days, an easy day among them.
    const early = [set(14, 100, 8, 2), set(7, 105, 8, 2), set(0, 100, 8, 2)];
    const result = exerciseProgression('back-squat', early, NOW);
    expect(result.progressionRate).not.toBeNull();
    expect(result.plateauRisk).toBeNull();
    // Four weekly sessions span 21 days: still too short.
    const four = [...early, set(21, 100, 8, 2)];
    expect(exerciseProgression('back-squat', four, NOW).plateauRisk).toBeNull();
    // Five over 28 days: a month without gain is flat (0.6 · 1), with no RIR lost (0.4 · 0).
    const five = [28, 21, 14, 7, 0].map((days) => set(days, 100, 8, 2));
    expect(exerciseProgression('back-squat', five.slice(1), NOW).plateauRisk).toBeNull();
    expect(exerciseProgression('back-squat', five, NOW).plateauRisk).toBe(0.6);
  });
});

describe('plateauRisk', () => {
  it('stays in 0..1', () => {
    fc.assert(
      fc.property(finite(-100, 100), fc.option(finite(-10, 10), { nil: null }), (rate, drift) => {
        const risk = plateauRisk(rate, drift);
        expect(risk).toBeGreaterThanOrEqual(0);
        expect(risk).toBeLessThanOrEqual(1);
      }),
    );
  });

  it('is 0 while progressing at 1 %/week or more with no drift, 1 when flat and drifting', () => {
    expect(plateauRisk(1.5, null)).toBe(0);
    expect(plateauRisk(1.5, 0)).toBe(0);
    expect(plateauRisk(0, 2)).toBe(1);
    expect(plateauRisk(0.5, null)).toBe(0.5);
  });
});

describe('workload', () => {
  it('has an ACWR of 1 for a constant load', () => {
    fc.assert(
      fc.property(finite(1, 10_000), (daily) => {
        expect(acuteChronicRatio(7 * daily, 28 * daily)).toBeCloseTo(1, 12);
      }),
    );
    expect(acuteChronicRatio(100, 0)).toBeNull();
  });

  it('gives no overreaching risk up to 1.3 and full risk from 2', () => {
    expect(overreachingRisk(1)).toBe(0);
    expect(overreachingRisk(1.3)).toBe(0);
    expect(overreachingRisk(1.65)).toBe(0.5);
    expect(overreachingRisk(3)).toBe(1);
    fc.assert(
      fc.property(finite(0, 10), finite(0, 10), (a, b) => {
        const [lo, hi] = a < b ? [a, b] : [b, a];
        expect(overreachingRisk(lo)).toBeLessThanOrEqual(overreachingRisk(hi));
      }),
    );
  });

  it('sums weight × reps per window and needs 28 days of history for the ratio', () => {
    const history = [28, 21, 14, 7, 1].map((d) => set(d + 0.01, 100, 10, 2));
    // Each set 14 min older than its day count: 28 d falls out of the 28 days, 7 d out of the 7.
    const result = workload(history, {
      now: NOW,
      rangeDays: 30,
      firstSetTime: NOW - 28 * DAY,
    });
    expect(result).toMatchObject({ weeklyVolume: 1000, acwr: 1, overreachingRisk: 0 });
    const young = workload(history.slice(3), {
      now: NOW,
      rangeDays: 30,
      firstSetTime: NOW - 7 * DAY,
    });
    expect(young).toMatchObject({ acwr: null, overreachingRisk: null, acwrNeedsDays: 20 });
  });

  it("compares the last 7 days with the weeks since the first set, not the range's empty ones", () => {
    // 1,080, 1,120 and 1,160 lb a week for three weeks, then 1,200: a lifter three weeks in.
    const history = [
      set(21.04, 108, 10, 2),
      set(14.04, 112, 10, 2),
      set(7.04, 116, 10, 2),
      set(0.04, 120, 10, 2),
    ];
    const options = { now: NOW, rangeDays: 90, firstSetTime: NOW - 21.04 * DAY };
    // 1,200 against (1,080 + 1,120 + 1,160) / 3 = 1,120: +7.1 %, where the range's 11.9 weeks
    // made it +323.5 %.
    expect(workload(history, options).volumeChange).toBe(7.1);
    // Years of training behind the range: the whole range before the last 7 days, as before.
    const veteran = workload(history, { ...options, rangeDays: 30, firstSetTime: NOW - 400 * DAY });
    // 3,360 over 23 / 7 weeks = 1,022.6 a week: +17.3 %.
    expect(veteran.volumeChange).toBe(17.3);
    // In his first week there is no earlier week to compare with.
    expect(
      workload(history.slice(3), { ...options, firstSetTime: NOW - 0.04 * DAY }).volumeChange,
    ).toBeNull();
  });

  it('reports no ratio after 22 days of daily training, where it read 1.27 (docs/decisions/035-local-days-acwr-and-sleep.md)', () => {
    // 1,000 lb every day for 22 days (the first set 21 days and 1 hour ago).
    const daily = Array.from({ length: 22 }, (_, d) => set(d + 0.04, 100, 10, 2));
    const options = { now: NOW, rangeDays: 30, firstSetTime: NOW - 21.04 * DAY };
    expect(historyDays(NOW, options.firstSetTime)).toBe(22);
    // Before: 7,000 / (22,000 / 4) = 1.27 for a steady week, and a 5 % rise made it 1.34 > 1.3.
    expect(acuteChronicRatio(7000, 22_000)).toBeCloseTo(1.273, 3);
    expect(acuteChronicRatio(7350, 22_350)).toBeCloseTo(1.315, 3);
    // After: no ratio yet, and how many days it needs.
    expect(workload(daily, options)).toMatchObject({
      weeklyVolume: 7000,
      acwr: null,
      overreachingRisk: null,
      acwrNeedsDays: 6,
    });
    // Six days later (28 days of history) the same steady load reads 1.
    const later = Array.from({ length: 28 }, (_, d) => set(d + 0.04, 100, 10, 2));
    expect(
      workload(later, { now: NOW, rangeDays: 30, firstSetTime: NOW - 27.04 * DAY }),
    ).toMatchObject({ acwr: 1, acwrNeedsDays: 0 });
  });

  it('never reports a ratio with under 28 days of history (property)', () => {
    fc.assert(
      fc.property(
        fc.array(
          fc.tuple(fc.double({ min: 0, max: 40, noNaN: true }), fc.integer({ min: 1, max: 400 })),
          {
            maxLength: 40,
          },
        ),
        fc.double({ min: 0, max: 40, noNaN: true }),
        (sets, firstDaysAgo) => {
          const history = sets.map(([ago, weight]) => set(ago, weight, 5, 2));
          const firstSetTime = NOW - firstDaysAgo * DAY;
          const result = workload(history, { now: NOW, rangeDays: 30, firstSetTime });
          const days = historyDays(NOW, firstSetTime);
          expect(result.acwrNeedsDays).toBe(Math.max(0, 28 - days));
          if (days < 28) expect(result.acwr).toBeNull();
          for (const week of weeklyLoads(history, { now: NOW, rangeDays: 30, firstSetTime })) {
            if (historyDays(week.end, firstSetTime) < 28) expect(week.acwr).toBeNull();
          }
        },
      ),
      { seed: 35 },
    );
    expect(acwrNeedsDays(NOW, null)).toBe(28);
  });

  it('reads twice the usual week as 1.60 and three times as 2.0 (the coupled ratio)', () => {
    // Three weeks of 1,000 lb, then 2,000: 2,000 / ((1,000 · 3 + 2,000) / 4) = 8 / 5.
    expect(acuteChronicRatio(2000, 5000)).toBe(1.6);
    expect(overreachingRisk(1.6)).toBe(0.43);
    expect(acuteChronicRatio(3000, 6000)).toBe(2);
    expect(weekOverUsual(1.6)).toBeCloseTo(2, 12);
    expect(weekOverUsual(1.3)).toBeCloseTo(1.444, 3);
    expect(weekOverUsual(4)).toBeNull();
    fc.assert(
      fc.property(finite(1, 10_000), finite(0, 50), (usual, r) => {
        const acwr = acuteChronicRatio(r * usual, 3 * usual + r * usual)!;
        expect(acwr).toBeCloseTo((4 * r) / (r + 3), 9);
        expect(acwr).toBeLessThan(4);
        expect(weekOverUsual(acwr)).toBeCloseTo(r, 6);
      }),
      { seed: 35 },
    );
  });

  it('splits the range into whole weeks back from now, the last one matching workload', () => {
    // One 1,000 lb set a week for 6 weeks, then a 3,000 lb week.
    const history = [
      ...[42, 35, 28, 21, 14, 7].map((d) => set(d + 0.01, 100, 10, 2)),
      set(1, 300, 10, 2),
    ];
    const options = { now: NOW, rangeDays: 30, firstSetTime: NOW - 42.01 * DAY };
    const weeks = weeklyLoads(history, options);
    expect(weeks.map((w) => w.end)).toEqual([28, 21, 14, 7, 0].map((d) => NOW - d * DAY));
    expect(weeks.map((w) => w.volume)).toEqual([1000, 1000, 1000, 1000, 3000]);
    // 3000 / ((1000 + 1000 + 1000 + 3000) / 4) = 2; the first two weeks end 15 and 22 days into
    // the history, short of the 28 days.
    expect(weeks.map((w) => w.acwr)).toEqual([null, null, 1, 1, 2]);
    const last = workload(history, options);
    expect(weeks.at(-1)).toMatchObject({ volume: last.weeklyVolume, acwr: last.acwr });
    // 90 days: the weeks back to the one holding the first set, not 13 with zeros before it.
    const quarter = weeklyLoads(history, { ...options, rangeDays: 90 });
    expect(quarter.map((w) => w.end)).toEqual([42, 35, 28, 21, 14, 7, 0].map((d) => NOW - d * DAY));
    expect(quarter[0]!.volume).toBe(1000);
    expect(weeklyLoads(history, { ...options, rangeDays: 90, firstSetTime: null })).toEqual([]);
  });

  it('leaves the ratio out of weeks with under 28 days of history behind them', () => {
    const history = [14, 7, 1].map((d) => set(d + 0.01, 100, 10, 2));
    const weeks = weeklyLoads(history, {
      now: NOW,
      rangeDays: 30,
      firstSetTime: NOW - 14.01 * DAY,
    });
    // The weeks ending 28 and 21 days ago hold nothing of his: they are not drawn.
    expect(weeks.map((w) => w.end)).toEqual([14, 7, 0].map((d) => NOW - d * DAY));
    expect(weeks.map((w) => w.acwr)).toEqual([null, null, null]);
    const later = weeklyLoads(history, {
      now: NOW + 7 * DAY,
      rangeDays: 7,
      firstSetTime: NOW - 14.01 * DAY,
    });
    expect(later).toEqual([{ end: NOW + 7 * DAY, volume: 0, acwr: null }]);
    const month = weeklyLoads(history, {
      now: NOW + 14 * DAY,
      rangeDays: 7,
      firstSetTime: NOW - 14.01 * DAY,
    });
    expect(month).toEqual([{ end: NOW + 14 * DAY, volume: 0, acwr: 0 }]);
  });
});

describe('cardio', () => {
  it('estimates VO2 max from heart rates (Uth-Sørensen)', () => {
    expect(maxHeartRate('1980-06-15', '2026-11-23')).toBe(174);
    expect(uthSorensenVo2Max(174, 60)).toBeCloseTo(44.37, 2);
    expect(uthSorensenVo2Max(174, 0)).toBeNull();
  });

  it('reads cardiac efficiency from the resting heart rate trend', () => {
    const falling = Array.from({ length: 29 }, (_, i) => ({
      date: new Date(Date.parse('2026-10-01') + i * DAY).toISOString().slice(0, 10),
      value: 64 * 0.99 ** (i / 7),
    }));
    // 1 % a week for 4 weeks: 1 − 0.99⁴ = 3.9 %.
    expect(cardiacEfficiency(falling)).toBe(3.9);
    expect(cardiacEfficiency(falling.slice(0, 6))).toBeNull();
  });

  it('caps Zone 2 progress at 100 %', () => {
    expect(zone2Progress(2, 4)).toBe(50);
    expect(zone2Progress(6, 4)).toBe(100);
    expect(zone2Progress(1, 0)).toBeNull();
  });
});

describe('longevity markers', () => {
  it('stay in 0..100 or null', () => {
    fc.assert(
      fc.property(finite(0, 1000), finite(30, 200), finite(0, 100), (e1rm, kg, vo2) => {
        for (const value of [
          strengthMarker([{ lift: 'squat', e1rm }], { bodyWeightKg: kg, sex: 'male', age: 45 }),
          cardioMarker(vo2),
          adherenceMarker(e1rm, kg),
        ]) {
          expect(value).toBeGreaterThanOrEqual(0);
          expect(value).toBeLessThanOrEqual(100);
        }
      }),
    );
    const man = { bodyWeightKg: 80, sex: 'male' as const, age: 45 };
    expect(
      strengthMarker([{ lift: 'squat', e1rm: 200 }], { ...man, bodyWeightKg: null }),
    ).toBeNull();
    expect(strengthMarker([{ lift: 'pull-up', e1rm: 10 }], man)).toBeNull();
    // Deadlift standard for a man of 45 at 80 kg: 334.4 lb; a 300 lb e1RM is 90 %.
    expect(strengthMarker([{ lift: 'deadlift', e1rm: 300 }], man)).toBe(90);
    expect(cardioMarker(null)).toBeNull();
  });
});

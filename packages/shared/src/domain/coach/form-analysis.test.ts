import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { NOW, daysAgo, loggedSet, session } from './fixtures.ts';
import {
  analyseForm,
  effortAccuracy,
  formMetrics,
  personaliseCues,
  type FormKind,
} from './form-analysis.ts';
import type { LoggedSet } from './types.ts';

const analyse = (history: LoggedSet[], kind?: FormKind) => analyseForm({ history, now: NOW, kind });
const metrics = (history: LoggedSet[]) => formMetrics({ history, now: NOW });

describe('form metrics', () => {
  it('measures rep consistency as the coefficient of variation at one load', () => {
    const history = [10, 8, 6].map((reps, i) =>
      loggedSet({ performedAt: daysAgo(1, i * 3), reps, targetReps: null, rir: null }),
    );
    // mean 8, population sd 1.633: CV 0.204
    expect(metrics(history).repCv).toBeCloseTo(0.2041, 4);
    // Different loads are different groups: no group of two, no CV.
    const pyramid = [100, 110, 120].map((weight, i) =>
      loggedSet({ performedAt: daysAgo(1, i * 3), weight, reps: 8 - i }),
    );
    expect(metrics(pyramid).repCv).toBeNull();
  });

  it('measures RIR against the target, or the session mean without one', () => {
    const targeted = [2, 4, 0].map((rir, i) => loggedSet({ performedAt: daysAgo(1, i * 3), rir }));
    // |2-2|, |4-2|, |0-2| → mean 4/3
    expect(metrics(targeted).rirDeviation).toBeCloseTo(4 / 3, 9);
    const untargeted = [1, 3].map((rir, i) =>
      loggedSet({ performedAt: daysAgo(1, i * 3), rir, targetRir: null }),
    );
    expect(metrics(untargeted).rirDeviation).toBe(1);
  });

  it('counts unplanned RIR 0 sets, missed targets and load jumps', () => {
    const history = [
      ...session(20, { weight: 100 }),
      ...session(10, { weight: 115, rir: 0, reps: 7 }),
      ...session(3, { weight: 115, rir: 0, targetRir: 0 }),
    ];
    const m = metrics(history);
    expect(m.grindingSets).toBe(3);
    expect(m.grindingShare).toBeCloseTo(1 / 3, 9);
    expect(m.missedSets).toBe(3);
    expect(m.loadJumps).toEqual([{ from: 100, to: 115, days: 10 }]);
    expect(m.jumpShare).toBe(0.5);
  });

  it('does not count a return to a recent load after a light day as a jump', () => {
    const history = [
      ...session(9, { weight: 100 }),
      ...session(5, { weight: 90 }),
      ...session(1, { weight: 100 }),
    ];
    expect(metrics(history).loadJumps).toEqual([]);
    expect(metrics(history).jumpShare).toBe(0);
  });

  it('does not count a one-dumbbell step (5 lb) on a light load as a jump', () => {
    const history = [...session(7, { weight: 20 }), ...session(3, { weight: 25 })];
    expect(metrics(history).loadJumps).toEqual([]);
  });

  it('looks only at the last 6 weeks and ignores skipped sets', () => {
    const history = [
      ...session(60, { rir: 0 }),
      ...session(2),
      loggedSet({ performedAt: daysAgo(1), skipped: true, rir: 0 }),
    ];
    expect(metrics(history).setsAnalysed).toBe(3);
    expect(metrics(history).grindingSets).toBe(0);
  });
});

describe('effort accuracy', () => {
  it('is 100 · clamp(1 - mean |RIR - target| / 4, 0, 1) once 3 sets are rated', () => {
    expect(effortAccuracy(0, 3)).toBe(100);
    // 1.5 reps off on average: 100 · (1 - 1.5 / 4) = 62.5 → 63
    expect(effortAccuracy(1.5, 6)).toBe(63);
    expect(effortAccuracy(4, 3)).toBe(0);
    expect(effortAccuracy(7, 3)).toBe(0);
    // Fewer than 3 rated sets, or none: no score (not 0, not 100).
    expect(effortAccuracy(0, 2)).toBeNull();
    expect(effortAccuracy(null, 0)).toBeNull();
  });

  it('lies within 0..100 and never rises when the ratings drift further from the target', () => {
    fc.assert(
      fc.property(
        fc.double({ min: 0, max: 10, noNaN: true }),
        fc.double({ min: 0, max: 5, noNaN: true }),
        fc.integer({ min: 3, max: 50 }),
        (deviation, worse, sets) => {
          const score = effortAccuracy(deviation, sets)!;
          expect(score).toBeGreaterThanOrEqual(0);
          expect(score).toBeLessThanOrEqual(100);
          expect(effortAccuracy(deviation + worse, sets)!).toBeLessThanOrEqual(score);
        },
      ),
    );
  });
});

describe('form analysis', () => {
  it('says there is nothing to analyse without recent sets', () => {
    const result = analyse(session(60));
    // No data is null ("no data yet" on screen), never a red 0 (before: overallScore 0).
    expect(result).toMatchObject({ overallScore: null, effortAccuracy: null });
    expect(result.feedback[0]).toContain('No sets of this exercise logged in the last 6 weeks');
    expect(result.riskFactors).toEqual([]);
  });

  it('praises a clean log with numbers', () => {
    const result = analyse([...session(7), ...session(3, { weight: 105 })]);
    // Logged sets never make a form score; effort matched the target in all 6 sets.
    expect(result).toMatchObject({ overallScore: null, effortAccuracy: 100 });
    expect(result.feedback).toEqual([
      'Analysed 6 sets from 2 sessions in the last 6 weeks.',
      'Reps held steady across sets at the same load (they varied by 0%).',
      'Effort matched the plan: RIR was 0 from target on average.',
      'None of your 6 rated sets went to failure (RIR 0).',
      'Every one of your 6 sets with a target reached its reps.',
      'The load rose by at most 10% between sessions.',
    ]);
    expect(result.riskFactors).toEqual([]);
    expect(result.recommendations).toHaveLength(1);
  });

  it('flags grinding, load jumps and uneven reps as risk factors', () => {
    const history = [
      ...session(14, { weight: 100 }),
      loggedSet({ performedAt: daysAgo(3), weight: 120, reps: 8, rir: 0 }),
      loggedSet({ performedAt: daysAgo(3, 3), weight: 120, reps: 4, rir: 0 }),
      loggedSet({ performedAt: daysAgo(3, 6), weight: 120, reps: 2, rir: 0 }),
    ];
    const result = analyse(history);
    expect(result.riskFactors).toEqual([
      'Reps at the same load varied by 27%: a sign of fatigue or a changing range of motion.',
      '50% of rated sets were ground out at RIR 0, where technique breaks down first.',
      'The load jumped 20% (100 lb → 120 lb) in 11 days.',
    ]);
    expect(result.feedback).toContain('2 of your 6 sets with a target missed its reps.');
    expect(result.recommendations).toContain('Add at most 10% per session (2.5-10 lb).');
    // RIR 0 against a target of 2 in 3 of 6 sets: mean deviation 1, 100 · (1 - 1/4) = 75.
    expect(result).toMatchObject({ overallScore: null, effortAccuracy: 75 });
  });

  it('does not score one set (before: 83/100 after one set at RIR 4 for a target of 2)', () => {
    const result = analyse([loggedSet({ performedAt: daysAgo(1), rir: 4 })]);
    expect(result.feedback).toContain('Log a few more sets for a fuller analysis.');
    expect(result.feedback).toContain(
      'Effort accuracy needs 2 more sets rated with RIR against a target (1 of 3 so far).',
    );
    expect(result).toMatchObject({ overallScore: null, effortAccuracy: null });
    expect(result.feedback).toContain('Your rated set did not go to failure (RIR 0).');
    expect(result.feedback).toContain('Your set with a target reached its reps.');
    const bare = analyse([loggedSet({ performedAt: daysAgo(1), rir: null, targetReps: null })]);
    expect(bare).toMatchObject({ overallScore: null, effortAccuracy: null });
    expect(bare.recommendations).toContain(
      'Log RIR with each set so the analysis can judge effort.',
    );
  });

  it('gives timed holds no RIR advice and no score (before: 100/100 for a side plank)', () => {
    const plank = analyse(
      session(2, { weight: 0, reps: 30, rir: null, targetReps: 30, targetRir: null }),
      'timed',
    );
    expect(plank).toMatchObject({ overallScore: null, effortAccuracy: null });
    expect(plank.recommendations.join(' ')).not.toMatch(/RIR/);
    expect(plank.feedback.join(' ')).not.toMatch(/Effort accuracy needs/);
  });

  it('gives cardio no score and no RIR advice, with or without sets (before: a red 0/100)', () => {
    for (const history of [[], session(2, { weight: 0, reps: 30, rir: null, targetRir: null })]) {
      const bike = analyse(history, 'cardio');
      expect(bike).toMatchObject({ overallScore: null, effortAccuracy: null, riskFactors: [] });
      expect([...bike.feedback, ...bike.recommendations].join(' ')).not.toMatch(/RIR/);
    }
  });

  it('always answers an effort accuracy in 0..100 or null, and never a form score', () => {
    const setArb = fc.record({
      days: fc.double({ min: 0, max: 60, noNaN: true }),
      weight: fc.integer({ min: 0, max: 120 }).map((n) => n * 2.5),
      reps: fc.integer({ min: 0, max: 50 }),
      rir: fc.option(fc.integer({ min: 0, max: 10 }), { nil: null }),
      targetReps: fc.option(fc.integer({ min: 1, max: 20 }), { nil: null }),
      targetRir: fc.option(fc.integer({ min: 0, max: 5 }), { nil: null }),
      skipped: fc.boolean(),
    });
    fc.assert(
      fc.property(fc.array(setArb, { maxLength: 30 }), (sets) => {
        const result = analyse(
          sets.map(({ days, ...rest }) => loggedSet({ ...rest, performedAt: daysAgo(days) })),
        );
        expect(result.overallScore).toBeNull();
        if (result.effortAccuracy !== null) {
          expect(Number.isInteger(result.effortAccuracy)).toBe(true);
          expect(result.effortAccuracy).toBeGreaterThanOrEqual(0);
          expect(result.effortAccuracy).toBeLessThanOrEqual(100);
        }
        expect(result.feedback.length).toBeGreaterThan(0);
        expect(result.recommendations.length).toBeGreaterThan(0);
        for (const risk of result.riskFactors) expect(risk).toMatch(/\d/);
      }),
    );
  });
});

describe('movement cues', () => {
  const cues = ['Brace before each rep', 'Sit between the heels'];

  it('keeps the library cues when the numbers call for nothing', () => {
    expect(personaliseCues(cues, null)).toEqual(cues);
    expect(personaliseCues(cues, metrics(session(2)))).toEqual(cues);
  });

  it('leads with cues the user’s numbers call for', () => {
    const uneven = [10, 6, 4].map((reps, i) =>
      loggedSet({ performedAt: daysAgo(1, i * 3), reps, rir: 0 }),
    );
    expect(personaliseCues(cues, metrics(uneven))).toEqual([
      'Lower under control, 2-3 seconds, to the same depth every rep',
      'End the set when a rep slows down: keep 1-2 reps in reserve',
      ...cues,
    ]);
  });
});

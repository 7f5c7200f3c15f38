import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { NOW, daysAgo, loggedSet, session } from './fixtures.ts';
import { cardioProgression, recommendProgression } from './progression.ts';
import type { BodyRegion } from './strength.ts';
import type { LoggedSet } from './types.ts';

const progress = (
  history: LoggedSet[],
  options: {
    readinessScore?: number | null;
    week?: number;
    isDeloadWeek?: boolean;
    region?: BodyRegion | null;
    assisted?: boolean;
  } = {},
) =>
  recommendProgression({
    history,
    readinessScore: options.readinessScore ?? null,
    week: options.week ?? 15,
    isDeloadWeek: options.isDeloadWeek ?? false,
    now: NOW,
    region: options.region ?? null,
    assisted: options.assisted,
  });

describe('progression', () => {
  /** Two sessions, 5 and 2 days ago, with the same sets. */
  const twice = (set: Partial<LoggedSet>) => [...session(5, set), ...session(2, set)];

  it('increases after two sessions in a row with the last set 2+ reps over the goal (2-for-2)', () => {
    // Target 8 reps at RIR 2; 8 reps at RIR 4 is 2 over the goal, in both sessions.
    const result = progress(twice({ rir: 4 }), { region: 'lower' });
    expect(result.action).toBe('increase');
    expect(result.timeframe).toBe('next session');
    expect(result.reasoning).toContain('Week 15 (Strength phase)');
    expect(result.reasoning).toContain(
      'the last set beat the target of 8 reps with 2 in reserve by 2+ reps in each of your last 2 sessions (the NSCA 2-for-2 rule; last session 2 days ago: reps 8/8/8, RIR 4/4/4)',
    );
    expect(result.reasoning).toContain('add up to 5 lb (100 lb → at most 105 lb)');
    // 2 sessions, 6 rated sets, fresh: 0.3 + 0.5 · (0.75 · 2/3 + 0.25) = 0.675
    expect(result.confidence).toBe(0.68);
  });

  it('never increases after one good session (before: 100 × 8 at RIR 3 once gave "increase")', () => {
    const once = progress(session(2, { rir: 4 }), { region: 'lower' });
    expect(once).toMatchObject({ action: 'maintain', timeframe: 'next session' });
    expect(once.reasoning).toContain(
      'your last set was 8 reps with 4 in reserve (+2 over the goal)',
    );
    expect(once.reasoning).toContain('That is 1 of 2: Keep 100 lb next session');
    // One rep over in both sessions is not two.
    expect(progress(twice({ rir: 3 })).action).toBe('maintain');
    // A good session after an on-target one starts the count again.
    expect(progress([...session(5), ...session(2, { rir: 4 })]).action).toBe('maintain');
    fc.assert(
      fc.property(
        fc.record({
          weight: fc.constantFrom(0, 60, 100, 200),
          reps: fc.integer({ min: 0, max: 20 }),
          rir: fc.option(fc.integer({ min: 0, max: 10 }), { nil: null }),
          targetReps: fc.option(fc.integer({ min: 1, max: 15 }), { nil: null }),
          targetRir: fc.option(fc.integer({ min: 0, max: 4 }), { nil: null }),
        }),
        fc.integer({ min: 1, max: 5 }),
        fc.option(fc.integer({ min: 0, max: 100 }), { nil: null }),
        (set, count, readinessScore) => {
          const result = progress(session(2, set, count), { readinessScore });
          expect(result.action).not.toBe('increase');
        },
      ),
    );
  });

  it('uses smaller steps in the Foundation phase and the upper-body range without a region', () => {
    const history = twice({ weight: 200, rir: 4 });
    expect(progress(history, { week: 5, region: 'lower' }).reasoning).toContain('add up to 5 lb');
    expect(progress(history, { week: 20, region: 'lower' }).reasoning).toContain('add up to 10 lb');
    expect(progress(history, { week: 20 }).reasoning).toContain('add up to 5 lb');
    expect(progress(history, { week: 5 }).reasoning).toContain('add up to 2.5 lb');
  });

  it('counts extra reps done like reps in reserve', () => {
    expect(progress(twice({ reps: 10, rir: 2 })).action).toBe('increase');
    expect(progress(twice({ reps: 9, rir: 2 })).action).toBe('maintain');
  });

  it('measures the step from the heaviest recent load after a light day', () => {
    const history = [
      ...session(9, { weight: 100 }),
      ...session(5, { weight: 90, rir: 4 }),
      ...session(2, { weight: 90, rir: 4 }),
    ];
    expect(progress(history, { region: 'lower' }).reasoning).toContain(
      'add load, at most 5 lb above your heaviest recent 100 lb (105 lb)',
    );
  });

  it('suggests reps or a harder variation for bodyweight work', () => {
    const result = progress(twice({ weight: 0, reps: 12, targetReps: 10, rir: 4 }));
    expect(result.action).toBe('increase');
    expect(result.reasoning).toContain('add a rep to each set or move to a harder variation');
  });

  it('takes help off assisted work, never adds it, and reads its trend in reps (decision 083)', () => {
    const band = { weight: 40, reps: 10, targetReps: 8, rir: 4 };
    const earned = progress(twice(band), { assisted: true });
    expect(earned.action).toBe('increase');
    expect(earned.reasoning).toContain('take up to 2.5 lb of help off (40 lb → 37.5 lb)');
    expect(earned.reasoning).not.toContain('add up to');
    const once = progress(session(2, band), { assisted: true });
    expect(once.reasoning).toContain('Help comes off after 2 sessions');
    expect(once.reasoning).toContain('Keep 40 lb of help next session');
    // Less help session after session is progress: the reps, not an "e1RM" of the help, decide.
    const lighter = [
      ...session(9, { weight: 60, reps: 8 }),
      ...session(5, { weight: 50, reps: 8 }),
      ...session(2, { weight: 40, reps: 8 }),
    ];
    expect(progress(lighter).action).toBe('deload');
    expect(progress(lighter, { assisted: true }).action).not.toBe('deload');
  });

  it('maintains on target effort, missed reps or unrated sets', () => {
    const onTarget = progress(session(2));
    expect(onTarget).toMatchObject({ action: 'maintain', timeframe: '1-2 weeks' });
    expect(onTarget.reasoning).toContain(
      '2 reps in reserve against a target of 8 reps with 2 in reserve; your last set was 8 reps with 2 in reserve (+0 over the goal).',
    );
    expect(onTarget.reasoning).toContain('Keep 100 lb until it does.');

    const missed = progress([
      ...session(2, { rir: 3 }, 2),
      loggedSet({ performedAt: daysAgo(2, 9), reps: 6, rir: 0 }),
    ]);
    expect(missed.action).toBe('maintain');
    expect(missed.reasoning).toContain('1 of your 3 sets missed the target reps (6 of 8)');

    const unrated = progress(session(2, { rir: null }));
    expect(unrated.action).toBe('maintain');
    expect(unrated.reasoning).toContain('3 of your 3 sets had no RIR logged');
  });

  it('holds an earned increase on a low-readiness day', () => {
    const result = progress(twice({ rir: 4 }), { readinessScore: 55, region: 'upper' });
    expect(result.action).toBe('maintain');
    expect(result.reasoning).toContain('but readiness is low today (55, Low)');
    expect(result.recoveryFocus[0]).toContain('Readiness 55 (Low)');
  });

  it('deloads in the programme deload week with the ceiling confidence', () => {
    const result = progress(session(2, { rir: 3 }), { week: 24, isDeloadWeek: true });
    expect(result).toMatchObject({ action: 'deload', timeframe: 'this week', confidence: 0.8 });
    expect(result.reasoning).toContain(
      "Week 24 (Strength phase): the programme's planned deload week (weeks 13-24)",
    );
  });

  it('progresses cardio by time and heart rate, never by load or RIR', () => {
    const bike = cardioProgression(15);
    expect(bike.action).toBe('maintain');
    expect(bike.reasoning).toContain('Week 15 (Strength phase): cardio is progressed by time');
    expect([bike.reasoning, ...bike.recoveryFocus].join(' ')).not.toMatch(/\bRIR\b/);
  });

  it('deloads today on a poor readiness day', () => {
    const result = progress(session(2, { rir: 3 }), { readinessScore: 42 });
    expect(result).toMatchObject({ action: 'deload', timeframe: 'today' });
    expect(result.reasoning).toContain('readiness is 42 today (Poor, below 50)');
    expect(result.reasoning).toContain('about 10% less load');
  });

  it('deloads when the estimated max falls over three sessions', () => {
    const history = [
      ...session(9, { weight: 110 }),
      ...session(5, { weight: 105 }),
      ...session(1, { weight: 100 }),
    ];
    const result = progress(history);
    expect(result).toMatchObject({ action: 'deload', timeframe: '1 week' });
    expect(result.reasoning).toContain('146.7 lb → 140 lb → 133.3 lb (−9%)');
    // A drop under 2.5 % in all is noise.
    const flat = [
      ...session(9, { weight: 102.5 }),
      ...session(5, { weight: 101.5 }),
      ...session(1, { weight: 100 }),
    ];
    expect(progress(flat).action).toBe('maintain');
  });

  it('deloads after several unplanned RIR 0 sets, not after planned ones', () => {
    const grinding = [
      ...session(5, { rir: 0 }),
      ...session(1, { rir: 0 }, 1),
      ...session(1.01, { rir: 2 }, 2),
    ];
    const result = progress(grinding);
    expect(result.action).toBe('deload');
    expect(result.reasoning).toContain('4 of your last 6 rated sets were taken to failure');
    expect(result.recoveryFocus).toContain(
      '4 recent sets at RIR 0: end each set with 2 reps in reserve',
    );
    const planned = [
      ...session(5, { rir: 0, targetRir: 0 }),
      ...session(1, { rir: 0, targetRir: 0 }),
    ];
    expect(progress(planned).action).not.toBe('deload');
  });

  it('maintains with little data and says why', () => {
    const none = progress([]);
    expect(none).toMatchObject({ action: 'maintain', confidence: 0.3, timeframe: 'next session' });
    expect(none.reasoning).toContain('no finished session of this exercise is logged yet');
    const stale = progress(session(70, { rir: 4 }));
    expect(stale.action).toBe('maintain');
    expect(stale.reasoning).toContain('10 weeks ago, more than 6 weeks');
  });

  it('flags sessions less than 48 hours apart', () => {
    const result = progress([...session(2), ...session(1)]);
    expect(result.recoveryFocus.some((f) => f.startsWith('Only 24 hours between'))).toBe(true);
  });

  it('always answers a valid recommendation', () => {
    const setArb = fc.record({
      days: fc.double({ min: 0, max: 90, noNaN: true }),
      weight: fc.integer({ min: 0, max: 120 }).map((n) => n * 2.5),
      reps: fc.integer({ min: 0, max: 50 }),
      rir: fc.option(fc.integer({ min: 0, max: 10 }), { nil: null }),
      targetReps: fc.option(fc.integer({ min: 1, max: 20 }), { nil: null }),
      targetRir: fc.option(fc.integer({ min: 0, max: 5 }), { nil: null }),
    });
    fc.assert(
      fc.property(
        fc.array(setArb, { maxLength: 25 }),
        fc.option(fc.integer({ min: 0, max: 100 }), { nil: null }),
        fc.integer({ min: 1, max: 52 }),
        fc.boolean(),
        (sets, readinessScore, week, isDeloadWeek) => {
          const history = sets.map(({ days, ...rest }) =>
            loggedSet({ ...rest, performedAt: daysAgo(days) }),
          );
          const result = progress(history, { readinessScore, week, isDeloadWeek });
          expect(['increase', 'maintain', 'deload']).toContain(result.action);
          expect(result.confidence).toBeGreaterThanOrEqual(0);
          expect(result.confidence).toBeLessThanOrEqual(1);
          expect(result.recoveryFocus.length).toBeGreaterThan(0);
          expect(result.reasoning).toContain(`Week ${week} `);
          if (isDeloadWeek || (readinessScore !== null && readinessScore < 50)) {
            expect(result.action).toBe('deload');
          }
          if (readinessScore !== null && readinessScore < 60) {
            expect(result.action).not.toBe('increase');
          }
        },
      ),
    );
  });
});

import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { recommendWeight } from './exercise-recommendation.ts';
import { analyseForm } from './form-analysis.ts';
import { NOW, session } from './fixtures.ts';
import { recommendProgression } from './progression.ts';
import type { ExerciseTarget, LoggedSet } from './types.ts';
import { weightScale, type CoachUnits } from './units.ts';

const bench: ExerciseTarget = {
  exerciseId: 'back-squat',
  targetReps: 8,
  targetRir: 2,
  startingWeightLb: 45,
  loaded: true,
  minWeightLb: 45,
  region: 'upper',
};
const KG: CoachUnits = { unit: 'kg', kgStep: 1.25 };

const recommend = (history: LoggedSet[], units: CoachUnits = KG, target = bench) =>
  recommendWeight({ target, history, readinessScore: null, now: NOW, units });

const onStep = (value: number, step: number) =>
  Math.abs(value / step - Math.round(value / step)) < 1e-9;

describe('the coach in kg', () => {
  it('reads kg sets as kg and answers in kg', () => {
    // 100 kg × 8 at RIR 2 on target: the same load again.
    const result = recommend(session(2, { weight: 100, weightUnit: 'kg' }));
    expect(result.recommendedWeight).toBe(100);
    expect(result.lastPerformed).toEqual({ weight: 100, reps: 8, rir: 2 });
    expect(result.reasoning).toContain('100 kg × 8');
    // e1RM = 100 · (1 + 10/30) = 133.3 kg
    expect(result.reasoning).toContain('133.3 kg');
    expect(result.reasoning).not.toMatch(/\d lb/);
  });

  it('rises by whole kg steps: 1.25 kg, or 2.5 kg with that setting', () => {
    // RIR 4 twice (2-for-2): e1RM 140 kg, ideal 105 kg; capped one step above the heaviest 100 kg.
    const set = { weight: 100, weightUnit: 'kg' as const, rir: 4 };
    const easy = [...session(5, set), ...session(2, set)];
    expect(recommend(easy).recommendedWeight).toBe(101.25);
    expect(recommend(easy).reasoning).toContain('at most 1.25 kg a session');
    expect(recommend(easy, { unit: 'kg', kgStep: 2.5 }).recommendedWeight).toBe(102.5);
  });

  it('reads a history of mixed units by each set its own unit', () => {
    // 220.5 lb is 100.0 kg: the lb session and the kg session are the same strength.
    const history = [
      ...session(9, { weight: 220.5, weightUnit: 'lb' }),
      ...session(2, { weight: 100, weightUnit: 'kg' }),
    ];
    const kg = recommend(history);
    expect(kg.recommendedWeight).toBe(100);
    const lb = recommend(history, { unit: 'lb' });
    // 100 kg = 220.46 lb, down to the 2.5 lb step: 220 lb.
    expect(lb.recommendedWeight).toBe(220);
    expect(lb.lastPerformed?.weight).toBe(220.5);
    expect(lb.reasoning).toContain('220.5 lb × 8');
  });

  it('converts the programme starting load and the bar to the kg step', () => {
    const first = recommend([], KG, { ...bench, startingWeightLb: 27.5, minWeightLb: undefined });
    // 27.5 lb = 12.47 kg: the nearest 1.25 kg step is 12.5 kg.
    expect(first.recommendedWeight).toBe(12.5);
    expect(first.reasoning).toContain('12.5 kg is a starting point');
    // A 45 lb bar is a 20 kg bar.
    expect(recommend([], KG, { ...bench, startingWeightLb: 20 }).recommendedWeight).toBe(20);
  });

  it('always answers a multiple of the user step', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 8, max: 160 }).map((q) => q * 1.25),
        fc.integer({ min: 1, max: 12 }),
        fc.integer({ min: 0, max: 5 }),
        fc.constantFrom(1.25, 2.5),
        (weight, reps, rir, kgStep) => {
          const result = recommend(session(3, { weight, weightUnit: 'kg', reps, rir }), {
            unit: 'kg',
            kgStep,
          });
          expect(onStep(result.recommendedWeight, kgStep)).toBe(true);
          expect(result.recommendedWeight).toBeGreaterThanOrEqual(20);
        },
      ),
    );
  });

  it('says progression and form advice in kg', () => {
    const history = [
      ...session(9, { weight: 60, weightUnit: 'kg', rir: 4 }),
      ...session(2, { weight: 60, weightUnit: 'kg', rir: 4 }),
    ];
    const progression = recommendProgression({
      history,
      readinessScore: null,
      week: 20,
      isDeloadWeek: false,
      now: NOW,
      region: 'upper',
      units: KG,
    });
    expect(progression.action).toBe('increase');
    expect(progression.reasoning).toContain('add up to 1.25 kg (60 kg → at most 61.25 kg)');
    const form = analyseForm({
      history: session(2, { weight: 60, weightUnit: 'kg', reps: 5, targetReps: 8 }),
      now: NOW,
      units: KG,
    });
    expect(form.recommendations.join(' ')).toContain('Lower the load by 1.25 kg');
  });

  it('formats loads on the step with their quarter and estimates to 0.1', () => {
    const scale = weightScale(KG);
    expect(scale.text(101.25 / 0.45359237)).toBe('101.25 kg');
    expect(scale.text(123.333 / 0.45359237)).toBe('123.3 kg');
    expect(weightScale().text(220.46226)).toBe('220.5 lb');
    expect(scale.toUser(scale.roundDown(100.9 / 0.45359237))).toBe(100);
    expect(scale.toUser(scale.roundNearest(100.7 / 0.45359237))).toBe(101.25);
  });
});

describe('the coach for a barbell lift', () => {
  const LB_BAR: CoachUnits = { unit: 'lb', loading: { bar: 45, step: 5 } };

  it('rounds to what the bar and plates make, counted from the bar', () => {
    const lb = weightScale(LB_BAR);
    expect(lb.step).toBe(5);
    expect(lb.roundDown(227.5)).toBe(225);
    expect(lb.roundNearest(228)).toBe(230);
    expect(lb.roundNearest(47)).toBe(45);
    const kg = weightScale({ unit: 'kg', kgStep: 1.25, loading: { bar: 15, step: 2.5 } });
    // 18 kg on a 15 kg bar in 2.5 kg steps: 17.5 kg.
    expect(kg.toUser(kg.roundDown(18 / 0.45359237))).toBe(17.5);
    expect(kg.text(kg.stepLb)).toBe('2.5 kg');
  });

  it('never recommends a barbell load the plates cannot make', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 18, max: 160 }).map((q) => q * 2.5),
        fc.integer({ min: 1, max: 12 }),
        fc.integer({ min: 0, max: 5 }),
        fc.integer({ min: 0, max: 100 }),
        (weight, reps, rir, readiness) => {
          const history = [
            ...session(5, { weight, weightUnit: 'lb', reps, rir }),
            ...session(2, { weight, weightUnit: 'lb', reps, rir }),
          ];
          const result = recommendWeight({
            target: bench,
            history,
            readinessScore: readiness,
            now: NOW,
            units: LB_BAR,
          });
          expect(onStep(result.recommendedWeight - 45, 5)).toBe(true);
          expect(result.recommendedWeight).toBeGreaterThanOrEqual(45);
        },
      ),
    );
  });

  it('holds an unloadable last load at the nearest lighter one the plates make', () => {
    // 212.5 lb × 8 at RIR 3 once (a 2.5 lb step, say from another gym): the 2-for-2 rule is not
    // met, so the load stays at the heaviest recent one, which 5 lb steps from the bar make 210.
    const once = session(2, { weight: 212.5, weightUnit: 'lb', reps: 8, rir: 3 });
    expect(recommend(once, { unit: 'lb' }).recommendedWeight).toBe(212.5);
    const barbell = recommend(once, LB_BAR);
    expect(barbell.recommendedWeight).toBe(210);
    expect(barbell.reasoning).toContain(
      'so 210 lb: your heaviest recent load, 212.5 lb, down to the 5 lb step',
    );
  });
});

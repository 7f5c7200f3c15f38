import { describe, expect, it } from 'vitest';
import { repsLimitFor } from '@grandfit/shared/domain/set-limits.ts';
import {
  SET_DEFAULTS,
  formatNumber,
  formatTargetLine,
  initialSetValues,
  isLoadedExercise,
  parseSetDraft,
  repsLabel,
  stepDraftValue,
  takesAddedWeight,
  toDraft,
  type SetExercise,
} from './set-inputs.ts';

const squat: SetExercise = { targetWeight: 25, targetReps: 10, targetRir: 3, unit: 'reps' };
const pushUp: SetExercise = { targetWeight: 0, targetReps: 8, targetRir: 3, unit: 'reps' };
const plank: SetExercise = { targetWeight: 0, targetReps: 30, targetRir: null, unit: 'seconds' };

describe('repsLimitFor', () => {
  it('holds reps to 50 (docs/product.md#set-limits) and lets a timed exercise count to 600', () => {
    expect(repsLimitFor('reps')).toEqual({ min: 0, max: 50 });
    expect(repsLimitFor('seconds')).toEqual({ min: 0, max: 600 });
    expect(repsLimitFor('minutes')).toEqual({ min: 0, max: 600 });
  });
});

describe('isLoadedExercise', () => {
  it('is loaded with a planned or a recommended weight', () => {
    expect(isLoadedExercise(squat)).toBe(true);
    expect(isLoadedExercise(pushUp)).toBe(false);
    expect(isLoadedExercise(pushUp, 10)).toBe(true);
    expect(isLoadedExercise(pushUp, 0)).toBe(false);
  });
});

describe('takesAddedWeight', () => {
  it('adds a load to bodyweight reps only: not to a loaded lift, nor to a hold', () => {
    expect(takesAddedWeight(pushUp, false)).toBe(true);
    expect(takesAddedWeight(squat, true)).toBe(false);
    expect(takesAddedWeight(plank, false)).toBe(false);
  });
});

describe('initialSetValues', () => {
  it('prefers the plan over the defaults (docs/product.md#active-workout)', () => {
    expect(initialSetValues(squat)).toEqual({ weight: 25, reps: 10, rir: 3 });
  });

  it('falls back to 12 reps and RIR 2 (docs/product.md#active-workout) when the plan has none', () => {
    const bare: SetExercise = { targetWeight: 0, targetReps: 0, targetRir: null, unit: 'reps' };
    expect(initialSetValues(bare)).toEqual({ weight: 0, reps: 12, rir: 2 });
    expect(SET_DEFAULTS).toEqual({ weight: 35, reps: 12, rir: 2 });
  });

  it('takes the recommended weight for the first set (docs/product.md#active-workout)', () => {
    expect(initialSetValues(squat, { recommendedWeight: 30 }).weight).toBe(30);
    expect(initialSetValues(pushUp, { recommendedWeight: 10 }).weight).toBe(10);
  });

  it('starts a later set from what the user did in the set before', () => {
    expect(
      initialSetValues(squat, {
        recommendedWeight: 30,
        previous: { weight: 27.5, reps: 9, rir: 1 },
      }),
    ).toEqual({ weight: 27.5, reps: 9, rir: 1 });
  });

  it('gives an unloaded exercise weight 0', () => {
    expect(initialSetValues(pushUp)).toEqual({ weight: 0, reps: 8, rir: 3 });
  });

  it('keeps the load added to a bodyweight exercise in the set before, none before it', () => {
    expect(initialSetValues(pushUp, { previous: { weight: 10, reps: 8, rir: 2 } })).toEqual({
      weight: 10,
      reps: 8,
      rir: 2,
    });
    expect(initialSetValues(pushUp, { previous: { weight: null, reps: 8, rir: 2 } }).weight).toBe(
      0,
    );
    expect(initialSetValues(plank, { previous: { weight: 10, reps: 30, rir: null } }).weight).toBe(
      0,
    );
  });

  it('has no RIR for a timed exercise', () => {
    expect(initialSetValues(plank)).toEqual({ weight: 0, reps: 30, rir: null });
  });

  it('keeps reps and RIR inside the limits of docs/product.md#set-limits', () => {
    const long: SetExercise = { targetWeight: 0, targetReps: 60, targetRir: 12, unit: 'reps' };
    expect(initialSetValues(long)).toMatchObject({ reps: 50, rir: 10 });
  });
});

describe('parseSetDraft', () => {
  it('accepts values inside the limits', () => {
    expect(
      parseSetDraft({ weight: '37.5', reps: '10', rir: '2' }, squat, { loaded: true }),
    ).toEqual({ ok: true, values: { weight: 37.5, reps: 10, rir: 2 } });
    expect(parseSetDraft({ weight: '0', reps: '0', rir: '0' }, squat, { loaded: true }).ok).toBe(
      true,
    );
    expect(parseSetDraft({ weight: '', reps: '50', rir: '10' }, pushUp, { loaded: false })).toEqual(
      { ok: true, values: { weight: 0, reps: 50, rir: 10 } },
    );
  });

  it('refuses a negative or missing weight, reps outside 0-50 and RIR outside 0-10 (docs/product.md#set-limits)', () => {
    expect(
      parseSetDraft({ weight: '-2.5', reps: '51', rir: '11' }, squat, { loaded: true }),
    ).toEqual({
      ok: false,
      errors: {
        weight: 'Enter a weight of 0 lb or more',
        reps: 'Reps must be a whole number from 0 to 50',
        rir: 'RIR must be a whole number from 0 to 10',
      },
    });
    expect(parseSetDraft({ weight: '', reps: '8.5', rir: '' }, squat, { loaded: true })).toEqual({
      ok: false,
      errors: {
        weight: 'Enter a weight of 0 lb or more',
        reps: 'Reps must be a whole number from 0 to 50',
        rir: 'RIR must be a whole number from 0 to 10',
      },
    });
  });

  it('names the unit of a timed exercise and asks no RIR', () => {
    expect(parseSetDraft({ weight: '', reps: 'x', rir: '' }, plank, { loaded: false })).toEqual({
      ok: false,
      errors: { reps: 'Seconds must be a whole number from 0 to 600' },
    });
    expect(parseSetDraft({ weight: '', reps: '30', rir: '' }, plank, { loaded: false })).toEqual({
      ok: true,
      values: { weight: 0, reps: 30, rir: null },
    });
  });
});

describe('stepDraftValue', () => {
  const weight = { min: 0, max: 1500 };

  it('steps by 2.5 lb and never below 0', () => {
    expect(stepDraftValue('35', 2.5, weight, 35)).toBe('37.5');
    expect(stepDraftValue('37.5', -2.5, weight, 35)).toBe('35');
    expect(stepDraftValue('1', -2.5, weight, 35)).toBe('0');
  });

  it('starts from the fallback when the field is empty', () => {
    expect(stepDraftValue('', 1, { min: 0, max: 50 }, 12)).toBe('13');
    expect(stepDraftValue('50', 1, { min: 0, max: 50 }, 12)).toBe('50');
  });

  it('has no floating-point noise', () => {
    expect(stepDraftValue('0.1', 0.2, weight, 0)).toBe('0.3');
  });
});

describe('formatting', () => {
  it('formats numbers and drafts', () => {
    expect(formatNumber(35)).toBe('35');
    expect(formatNumber(37.5)).toBe('37.5');
    expect(toDraft({ weight: 35, reps: 12, rir: null })).toEqual({
      weight: '35',
      reps: '12',
      rir: '',
    });
  });

  it('labels reps by unit', () => {
    expect(repsLabel({ unit: 'reps' })).toBe('Reps');
    expect(repsLabel({ unit: 'seconds' })).toBe('Seconds');
    expect(repsLabel({ unit: 'minutes' })).toBe('Minutes');
  });

  it('writes the target line', () => {
    expect(formatTargetLine({ ...squat, targetWeight: 35, targetRir: 2, perSide: false }, 3)).toBe(
      'Target: 3 × 10 @ 35 lb, RIR 2',
    );
    expect(formatTargetLine({ ...pushUp, perSide: false }, 2)).toBe('Target: 2 × 8, RIR 3');
    expect(formatTargetLine({ ...plank, perSide: true }, 2)).toBe('Target: 2 × 30 s per side');
    expect(
      formatTargetLine(
        { targetWeight: 0, targetReps: 30, targetRir: null, unit: 'minutes', perSide: false },
        1,
      ),
    ).toBe('Target: 1 × 30 min');
  });
});

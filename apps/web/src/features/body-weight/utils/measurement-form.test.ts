import { describe, expect, it } from 'vitest';
import { MEASUREMENT_KINDS } from '@grandfit/shared/domain/body-measurements.ts';
import { checkMeasureAll, checkMeasurement } from './measurement-form.ts';
import { withPendingMeasurements } from './pending-measurements.ts';

describe('the measurement form (decision 066)', () => {
  const today = '2026-11-30';

  it('stores a waist typed in inches in cm, and a decimal comma too', () => {
    expect(checkMeasurement({ date: today, value: '36' }, 'waist', 'lb', today)).toEqual({
      value: 91.44,
      errors: {},
    });
    expect(checkMeasurement({ date: today, value: '21,5' }, 'body-fat', 'kg', today).value).toBe(
      21.5,
    );
  });

  it('names the bounds in the unit typed, and refuses a future day', () => {
    expect(checkMeasurement({ date: today, value: '10' }, 'waist', 'lb', today).errors).toEqual({
      value: 'Enter a waist from 15.8 to 98.4 in',
    });
    expect(checkMeasurement({ date: today, value: '' }, 'body-fat', 'kg', today).errors).toEqual({
      value: 'Enter your body fat',
    });
    expect(
      checkMeasurement({ date: '2026-12-01', value: '90' }, 'waist', 'kg', today).errors,
    ).toEqual({ date: 'A measurement cannot be in the future' });
  });

  it('takes a tape session in one form: the filled kinds, each in its unit, at least one', () => {
    expect(
      checkMeasureAll(
        { date: today, typed: { waist: '36', hips: ' 41,5 ', arm: '' } },
        MEASUREMENT_KINDS,
        'lb',
        today,
      ),
    ).toEqual({
      readings: [
        { kind: 'waist', value: 91.44 },
        { kind: 'hips', value: 105.41 },
      ],
      errors: {},
    });
    expect(checkMeasureAll({ date: today, typed: {} }, MEASUREMENT_KINDS, 'kg', today)).toEqual({
      readings: null,
      errors: { form: 'Enter at least one measurement' },
    });
    // Each field says its own error; one wrong field saves none of them.
    expect(
      checkMeasureAll(
        { date: '2026-12-01', typed: { waist: '90', arm: '200', 'body-fat': 'x' } },
        MEASUREMENT_KINDS,
        'kg',
        today,
      ),
    ).toEqual({
      readings: null,
      errors: {
        date: 'A measurement cannot be in the future',
        arm: 'Enter an arm from 10 to 100 cm',
        'body-fat': 'Enter your body fat',
      },
    });
  });
});

describe('readings waiting in the outbox', () => {
  it('apply over the stored ones in order', () => {
    const stored = [
      { date: '2026-11-01', value: 92 },
      { date: '2026-11-15', value: 91 },
    ];
    const url = (date: string) => `/api/body-measurements/waist/${date}`;
    expect(
      withPendingMeasurements(stored, [
        { method: 'PUT', url: url('2026-11-29'), body: { value: 90 } },
        { method: 'DELETE', url: url('2026-11-01'), body: {} },
        { method: 'PUT', url: url('2026-11-15'), body: { value: 'x' } },
        { method: 'PUT', url: '/api/elsewhere', body: { value: 1 } },
      ]),
    ).toEqual([
      { date: '2026-11-15', value: 91 },
      { date: '2026-11-29', value: 90 },
    ]);
  });
});

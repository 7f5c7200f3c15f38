import { describe, expect, it } from 'vitest';
import { checkMeasurement } from './measurement-form.ts';
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

import { ApiError } from '../../../lib/api-client.ts';
import { describe, expect, it } from 'vitest';
import {
  SAVE_HEALTH_FALLBACK,
  emptyHealthEntry,
  parseMetric,
  saveErrorMessage,
  toManualEntry,
} from './health-entry-form.ts';
import { healthEntryFormSchema } from './health-entry-schema.ts';

const base = emptyHealthEntry('2026-03-04');

function errorsOf(values: typeof base) {
  const result = healthEntryFormSchema.safeParse(values);
  if (result.success) return {};
  return Object.fromEntries(
    result.error.issues.map((issue) => [issue.path.join('.'), issue.message]),
  );
}

describe('health entry form conversions', () => {
  it('turns empty text into null and numbers into numbers (decimal comma too)', () => {
    expect(parseMetric('')).toBeNull();
    expect(parseMetric('   ')).toBeNull();
    expect(parseMetric('55')).toBe(55);
    expect(parseMetric('7,5')).toBe(7.5);
  });

  it('builds the request body; an untouched sleep-quality slider is not a reading', () => {
    expect(toManualEntry({ ...base, hrvScore: '55' })).toEqual({
      date: '2026-03-04',
      hrvScore: 55,
      hrvMethod: 'rmssd',
      restingHeartRate: null,
      sleepHours: null,
      sleepQuality: null,
      vo2Max: null,
    });
    // Sleep hours carry the slider's value along; so does moving it.
    expect(toManualEntry({ ...base, sleepHours: '7' }).sleepQuality).toBe(7);
    expect(toManualEntry({ ...base, sleepQuality: 8, sleepQualityTouched: true })).toMatchObject({
      sleepHours: null,
      sleepQuality: 8,
    });
  });

  it('parses the whole form into the API body', () => {
    const result = healthEntryFormSchema.parse({
      ...base,
      hrvScore: '55',
      // Decision 032: the measure goes with the HRV (Apple Watch's here).
      hrvMethod: 'sdnn',
      restingHeartRate: '60',
      sleepHours: '7.5',
      sleepQuality: 8,
      sleepQualityTouched: true,
      vo2Max: '42.3',
    });
    expect(result).toEqual({
      date: '2026-03-04',
      hrvScore: 55,
      hrvMethod: 'sdnn',
      restingHeartRate: 60,
      sleepHours: 7.5,
      sleepQuality: 8,
      vo2Max: 42.3,
    });
  });

  it('asks for at least one metric', () => {
    expect(errorsOf(base)).toEqual({ hrvScore: 'Enter at least one metric' });
  });

  it('reports bad numbers and out-of-range values under their fields', () => {
    expect(errorsOf({ ...base, hrvScore: '900', restingHeartRate: '60.5', vo2Max: 'abc' })).toEqual(
      { vo2Max: 'Enter a number' },
    );
    expect(
      errorsOf({ ...base, hrvScore: '900', restingHeartRate: '60.5', sleepHours: '25' }),
    ).toEqual({
      hrvScore: 'HRV must be at most 300',
      restingHeartRate: 'Resting heart rate must be a whole number',
      sleepHours: 'Sleep hours must be at most 24',
    });
    expect(errorsOf({ ...base, date: '2026-02-30', hrvScore: '50' })).toHaveProperty('date');
  });
});

describe('saveErrorMessage', () => {
  it("uses the server's issues, then its message", () => {
    const body = {
      message: 'Invalid request body',
      issues: [{ path: ['hrvScore'], message: 'HRV must be at most 300' }],
    };
    expect(saveErrorMessage(ApiError.fromText(400, '', JSON.stringify(body)))).toBe(
      'HRV must be at most 300',
    );
    expect(
      saveErrorMessage(ApiError.fromText(500, '', '{"message":"Internal Server Error"}')),
    ).toBe('Internal Server Error');
    expect(saveErrorMessage(ApiError.fromText(502, '', 'Bad Gateway'))).toBe('Bad Gateway');
    expect(saveErrorMessage(ApiError.fromText(502, 'Bad Gateway', '<html/>'))).toBe(
      SAVE_HEALTH_FALLBACK,
    );
  });

  it('falls back to "Failed to save health data" without a server answer', () => {
    expect(saveErrorMessage(new TypeError('Failed to fetch'))).toBe(SAVE_HEALTH_FALLBACK);
    expect(saveErrorMessage('nope')).toBe(SAVE_HEALTH_FALLBACK);
  });
});

import { describe, expect, it } from 'vitest';
import { addDays } from '../dates.ts';
import {
  hasRecoveryData,
  recoveryFetchStart,
  recoveryTrends,
  trailingAverage,
  type RecoveryDayInput,
} from './recovery-trends.ts';

const day = (date: string, overrides: Partial<RecoveryDayInput> = {}): RecoveryDayInput => ({
  date,
  hrv: null,
  hrvMethod: null,
  restingHeartRate: null,
  sleepHours: null,
  ...overrides,
});

describe('trailingAverage', () => {
  it('averages the days that have a value in the 7 days ending with the day', () => {
    const values = new Map([
      ['2026-11-10', 40],
      ['2026-11-14', 50],
      ['2026-11-16', 60],
      // 7 days before the 16th: outside its window.
      ['2026-11-09', 1000],
    ]);
    expect(trailingAverage(values, '2026-11-16')).toBe(50);
    expect(trailingAverage(values, '2026-11-08')).toBeNull();
    expect(trailingAverage(new Map([['2026-11-01', 7.25]]), '2026-11-01')).toBe(7.3);
  });
});

describe('recoveryFetchStart', () => {
  it('reaches 6 days before the range, or 13 days before today when that is earlier', () => {
    expect(recoveryFetchStart({ start: '2026-06-01', end: '2026-11-22' })).toBe('2026-05-26');
    expect(recoveryFetchStart({ start: '2026-11-01', end: '2026-11-03' })).toBe('2026-10-21');
  });
});

describe('recoveryTrends', () => {
  const range = { start: '2026-11-01', end: '2026-11-22' };

  it('lists the days of the range with data, with their 7-day averages', () => {
    const trends = recoveryTrends(
      [
        day('2026-10-30', { hrv: 30 }), // before the range: only feeds the averages
        day('2026-11-01', { hrv: 40, hrvMethod: 'sdnn', restingHeartRate: 60 }),
        day('2026-11-02', { sleepHours: 7.5 }),
        day('2026-11-03'),
      ],
      range,
    );
    expect(trends.days).toEqual([
      {
        date: '2026-11-01',
        hrv: 40,
        hrvMethod: 'sdnn',
        restingHeartRate: 60,
        sleepHours: null,
        hrvAverage7: 35,
        restingHeartRateAverage7: 60,
        sleepHoursAverage7: null,
      },
      {
        date: '2026-11-02',
        hrv: null,
        hrvMethod: null,
        restingHeartRate: null,
        sleepHours: 7.5,
        hrvAverage7: 35,
        restingHeartRateAverage7: 60,
        sleepHoursAverage7: 7.5,
      },
    ]);
    expect(trends.hrv.methods).toEqual(['sdnn']);
    expect(hasRecoveryData(trends)).toBe(true);
  });

  it('summarises the last 7 days against the 7 before, and the latest value', () => {
    const days = Array.from({ length: 14 }, (_, i) =>
      day(addDays('2026-11-22', -i), { restingHeartRate: i < 7 ? 55 : 62, sleepHours: 7 }),
    );
    const trends = recoveryTrends(days, range);
    expect(trends.restingHeartRate).toEqual({
      latest: { date: '2026-11-22', value: 55 },
      average7: 55,
      previousAverage7: 62,
    });
    expect(trends.sleepHours.average7).toBe(7);
    expect(trends.hrv).toEqual({
      latest: null,
      average7: null,
      previousAverage7: null,
      methods: [],
    });
  });

  it('keeps the methods that differ, so the page can say SDNN and RMSSD do not compare', () => {
    const trends = recoveryTrends(
      [
        day('2026-11-05', { hrv: 45, hrvMethod: 'rmssd' }),
        day('2026-11-06', { hrv: 52, hrvMethod: 'sdnn' }),
        day('2026-11-07', { hrv: 50 }),
      ],
      range,
    );
    expect(trends.hrv.methods).toEqual(['rmssd', 'sdnn']);
  });

  it('is empty without data, and ignores days after today', () => {
    const trends = recoveryTrends([day('2026-11-23', { hrv: 50 })], range);
    expect(trends.days).toEqual([]);
    expect(trends.hrv.latest).toBeNull();
    expect(hasRecoveryData(trends)).toBe(false);
  });
});

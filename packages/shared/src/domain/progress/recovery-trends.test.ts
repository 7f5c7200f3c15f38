import fc from 'fast-check';
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
        day('2026-10-30', { hrv: 30, hrvMethod: 'sdnn' }), // before the range: feeds the averages
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
        hrvRmssd: null,
        hrvSdnn: 40,
        hrvAverage7: 35,
        hrvRmssdAverage7: null,
        hrvSdnnAverage7: 35,
        restingHeartRateAverage7: 60,
        sleepHoursAverage7: null,
      },
      {
        date: '2026-11-02',
        hrv: null,
        hrvMethod: null,
        restingHeartRate: null,
        sleepHours: 7.5,
        hrvRmssd: null,
        hrvSdnn: null,
        // No HRV that day: no average of "its" method; the SDNN line goes on.
        hrvAverage7: null,
        hrvRmssdAverage7: null,
        hrvSdnnAverage7: 35,
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
      method: null,
      byMethod: {
        rmssd: { latest: null, average7: null, previousAverage7: null },
        sdnn: { latest: null, average7: null, previousAverage7: null },
      },
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

  it('never averages SDNN with RMSSD: each method has its own line and summary (decision 032)', () => {
    // Apple Watch SDNN around 40 ms on even days, a strap's RMSSD around 70 ms on odd days.
    const days = Array.from({ length: 14 }, (_, i) => {
      const date = addDays('2026-11-22', -i);
      return i % 2 === 0
        ? day(date, { hrv: 40 + (i % 4), hrvMethod: 'sdnn' })
        : day(date, { hrv: 70, hrvMethod: 'rmssd' });
    });
    const trends = recoveryTrends(days, range);
    // The old mixed 7-day mean of 22 Nov: (40 + 70 + 42 + 70 + 40 + 70 + 42) / 7 = 53.4 ms, a
    // figure neither measure ever read.
    const last = trends.days.at(-1)!;
    expect(last).toMatchObject({
      date: '2026-11-22',
      hrv: 40,
      hrvMethod: 'sdnn',
      hrvSdnn: 40,
      hrvRmssd: null,
      // SDNN on the 22nd, 20th, 18th, 16th: (40 + 42 + 40 + 42) / 4 = 41.
      hrvAverage7: 41,
      hrvSdnnAverage7: 41,
      hrvRmssdAverage7: 70,
    });
    expect(trends.hrv.method).toBe('sdnn');
    expect(trends.hrv.average7).toBe(41);
    expect(trends.hrv.byMethod.rmssd.average7).toBe(70);
    expect(trends.hrv.byMethod.sdnn.latest).toEqual({ date: '2026-11-22', value: 40 });
  });

  it('keeps both values of a day that has both methods', () => {
    const trends = recoveryTrends(
      [day('2026-11-05', { hrv: 45, hrvMethod: 'rmssd', hrvByMethod: { rmssd: 45, sdnn: 38 } })],
      range,
    );
    expect(trends.days[0]).toMatchObject({ hrvRmssd: 45, hrvSdnn: 38, hrvAverage7: 45 });
  });

  it("keeps each method's averages within that method's own values (property)", () => {
    fc.assert(
      fc.property(
        fc.array(
          fc.record({
            offset: fc.integer({ min: 0, max: 30 }),
            sdnn: fc.option(fc.integer({ min: 10, max: 60 })),
            rmssd: fc.option(fc.integer({ min: 100, max: 200 })),
          }),
          { maxLength: 40 },
        ),
        (entries) => {
          const byDate = new Map<string, RecoveryDayInput>();
          for (const { offset, sdnn, rmssd } of entries) {
            const date = addDays('2026-11-22', -offset);
            const hrvByMethod = {
              ...(sdnn === null ? {} : { sdnn }),
              ...(rmssd === null ? {} : { rmssd }),
            };
            const hrv = rmssd ?? sdnn;
            byDate.set(
              date,
              day(date, {
                hrv,
                hrvMethod: rmssd !== null ? 'rmssd' : sdnn !== null ? 'sdnn' : null,
                hrvByMethod,
              }),
            );
          }
          const trends = recoveryTrends([...byDate.values()], range);
          // SDNN values are 10-60 and RMSSD 100-200 here: a mixed mean would fall in between.
          for (const d of trends.days) {
            if (d.hrvSdnnAverage7 !== null) expect(d.hrvSdnnAverage7).toBeLessThanOrEqual(60);
            if (d.hrvRmssdAverage7 !== null) expect(d.hrvRmssdAverage7).toBeGreaterThanOrEqual(100);
          }
          const { rmssd, sdnn } = trends.hrv.byMethod;
          if (sdnn.average7 !== null) expect(sdnn.average7).toBeLessThanOrEqual(60);
          if (rmssd.average7 !== null) expect(rmssd.average7).toBeGreaterThanOrEqual(100);
        },
      ),
    );
  });

  it('is empty without data, and ignores days after today', () => {
    const trends = recoveryTrends([day('2026-11-23', { hrv: 50 })], range);
    expect(trends.days).toEqual([]);
    expect(trends.hrv.latest).toBeNull();
    expect(hasRecoveryData(trends)).toBe(false);
  });
});

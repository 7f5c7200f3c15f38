import { describe, expect, it } from 'vitest';
import { setDeviceLanguage } from '../../../test/device-language.ts';
import type { AppleHealthImportSummary } from '@grandfit/shared/schemas/health-import.ts';
import {
  formatImportDay,
  importDetails,
  importHeadline,
  isRepeatImport,
} from './apple-health-import-summary.tsx';

const summary: AppleHealthImportSummary = {
  recordCount: 662_074,
  recordsUsed: 9_210,
  rejected: 3,
  days: 1083,
  daysAdded: 1000,
  daysUpdated: 83,
  daysUnchanged: 0,
  firstDate: '2023-12-03',
  lastDate: '2026-11-19',
  implausibleSleep: { days: 0, listed: [] },
  bodyWeight: { days: 0, added: 0 },
  bodyFat: { days: 0, added: 0 },
  waist: { days: 0, added: 0 },
  metrics: { hrvDays: 1083, restingHeartRateDays: 1082, sleepDays: 1, vo2MaxDays: 361 },
};

describe('Apple Health import summary', () => {
  it('says what was imported, HRV labelled SDNN, nights for sleep', () => {
    expect(importHeadline(summary)).toBe(
      'Imported 1,083 days: HRV (SDNN) on 1,083 days, resting heart rate on 1,082 days, sleep on 1 night, VO2 max on 361 days',
    );
    expect(importDetails(summary)).toEqual([
      'Dec 3, 2023 – Nov 19, 2026',
      '1,000 new, 83 updated, 0 unchanged',
      '662,074 records read; 3 readings skipped as implausible',
    ]);
  });

  it('says how many of the scale’s days joined the weigh-ins (decision 058)', () => {
    expect(importDetails({ ...summary, bodyWeight: { days: 40, added: 38 } })).toContain(
      'Body weight on 40 days: 38 added to your weigh-ins',
    );
    const scaleOnly = {
      ...summary,
      days: 0,
      daysAdded: 0,
      daysUpdated: 0,
      bodyWeight: { days: 1, added: 1 },
    };
    expect(importHeadline(scaleOnly)).toBe('Imported body weight on 1 day');
    expect(importHeadline({ ...scaleOnly, bodyWeight: { days: 1, added: 0 } })).toBe(
      'Nothing new: every weigh-in of this export was already in your log',
    );
  });

  it('says how many body fat and waist readings joined the measurements (decision 066)', () => {
    const scale = {
      ...summary,
      days: 0,
      daysAdded: 0,
      daysUpdated: 0,
      bodyWeight: { days: 40, added: 38 },
      bodyFat: { days: 40, added: 40 },
      waist: { days: 2, added: 1 },
    };
    expect(importHeadline(scale)).toBe(
      'Imported body weight on 40 days, body fat on 40 days, waist on 2 days',
    );
    expect(importDetails(scale)).toEqual(
      expect.arrayContaining([
        'Body fat on 40 days: 40 added to your measurements',
        'Waist on 2 days: 1 added to your measurements',
      ]),
    );
    const again = {
      ...scale,
      bodyWeight: { days: 40, added: 0 },
      bodyFat: { days: 40, added: 0 },
      waist: { days: 2, added: 0 },
    };
    expect(importHeadline(again)).toBe(
      'Nothing new: every reading of this export was already in your logs',
    );
  });

  it('names the days whose sleep was left out as implausible (over 16 h, decision 035)', () => {
    const flagged = {
      ...summary,
      implausibleSleep: {
        days: 12,
        listed: [
          { date: '2026-03-04', hours: 22 },
          { date: '2026-03-05', hours: 16.5 },
        ],
      },
    };
    expect(importDetails(flagged).at(-1)).toBe(
      'Sleep left out on 12 days with over 16 h recorded, more than a night can hold: Mar 4, 2026 (22 h), Mar 5, 2026 (16.5 h) and 10 more',
    );
  });

  it('says "nothing new" for a repeat, and lists what the export held', () => {
    const repeat = { ...summary, daysAdded: 0, daysUpdated: 0, daysUnchanged: 1083, rejected: 0 };
    expect(isRepeatImport(repeat)).toBe(true);
    expect(importHeadline(repeat)).toBe('Nothing new: all 1,083 days were already imported');
    expect(importDetails(repeat)[1]).toMatch(/^In this export: HRV \(SDNN\) on 1,083 days/);
    expect(importDetails(repeat)[2]).toBe('662,074 records read');
  });

  it('says so when the export had none of the four metrics', () => {
    const empty = {
      ...summary,
      days: 0,
      daysAdded: 0,
      daysUpdated: 0,
      firstDate: null,
      lastDate: null,
      recordCount: 1,
      rejected: 0,
    };
    expect(isRepeatImport(empty)).toBe(false);
    expect(importHeadline(empty)).toBe(
      'No HRV, resting heart rate, sleep or VO2 max in this export',
    );
    expect(importDetails(empty)).toEqual(['1 record read']);
  });

  it('formats a calendar day as written', () => {
    expect(formatImportDay('2026-01-01')).toBe('Jan 1, 2026');
    expect(formatImportDay('2026-12-31')).toBe('Dec 31, 2026');
    setDeviceLanguage('en-GB');
    expect(formatImportDay('2026-12-31')).toBe('31 Dec 2026');
  });
});

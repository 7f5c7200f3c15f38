import { describe, expect, it } from 'vitest';
import { formatDay, formatGoal, formatNumber, milestoneTile, ordinal } from './method-format.ts';
import { setDeviceLanguage } from '../../../test/device-language.ts';

describe('method formatting', () => {
  it('formats days, numbers and goals', () => {
    expect(formatDay('2026-11-05')).toBe('Nov 5, 2026');
    expect(formatNumber(7.3)).toBe('7.3');
    expect(formatNumber(180)).toBe('180');
    const stat = {
      key: 'sleep',
      current: 7.3,
      goal: 8,
      unit: 'h',
      state: 'value',
      ratio: 0.9,
      note: null,
    } as const;
    expect(formatGoal(stat)).toBe('/ 8 h');
    expect(formatGoal({ ...stat, key: 'leapScore', unit: 'points', goal: 95 })).toBe('/ 95');
  });

  it("writes a day in the device's order", () => {
    setDeviceLanguage('en-GB');
    expect(formatDay('2032-05-14')).toBe('14 May 2032');
  });

  it('writes ordinals', () => {
    expect([41, 42, 43, 48, 111, 112, 121].map(ordinal)).toEqual([
      '41st',
      '42nd',
      '43rd',
      '48th',
      '111th',
      '112th',
      '121st',
    ]);
  });

  it('words the milestone tile for each state', () => {
    expect(milestoneTile({ age: 48, date: '2028-06-15', daysTo: 568, status: 'upcoming' })).toEqual(
      {
        label: 'Days to 48',
        value: '568',
        caption: 'Jun 15, 2028',
      },
    );
    expect(
      milestoneTile({ age: 48, date: null, daysTo: null, status: 'no-birth-date' }).caption,
    ).toBe('Add your birth date');
    expect(
      milestoneTile({ age: 50, date: '2020-01-01', daysTo: null, status: 'passed' }).value,
    ).toBe('Reached');
  });
});

import { describe, expect, it } from 'vitest';
import {
  dayToSeconds,
  formatChange,
  formatDay,
  formatLongMonth,
  formatMonth,
  formatNumber,
  formatSigned,
  plural,
  secondsToDay,
} from './format.ts';

describe('progress formatting', () => {
  it('writes days and months', () => {
    expect(formatDay('2025-11-08')).toBe('Nov 8');
    expect(formatDay('2025-11-08', 2025)).toBe('Nov 8');
    expect(formatDay('2024-12-31', 2025)).toBe('Dec 31, 2024');
    expect(formatMonth('2026-01')).toBe('Jan');
    expect(formatLongMonth('2026-01')).toBe('January 2026');
  });

  it('writes numbers with one decimal at most, and signed changes', () => {
    expect(formatNumber(151.7)).toBe('151.7');
    expect(formatNumber(156)).toBe('156');
    expect(formatNumber(7.25)).toBe('7.3');
    expect(formatSigned(5, 'lb')).toBe('+5 lb');
    expect(formatSigned(-5.5, 'lb')).toBe('\u22125.5 lb');
    expect(formatSigned(0)).toBe('0');
    expect(formatChange(5, 3.4, 'lb')).toBe('+5 lb (+3.4%)');
    expect(formatChange(2, null, 'reps')).toBe('+2 reps');
    expect(plural(1, 'session')).toBe('1 session');
    expect(plural(3, 'session')).toBe('3 sessions');
  });

  it('maps calendar days to chart seconds and back', () => {
    expect(dayToSeconds('1970-01-02')).toBe(86_400);
    expect(secondsToDay(dayToSeconds('2025-11-18'))).toBe('2025-11-18');
  });
});

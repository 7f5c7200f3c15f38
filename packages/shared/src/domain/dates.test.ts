import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { addDays, formatLongDate } from './dates.ts';

const intlLongDate = new Intl.DateTimeFormat('en-US', {
  weekday: 'long',
  year: 'numeric',
  month: 'long',
  day: 'numeric',
});

describe('formatLongDate', () => {
  it('writes the long US English date', () => {
    expect(formatLongDate(new Date(2026, 10, 22, 9, 30))).toBe('Sunday, November 22, 2026');
    expect(formatLongDate(new Date(2025, 7, 3))).toBe('Sunday, August 3, 2025');
  });

  it('matches Intl.DateTimeFormat for any date from 1970 to 2200', () => {
    fc.assert(
      fc.property(
        fc.date({ min: new Date(1970, 0, 1), max: new Date(2200, 0, 1), noInvalidDate: true }),
        (date) => {
          expect(formatLongDate(date)).toBe(intlLongDate.format(date));
        },
      ),
    );
  });
});

describe('addDays', () => {
  it('moves across months, years and leap days', () => {
    expect(addDays('2026-03-01', -1)).toBe('2026-02-28');
    expect(addDays('2024-02-28', 1)).toBe('2024-02-29');
    expect(addDays('2025-12-31', 1)).toBe('2026-01-01');
    expect(addDays('2026-11-22', 0)).toBe('2026-11-22');
  });
});

import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { addMonths, monthOf } from '../calendar-month.ts';
import { progressRange } from './range.ts';

describe('addMonths', () => {
  it('moves across year ends both ways', () => {
    expect(addMonths('2026-11', 1)).toBe('2026-12');
    expect(addMonths('2026-12', 1)).toBe('2027-01');
    expect(addMonths('2026-01', -1)).toBe('2025-12');
    expect(addMonths('2026-03', -14)).toBe('2025-01');
  });

  it('undoes itself', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 1990, max: 2100 }),
        fc.integer({ min: 1, max: 12 }),
        fc.integer({ min: -60, max: 60 }),
        (year, month, count) => {
          const start = `${year}-${String(month).padStart(2, '0')}`;
          expect(addMonths(addMonths(start, count), -count)).toBe(start);
        },
      ),
    );
  });
});

describe('progressRange', () => {
  it('covers the last N months, the current one included, up to today', () => {
    expect(progressRange('2026-02-14', 6)).toEqual({
      start: '2025-09-01',
      end: '2026-02-14',
      endExclusive: '2026-02-15',
      monthStart: '2026-02-01',
      months: ['2025-09', '2025-10', '2025-11', '2025-12', '2026-01', '2026-02'],
    });
  });

  it('is the current month alone for one month', () => {
    const range = progressRange('2026-12-31', 1);
    expect(range.months).toEqual(['2026-12']);
    expect(range.start).toBe('2026-12-01');
    expect(range.endExclusive).toBe('2027-01-01');
    expect(monthOf(range.end)).toBe('2026-12');
  });
});

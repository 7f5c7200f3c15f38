import { describe, expect, it } from 'vitest';
import { addMonths, monthOf, monthWeeks } from './calendar-month.ts';

describe('calendar months', () => {
  it('steps across years both ways', () => {
    expect(addMonths('2026-11', 1)).toBe('2026-12');
    expect(addMonths('2026-12', 1)).toBe('2027-01');
    expect(addMonths('2026-01', -1)).toBe('2025-12');
    expect(addMonths('2026-03', -14)).toBe('2025-01');
    expect(monthOf('2026-11-30')).toBe('2026-11');
  });

  it('lays a month out in Monday-to-Sunday weeks, blank outside it', () => {
    // November 2026 starts on a Sunday and ends on a Monday: six rows.
    const november = monthWeeks('2026-11');
    expect(november).toHaveLength(6);
    expect(november[0]).toEqual([null, null, null, null, null, null, '2026-11-01']);
    expect(november[5]).toEqual(['2026-11-30', null, null, null, null, null, null]);
    expect(november.flat().filter(Boolean)).toHaveLength(30);
    // February 2027 starts on a Monday and has 28 days: exactly four rows.
    const february = monthWeeks('2027-02');
    expect(february).toHaveLength(4);
    expect(february[0]?.[0]).toBe('2027-02-01');
    expect(february[3]?.[6]).toBe('2027-02-28');
    // A leap February.
    expect(monthWeeks('2028-02').flat().filter(Boolean)).toHaveLength(29);
  });
});

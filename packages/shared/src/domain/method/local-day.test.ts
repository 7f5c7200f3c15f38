import { describe, expect, it } from 'vitest';
import { localDay } from './local-day.ts';

describe('localDay', () => {
  it('places an instant on the user’s calendar day', () => {
    const time = Date.parse('2026-11-22T02:30:00Z');
    expect(localDay(time, 0)).toBe('2026-11-22');
    // 21:30 the evening before in New York (UTC-5).
    expect(localDay(time, -300)).toBe('2026-11-21');
    expect(localDay(Date.parse('2026-11-22T20:00:00Z'), 240)).toBe('2026-11-23');
  });
});

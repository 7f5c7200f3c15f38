import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { localDay } from '@grandfit/shared/domain/time-zone.ts';
import { SleepNights } from './sleep-nights.ts';

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const BASE = Date.parse('2026-03-01T00:00:00Z');

/** A span as minutes from BASE, so the rounding to minutes plays no part. */
const span = fc
  .tuple(fc.integer({ min: 0, max: 14 * 1440 }), fc.integer({ min: 1, max: 16 * 60 }))
  .map(([from, length]) => ({ start: BASE + from * MINUTE, end: BASE + (from + length) * MINUTE }));

/** Minutes covered by any span: the union, counted the slow, obvious way. */
function unionMinutes(spans: readonly { start: number; end: number }[]): number {
  const covered = new Set<number>();
  for (const s of spans) for (let t = s.start; t < s.end; t += MINUTE) covered.add(t);
  return covered.size;
}

describe('SleepNights', () => {
  it('merges iPhone and Watch instead of summing them', () => {
    const nights = new SleepNights('UTC');
    // iPhone 22:00-08:00 (10 h), Watch 22:30-07:30 (9 h): one night of 10 h, not 19.
    nights.add(
      Date.parse('2026-03-01T22:00:00Z'),
      Date.parse('2026-03-02T08:00:00Z'),
      '2026-03-02',
    );
    nights.add(
      Date.parse('2026-03-01T22:30:00Z'),
      Date.parse('2026-03-02T07:30:00Z'),
      '2026-03-02',
    );
    expect(nights.nights()).toEqual([
      {
        day: '2026-03-02',
        start: Date.parse('2026-03-01T22:00:00Z'),
        end: Date.parse('2026-03-02T08:00:00Z'),
        asleepMs: 10 * HOUR,
      },
    ]);
  });

  it("dates a night on its wake-up day in the user's zone, not the export's offset", () => {
    // A night-shift sleep in Los Angeles, 16:00 to 00:30 PDT (wakes on 11 July), exported in
    // winter: Apple wrote it with the phone's then offset, -0800, as 15:00 to 23:30 on 10 July.
    const start = Date.parse('2026-07-10T23:00:00Z');
    const end = Date.parse('2026-07-11T07:30:00Z');
    const withZone = new SleepNights('America/Los_Angeles');
    withZone.add(start, end, '2026-07-10');
    expect([...withZone.totals()]).toEqual([['2026-07-11', 8.5 * HOUR]]);
    const withoutZone = new SleepNights();
    withoutZone.add(start, end, '2026-07-10');
    expect([...withoutZone.totals()]).toEqual([['2026-07-10', 8.5 * HOUR]]);
  });

  it('never counts more sleep in a night than the night spans, however many sources (property)', () => {
    fc.assert(
      fc.property(fc.array(span, { minLength: 1, maxLength: 12 }), (spans) => {
        const nights = new SleepNights('UTC');
        for (const s of spans) nights.add(s.start, s.end, localDay(s.end, 'UTC'));
        const list = nights.nights();
        for (const night of list) {
          expect(night.asleepMs).toBeGreaterThan(0);
          expect(night.asleepMs).toBeLessThanOrEqual(night.end - night.start);
        }
        // The nights hold exactly the union of the spans: a duplicate source adds nothing.
        const total = list.reduce((sum, night) => sum + night.asleepMs, 0);
        expect(total).toBe(unionMinutes(spans) * MINUTE);
        // Nights are apart by 3 h or more, in order.
        for (let i = 1; i < list.length; i += 1) {
          expect(list[i]!.start - list[i - 1]!.end).toBeGreaterThanOrEqual(3 * HOUR);
        }
      }),
      { seed: 35, numRuns: 200 },
    );
  });

  it('gives the same nights when a source repeats every span (property)', () => {
    fc.assert(
      fc.property(fc.array(span, { minLength: 1, maxLength: 8 }), (spans) => {
        const once = new SleepNights('Europe/Paris');
        const twice = new SleepNights('Europe/Paris');
        for (const s of spans) {
          once.add(s.start, s.end, '');
          twice.add(s.start, s.end, '');
          twice.add(s.start, s.end, '');
        }
        expect(twice.nights()).toEqual(once.nights());
      }),
      { seed: 35, numRuns: 100 },
    );
  });

  it("puts each night on the user's day of its last end (property)", () => {
    fc.assert(
      fc.property(
        fc.array(span, { minLength: 1, maxLength: 8 }),
        fc.constantFrom('UTC', 'America/Los_Angeles', 'Asia/Kolkata', 'Pacific/Kiritimati'),
        (spans, zone) => {
          const nights = new SleepNights(zone);
          for (const s of spans) nights.add(s.start, s.end, '');
          for (const night of nights.nights()) expect(night.day).toBe(localDay(night.end, zone));
        },
      ),
      { seed: 35, numRuns: 100 },
    );
  });
});

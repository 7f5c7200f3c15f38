import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  MAX_SAMPLE_GAP_MS,
  MIN_VERIFIED_SAMPLES,
  formatElapsed,
  isVerifiedZone2,
  summarizeHeartRate,
  zone2Range,
  zone2WeekTotals,
  type HeartRateSample,
} from './zone2.ts';

describe('zone2Range (docs/product.md#formula-zone-2-range: 65-75 % of 220 − age)', () => {
  it('worked example: 40 years old → HRmax 180, range 117-135 bpm', () => {
    expect(zone2Range('1986-05-01', '2026-11-26')).toEqual({ maxHr: 180, low: 117, high: 135 });
  });

  it('counts the age on the birthday itself: 29 the day before, 30 on it', () => {
    // 220 − 29 = 191 → 124.15 → 124, 143.25 → 143; 220 − 30 = 190 → 123.5 → 124, 142.5 → 143.
    expect(zone2Range('1996-11-27', '2026-11-26')).toEqual({ maxHr: 191, low: 124, high: 143 });
    expect(zone2Range('1996-11-26', '2026-11-26')).toEqual({ maxHr: 190, low: 124, high: 143 });
  });

  it('property: low < high, both inside 0.6-0.8 of HRmax', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1930, max: 2010 }), fc.integer({ min: 1, max: 12 }), (y, m) => {
        const birth = `${y}-${String(m).padStart(2, '0')}-15`;
        const range = zone2Range(birth, '2026-11-26')!;
        expect(range.low).toBeLessThan(range.high);
        expect(range.low).toBeGreaterThanOrEqual(0.645 * range.maxHr - 0.5);
        expect(range.high).toBeLessThanOrEqual(0.755 * range.maxHr + 0.5);
      }),
    );
  });
});

const RANGE = { low: 117, high: 135 };
const at = (seconds: number, bpm: number): HeartRateSample => ({ atMs: seconds * 1000, bpm });

describe('summarizeHeartRate', () => {
  it('worked example: 4 samples, one out of zone and one 8-s gap capped at 5 s', () => {
    const summary = summarizeHeartRate(
      [at(0, 120), at(1, 140), at(2, 130), at(10, 125)],
      RANGE,
      11_000,
    );
    expect(summary).toEqual({
      samples: 4,
      inZoneSamples: 3,
      inZoneFraction: 0.75,
      averageHr: 129,
      timeInZoneSeconds: 7,
      recordedSeconds: 8,
    });
  });

  it('leaves out readings a strap gives without contact (0 bpm) and sorts late arrivals', () => {
    const summary = summarizeHeartRate([at(2, 120), at(0, 0), at(1, 120)], RANGE, 3_000);
    expect(summary).toMatchObject({ samples: 2, inZoneSamples: 2, timeInZoneSeconds: 2 });
  });

  it('is empty without samples', () => {
    expect(summarizeHeartRate([], RANGE)).toEqual({
      samples: 0,
      inZoneSamples: 0,
      inZoneFraction: 0,
      averageHr: null,
      timeInZoneSeconds: 0,
      recordedSeconds: 0,
    });
  });

  const samples = fc.array(
    fc.record({
      atMs: fc.integer({ min: 0, max: 3_600_000 }),
      bpm: fc.integer({ min: 0, max: 260 }),
    }),
    { maxLength: 200 },
  );

  it('property: time in zone ≤ recorded time ≤ 5 s per sample; fraction in [0, 1]', () => {
    fc.assert(
      fc.property(samples, (list) => {
        const s = summarizeHeartRate(list, RANGE, 3_700_000);
        expect(s.timeInZoneSeconds).toBeLessThanOrEqual(s.recordedSeconds);
        expect(s.recordedSeconds).toBeLessThanOrEqual((s.samples * MAX_SAMPLE_GAP_MS) / 1000);
        expect(s.inZoneFraction).toBeGreaterThanOrEqual(0);
        expect(s.inZoneFraction).toBeLessThanOrEqual(1);
        expect(s.inZoneSamples).toBeLessThanOrEqual(s.samples);
      }),
    );
  });

  it('credits the same one of two readings of one instant, whatever their order', () => {
    const pair = [
      { atMs: 13, bpm: 117 },
      { atMs: 13, bpm: 30 },
    ];
    expect(summarizeHeartRate([...pair].reverse(), RANGE, 3_700_000)).toEqual(
      summarizeHeartRate(pair, RANGE, 3_700_000),
    );
  });

  it('property: order of arrival does not matter', () => {
    fc.assert(
      fc.property(samples, (list) => {
        expect(summarizeHeartRate([...list].reverse(), RANGE, 3_700_000)).toEqual(
          summarizeHeartRate(list, RANGE, 3_700_000),
        );
      }),
    );
  });

  it('property: a steady 1-Hz in-zone recording of n s counts n s in zone', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 1, max: 3600 }),
        fc.integer({ min: 117, max: 135 }),
        (n, bpm) => {
          const list = Array.from({ length: n }, (_, i) => at(i, bpm));
          const s = summarizeHeartRate(list, RANGE, n * 1000);
          expect(s.timeInZoneSeconds).toBe(n);
          expect(s.inZoneFraction).toBe(1);
        },
      ),
    );
  });
});

describe('isVerifiedZone2 (docs/product.md#zone-2-session: ≥ 70 % of samples in range)', () => {
  it('worked example: 70 of 100 samples in zone counts; 69 does not', () => {
    expect(isVerifiedZone2({ samples: 100, inZoneFraction: 70 / 100 })).toBe(true);
    expect(isVerifiedZone2({ samples: 100, inZoneFraction: 69 / 100 })).toBe(false);
  });

  it('needs a minute of samples: 59 all in zone is not enough', () => {
    expect(isVerifiedZone2({ samples: MIN_VERIFIED_SAMPLES - 1, inZoneFraction: 1 })).toBe(false);
    expect(isVerifiedZone2({ samples: MIN_VERIFIED_SAMPLES, inZoneFraction: 1 })).toBe(true);
  });

  it('property: verified exactly when inZone/samples ≥ 0.7 with enough samples', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 5000 }), fc.integer({ min: 0, max: 5000 }), (a, b) => {
        const samples = Math.max(a, b);
        const inside = Math.min(a, b);
        const fraction = samples === 0 ? 0 : inside / samples;
        expect(isVerifiedZone2({ samples, inZoneFraction: fraction })).toBe(
          samples >= MIN_VERIFIED_SAMPLES && inside * 10 >= samples * 7,
        );
      }),
    );
  });
});

describe('formatElapsed', () => {
  it('reads like a stopwatch', () => {
    expect(formatElapsed(0)).toBe('0:00');
    expect(formatElapsed(725)).toBe('12:05');
    expect(formatElapsed(3723)).toBe('1:02:03');
  });
});

describe('zone2WeekTotals', () => {
  it('worked example: 30 verified min (26 in zone) and 20 typed-in min', () => {
    expect(
      zone2WeekTotals([
        { sessionId: 'a', minutes: 30, verified: true, timeInZoneSeconds: 26 * 60 },
        { sessionId: 'b', minutes: 20, verified: false, timeInZoneSeconds: 0 },
      ]),
    ).toEqual({
      minutes: 50,
      verifiedMinutes: 30,
      timeInZoneMinutes: 26,
      sessions: 2,
      verifiedSessions: 1,
    });
  });

  it('property: verified ≤ all, for minutes and sessions', () => {
    fc.assert(
      fc.property(
        fc.array(
          fc.record({
            sessionId: fc.constantFrom('a', 'b', 'c', 'd'),
            minutes: fc.integer({ min: 0, max: 600 }),
            verified: fc.option(fc.boolean()),
            timeInZoneSeconds: fc.option(fc.integer({ min: 0, max: 36_000 })),
          }),
        ),
        (sets) => {
          const week = zone2WeekTotals(sets);
          expect(week.verifiedMinutes).toBeLessThanOrEqual(week.minutes);
          expect(week.verifiedSessions).toBeLessThanOrEqual(week.sessions);
          expect(week.minutes).toBe(sets.reduce((sum, s) => sum + s.minutes, 0));
        },
      ),
    );
  });
});

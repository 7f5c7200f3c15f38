import { describe, expect, it } from 'vitest';
import {
  navyBodyFat,
  MEASUREMENT_KINDS,
  measurementTrend,
  measurementUnit,
  shownBounds,
  shownMeasurement,
  storedMeasurement,
  waistToHeight,
  waistToHip,
} from './body-measurements.ts';

describe('body measurements (decision 066)', () => {
  it('reads the waist in the settings’ length and body fat in per cent', () => {
    expect(measurementUnit('waist', 'kg')).toBe('cm');
    expect(measurementUnit('waist', 'lb')).toBe('in');
    expect(measurementUnit('body-fat', 'lb')).toBe('%');
    expect(shownMeasurement('waist', 91.44, 'lb')).toBe(36);
    expect(shownMeasurement('waist', 91.44, 'kg')).toBe(91.4);
    expect(shownMeasurement('body-fat', 18.25, 'lb')).toBe(18.3);
  });

  it('stores what was typed so that it reads back the same', () => {
    for (const typed of [30, 34.5, 36.1, 47.3]) {
      const stored = storedMeasurement('waist', typed, 'lb');
      expect(shownMeasurement('waist', stored, 'lb')).toBe(typed);
    }
    expect(storedMeasurement('waist', 88.5, 'kg')).toBe(88.5);
    expect(storedMeasurement('body-fat', 21.4, 'lb')).toBe(21.4);
  });

  it('offers bounds the server accepts at both ends', () => {
    expect(shownBounds('waist', 'kg')).toEqual({ min: 40, max: 250 });
    const inches = shownBounds('waist', 'lb');
    expect(inches).toEqual({ min: 15.8, max: 98.4 });
    expect(storedMeasurement('waist', inches.min, 'lb')).toBeGreaterThanOrEqual(40);
    expect(storedMeasurement('waist', inches.max, 'lb')).toBeLessThanOrEqual(250);
    // Every girth is a length like the waist; each kind's bounds survive the inches too.
    for (const kind of MEASUREMENT_KINDS) {
      expect(measurementUnit(kind, 'lb')).toBe(kind === 'body-fat' ? '%' : 'in');
      const shown = shownBounds(kind, 'lb');
      const stored = shownBounds(kind, 'kg');
      expect(storedMeasurement(kind, shown.min, 'lb')).toBeGreaterThanOrEqual(stored.min);
      expect(storedMeasurement(kind, shown.max, 'lb')).toBeLessThanOrEqual(stored.max);
    }
    expect(shownBounds('arm', 'kg')).toEqual({ min: 10, max: 100 });
  });

  it('charts the range’s readings and the change from its first to the latest', () => {
    const entries = [
      { date: '2026-08-20', value: 98 },
      { date: '2026-11-01', value: 92 },
      { date: '2026-09-05', value: 95.5 },
      { date: '2026-12-01', value: 80 },
    ];
    const trend = measurementTrend(
      entries,
      { start: '2026-09-01', end: '2026-11-30' },
      'waist',
      'kg',
    );
    expect(trend.points).toEqual([
      { date: '2026-09-05', value: 95.5 },
      { date: '2026-11-01', value: 92 },
    ]);
    expect(trend.latest).toEqual({ date: '2026-11-01', value: 92 });
    expect(trend.change).toEqual({ value: -3.5, since: '2026-09-05' });
    const one = measurementTrend(
      entries.slice(1, 2),
      { start: '2026-09-01', end: '2026-11-30' },
      'waist',
      'kg',
    );
    expect(one.change).toBeNull();
    expect(measurementTrend([], { start: '2026-09-01', end: '2026-11-30' }, 'waist', 'kg')).toEqual(
      {
        points: [],
        latest: null,
        change: null,
      },
    );
  });

  it('bands the waist-to-height ratio as NICE does', () => {
    expect(waistToHeight(89, 180)).toEqual({ ratio: 0.49, band: 'healthy' });
    expect(waistToHeight(90, 180)).toEqual({ ratio: 0.5, band: 'increased' });
    expect(waistToHeight(107, 180)).toEqual({ ratio: 0.59, band: 'increased' });
    expect(waistToHeight(108, 180)).toEqual({ ratio: 0.6, band: 'high' });
  });

  it('reads the waist-to-hip ratio against WHO’s cut-off for the sex, and names both without one', () => {
    expect(waistToHip(94, 104, 'male')).toEqual({ ratio: 0.9, raised: true });
    expect(waistToHip(93, 104, 'male')).toEqual({ ratio: 0.89, raised: false });
    expect(waistToHip(85, 100, 'female')).toEqual({ ratio: 0.85, raised: true });
    expect(waistToHip(84, 100, 'female')).toEqual({ ratio: 0.84, raised: false });
    expect(waistToHip(88, 100, null)).toEqual({ ratio: 0.88, raised: null });
  });
});

describe('navyBodyFat (US Navy method, Hodgdon & Beckett 1984)', () => {
  it('estimates a man from waist, neck and height', () => {
    // density = 1.0324 - 0.19077 * log10(50) + 0.15456 * log10(180) = 1.05686; 495 / d - 450.
    expect(navyBodyFat({ sex: 'male', heightCm: 180, waistCm: 90, neckCm: 40, hipsCm: null })).toBe(
      18.4,
    );
    // A bigger waist, more fat (density 1.041757); the hips do not count for a man.
    expect(navyBodyFat({ sex: 'male', heightCm: 180, waistCm: 100, neckCm: 40, hipsCm: 110 })).toBe(
      25.2,
    );
  });

  it('estimates a woman from waist, hips, neck and height', () => {
    // density = 1.29579 - 0.35004 * log10(142) + 0.221 * log10(165) = 1.032465.
    expect(
      navyBodyFat({ sex: 'female', heightCm: 165, waistCm: 75, neckCm: 33, hipsCm: 100 }),
    ).toBe(29.4);
  });

  it('gives nothing the tape cannot support', () => {
    // A woman without hips, a neck as wide as the waist, a result outside 2-75 %.
    expect(
      navyBodyFat({ sex: 'female', heightCm: 165, waistCm: 75, neckCm: 33, hipsCm: null }),
    ).toBeNull();
    expect(
      navyBodyFat({ sex: 'male', heightCm: 180, waistCm: 40, neckCm: 40, hipsCm: null }),
    ).toBeNull();
    expect(
      navyBodyFat({ sex: 'male', heightCm: 200, waistCm: 60, neckCm: 45, hipsCm: null }),
    ).toBeNull();
    expect(
      navyBodyFat({ sex: 'male', heightCm: 150, waistCm: 250, neckCm: 20, hipsCm: null }),
    ).toBeNull();
  });
});

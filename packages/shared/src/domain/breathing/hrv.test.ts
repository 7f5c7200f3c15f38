import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  filterRrIntervals,
  lastBeats,
  parseHeartRateMeasurement,
  rmssd,
  rollingRmssd,
  simulatedHrv,
  summarizeHrv,
} from './hrv.ts';

const bytes = (...values: number[]) => new DataView(new Uint8Array(values).buffer);
/** A uint16 as its two little-endian bytes. */
const u16 = (value: number) => [value & 0xff, value >> 8];
/** An RR interval in ms as the strap sends it: a uint16 in 1/1024 s. */
const rr = (ms: number) => u16(Math.round((ms * 1024) / 1000));

describe('Heart Rate Measurement (GATT 0x2A37)', () => {
  it('reads a uint8 heart rate with no other fields', () => {
    expect(parseHeartRateMeasurement(bytes(0x00, 72))).toEqual({
      heartRate: 72,
      sensorContact: 'unsupported',
      energyExpendedKj: null,
      rrIntervalsMs: [],
    });
  });

  it('reads a uint16 heart rate (flags bit 0), little-endian', () => {
    expect(parseHeartRateMeasurement(bytes(0x01, ...u16(300))).heartRate).toBe(300);
    expect(parseHeartRateMeasurement(bytes(0x01, 0x48, 0x00)).heartRate).toBe(72);
  });

  it('reads the sensor contact status from bits 1-2', () => {
    expect(parseHeartRateMeasurement(bytes(0x02, 60)).sensorContact).toBe('unsupported');
    expect(parseHeartRateMeasurement(bytes(0x04, 60)).sensorContact).toBe('not-detected');
    expect(parseHeartRateMeasurement(bytes(0x06, 60)).sensorContact).toBe('detected');
  });

  it('reads RR intervals in 1/1024 s (flags bit 4), as a Polar H10 sends them', () => {
    // Polar H10: flags 0x16 = RR present, contact supported and detected, uint8 HR.
    const value = parseHeartRateMeasurement(bytes(0x16, 60, 0x00, 0x04, 0x00, 0x03));
    expect(value).toEqual({
      heartRate: 60,
      sensorContact: 'detected',
      energyExpendedKj: null,
      rrIntervalsMs: [1000, 750],
    });
  });

  it('skips the energy expended field (bit 3) before the RR intervals', () => {
    const value = parseHeartRateMeasurement(bytes(0x18, 61, ...u16(4660), ...rr(984), ...rr(1000)));
    expect(value.energyExpendedKj).toBe(4660);
    expect(value.rrIntervalsMs.map(Math.round)).toEqual([984, 1000]);
  });

  it('combines a uint16 heart rate, energy expended and several RR intervals', () => {
    const value = parseHeartRateMeasurement(
      bytes(0x1f, ...u16(142), ...u16(12), 0x00, 0x02, 0x00, 0x04, 0x80, 0x01),
    );
    expect(value).toEqual({
      heartRate: 142,
      sensorContact: 'detected',
      energyExpendedKj: 12,
      rrIntervalsMs: [500, 1000, 375],
    });
  });

  it('ignores an odd trailing byte and RR bytes when bit 4 is clear', () => {
    expect(parseHeartRateMeasurement(bytes(0x10, 60, 0x00, 0x04, 0x05)).rrIntervalsMs).toEqual([
      1000,
    ]);
    expect(parseHeartRateMeasurement(bytes(0x00, 60, 0x00, 0x04)).rrIntervalsMs).toEqual([]);
  });

  it('throws on a value shorter than its flags say', () => {
    expect(() => parseHeartRateMeasurement(bytes())).toThrow(RangeError);
    expect(() => parseHeartRateMeasurement(bytes(0x00))).toThrow(RangeError);
    expect(() => parseHeartRateMeasurement(bytes(0x01, 60))).toThrow(RangeError);
    expect(() => parseHeartRateMeasurement(bytes(0x08, 60, 0x01))).toThrow(RangeError);
  });

  it('round-trips any well-formed measurement', () => {
    fc.assert(
      fc.property(
        fc.boolean(),
        fc.integer({ min: 0, max: 0xffff }),
        fc.option(fc.integer({ min: 0, max: 0xffff })),
        fc.array(fc.integer({ min: 0, max: 0xffff }), { maxLength: 9 }),
        (wide, hr, energy, rrs) => {
          const heartRate = wide ? hr : hr & 0xff;
          const flags =
            (wide ? 0x01 : 0) | (energy === null ? 0 : 0x08) | (rrs.length > 0 ? 0x10 : 0);
          const value = parseHeartRateMeasurement(
            bytes(
              flags,
              ...(wide ? u16(heartRate) : [heartRate]),
              ...(energy === null ? [] : u16(energy)),
              ...rrs.flatMap(u16),
            ),
          );
          expect(value.heartRate).toBe(heartRate);
          expect(value.energyExpendedKj).toBe(energy);
          expect(value.rrIntervalsMs).toEqual(rrs.map((raw) => (raw * 1000) / 1024));
        },
      ),
    );
  });
});

describe('RR artefacts and RMSSD (DESIGN 5)', () => {
  it('drops RR outside 300-2000 ms and beats more than 20 % off the previous one', () => {
    expect(filterRrIntervals([1000, 250, 1000, 2100, 1000])).toEqual([
      1000,
      null,
      1000,
      null,
      1000,
    ]);
    // A missed beat (double RR) and the beat after it; the filter recovers by itself.
    expect(filterRrIntervals([1000, 1010, 2000, 1000, 990, 1000])).toEqual([
      1000,
      1010,
      null,
      null,
      990,
      1000,
    ]);
    // 20 % exactly is kept; just above is not.
    expect(filterRrIntervals([1000, 1200, 1450])).toEqual([1000, 1200, null]);
  });

  it('computes RMSSD from successive differences of kept, adjacent beats', () => {
    // Differences 20, -20, 20, -20 ... -> RMSSD 20.
    const alternating = Array.from({ length: 12 }, (_, i) => (i % 2 === 0 ? 1000 : 1020));
    expect(rmssd(alternating)).toBeCloseTo(20);
    // Differences 10 and 30: sqrt((100 + 900) / 2) = 22.36.
    expect(rmssd([800, 810, 840], 1)).toBeCloseTo(Math.sqrt(500));
    // An ectopic beat in the middle adds no difference of its own.
    expect(rmssd([800, 810, 1300, 820, 830], 1)).toBeCloseTo(10);
    expect(rmssd([1000, 1000, 1000], 1)).toBe(0);
    expect(rmssd([1000], 1)).toBeNull();
    expect(rmssd(alternating.slice(0, 5))).toBeNull();
  });

  it('is not moved by artefacts inserted into a clean recording', () => {
    fc.assert(
      fc.property(
        fc.array(fc.integer({ min: 700, max: 1100 }), { minLength: 30, maxLength: 80 }),
        fc.integer({ min: 0, max: 1000 }),
        (seed, at) => {
          // A clean recording: each beat within 5 % of the one before.
          const clean: number[] = [];
          for (const value of seed) {
            const previous = clean[clean.length - 1] ?? value;
            clean.push(Math.min(previous * 1.05, Math.max(previous * 0.95, value)));
          }
          const withSpike = [...clean];
          withSpike.splice((at % (clean.length - 2)) + 1, 0, 3000);
          const before = rmssd(clean, 1)!;
          const after = rmssd(withSpike, 1)!;
          expect(after).toBeGreaterThanOrEqual(0);
          // Only the two differences around the spike go; RMSSD stays close.
          expect(Math.abs(after - before)).toBeLessThan(before * 0.5 + 5);
          expect(filterRrIntervals(withSpike).filter((v) => v !== null)).toHaveLength(clean.length);
        },
      ),
    );
  });

  it('uses only the last 60 s of beats for the rolling value', () => {
    const old = Array.from({ length: 60 }, (_, i) => (i % 2 === 0 ? 1000 : 1100));
    const recent = Array.from({ length: 60 }, (_, i) => (i % 2 === 0 ? 1000 : 1010));
    expect(lastBeats([...old, ...recent]).length).toBeLessThanOrEqual(60);
    expect(rollingRmssd([...old, ...recent])).toBe(10);
    expect(rollingRmssd(recent.slice(0, 4))).toBeNull();
  });

  it('simulates the spec demo HRV: 35 + up to 15 with progress, noise of +/- 4', () => {
    expect(simulatedHrv(0, 0.5)).toBe(35);
    expect(simulatedHrv(1, 0.5)).toBe(50);
    expect(simulatedHrv(0, 0)).toBe(31);
    expect(simulatedHrv(1, 1)).toBe(54);
    fc.assert(
      fc.property(
        fc.double({ min: 0, max: 1, noNaN: true }),
        fc.double({ min: 0, max: 1, noNaN: true }),
        (p, r) => {
          const value = simulatedHrv(p, r);
          expect(value).toBeGreaterThanOrEqual(31);
          expect(value).toBeLessThanOrEqual(54);
        },
      ),
    );
  });

  it('summarizes a session: first, last and mean reading', () => {
    expect(summarizeHrv([])).toBeNull();
    expect(summarizeHrv([40, 45, 53])).toEqual({
      startRmssd: 40,
      endRmssd: 53,
      averageRmssd: 46,
      sampleCount: 3,
    });
  });
});

/**
 * Heart rate and HRV from a chest strap (DESIGN 4.6, 5): the Bluetooth Heart Rate Measurement
 * parser, artefact rejection, RMSSD over a rolling window, and the spec's simulated HRV, which is
 * only ever shown as a demo.
 */
import { BREATHING } from './patterns.ts';

/** Bluetooth SIG assigned numbers: Heart Rate service and its Heart Rate Measurement characteristic. */
export const HEART_RATE_SERVICE = 0x180d;
export const HEART_RATE_MEASUREMENT = 0x2a37;

export type SensorContact = 'unsupported' | 'not-detected' | 'detected';

export interface HeartRateMeasurement {
  /** Beats per minute. */
  heartRate: number;
  sensorContact: SensorContact;
  /** Kilojoules since the last reset, when the strap sends it. */
  energyExpendedKj: number | null;
  /** RR intervals in milliseconds, oldest first. */
  rrIntervalsMs: number[];
}

const FLAG_HR_UINT16 = 0x01;
const FLAG_CONTACT_DETECTED = 0x02;
const FLAG_CONTACT_SUPPORTED = 0x04;
const FLAG_ENERGY_EXPENDED = 0x08;
const FLAG_RR_INTERVALS = 0x10;

/**
 * Parses a Heart Rate Measurement value (Bluetooth SIG, Heart Rate Service 1.0, 3.1 / GATT
 * Specification Supplement 3.113): a flags byte; the heart rate as uint8, or uint16 when bit 0 is
 * set; bits 1-2 the sensor contact status; bit 3 an energy expended uint16 follows; bit 4 RR
 * intervals follow, each a uint16 in 1/1024 s. Multi-byte fields are little-endian. A value too
 * short for what its flags announce throws a RangeError; an odd trailing byte is ignored.
 */
export function parseHeartRateMeasurement(value: DataView): HeartRateMeasurement {
  if (value.byteLength < 1) throw new RangeError('Heart Rate Measurement without flags');
  const flags = value.getUint8(0);
  let offset = 1;
  const need = (bytes: number) => {
    if (offset + bytes > value.byteLength) {
      throw new RangeError('Heart Rate Measurement shorter than its flags say');
    }
  };

  let heartRate: number;
  if (flags & FLAG_HR_UINT16) {
    need(2);
    heartRate = value.getUint16(offset, true);
    offset += 2;
  } else {
    need(1);
    heartRate = value.getUint8(offset);
    offset += 1;
  }

  const sensorContact: SensorContact =
    flags & FLAG_CONTACT_SUPPORTED
      ? flags & FLAG_CONTACT_DETECTED
        ? 'detected'
        : 'not-detected'
      : 'unsupported';

  let energyExpendedKj: number | null = null;
  if (flags & FLAG_ENERGY_EXPENDED) {
    need(2);
    energyExpendedKj = value.getUint16(offset, true);
    offset += 2;
  }

  const rrIntervalsMs: number[] = [];
  if (flags & FLAG_RR_INTERVALS) {
    for (; offset + 2 <= value.byteLength; offset += 2) {
      rrIntervalsMs.push((value.getUint16(offset, true) * 1000) / 1024);
    }
  }
  return { heartRate, sensorContact, energyExpendedKj, rrIntervalsMs };
}

/** DESIGN 5: RR intervals outside 300-2000 ms (200-30 bpm) are not heartbeats. */
export const RR_LIMITS_MS = { min: 300, max: 2000 } as const;
/** DESIGN 5: a beat more than 20 % away from the one before is an ectopic beat or a missed R wave. */
export const MAX_SUCCESSIVE_CHANGE = 0.2;
/**
 * RMSSD over the last 60 s of beats: ultra-short RMSSD from 60 s agrees closely with the 5-minute
 * standard (Esco & Flatt 2014; Munoz et al. 2015), and follows a breathing session as it goes.
 */
export const RMSSD_WINDOW_MS = 60_000;
/** Fewer successive differences than this give no RMSSD yet (about 10 s of beats). */
export const MIN_RMSSD_DIFFERENCES = 10;

/**
 * Marks each RR interval kept (its value) or rejected (null): outside 300-2000 ms, or differing
 * from the previous in-range beat by more than 20 % of it. Comparing with the previous beat as
 * recorded (not the previous kept one) lets the filter recover by itself after an artefact.
 */
export function filterRrIntervals(rrIntervalsMs: readonly number[]): (number | null)[] {
  let previous: number | null = null;
  return rrIntervalsMs.map((rr) => {
    if (!(rr >= RR_LIMITS_MS.min && rr <= RR_LIMITS_MS.max)) {
      previous = null;
      return null;
    }
    const kept =
      previous === null || Math.abs(rr - previous) / previous <= MAX_SUCCESSIVE_CHANGE ? rr : null;
    previous = rr;
    return kept;
  });
}

/**
 * RMSSD (DESIGN 5): the square root of the mean of the squared differences between successive
 * kept beats. A difference is taken only between two kept beats that were adjacent, never across
 * a rejected one. Null with fewer than `minDifferences` differences.
 */
export function rmssd(
  rrIntervalsMs: readonly number[],
  minDifferences: number = MIN_RMSSD_DIFFERENCES,
): number | null {
  const kept = filterRrIntervals(rrIntervalsMs);
  let sum = 0;
  let count = 0;
  for (let i = 1; i < kept.length; i++) {
    const a = kept[i - 1];
    const b = kept[i];
    if (a === null || a === undefined || b === null || b === undefined) continue;
    sum += (b - a) ** 2;
    count += 1;
  }
  if (count === 0 || count < minDifferences) return null;
  return Math.sqrt(sum / count);
}

/** The most recent beats spanning at most `windowMs` of heart time (the RR intervals' sum). */
export function lastBeats(
  rrIntervalsMs: readonly number[],
  windowMs: number = RMSSD_WINDOW_MS,
): number[] {
  let total = 0;
  let from = rrIntervalsMs.length;
  while (from > 0) {
    const rr = rrIntervalsMs[from - 1] ?? 0;
    // A wild value (an artefact) still takes its place in the window but not its length.
    const span = rr >= RR_LIMITS_MS.min && rr <= RR_LIMITS_MS.max ? rr : 0;
    if (total + span > windowMs) break;
    total += span;
    from -= 1;
  }
  return rrIntervalsMs.slice(from);
}

/** RMSSD of the last 60 s of beats, rounded to a whole ms; null until there are enough. */
export function rollingRmssd(
  rrIntervalsMs: readonly number[],
  windowMs: number = RMSSD_WINDOW_MS,
): number | null {
  const value = rmssd(lastBeats(rrIntervalsMs, windowMs));
  return value === null ? null : Math.round(value);
}

/**
 * The spec's simulated HRV (spec 4), for the demo only: about 35 ms plus up to 15 with the
 * session's progress (0..1), plus noise of +/- 4 from `random` (0..1). Never a user's HRV.
 */
export function simulatedHrv(progress: number, random: number): number {
  const { base, progressGain, noise } = BREATHING.simulatedHrv;
  const p = Math.min(1, Math.max(0, progress));
  return Math.round(base + progressGain * p + (random * 2 - 1) * noise);
}

export interface HrvSummary {
  startRmssd: number;
  endRmssd: number;
  averageRmssd: number;
  sampleCount: number;
}

/** First, last and mean of a session's HRV readings, or null without any. */
export function summarizeHrv(readings: readonly number[]): HrvSummary | null {
  const first = readings[0];
  const last = readings[readings.length - 1];
  if (first === undefined || last === undefined) return null;
  const average = readings.reduce((a, b) => a + b, 0) / readings.length;
  return {
    startRmssd: first,
    endRmssd: last,
    averageRmssd: Math.round(average * 10) / 10,
    sampleCount: readings.length,
  };
}

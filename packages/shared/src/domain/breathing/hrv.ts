/**
 * Heart rate and HRV from a chest strap (docs/product.md#chest-strap, docs/product.md#rmssd): the
 * Bluetooth Heart Rate Measurement parser, artefact correction (Lipponen & Tarvainen 2019), RMSSD
 * over a rolling window, and the simulated HRV, which is only ever shown as a demo.
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

/** docs/product.md#rmssd: RR intervals outside 300-2000 ms (200-30 bpm) are not heartbeats. */
export const RR_LIMITS_MS = { min: 300, max: 2000 } as const;
/**
 * Beyond this an interval is not even a missed beat (two beats of 2000 ms each): a dropped
 * connection or a glitch, cut out before the artefact detection so it cannot skew the thresholds.
 */
const RR_RAW_MAX_MS = 2 * RR_LIMITS_MS.max;
/**
 * RMSSD over the last 60 s of beats: ultra-short RMSSD from 60 s agrees closely with the 5-minute
 * standard (Esco & Flatt 2014; Munoz et al. 2015), and follows a breathing session as it goes.
 */
export const RMSSD_WINDOW_MS = 60_000;
/** Fewer successive differences than this give no RMSSD yet (about 10 s of beats). */
export const MIN_RMSSD_DIFFERENCES = 10;
/**
 * A reading with more artefacts than this (percent of its beats) is refused, as Kubios and Elite
 * HRV do: corrections are interpolations, and past a few percent they shape RMSSD more than the
 * heart does (Lipponen & Tarvainen 2019 measured their error up to 5 %).
 */
export const MAX_ARTEFACT_PERCENT = 5;

/**
 * The local-median rule: each interval is compared with the median of the 5 plausible intervals
 * on either side (Kubios' threshold-based correction and most HRV tools use such a moving
 * median); a beat more than 25 % away from it is an artefact. 25 % is Kubios' "medium" threshold
 * (0.25 s at 60 bpm, scaled with the mean RR); 20 % still flagged normal sinus dips of a recorded
 * resting series (decision 032). A median of ten neighbours follows a slow breath's swing of the
 * heart rate without being pulled by one bad beat, unlike the previous beat. An artefact's
 * explanation (missed, extra, ectopic) must fit within 15 % of the median.
 */
export const ARTEFACT_DETECTION = { neighbours: 5, threshold: 0.25, explained: 0.15 } as const;

/** How a beat (an RR interval as recorded) was judged. */
export type BeatKind =
  | 'normal'
  /** A premature or late beat: it and its neighbour are set to their mean (the peak re-centred). */
  | 'ectopic'
  /** One RR near twice the local median: split into two. */
  | 'missed'
  /** One RR split in two by a false detection: merged with the next. */
  | 'extra'
  /** Too long or too short and none of the above: left out, no difference taken across it. */
  | 'long-short'
  /** Outside the physiological range (or not a number): left out. */
  | 'out-of-range';

export interface CorrectedRr {
  /**
   * The corrected series: each value a beat, or null where a beat was left out (a gap: no
   * successive difference is taken across it).
   */
  beats: (number | null)[];
  /** The judgement of each interval as recorded (the same length as the input). */
  kinds: BeatKind[];
  /** Artefacts found: each interval judged other than normal (an ectopic counts once). */
  artefacts: number;
  /** artefacts / intervals recorded x 100; 0 for an empty series. */
  artefactPercent: number;
}

function median(values: number[]): number {
  const sorted = [...values].sort((x, y) => x - y);
  const mid = sorted.length >> 1;
  return sorted.length % 2 === 1
    ? (sorted[mid] ?? 0)
    : ((sorted[mid - 1] ?? 0) + (sorted[mid] ?? 0)) / 2;
}

/**
 * The median of the 10 usable intervals nearest `i` (not `i` itself): 5 on either side, or more on
 * one side where the other runs out. The newest beat of a live stream has no beats after it; ten
 * before it still span about a breath, so its median is not one side of the breathing swing.
 */
function localMedian(rr: readonly number[], usable: readonly boolean[], i: number): number | null {
  const { neighbours } = ARTEFACT_DETECTION;
  const side = (step: number, max: number) => {
    const found: number[] = [];
    for (let k = i + step; k >= 0 && k < rr.length && found.length < max; k += step) {
      if (usable[k]) found.push(rr[k] ?? 0);
    }
    return found;
  };
  const left = side(-1, 2 * neighbours);
  const right = side(1, 2 * neighbours);
  const fromLeft = Math.min(left.length, Math.max(neighbours, 2 * neighbours - right.length));
  const fromRight = Math.min(right.length, 2 * neighbours - fromLeft);
  const around = [...left.slice(0, fromLeft), ...right.slice(0, fromRight)];
  return around.length === 0 ? null : median(around);
}

/**
 * Judges each interval against its local median (ARTEFACT_DETECTION). Within 25 % it is normal.
 * Otherwise, as Lipponen & Tarvainen 2019 classify them: near twice the median (half of it within
 * 15 %) a missed beat; short, and with the next interval making up one median, an extra beat; short and
 * followed by a long one, the two together making up two medians, an ectopic beat with its
 * compensatory pause (a late beat is the mirror image); anything else an unexplained long or
 * short beat.
 */
function classify(rr: readonly number[], usable: readonly boolean[]): BeatKind[] {
  const { threshold, explained } = ARTEFACT_DETECTION;
  const kinds: BeatKind[] = rr.map((_, i) => (usable[i] ? 'normal' : 'out-of-range'));
  // Within the threshold a beat is normal. An explanation must fit closer: the beats it makes
  // (half a missed beat, an extra beat's two parts together, the mean of an ectopic pair) within
  // 15 % of the median, so that a lone spike of 1.6 medians is not taken for a missed beat.
  const normal = (value: number, med: number) => Math.abs(value - med) <= threshold * med;
  const fits = (value: number, medians: number, med: number) =>
    Math.abs(value / medians - med) <= explained * med;
  for (let i = 0; i < rr.length; i++) {
    if (kinds[i] !== 'normal') continue;
    const value = rr[i] ?? 0;
    const med = localMedian(rr, usable, i);
    if (med === null || normal(value, med)) continue;
    const next = usable[i + 1] ? (rr[i + 1] ?? null) : null;
    if (fits(value, 2, med)) {
      kinds[i] = 'missed';
    } else if (value < med && next !== null && fits(value + next, 1, med)) {
      kinds[i] = 'extra';
      kinds[i + 1] = 'extra'; // The other half of the same beat: merged, not judged again.
    } else if (next !== null && value < med !== next < med && fits(value + next, 2, med)) {
      kinds[i] = 'ectopic';
      kinds[i + 1] = 'ectopic'; // The pause after the beat is corrected with it.
    } else {
      kinds[i] = 'long-short';
    }
  }
  return kinds;
}

/**
 * Finds artefacts and corrects them (Lipponen & Tarvainen 2019, as Kubios does): a missed beat is
 * split into two equal intervals, an extra beat merged with the next, an ectopic beat and its
 * neighbour both set to their mean (the misplaced R peak put back midway); a long or short beat of
 * no known kind and anything outside 300-2000 ms after correction is left out as a gap. The normal
 * beat after an artefact is judged on its own against the local median, so it is kept.
 */
export function correctRrIntervals(
  rrIntervalsMs: readonly number[],
  /** Beats recorded just before (a rolling window's past): they give the first beats a median. */
  context: readonly number[] = [],
): CorrectedRr {
  const all = [...context, ...rrIntervalsMs];
  const usable = all.map((rr) => Number.isFinite(rr) && rr > 0 && rr <= RR_RAW_MAX_MS);
  const allKinds = classify(all, usable);
  const kinds = allKinds.slice(context.length);
  const beats: (number | null)[] = [];
  let artefacts = 0;
  // The window opens on the second half of a pair that began in the context: it was counted there.
  const first = kinds[0];
  const pairBefore = allKinds[context.length - 1];
  let start = 0;
  if (context.length > 0 && (first === 'extra' || first === 'ectopic') && pairBefore === first) {
    let openPairs = 0;
    for (let k = 0; k < context.length; k++) {
      if (allKinds[k] === first && allKinds[k + 1] === first) {
        openPairs = k + 1 === context.length ? 1 : 0;
        k += 1;
      }
    }
    if (openPairs === 1) {
      beats.push(null);
      start = 1;
    }
  }
  const inRange = (value: number) => value >= RR_LIMITS_MS.min && value <= RR_LIMITS_MS.max;
  const push = (...values: number[]) => {
    for (const value of values) beats.push(inRange(value) ? value : null);
  };
  for (let i = start; i < rrIntervalsMs.length; i++) {
    const rr = rrIntervalsMs[i] ?? Number.NaN;
    const kind = kinds[i];
    if (kind === 'normal') {
      if (inRange(rr)) beats.push(rr);
      else {
        beats.push(null);
        kinds[i] = 'out-of-range';
        artefacts += 1;
      }
      continue;
    }
    artefacts += 1;
    const next = rrIntervalsMs[i + 1] ?? 0;
    if (kind === 'missed') {
      push(rr / 2, rr / 2);
    } else if (kind === 'extra') {
      push(rr + next);
      i += 1; // The second half of the split beat is consumed.
    } else if (kind === 'ectopic') {
      // The misplaced R peak put back midway: both intervals become their mean.
      push((rr + next) / 2, (rr + next) / 2);
      i += 1;
    } else {
      beats.push(null);
    }
  }
  const total = rrIntervalsMs.length - start;
  return {
    beats,
    kinds,
    artefacts,
    artefactPercent: total === 0 ? 0 : (100 * artefacts) / total,
  };
}

/** RMSSD of a series as it stands: every successive difference between two non-null beats. */
export function successiveRmssd(
  beats: readonly (number | null)[],
  minDifferences: number = 1,
): number | null {
  let sum = 0;
  let count = 0;
  for (let i = 1; i < beats.length; i++) {
    const a = beats[i - 1];
    const b = beats[i];
    if (a === null || a === undefined || b === null || b === undefined) continue;
    sum += (b - a) ** 2;
    count += 1;
  }
  if (count === 0 || count < minDifferences) return null;
  return Math.sqrt(sum / count);
}

export interface HrvReading {
  /** RMSSD in ms after artefact correction; null when too few beats or refused. */
  rmssd: number | null;
  /** Percent of the window's intervals that were artefacts; null with no beats. */
  artefactPercent: number | null;
  /** True when the artefacts pass MAX_ARTEFACT_PERCENT: the reading is not given. */
  refused: boolean;
}

/**
 * RMSSD (docs/product.md#formula-rmssd): the square root of the mean of the squared differences
 * between successive beats of the corrected series (correctRrIntervals), taken only between
 * adjacent kept beats. Null with fewer than `minDifferences` differences or above
 * MAX_ARTEFACT_PERCENT artefacts.
 */
export function hrvReading(
  rrIntervalsMs: readonly number[],
  minDifferences: number = MIN_RMSSD_DIFFERENCES,
  context: readonly number[] = [],
): HrvReading {
  if (rrIntervalsMs.length === 0) return { rmssd: null, artefactPercent: null, refused: false };
  const corrected = correctRrIntervals(rrIntervalsMs, context);
  const refused = corrected.artefactPercent > MAX_ARTEFACT_PERCENT;
  return {
    rmssd: refused ? null : successiveRmssd(corrected.beats, minDifferences),
    artefactPercent: corrected.artefactPercent,
    refused,
  };
}

/** RMSSD after artefact correction; null with too few beats or too many artefacts (hrvReading). */
export function rmssd(
  rrIntervalsMs: readonly number[],
  minDifferences: number = MIN_RMSSD_DIFFERENCES,
): number | null {
  return hrvReading(rrIntervalsMs, minDifferences).rmssd;
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
    const span = rr > 0 && rr <= RR_RAW_MAX_MS ? rr : 0;
    if (total + span > windowMs) break;
    total += span;
    from -= 1;
  }
  return rrIntervalsMs.slice(from);
}

/**
 * The reading of the last 60 s of beats: RMSSD rounded to a whole ms and the artefact percentage
 * to one decimal; no RMSSD until there are enough beats, nor when the artefacts pass 5 %.
 */
export function rollingHrv(
  rrIntervalsMs: readonly number[],
  windowMs: number = RMSSD_WINDOW_MS,
): HrvReading {
  const window = lastBeats(rrIntervalsMs, windowMs);
  const from = rrIntervalsMs.length - window.length;
  // The beats before the window judge its first beats, as they would be in the middle of it.
  const context = rrIntervalsMs.slice(Math.max(0, from - 2 * ARTEFACT_DETECTION.neighbours), from);
  const reading = hrvReading(window, MIN_RMSSD_DIFFERENCES, context);
  return {
    rmssd: reading.rmssd === null ? null : Math.round(reading.rmssd),
    artefactPercent:
      reading.artefactPercent === null ? null : Math.round(reading.artefactPercent * 10) / 10,
    refused: reading.refused,
  };
}

/** RMSSD of the last 60 s of beats, rounded to a whole ms; null until there are enough. */
export function rollingRmssd(
  rrIntervalsMs: readonly number[],
  windowMs: number = RMSSD_WINDOW_MS,
): number | null {
  return rollingHrv(rrIntervalsMs, windowMs).rmssd;
}

/**
 * The simulated HRV (docs/product.md#chest-strap), for the demo only: about 35 ms plus up to
 * 15 with the session's progress (0..1), plus noise of +/- 4 from `random` (0..1). Never a user's
 * HRV.
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

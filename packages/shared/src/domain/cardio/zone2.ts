/**
 * Zone 2 from a chest strap (docs/decisions/033-zone2-cardio-session.md, docs/coach.md "Zone 2
 * sessions").
 *
 * - The range: 65-75 % of HRmax, HRmax = 220 − age (docs/product.md#formula-zone-2-range; Fox,
 *   Naughton & Haskell 1971 for 220 − age). Rounded to whole bpm, inclusive at both ends, because
 *   that is what a strap shows.
 * - The rule: a session counts as Zone 2 when at least 70 % of its heart-rate samples fall inside
 *   the range (docs/product.md#zone-2-session), and only with enough samples to say so
 *   (MIN_VERIFIED_SAMPLES).
 * - Time in zone: each sample stands for the time until the next one, capped at MAX_SAMPLE_GAP_MS
 *   so a strap that drops out for a minute is not credited with that minute.
 */
import { maxHeartRate } from '../analytics/cardio.ts';

export const ZONE2_LOW_FRACTION = 0.65;
export const ZONE2_HIGH_FRACTION = 0.75;
/**
 * docs/product.md#zone-2-session: a workout counts as in zone if at least 70 % of its samples fall
 * inside the range.
 */
export const ZONE2_SAMPLE_RULE = 0.7;
/**
 * Fewer samples than this say nothing: a strap notifies about once a second, so this is a minute
 * of heart rate. A shorter recording is kept as "not verified".
 */
export const MIN_VERIFIED_SAMPLES = 60;
/** A gap longer than this between two samples is a dropout: the sample counts for 5 s at most. */
export const MAX_SAMPLE_GAP_MS = 5_000;
/** Heart rates a strap can report for a person (the parser reads 0-65535). */
export const PLAUSIBLE_HR = { min: 30, max: 240 } as const;

export interface Zone2Range {
  /** 220 − age, bpm. */
  maxHr: number;
  /** Lowest bpm in the zone (inclusive). */
  low: number;
  /** Highest bpm in the zone (inclusive). */
  high: number;
}

/**
 * The user's Zone 2 range on `today` (both YYYY-MM-DD). Worked example: born 1986-05-01, on
 * 2026-11-26 the age is 40, HRmax 180, the range 0.65·180 = 117 to 0.75·180 = 135 bpm.
 */
export function zone2Range(birthDate: string, today: string): Zone2Range | null {
  const maxHr = maxHeartRate(birthDate, today);
  if (!Number.isFinite(maxHr) || maxHr <= 0 || maxHr > 220) return null;
  return {
    maxHr,
    low: Math.round(ZONE2_LOW_FRACTION * maxHr),
    high: Math.round(ZONE2_HIGH_FRACTION * maxHr),
  };
}

/** One heart-rate reading with when it arrived (epoch ms). */
export interface HeartRateSample {
  atMs: number;
  bpm: number;
}

export const inZone = (bpm: number, range: Pick<Zone2Range, 'low' | 'high'>) =>
  bpm >= range.low && bpm <= range.high;

export interface HeartRateSummary {
  /** Plausible samples kept. */
  samples: number;
  /** Of them, inside the range. */
  inZoneSamples: number;
  /** inZoneSamples / samples, 0 with no samples. */
  inZoneFraction: number;
  /** Mean of the samples, whole bpm; null with none. */
  averageHr: number | null;
  /** Seconds credited to in-zone samples (each until the next sample, capped at 5 s). */
  timeInZoneSeconds: number;
  /** Seconds the samples cover (same crediting), the denominator a person reads. */
  recordedSeconds: number;
}

/**
 * Summarises a session's samples against the range. Samples need not arrive in order; ones
 * outside PLAUSIBLE_HR (a strap with no skin contact reads 0) are left out. The last sample is
 * credited up to `endMs` when given (the session's end), within the same 5-s cap.
 *
 * Worked example (range 117-135): samples at 0, 1, 2, 10 s of 120, 140, 130, 125 bpm, end at 11 s:
 * 120 counts 1 s, 140 is out (1 s), 130 counts 5 s (its 8-s gap capped), 125 counts 1 s: 7 s in
 * zone of 8 s recorded, 3 of 4 samples in zone (75 %), average 128.75 → 129 bpm.
 */
export function summarizeHeartRate(
  samples: readonly HeartRateSample[],
  range: Pick<Zone2Range, 'low' | 'high'>,
  endMs?: number,
): HeartRateSummary {
  const kept = [...samples]
    .filter(
      (s) =>
        Number.isFinite(s.atMs) &&
        Number.isFinite(s.bpm) &&
        s.bpm >= PLAUSIBLE_HR.min &&
        s.bpm <= PLAUSIBLE_HR.max,
    )
    // Two readings of the same instant are ordered by value too, so that the order they arrived
    // in never changes which of them is credited the time to the next sample.
    .sort((a, b) => a.atMs - b.atMs || a.bpm - b.bpm);
  let inZoneSamples = 0;
  let total = 0;
  let inZoneMs = 0;
  let recordedMs = 0;
  kept.forEach((sample, i) => {
    total += sample.bpm;
    const until = kept[i + 1]?.atMs ?? endMs ?? sample.atMs;
    const credit = Math.min(Math.max(0, until - sample.atMs), MAX_SAMPLE_GAP_MS);
    recordedMs += credit;
    if (inZone(sample.bpm, range)) {
      inZoneSamples += 1;
      inZoneMs += credit;
    }
  });
  return {
    samples: kept.length,
    inZoneSamples,
    inZoneFraction: kept.length === 0 ? 0 : inZoneSamples / kept.length,
    averageHr: kept.length === 0 ? null : Math.round(total / kept.length),
    timeInZoneSeconds: Math.round(inZoneMs / 1000),
    recordedSeconds: Math.round(recordedMs / 1000),
  };
}

/**
 * The rule of docs/product.md#zone-2-session: the session counts as Zone 2 when ≥ 70 % of its
 * samples are in the range, and only with at least MIN_VERIFIED_SAMPLES samples from a strap.
 * Minutes typed in are never verified.
 */
export function isVerifiedZone2(summary: Pick<HeartRateSummary, 'samples' | 'inZoneFraction'>) {
  return (
    summary.samples >= MIN_VERIFIED_SAMPLES && summary.inZoneFraction >= ZONE2_SAMPLE_RULE - 1e-9
  );
}

/** "0:00", "12:05", "1:02:03": a running timer. */
export function formatElapsed(totalSeconds: number): string {
  const s = Math.max(0, Math.floor(totalSeconds));
  const h = Math.floor(s / 3600);
  const m = Math.floor((s % 3600) / 60);
  const sec = String(s % 60).padStart(2, '0');
  return h > 0 ? `${h}:${String(m).padStart(2, '0')}:${sec}` : `${m}:${sec}`;
}

/** A performed Zone 2 set as the week's totals read it. */
export interface Zone2Set {
  sessionId: string;
  /** The minutes logged (the set's reps of a minutes exercise). */
  minutes: number;
  /** Its heart-rate summary's verdict; null when it has none (logged before summaries). */
  verified: boolean | null;
  timeInZoneSeconds: number | null;
}

export interface Zone2Week {
  /** Every Zone 2 minute logged, verified or not. */
  minutes: number;
  /** Minutes of sets a strap verified (docs/product.md#zone-2-session). */
  verifiedMinutes: number;
  /** Strap time inside the range, whole minutes (rounded once, from the seconds). */
  timeInZoneMinutes: number;
  /** Sessions with a performed Zone 2 set. */
  sessions: number;
  /** Sessions with at least one verified set. */
  verifiedSessions: number;
}

/**
 * A week's Zone 2 from its logged sets (decision 033). Worked example: session A 30 min verified
 * with 26 min in zone, session B 20 min typed in → 50 min, 30 verified, 26 in zone, 2 sessions,
 * 1 verified.
 */
export function zone2WeekTotals(sets: readonly Zone2Set[]): Zone2Week {
  let minutes = 0;
  let verifiedMinutes = 0;
  let inZoneSeconds = 0;
  const sessions = new Set<string>();
  const verifiedSessions = new Set<string>();
  for (const set of sets) {
    const m = Number.isFinite(set.minutes) ? Math.max(0, set.minutes) : 0;
    minutes += m;
    sessions.add(set.sessionId);
    inZoneSeconds += Math.max(0, set.timeInZoneSeconds ?? 0);
    if (set.verified) {
      verifiedMinutes += m;
      verifiedSessions.add(set.sessionId);
    }
  }
  return {
    minutes,
    verifiedMinutes,
    timeInZoneMinutes: Math.round(inZoneSeconds / 60),
    sessions: sessions.size,
    verifiedSessions: verifiedSessions.size,
  };
}

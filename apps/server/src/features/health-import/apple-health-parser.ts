import { SaxesParser, type SaxesTagPlain } from 'saxes';
import type { UserZone } from '@grandfit/shared/domain/time-zone.ts';
import { HEALTH_LIMITS } from '@grandfit/shared/schemas/health.ts';
import { PLAUSIBLE_SLEEP_HOURS } from '@grandfit/shared/schemas/health-import.ts';
import { BODY_WEIGHT_KG } from '@grandfit/shared/schemas/settings.ts';
import { KG_PER_LB } from '@grandfit/shared/domain/units/weight.ts';
import {
  MEASUREMENT_BOUNDS,
  type MeasurementKind,
} from '@grandfit/shared/domain/body-measurements.ts';
import { SleepNights } from './sleep-nights.ts';

/**
 * An upload that cannot be imported (not an export, damaged, too large, cut off): answered with
 * its status (400 unless said otherwise) and the message.
 */
export class AppleHealthImportError extends Error {
  readonly statusCode: number;

  constructor(message: string, options?: ErrorOptions & { statusCode?: number }) {
    super(message, options);
    this.statusCode = options?.statusCode ?? 400;
  }
}

export const NOT_AN_EXPORT = 'This is not an Apple Health export (export.xml)';
const DAMAGED =
  'This export.xml is incomplete or damaged (it is not well-formed XML). Export it again from the Health app';

/**
 * Apple's records sit at most four levels down (HealthData > Record >
 * HeartRateVariabilityMetadataList > InstantaneousBeatsPerMinute). The XML parser keeps every
 * open element, so a crafted file of millions of unclosed elements would grow memory without
 * end: anything deeper than this is refused.
 */
export const MAX_XML_DEPTH = 16;
const TOO_DEEP = `This file nests elements more than ${MAX_XML_DEPTH} deep, which an Apple Health export never does`;

/**
 * The parser holds a tag's name and attributes, a comment or the DOCTYPE whole until it ends.
 * An export's longest is its DOCTYPE (about 12 KB); a file going this many characters without
 * an element starting or ending is refused, so no single token can fill memory.
 */
export const MAX_XML_TOKEN_CHARS = 1_048_576;

/** Pieces handed to the XML parser, so the token check runs at least this often. */
const PIECE_CHARS = 65_536;

/** One day's values from the export; a metric the export has no valid reading for is null. */
export interface AppleHealthDay {
  /** The local calendar day as Apple wrote it. */
  date: string;
  /** Daily mean of Apple's HRV, which is SDNN (not RMSSD), rounded to whole ms. */
  hrvMs: number | null;
  restingHeartRate: number | null;
  /** Hours asleep in the nights that ended on this day, overlapping sources merged. */
  sleepHours: number | null;
  vo2Max: number | null;
}

export interface AppleHealthParse {
  /** Every Record element of the export, whatever its type. */
  recordCount: number;
  /** Records of the types we read (body mass, fat and waist too) that went into a value. */
  recordsUsed: number;
  /**
   * Records of those types with a missing or impossible value, and days with over
   * PLAUSIBLE_SLEEP_HOURS (16 h) asleep.
   */
  rejected: number;
  /** The days whose sleep was left out as implausible (over 16 h), with the hours found. */
  implausibleSleep: { date: string; hours: number }[];
  /** Sorted by date. */
  days: AppleHealthDay[];
  /** A smart scale's (or the Health app's) body mass: each day's first reading, sorted by date. */
  weighIns: { date: string; weightKg: number }[];
  /**
   * Body fat (%) and waist (cm), each day's first reading of each (decision 066), sorted by kind
   * and date.
   */
  measurements: { kind: MeasurementKind; date: string; value: number }[];
}

const HRV = 'HKQuantityTypeIdentifierHeartRateVariabilitySDNN';
const RESTING_HR = 'HKQuantityTypeIdentifierRestingHeartRate';
const VO2_MAX = 'HKQuantityTypeIdentifierVO2Max';
const SLEEP = 'HKCategoryTypeIdentifierSleepAnalysis';
const BODY_MASS = 'HKQuantityTypeIdentifierBodyMass';
/** Apple writes body mass in the unit the user chose in Health. */
const KG_PER_BODY_MASS_UNIT: Record<string, number> = { kg: 1, lb: KG_PER_LB, g: 0.001 };
/** HealthKit's percent is a fraction: 0.183 with unit "%" is 18.3 %. */
const BODY_FAT = 'HKQuantityTypeIdentifierBodyFatPercentage';
const WAIST = 'HKQuantityTypeIdentifierWaistCircumference';
/** Lengths as Health writes them, in the unit the user chose. */
const CM_PER_LENGTH_UNIT: Record<string, number> = { cm: 1, in: 2.54, m: 100, mm: 0.1, ft: 30.48 };
const MEASURED = new Set([BODY_MASS, BODY_FAT, WAIST]);

/**
 * Asleep stages (iOS 16+: core, deep, REM, unspecified; earlier: asleep). InBed and Awake are
 * time in bed, not sleep.
 */
const ASLEEP = new Set([
  'HKCategoryValueSleepAnalysisAsleep',
  'HKCategoryValueSleepAnalysisAsleepUnspecified',
  'HKCategoryValueSleepAnalysisAsleepCore',
  'HKCategoryValueSleepAnalysisAsleepDeep',
  'HKCategoryValueSleepAnalysisAsleepREM',
]);

const DAY_MS = 86_400_000;

interface DayTotals {
  hrvSum: number;
  hrvCount: number;
  rhrSum: number;
  rhrCount: number;
  vo2Max: number | null;
  /** startDate of the VO2 max kept: the day's last reading wins. */
  vo2At: string;
  sleepMs: number;
}

const within = (value: number, limits: { min: number; max: number }) =>
  value >= limits.min && value <= limits.max;

const digit = (text: string, index: number) => text.charCodeAt(index) - 48;
const twoDigits = (text: string, index: number) => digit(text, index) * 10 + digit(text, index + 1);

/** Whether `text` starts with a calendar day that exists (YYYY-MM-DD). */
function isCalendarDay(text: string): boolean {
  if (text.length < 10 || text[4] !== '-' || text[7] !== '-') return false;
  const year = twoDigits(text, 0) * 100 + twoDigits(text, 2);
  const month = twoDigits(text, 5);
  const day = twoDigits(text, 8);
  if (!(year >= 1900 && year <= 2200 && month >= 1 && month <= 12 && day >= 1)) return false;
  return day <= new Date(Date.UTC(year, month, 0)).getUTCDate();
}

/**
 * Milliseconds since the epoch of Apple's `2024-01-15 07:30:00 -0500` (local time and its
 * offset); NaN when it does not have that shape. Written out by hand: Date.parse does not take
 * this format, and sleep records are numerous enough for it to matter.
 */
export function parseAppleTime(text: string): number {
  if (text.length < 25 || text[10] !== ' ' || text[19] !== ' ') return NaN;
  const sign = text[20] === '-' ? -1 : text[20] === '+' ? 1 : 0;
  if (sign === 0 || !isCalendarDay(text)) return NaN;
  const hour = twoDigits(text, 11);
  const minute = twoDigits(text, 14);
  const second = twoDigits(text, 17);
  const offset = sign * (twoDigits(text, 21) * 60 + twoDigits(text, 23));
  const local = Date.UTC(
    twoDigits(text, 0) * 100 + twoDigits(text, 2),
    twoDigits(text, 5) - 1,
    twoDigits(text, 8),
    hour,
    minute,
    second,
  );
  if (!(hour <= 23 && minute <= 59 && second <= 60 && Math.abs(offset) <= 18 * 60)) return NaN;
  return local - offset * 60_000;
}

/**
 * Reads an export.xml pushed through `write` in pieces of any size, keeping only per-day totals
 * and the asleep intervals: memory does not grow with the file. Throws AppleHealthImportError as
 * soon as the input cannot be an Apple Health export.
 */
export class AppleHealthExportParser {
  private readonly sax = new SaxesParser({ xmlns: false, position: false });
  private rootSeen = false;
  /** Records inside a Correlation repeat top-level ones (Apple's DTD says so): not counted twice. */
  private correlationDepth = 0;
  private recordCount = 0;
  private recordsUsed = 0;
  private rejected = 0;
  private readonly days = new Map<string, DayTotals>();
  /**
   * Per type and day, the first reading (body mass in kg, body fat in %, waist in cm) and its
   * startDate: one per day, so memory is bounded by days.
   */
  private readonly firstOfDay = new Map<string, Map<string, { value: number; at: string }>>(
    [...MEASURED].map((type) => [type, new Map()]),
  );
  private lastValidDay = '';
  private readonly sleep: SleepNights;
  /** Elements open now; saxes reports a close for self-closing ones too. */
  private depth = 0;
  /** Characters written since an element last opened or closed (to one piece's accuracy). */
  private sinceTag = 0;
  private tagSeen = false;

  /**
   * `timeZone`: the user's zone, which dates each night (its wake-up day); without it, the days
   * the export wrote.
   */
  constructor(options: { timeZone?: UserZone } = {}) {
    this.sleep = new SleepNights(options.timeZone);
    this.sax.on('opentag', (tag) => {
      this.tagSeen = true;
      this.depth += 1;
      if (this.depth > MAX_XML_DEPTH) throw new AppleHealthImportError(TOO_DEEP);
      this.openTag(tag);
    });
    this.sax.on('closetag', (tag) => {
      this.tagSeen = true;
      this.depth -= 1;
      if (tag.name === 'Correlation') this.correlationDepth -= 1;
    });
  }

  write(text: string): void {
    try {
      for (let offset = 0; offset < text.length; offset += PIECE_CHARS) {
        const piece =
          offset === 0 && text.length <= PIECE_CHARS
            ? text
            : text.slice(offset, offset + PIECE_CHARS);
        this.tagSeen = false;
        this.sax.write(piece);
        this.sinceTag = this.tagSeen ? 0 : this.sinceTag + piece.length;
        if (this.sinceTag > MAX_XML_TOKEN_CHARS) {
          throw new AppleHealthImportError(this.rootSeen ? DAMAGED : NOT_AN_EXPORT);
        }
      }
    } catch (error) {
      throw this.formatError(error);
    }
  }

  /** Ends the input and returns the days; throws if the document is unfinished. */
  finish(): AppleHealthParse {
    try {
      this.sax.close();
    } catch (error) {
      throw this.formatError(error);
    }
    if (!this.rootSeen) throw new AppleHealthImportError(NOT_AN_EXPORT);
    for (const [date, asleepMs] of this.sleep.totals()) this.day(date).sleepMs += asleepMs;
    const days: AppleHealthDay[] = [];
    const implausibleSleep: AppleHealthParse['implausibleSleep'] = [];
    for (const [date, totals] of this.days) {
      let sleepHours = totals.sleepMs > 0 ? Math.round(totals.sleepMs / 360_000) / 10 : null;
      // Sources are merged per night already; a day above 16 h is a recording fault, not sleep.
      if (
        sleepHours !== null &&
        !(within(sleepHours, HEALTH_LIMITS.sleepHours) && sleepHours <= PLAUSIBLE_SLEEP_HOURS)
      ) {
        this.rejected += 1;
        implausibleSleep.push({ date, hours: sleepHours });
        sleepHours = null;
      }
      days.push({
        date,
        hrvMs: totals.hrvCount > 0 ? Math.round(totals.hrvSum / totals.hrvCount) : null,
        restingHeartRate: totals.rhrCount > 0 ? Math.round(totals.rhrSum / totals.rhrCount) : null,
        sleepHours,
        vo2Max: totals.vo2Max === null ? null : Math.round(totals.vo2Max * 10) / 10,
      });
    }
    days.sort((a, b) => (a.date < b.date ? -1 : a.date > b.date ? 1 : 0));
    implausibleSleep.sort((a, b) => (a.date < b.date ? -1 : a.date > b.date ? 1 : 0));
    const readings = (type: string, decimals: number) =>
      [...this.firstOfDay.get(type)!]
        .map(([date, { value }]) => ({ date, value: Math.round(value * decimals) / decimals }))
        .sort((a, b) => (a.date < b.date ? -1 : a.date > b.date ? 1 : 0));
    const weighIns = readings(BODY_MASS, 1000).map(({ date, value }) => ({
      date,
      weightKg: value,
    }));
    const measurements = [
      ...readings(BODY_FAT, 10).map((reading) => ({ kind: 'body-fat' as const, ...reading })),
      ...readings(WAIST, 100).map((reading) => ({ kind: 'waist' as const, ...reading })),
    ];
    return {
      implausibleSleep,
      weighIns,
      measurements,
      recordCount: this.recordCount,
      recordsUsed: this.recordsUsed,
      rejected: this.rejected,
      days: days.filter(
        (day) =>
          day.hrvMs !== null ||
          day.restingHeartRate !== null ||
          day.sleepHours !== null ||
          day.vo2Max !== null,
      ),
    };
  }

  private formatError(error: unknown): Error {
    if (error instanceof AppleHealthImportError) return error;
    // Before the root element, a syntax error means the file is something else altogether.
    return new AppleHealthImportError(this.rootSeen ? DAMAGED : NOT_AN_EXPORT, { cause: error });
  }

  private openTag(tag: SaxesTagPlain): void {
    const name = tag.name;
    if (name !== 'Record') {
      // saxes reports a close for self-closing tags too, so every open counts.
      if (name === 'Correlation') {
        this.correlationDepth += 1;
      } else if (!this.rootSeen) {
        if (name !== 'HealthData') throw new AppleHealthImportError(NOT_AN_EXPORT);
        this.rootSeen = true;
      }
      return;
    }
    if (!this.rootSeen) throw new AppleHealthImportError(NOT_AN_EXPORT);
    if (this.correlationDepth > 0) return;
    this.recordCount += 1;
    // Most records are heart rate, steps and energy: decide on the type before anything else.
    const attributes = tag.attributes;
    const type = attributes.type;
    if (type === SLEEP) return this.sleepRecord(attributes);
    if (type !== HRV && type !== RESTING_HR && type !== VO2_MAX && !MEASURED.has(type ?? '')) {
      return;
    }

    const start = attributes.startDate ?? '';
    const date = start.slice(0, 10);
    const value = Number(attributes.value ?? NaN);
    if (!this.validDay(date)) {
      this.rejected += 1;
      return;
    }
    const unit = attributes.unit;
    if (type === HRV) {
      if (unit !== 'ms' || !within(value, HEALTH_LIMITS.hrvMs)) {
        this.rejected += 1;
        return;
      }
      const totals = this.day(date);
      totals.hrvSum += value;
      totals.hrvCount += 1;
    } else if (type === RESTING_HR) {
      if (unit !== 'count/min' || !within(value, HEALTH_LIMITS.restingHeartRate)) {
        this.rejected += 1;
        return;
      }
      const totals = this.day(date);
      totals.rhrSum += value;
      totals.rhrCount += 1;
    } else if (type === BODY_MASS || type === BODY_FAT || type === WAIST) {
      const reading =
        type === BODY_MASS
          ? value * (KG_PER_BODY_MASS_UNIT[unit ?? ''] ?? NaN)
          : type === BODY_FAT
            ? unit === '%'
              ? value * 100
              : NaN
            : value * (CM_PER_LENGTH_UNIT[unit ?? ''] ?? NaN);
      const bounds =
        type === BODY_MASS
          ? BODY_WEIGHT_KG
          : MEASUREMENT_BOUNDS[type === BODY_FAT ? 'body-fat' : 'waist'];
      if (!within(reading, bounds)) {
        this.rejected += 1;
        return;
      }
      // The day's first reading: the morning one, before food and drink, as the logs advise.
      const days = this.firstOfDay.get(type)!;
      const kept = days.get(date);
      if (!kept || start < kept.at) days.set(date, { value: reading, at: start });
    } else {
      // Apple writes VO2 max in mL/min·kg (middle dot).
      if (unit !== 'mL/min·kg' || !within(value, HEALTH_LIMITS.vo2Max)) {
        this.rejected += 1;
        return;
      }
      const totals = this.day(date);
      // Same day, same format: the strings order as the times do.
      if (totals.vo2Max === null || start >= totals.vo2At) {
        totals.vo2Max = value;
        totals.vo2At = start;
      }
    }
    this.recordsUsed += 1;
  }

  private sleepRecord(attributes: Record<string, string | undefined>): void {
    if (!ASLEEP.has(attributes.value ?? '')) return;
    const startText = attributes.startDate ?? '';
    const endText = attributes.endDate ?? '';
    const start = parseAppleTime(startText);
    const end = parseAppleTime(endText);
    if (!(end > start && end - start <= DAY_MS)) {
      this.rejected += 1;
      return;
    }
    this.sleep.add(start, end, endText.slice(0, 10));
    this.recordsUsed += 1;
  }

  private validDay(date: string): boolean {
    if (date === this.lastValidDay) return true;
    if (!isCalendarDay(date)) return false;
    this.lastValidDay = date;
    return true;
  }

  private day(date: string): DayTotals {
    let totals = this.days.get(date);
    if (!totals) {
      totals = {
        hrvSum: 0,
        hrvCount: 0,
        rhrSum: 0,
        rhrCount: 0,
        vo2Max: null,
        vo2At: '',
        sleepMs: 0,
      };
      this.days.set(date, totals);
    }
    return totals;
  }
}

/** Parses a whole export from text chunks (decoded UTF-8); for tests and small inputs. */
export async function parseAppleHealthExport(
  chunks: AsyncIterable<string> | Iterable<string>,
  options: { timeZone?: UserZone } = {},
): Promise<AppleHealthParse> {
  const parser = new AppleHealthExportParser(options);
  for await (const chunk of chunks) parser.write(chunk);
  return parser.finish();
}

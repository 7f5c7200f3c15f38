/**
 * Asleep spans gathered into nights as an export streams by, in memory bounded by the days the
 * export covers, not by its records: a crafted export of millions of sleep records costs what
 * one of a few nights does.
 *
 * Watch and iPhone both record the same night, so spans are merged (their union) before summing:
 * each UTC day keeps one bit per minute asleep. A night's sleep therefore never exceeds its span
 * (first minute asleep to last), however many sources recorded it (property-tested). A span's
 * ends are rounded to the nearest minute, so spans that touch still touch; a night's total moves
 * by seconds, under the 6 minutes (0.1 h) it is shown to.
 */
import { localDay, type UserZone } from '@grandfit/shared/domain/time-zone.ts';

const MINUTE_MS = 60_000;
const DAY_MINUTES = 1440;
const DAY_BYTES = DAY_MINUTES / 8;

/**
 * Asleep spans closer than this belong to one night, so a stretch that ends before midnight
 * counts towards the wake-up day with the rest of its night. A longer break starts a new sleep
 * (a nap, the next night).
 */
const NIGHT_GAP_MINUTES = 180;

/**
 * Two spans ending closer than this are in one night (whatever lies between them is a shorter
 * gap), so the earlier end can never be its night's last. The margin covers the rounding to
 * minutes.
 */
const SAME_NIGHT_ENDS_MS = (NIGHT_GAP_MINUTES - 2) * MINUTE_MS;

interface SpanEnd {
  /** Milliseconds since the epoch. */
  at: number;
  /** The local day the span ended on, as the export wrote it. */
  day: string;
}

/** Sets bits [from, to) of a day's minutes. */
function setMinutes(bits: Uint8Array, from: number, to: number): void {
  let minute = from;
  while (minute < to && minute % 8 !== 0) {
    bits[minute >> 3]! |= 1 << (minute & 7);
    minute += 1;
  }
  const wholeEnd = to - (to % 8);
  if (minute < wholeEnd) {
    bits.fill(0xff, minute >> 3, wholeEnd >> 3);
    minute = wholeEnd;
  }
  while (minute < to) {
    bits[minute >> 3]! |= 1 << (minute & 7);
    minute += 1;
  }
}

/** One night (or nap): asleep minutes with no break of 3 h or more. */
export interface SleepNight {
  /** The wake-up day: the user's calendar day of the night's last span end. */
  day: string;
  /** First and last instant asleep, ms. */
  start: number;
  end: number;
  /** Milliseconds asleep, sources merged: at most end − start. */
  asleepMs: number;
}

export class SleepNights {
  /**
   * `zone`: the user's time zone, which gives each night its wake-up day
   * (docs/decisions/035-local-days-acwr-and-sleep.md). Without it, the day the export wrote: Apple
   * writes every time with the exporting phone's current offset, so a summer night exported in
   * winter is an hour off, and a night ending near midnight can land on the wrong day.
   */
  constructor(private readonly zone?: UserZone) {}

  /** Per UTC day (days since the epoch): one bit per minute asleep. */
  private readonly asleep = new Map<number, Uint8Array>();
  /**
   * Per UTC day: the ends that may be a night's last, at most one per 3 h, so a night can be
   * given to the local day it ended on (the wake-up day, as Oura and Whoop date their nights).
   */
  private readonly ends = new Map<number, SpanEnd[]>();

  /** Adds an asleep span; `start` and `end` in ms since the epoch, `endDay` its local end day. */
  add(start: number, end: number, endDay: string): void {
    const first = Math.round(start / MINUTE_MS);
    const last = Math.round(end / MINUTE_MS);
    if (last <= first) return;
    for (let minute = first; minute < last;) {
      const dayIndex = Math.floor(minute / DAY_MINUTES);
      const dayStart = dayIndex * DAY_MINUTES;
      const to = Math.min(last, dayStart + DAY_MINUTES);
      let bits = this.asleep.get(dayIndex);
      if (!bits) {
        bits = new Uint8Array(DAY_BYTES);
        this.asleep.set(dayIndex, bits);
      }
      setMinutes(bits, minute - dayStart, to - dayStart);
      minute = to;
    }
    this.addEnd(end, endDay);
  }

  private addEnd(at: number, day: string): void {
    const dayIndex = Math.floor(at / (DAY_MINUTES * MINUTE_MS));
    const kept = this.ends.get(dayIndex) ?? [];
    // A later end of the same night is known: this one is not its last.
    if (kept.some((other) => other.at >= at && other.at - at < SAME_NIGHT_ENDS_MS)) return;
    const left = kept.filter((other) => !(other.at < at && at - other.at < SAME_NIGHT_ENDS_MS));
    left.push({ at, day });
    this.ends.set(dayIndex, left);
  }

  /** Milliseconds asleep per wake-up day: the nights (and naps) that ended on it, summed. */
  totals(): Map<string, number> {
    const totals = new Map<string, number>();
    for (const night of this.nights()) {
      totals.set(night.day, (totals.get(night.day) ?? 0) + night.asleepMs);
    }
    return totals;
  }

  /** The nights in time order, each on its wake-up day. */
  nights(): SleepNight[] {
    const nights: SleepNight[] = [];
    const days = [...this.asleep.keys()].sort((a, b) => a - b);
    let nightStart = 0;
    let nightEnd = -Infinity;
    let minutesAsleep = 0;
    const closeNight = () => {
      if (minutesAsleep === 0) return;
      nights.push({
        day: this.wakeUpDay(nightStart, nightEnd),
        start: nightStart * MINUTE_MS,
        end: nightEnd * MINUTE_MS,
        asleepMs: minutesAsleep * MINUTE_MS,
      });
      minutesAsleep = 0;
    };
    for (const dayIndex of days) {
      const bits = this.asleep.get(dayIndex)!;
      const dayStart = dayIndex * DAY_MINUTES;
      for (let byte = 0; byte < DAY_BYTES; byte += 1) {
        const value = bits[byte]!;
        if (value === 0) continue;
        for (let bit = 0; bit < 8; bit += 1) {
          if ((value & (1 << bit)) === 0) continue;
          const minute = dayStart + byte * 8 + bit;
          if (minute - nightEnd >= NIGHT_GAP_MINUTES) {
            closeNight();
            nightStart = minute;
          }
          minutesAsleep += 1;
          nightEnd = minute + 1;
        }
      }
    }
    closeNight();
    return nights;
  }

  /** The user's day of the night's latest span end, between its first and last minute asleep. */
  private wakeUpDay(startMinute: number, endMinute: number): string {
    const from = (startMinute - 1) * MINUTE_MS;
    const to = (endMinute + 1) * MINUTE_MS;
    let latest: SpanEnd | null = null;
    const lastDay = Math.floor(to / (DAY_MINUTES * MINUTE_MS));
    for (let day = Math.floor(from / (DAY_MINUTES * MINUTE_MS)); day <= lastDay; day += 1) {
      for (const end of this.ends.get(day) ?? []) {
        if (end.at >= from && end.at <= to && (latest === null || end.at > latest.at)) {
          latest = end;
        }
      }
    }
    // Every night holds the span that ends it, so the fallback is only a guard.
    const at = latest?.at ?? endMinute * MINUTE_MS;
    if (this.zone !== undefined) return localDay(at, this.zone);
    return latest?.day ?? localDay(at, { utcOffsetMinutes: 0 });
  }
}

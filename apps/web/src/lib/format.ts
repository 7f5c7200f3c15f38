/** Text for figures and charts (Progress, Analytics). No Intl: its first use costs 25-40 ms (dates.ts). */
import { MONTH_NAMES, SHORT_MONTH_NAMES } from '@grandfit/shared/domain/dates.ts';
import { formatGrouped } from '@grandfit/shared/domain/numbers.ts';
import { formatDay } from './dates.ts';

const DAY_S = 86_400;

const monthIndex = (value: string) => Number(value.slice(5, 7)) - 1;

/**
 * "Nov 18" (or "18 Nov", in the device's order: lib/dates.ts) for 2025-11-18; "Nov 18, 2024"
 * ("18 Nov 2024") when the year is not `currentYear`.
 */
export { formatDay };

/** "Nov" for 2025-11. */
export function formatMonth(month: string): string {
  return SHORT_MONTH_NAMES[monthIndex(month)] ?? month;
}

/** "November 2025" for 2025-11. */
export function formatLongMonth(month: string): string {
  return `${MONTH_NAMES[monthIndex(month)] ?? month} ${month.slice(0, 4)}`;
}

/**
 * A figure to read, never to edit: "1,581", "1,537.5" (thousands grouped as History groups them,
 * one decimal at most). An input's value takes formatNumber, which a number field parses back.
 */
export function formatFigure(value: number): string {
  return formatGrouped(value, 1);
}

/** 151.7 stays 151.7, 156 stays 156, 7.25 becomes 7.3 (one decimal at most). */
export function formatNumber(value: number): string {
  return String(Math.round(value * 10) / 10);
}

/** With a typographic minus: "+5 lb", "−5.5 lb", "0 lb". */
export function formatSigned(value: number, unit?: string): string {
  const sign = value > 0 ? '+' : value < 0 ? '\u2212' : '';
  const text = `${sign}${formatNumber(Math.abs(value))}`;
  return unit ? `${text} ${unit}` : text;
}

/** "+5 lb (+3.4%)". */
export function formatChange(change: number, percent: number | null, unit: string): string {
  return percent === null
    ? formatSigned(change, unit)
    : `${formatSigned(change, unit)} (${formatSigned(percent)}%)`;
}

export function plural(count: number, one: string, many = `${one}s`): string {
  return `${count} ${count === 1 ? one : many}`;
}

/** A calendar day as uPlot's x value: seconds at UTC midnight (the chart formats in UTC). */
export function dayToSeconds(date: string): number {
  return Date.parse(`${date}T00:00:00Z`) / 1000;
}

/** The calendar day of a uPlot x value made by dayToSeconds. */
export function secondsToDay(seconds: number): string {
  return new Date(Math.round(seconds / DAY_S) * DAY_S * 1000).toISOString().slice(0, 10);
}

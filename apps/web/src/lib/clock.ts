import { formatTimeOfDay } from '@grandfit/shared/domain/dates.ts';
import { languageParts, perDeviceLanguage } from './device-language.ts';

/**
 * Regions whose clocks read 12-hour by default (CLDR's preferred hour format "h"); elsewhere 24-hour.
 * Intl would say it, but a page's first Intl call loads ICU's data (40-100 ms of main thread on a
 * slow core, docs/benchmarks.md), and Nutrition and the active workout show times on their first
 * paint. Decision 043 has the reasoning.
 */
const TWELVE_HOUR_REGIONS = new Set([
  'US',
  'CA',
  'AU',
  'NZ',
  'IN',
  'PH',
  'PK',
  'BD',
  'EG',
  'SA',
  'KR',
  'TW',
]);

/** True where the device's language (as "en-US", "de", "en-GB") reads a 12-hour clock. */
export function usesTwelveHourClock(language: string): boolean {
  const { language: lang, region } = languageParts(language);
  if (!region) return lang === 'en';
  return TWELVE_HOUR_REGIONS.has(region);
}

const twelveHour = perDeviceLanguage(usesTwelveHourClock);

/** "7:42 PM" or "19:42" by the device's language, in its time zone. */
export function formatClockTime(date: Date): string {
  return formatTimeOfDay(date, twelveHour());
}

/** The value for a `datetime-local` input: the local wall-clock time to the minute. */
export function toLocalDateTimeInput(date: Date): string {
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}T${pad(date.getHours())}:${pad(date.getMinutes())}`;
}

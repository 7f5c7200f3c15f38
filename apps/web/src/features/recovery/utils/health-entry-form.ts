import { DEFAULT_MANUAL_HRV_METHOD, type HrvMethod } from '@grandfit/shared/domain/hrv-methods.ts';
import type { HealthManualEntry } from '@grandfit/shared/schemas/health.ts';
import { errorMessage } from '../../../lib/api-client.ts';

/** The sleep-quality slider starts at 7 (docs/product.md#health-entries). */
export const DEFAULT_SLEEP_QUALITY = 7;

/** The form holds what the inputs hold: text for the number fields, a number for the slider. */
export interface HealthEntryFormValues {
  date: string;
  hrvScore: string;
  /** How that HRV was measured (decision 032): RMSSD unless the user picks SDNN. */
  hrvMethod: HrvMethod;
  restingHeartRate: string;
  sleepHours: string;
  sleepQuality: number;
  /** True once the slider was moved: an untouched default is not the user's rating. */
  sleepQualityTouched: boolean;
  vo2Max: string;
}

export function emptyHealthEntry(date: string): HealthEntryFormValues {
  return {
    date,
    hrvScore: '',
    hrvMethod: DEFAULT_MANUAL_HRV_METHOD,
    restingHeartRate: '',
    sleepHours: '',
    sleepQuality: DEFAULT_SLEEP_QUALITY,
    sleepQualityTouched: false,
    vo2Max: '',
  };
}

/** '' (or spaces) is "not entered"; a decimal comma is accepted as typed on many keyboards. */
export function parseMetric(text: string): number | null {
  const trimmed = text.trim();
  if (trimmed === '') return null;
  return Number(trimmed.replace(',', '.'));
}

/**
 * The request body for the form's values. Sleep quality is sent when the user rated it (moved the
 * slider) or logged sleep hours it can belong to; the slider's resting 7 alone is not a reading.
 */
export function toManualEntry(values: HealthEntryFormValues): HealthManualEntry {
  const sleepHours = parseMetric(values.sleepHours);
  return {
    date: values.date,
    hrvScore: parseMetric(values.hrvScore),
    hrvMethod: values.hrvMethod,
    restingHeartRate: parseMetric(values.restingHeartRate),
    sleepHours,
    sleepQuality: values.sleepQualityTouched || sleepHours !== null ? values.sleepQuality : null,
    vo2Max: parseMetric(values.vo2Max),
  };
}

export const SAVE_HEALTH_FALLBACK = 'Failed to save health data. Please try again.';

/**
 * The server's words for a failed save (docs/product.md#health-entries): its field issues
 * ("HRV must be at most 300") or its message; a network failure gets the original prototype's
 * fallback text.
 */
export function saveErrorMessage(error: unknown): string {
  return errorMessage(error, SAVE_HEALTH_FALLBACK);
}

import { DEFAULT_TIME_ZONE, isTimeZone } from '@grandfit/shared/domain/progress/time-zone.ts';

/**
 * The device's IANA zone, which the server uses to place workouts on the days the user lived
 * them: Progress and Method send the same one, so their day streaks are one figure.
 */
export function deviceTimeZone(): string {
  const zone = Intl.DateTimeFormat().resolvedOptions().timeZone;
  return zone && isTimeZone(zone) ? zone : DEFAULT_TIME_ZONE;
}

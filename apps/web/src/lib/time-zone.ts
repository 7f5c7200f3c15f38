import { useState } from 'react';
import { DEFAULT_TIME_ZONE, isTimeZone } from '@grandfit/shared/domain/time-zone.ts';

/**
 * The device's IANA zone, which the server uses to place workouts on the days the user lived
 * them: Progress, Method and Analytics send the same one, so their day streaks are one figure.
 */
export function deviceTimeZone(): string {
  const zone = Intl.DateTimeFormat().resolvedOptions().timeZone;
  return zone && isTimeZone(zone) ? zone : DEFAULT_TIME_ZONE;
}

/** The device's zone, read once per mounted component (Intl is slow to start; the zone rarely moves). */
export function useDeviceTimeZone(): string {
  return useState(deviceTimeZone)[0];
}

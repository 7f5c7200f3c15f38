import { useState } from 'react';
import { DEFAULT_TIME_ZONE } from '@grandfit/shared/domain/time-zone.ts';

const ZONE_NAME = /^[A-Za-z][A-Za-z0-9_+-]*(\/[A-Za-z0-9_+-]+){0,2}$/;

interface TemporalNow {
  Now: { timeZoneId(): string };
}

/**
 * The device's IANA zone name (e.g. "Europe/Berlin"), or undefined where the browser has none.
 * Temporal answers in about a millisecond; building the first Intl.DateTimeFormat takes 35-180 ms
 * of the main thread on a slow phone (it was Today's largest script task, docs/benchmarks.md), so
 * Intl is only the fallback for browsers without Temporal. The name comes from the browser
 * itself, so its shape is all there is to check; the server checks the zone again.
 */
export function deviceZoneName(): string | undefined {
  try {
    const temporal = (globalThis as { Temporal?: TemporalNow }).Temporal;
    const zone =
      // eslint-disable-next-line no-restricted-syntax -- only where the browser has no Temporal
      temporal?.Now.timeZoneId() ?? Intl.DateTimeFormat().resolvedOptions().timeZone;
    return zone && zone.length <= 64 && ZONE_NAME.test(zone) ? zone : undefined;
  } catch {
    return undefined;
  }
}

/**
 * The device's IANA zone, which the server uses to place workouts on the days the user lived
 * them: Progress, Method and Analytics send the same one, so their day streaks are one figure.
 */
export function deviceTimeZone(): string {
  return deviceZoneName() ?? DEFAULT_TIME_ZONE;
}

/** The device's zone, read once per mounted component (Intl is slow to start; the zone rarely moves). */
export function useDeviceTimeZone(): string {
  return useState(deviceTimeZone)[0];
}

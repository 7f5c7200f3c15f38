/** Largest UTC offset in use (UTC+14, Kiribati) and smallest (UTC-12), in minutes, with a margin. */
export const MAX_UTC_OFFSET_MINUTES = 840;

/**
 * The user's calendar day (YYYY-MM-DD) of an instant, given the user's offset from UTC in minutes
 * (east positive: UTC+2 is 120, i.e. -Date#getTimezoneOffset()). The offset is today's, so an
 * instant within an hour of midnight on the other side of a daylight-saving change may land on
 * the neighbouring day; docs/method.md accepts that for streaks and banners.
 */
export function localDay(time: number, utcOffsetMinutes: number): string {
  return new Date(time + utcOffsetMinutes * 60_000).toISOString().slice(0, 10);
}

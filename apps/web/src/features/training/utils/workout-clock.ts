/*
 * The workout's running time in the active workout's header (decision 065): from the session's
 * first set, as the server dates the session (its start is its earliest set), so the time shown
 * is the duration History and the finish summary will give.
 */

/** The session's start: its earliest set, or null before the first. */
export function sessionStart(sets: readonly { performedAt: string }[]): number | null {
  let start: number | null = null;
  for (const set of sets) {
    const time = Date.parse(set.performedAt);
    if (Number.isFinite(time) && (start === null || time < start)) start = time;
  }
  return start;
}

/** "4:05" under an hour, "1:02:03" from it. */
export function formatElapsed(seconds: number): string {
  const whole = Math.max(0, Math.floor(seconds));
  const hours = Math.floor(whole / 3600);
  const minutes = Math.floor((whole % 3600) / 60);
  const rest = String(whole % 60).padStart(2, '0');
  return hours > 0 ? `${hours}:${String(minutes).padStart(2, '0')}:${rest}` : `${minutes}:${rest}`;
}

/**
 * Rest as m:ss (90 -> "1:30", 45 -> "0:45"): docs/product.md#workout-detail. A module of its own:
 * Today's first load reads it, and lib/format.ts's month names are not Today's.
 */
export function formatRest(seconds: number): string {
  const whole = Math.max(0, Math.round(seconds));
  return `${Math.floor(whole / 60)}:${String(whole % 60).padStart(2, '0')}`;
}

/** Small numeric helpers shared by the domain's formulas. */

/** One decimal: 133.33 shows as 133.3. */
export const round1 = (value: number) => Math.round(value * 10) / 10;

/** The arithmetic mean; NaN for no values (callers check for data first). */
export const mean = (values: readonly number[]) =>
  values.reduce((sum, value) => sum + value, 0) / values.length;

/** The mean, or null for no values. */
export const meanOrNull = (values: readonly number[]) =>
  values.length === 0 ? null : mean(values);

/** The population standard deviation. */
export function standardDeviation(values: readonly number[]): number {
  const m = mean(values);
  return Math.sqrt(mean(values.map((value) => (value - m) ** 2)));
}

/**
 * "1,250", "220.5", "-3.25": what toLocaleString('en-US', { maximumFractionDigits }) gives, written
 * out for the same reason as domain/dates.ts: a page's first Intl call loads ICU's data, 40-100 ms
 * of main thread on a slow core, and screens show these numbers on their first paint.
 */
export function formatGrouped(value: number, maxDecimals = 0): string {
  if (!Number.isFinite(value)) return String(value);
  const [whole, decimals] = roundHalfUp(Math.abs(value), maxDecimals);
  const grouped = whole.replace(/\B(?=(\d{3})+(?!\d))/g, ',');
  const sign = value < 0 && (whole !== '0' || decimals !== '') ? '-' : '';
  return `${sign}${grouped}${decimals ? `.${decimals}` : ''}`;
}

/**
 * The whole and decimal digits of `value` (>= 0) to `decimals` places, trailing zeros dropped.
 * Like Intl, it rounds the number's shortest decimal form (74639.45, not the double's exact
 * 74639.4499...), half away from zero.
 */
function roundHalfUp(value: number, decimals: number): [string, string] {
  // Below 1e-6 the shortest form is exponential; no such number shows as more than 0.
  if (value < 1e-6) return ['0', ''];
  const text = String(value);
  if (text.includes('e')) return [value.toFixed(0), ''];
  const [whole = '0', fraction = ''] = text.split('.');
  if (fraction.length <= decimals) return [whole, fraction.replace(/0+$/, '')];
  let digits = BigInt(whole + fraction.slice(0, decimals));
  if (fraction.charCodeAt(decimals) >= 53 /* '5' */) digits += 1n;
  const padded = digits.toString().padStart(decimals + 1, '0');
  const cut = padded.length - decimals;
  return [padded.slice(0, cut), padded.slice(cut).replace(/0+$/, '')];
}

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

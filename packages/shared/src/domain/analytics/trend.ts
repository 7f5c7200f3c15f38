/**
 * Trends of a series over time (docs/analytics.md "Strength progression"): a least-squares fit of
 * the logarithm of a value against weeks, so a lift that gains the same share every week has one
 * exact rate, and its damped projection.
 */

export interface Point {
  /** Weeks (any origin). */
  x: number;
  y: number;
}

export interface Line {
  slope: number;
  intercept: number;
}

/** Ordinary least squares y = intercept + slope·x; null with fewer than two distinct x. */
export function leastSquares(points: readonly Point[]): Line | null {
  const n = points.length;
  if (n < 2) return null;
  const meanX = points.reduce((sum, p) => sum + p.x, 0) / n;
  const meanY = points.reduce((sum, p) => sum + p.y, 0) / n;
  let sxx = 0;
  let sxy = 0;
  for (const p of points) {
    sxx += (p.x - meanX) ** 2;
    sxy += (p.x - meanX) * (p.y - meanY);
  }
  // Relative to the spread of x, so float noise in identical x values is not read as a spread.
  if (sxx <= 1e-12 * Math.max(1, meanX * meanX) * n) return null;
  const slope = sxy / sxx;
  return { slope, intercept: meanY - slope * meanX };
}

/**
 * The rate of a positive series in % per week: the least-squares slope of ln(y) against weeks,
 * as a compound rate, 100·(e^slope − 1). A series that grows exactly r % a week gives r. Null
 * without two distinct weeks or with a value that is not positive.
 */
export function percentPerWeek(points: readonly Point[]): number | null {
  if (points.some((p) => !(p.y > 0))) return null;
  const line = leastSquares(points.map((p) => ({ x: p.x, y: Math.log(p.y) })));
  return line === null ? null : 100 * Math.expm1(line.slope);
}

/** Damped trend (Gardner & McKenzie 1985): each week's rate is φ times the last one's. */
export const DAMPING = 0.9;
export const PROJECTION_WEEKS = 12;

/** Σ φ^k for k = 1..weeks: how many weeks of today's rate a damped trend adds up to. */
export function dampedWeeks(weeks: number = PROJECTION_WEEKS, phi: number = DAMPING): number {
  return (phi * (1 - phi ** weeks)) / (1 - phi);
}

/**
 * The fastest weekly rate a projection carries forward, either way. Two weeks of a beginner's
 * first sessions can read +25 %/week (35 to 45 lb dumbbells), which damped over 12 weeks would
 * project 4.5 times today's max. Capped at 5 %/week, 12 damped weeks add at most 37 %: about the
 * whole gain the ACSM position stand on progression models (2009) reports for untrained people
 * (~40 %, over 4 weeks to 2 years). The measured rate is still shown as measured.
 */
export const MAX_PROJECTED_RATE = 5;

/**
 * `value` carried `weeks` ahead at `ratePercent` a week (within ±MAX_PROJECTED_RATE), damped:
 * value·(1 + r)^(Σ φ^k).
 */
export function projectDamped(
  value: number,
  ratePercent: number,
  weeks: number = PROJECTION_WEEKS,
): number {
  const rate = Math.min(MAX_PROJECTED_RATE, Math.max(-MAX_PROJECTED_RATE, ratePercent));
  const growth = 1 + rate / 100;
  return value * growth ** dampedWeeks(weeks);
}

/** Below this weekly rate a lift counts as plateaued. */
export const PLATEAU_RATE = 0.25;

/**
 * Weeks until the damped rate r·φ^k falls below PLATEAU_RATE: ceil(ln(0.25 / r) / ln φ); 0 when
 * the rate is already at or below it.
 */
export function weeksToPlateau(ratePercent: number): number {
  if (!(ratePercent > PLATEAU_RATE)) return 0;
  return Math.ceil(Math.log(PLATEAU_RATE / ratePercent) / Math.log(DAMPING) - 1e-9);
}

export { round1 } from '../numbers.ts';
export const round2 = (value: number) => Math.round(value * 100) / 100;
export const clamp01 = (value: number) =>
  Number.isNaN(value) ? 0 : Math.min(1, Math.max(0, value));

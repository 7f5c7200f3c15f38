/**
 * docs/product.md#analytics-screen: ranges 30, 90 (default) and 180 days. Here rather than in the
 * schemas, so the screen's range picker does not bring zod into its first load.
 */
export const ANALYTICS_RANGES = [30, 90, 180] as const;
export const DEFAULT_ANALYTICS_RANGE = 90;

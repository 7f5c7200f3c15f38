/**
 * How an HRV reading was measured. Here rather than in the schemas (which re-export it), so the
 * health form's first render needs no zod for it.
 */

/** SDNN (Apple Health) and RMSSD (chest straps, most rings) are different HRV measures. */
export const HRV_METHODS = ['sdnn', 'rmssd'] as const;
export type HrvMethod = (typeof HRV_METHODS)[number];
/**
 * A typed-in HRV is RMSSD unless the user says SDNN: the breathing screen's strap, Oura, Whoop,
 * Garmin, Polar and Elite HRV all show RMSSD; Apple Health shows SDNN (decision 032).
 */
export const DEFAULT_MANUAL_HRV_METHOD: HrvMethod = 'rmssd';

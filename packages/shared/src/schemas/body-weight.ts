/**
 * The body-weight log (decision 058): one weigh-in per day, in kg, shown on Progress with its
 * 7-day average; the newest weigh-in is the body weight of the settings.
 */
import { z } from 'zod';
import { healthDaySchema, isoDateSchema } from './health.ts';
import { progressOverviewQuerySchema } from './progress.ts';
import { bodyWeightValueSchema } from './settings.ts';

/** GET /api/body-weight: the weigh-ins of Progress's range (the same `date` and `months`). */
export const bodyWeightQuerySchema = progressOverviewQuerySchema.pick({ date: true, months: true });
export type BodyWeightQuery = z.input<typeof bodyWeightQuerySchema>;

/** PUT and DELETE /api/body-weight/{date}: a day from 1900 to tomorrow (the user's may be ahead). */
export const weighInParamsSchema = z.object({ date: healthDaySchema });

/** PUT /api/body-weight/{date}: the day's weigh-in replaces the last one, so a replay is harmless. */
export const weighInInputSchema = z.object({ weightKg: bodyWeightValueSchema });
export type WeighInInput = z.infer<typeof weighInInputSchema>;

export const weighInSchema = z.object({ date: isoDateSchema, weightKg: z.number() });
export type WeighIn = z.infer<typeof weighInSchema>;

export const bodyWeightLogSchema = z.object({
  /** Progress's range, and the first day read: six days before `start`, for whole averages. */
  range: z.object({ start: isoDateSchema, end: isoDateSchema, from: isoDateSchema }),
  /** The weigh-ins from `range.from` to `range.end`, oldest first. */
  entries: z.array(weighInSchema),
});
export type BodyWeightLog = z.infer<typeof bodyWeightLogSchema>;

/**
 * Body measurements (decision 066): one waist and one body-fat reading per day at most, shown on
 * Progress beside the weigh-ins.
 */
import { z } from 'zod';
import { MEASUREMENT_KINDS } from '../domain/body-measurements.ts';
import { healthDaySchema, isoDateSchema } from './health.ts';
import { progressOverviewQuerySchema } from './progress.ts';
import { numberSchema } from './safe-input.ts';

export const measurementKindSchema = z.enum(MEASUREMENT_KINDS, {
  error: `The measurement is one of: ${MEASUREMENT_KINDS.join(', ')}`,
});

/** GET /api/body-measurements: a kind over Progress's range (the same `date` and `months`). */
export const measurementsQuerySchema = progressOverviewQuerySchema
  .pick({ date: true, months: true })
  .extend({ kind: measurementKindSchema });
export type MeasurementsQuery = z.input<typeof measurementsQuerySchema>;

/** PUT and DELETE /api/body-measurements/{kind}/{date}: a day from 1900 to tomorrow. */
export const measurementParamsSchema = z.object({
  kind: measurementKindSchema,
  date: healthDaySchema,
});

/** PUT: the day's reading replaces the last one, so a replay is harmless. Bounds by kind. */
export const measurementInputSchema = z.object({ value: numberSchema('The measurement') });

export const measurementSchema = z.object({ date: isoDateSchema, value: z.number() });

export const measurementLogSchema = z.object({
  kind: measurementKindSchema,
  range: z.object({ start: isoDateSchema, end: isoDateSchema }),
  /** The range's readings, oldest first. */
  entries: z.array(measurementSchema),
});
export type MeasurementLog = z.infer<typeof measurementLogSchema>;

import { zodResolver } from '@hookform/resolvers/zod';
import { z } from 'zod';
import { HRV_METHODS, healthManualEntrySchema } from '@grandfit/shared/schemas/health.ts';
import { parseMetric, toManualEntry } from './health-entry-form.ts';

const metricText = z
  .string()
  .refine((text) => text.trim() === '' || Number.isFinite(parseMetric(text)), 'Enter a number');

/** Text in, the API's body out: numbers are checked here, bounds by the shared schema. */
export const healthEntryFormSchema = z
  .object({
    date: z.string(),
    hrvScore: metricText,
    hrvMethod: z.enum(HRV_METHODS),
    restingHeartRate: metricText,
    sleepHours: metricText,
    sleepQuality: z.number(),
    sleepQualityTouched: z.boolean(),
    vo2Max: metricText,
  })
  .transform(toManualEntry)
  .pipe(healthManualEntrySchema);

export const healthEntryResolver = zodResolver(healthEntryFormSchema);

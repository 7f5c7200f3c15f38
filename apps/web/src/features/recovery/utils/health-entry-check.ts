import type { Resolver } from 'react-hook-form';
import type { HealthManualEntry } from '@grandfit/shared/schemas/health.ts';
import { isChunkLoadError } from '../../../lib/chunk-load-error.ts';
import type { HealthEntryFormValues } from './health-entry-form.ts';

/**
 * The form's check, downloaded when first needed: its schema brings zod, whose start (building
 * the shared schemas) was the longest task of Profile's load (docs/benchmarks.md). The form asks
 * for it on its first focus; a submit waits for it. Offline before it is on the device, the
 * submit says so and nothing is sent.
 */
export const loadHealthEntrySchema = () => import('./health-entry-schema.ts');

export const SCHEMA_NOT_DOWNLOADED =
  "The form's check is not on this device yet: try again once you're back online.";

export const healthEntryResolver: Resolver<
  HealthEntryFormValues,
  unknown,
  HealthManualEntry
> = async (values, context, options) => {
  try {
    const { healthEntryResolver: resolve } = await loadHealthEntrySchema();
    return await resolve(values, context, options);
  } catch (error) {
    if (!isChunkLoadError(error)) throw error;
    return {
      values: {},
      errors: { root: { type: 'download', message: SCHEMA_NOT_DOWNLOADED } },
    };
  }
};

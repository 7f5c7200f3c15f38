import type { Measurement } from '@grandfit/shared/domain/body-measurements.ts';
import { withPendingDayValues, type QueuedWrite } from './pending-day-values.ts';

const MEASUREMENT_URL = /\/api\/body-measurements\/[a-z-]+\/(\d{4}-\d{2}-\d{2})$/;

/** A kind's readings with its writes waiting in the outbox (the caller passes only the kind's). */
export const withPendingMeasurements = (
  stored: readonly Measurement[],
  writes: readonly QueuedWrite[],
): Measurement[] =>
  withPendingDayValues(
    new Map(stored.map((entry) => [entry.date, entry.value])),
    writes,
    MEASUREMENT_URL,
    'value',
  );

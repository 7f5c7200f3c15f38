import type { WeighIn } from '@grandfit/shared/schemas/body-weight.ts';
import { withPendingDayValues, type QueuedWrite } from './pending-day-values.ts';

const WEIGH_IN_URL = /\/api\/body-weight\/(\d{4}-\d{2}-\d{2})$/;

/** The weigh-ins with the writes waiting in the outbox applied (decision 058). */
export const withPendingWeighIns = (
  stored: readonly WeighIn[],
  writes: readonly QueuedWrite[],
): WeighIn[] =>
  withPendingDayValues(
    new Map(stored.map((entry) => [entry.date, entry.weightKg])),
    writes,
    WEIGH_IN_URL,
    'weightKg',
  ).map(({ date, value }) => ({ date, weightKg: value }));

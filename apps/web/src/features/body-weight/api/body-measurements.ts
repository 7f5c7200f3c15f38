import { useMemo } from 'react';
import {
  keepPreviousData,
  queryOptions,
  useQuery,
  useQueryClient,
  type QueryClient,
} from '@tanstack/react-query';
import type { Measurement, MeasurementKind } from '@grandfit/shared/domain/body-measurements.ts';
import type { MeasurementLog } from '@grandfit/shared/schemas/body-measurements.ts';
import { apiRequest } from '../../../lib/api-client.ts';
import { CACHE_PRESETS } from '../../../lib/cache-presets.ts';
import type { OutboxWrite } from '../../../lib/outbox/outbox.ts';
import { onDeliveredUnder } from '../../../lib/outbox/on-delivered-under.ts';
import { useOutboxMutation } from '../../../lib/outbox/use-outbox-mutation.ts';
import { usePendingWrites } from '../../../lib/outbox/use-outbox.ts';
import { withPendingMeasurements } from '../utils/pending-measurements.ts';

export const BODY_MEASUREMENTS_URL = '/api/body-measurements';
const measurementUrl = (kind: MeasurementKind, date: string) =>
  `${BODY_MEASUREMENTS_URL}/${kind}/${date}`;

export interface MeasurementParams {
  kind: MeasurementKind;
  /** The user's local calendar day: the range ends on it. */
  date: string;
  /** Progress's range in months, the current one included. */
  months: number;
}

export function measurementsQueryOptions(params: MeasurementParams) {
  return queryOptions({
    queryKey: [BODY_MEASUREMENTS_URL, params] as const,
    queryFn: async () => {
      const query = new URLSearchParams({
        kind: params.kind,
        date: params.date,
        months: String(params.months),
      });
      const res = await apiRequest('GET', `${BODY_MEASUREMENTS_URL}?${query}`);
      return (await res.json()) as MeasurementLog;
    },
    ...CACHE_PRESETS.user,
  });
}

/**
 * A kind's readings over the range (decision 066), with those still waiting in the outbox: they
 * are the newer, and on the disk even when the cached answer is not (a reload offline).
 */
export function useMeasurementLog(
  params: MeasurementParams,
  userId: string | undefined,
  enabled = true,
) {
  const query = useQuery({
    ...measurementsQueryOptions(params),
    placeholderData: keepPreviousData,
    enabled,
  });
  const waiting = usePendingWrites(`${BODY_MEASUREMENTS_URL}/${params.kind}/`, userId);
  // A previous kind's answer is not this kind's, whatever keepPreviousData keeps.
  const answer = query.data?.kind === params.kind ? query.data : undefined;
  const data = useMemo(
    () => answer && { ...answer, entries: withPendingMeasurements(answer.entries, waiting) },
    [answer, waiting],
  );
  return { ...query, data };
}

export interface MeasurementVariables {
  kind: MeasurementKind;
  date: string;
  /** null deletes the day's reading. */
  value: number | null;
  userId?: string;
  /** For the list of refused writes: "Waist of Nov 28". */
  label: string;
}

/** PUT or DELETE /api/body-measurements/{kind}/{date}: both leave the same log when sent again. */
export function measurementWrite({
  kind,
  date,
  value,
  userId,
  label,
}: MeasurementVariables): OutboxWrite {
  const url = measurementUrl(kind, date);
  return value === null
    ? // The body is empty JSON: the server's CSRF check wants the JSON content type.
      { method: 'DELETE', url, body: {}, userId, label }
    : { method: 'PUT', url, body: { value }, userId, label };
}

const refetchMeasurements = (queryClient: QueryClient) =>
  void queryClient.invalidateQueries({ queryKey: [BODY_MEASUREMENTS_URL] });

/** Logs, changes or deletes a day's reading now, or keeps it in the outbox; shown at once. */
export function useSaveMeasurement() {
  const queryClient = useQueryClient();
  onDeliveredUnder(queryClient, 'body-measurements', [`${BODY_MEASUREMENTS_URL}/`], () =>
    refetchMeasurements(queryClient),
  );
  return useOutboxMutation<Measurement, MeasurementVariables>({
    toWrite: measurementWrite,
    onMutate: (variables) => {
      queryClient.setQueriesData<MeasurementLog>(
        { queryKey: [BODY_MEASUREMENTS_URL] },
        (log) =>
          log &&
          (log.kind === variables.kind
            ? {
                ...log,
                entries: withPendingMeasurements(log.entries, [measurementWrite(variables)]),
              }
            : log),
      );
    },
    onSuccess: (result) => {
      if (result.status === 'sent') refetchMeasurements(queryClient);
    },
    onError: () => refetchMeasurements(queryClient),
  });
}

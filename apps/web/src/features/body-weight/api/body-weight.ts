import { useMemo } from 'react';
import {
  keepPreviousData,
  queryOptions,
  useQuery,
  useQueryClient,
  type QueryClient,
} from '@tanstack/react-query';
import type { BodyWeightLog, WeighIn } from '@grandfit/shared/schemas/body-weight.ts';
import { apiRequest } from '../../../lib/api-client.ts';
import { CACHE_PRESETS } from '../../../lib/cache-presets.ts';
import type { OutboxWrite } from '../../../lib/outbox/outbox.ts';
import { onDeliveredUnder } from '../../../lib/outbox/on-delivered-under.ts';
import { useOutboxMutation } from '../../../lib/outbox/use-outbox-mutation.ts';
import { usePendingWrites } from '../../../lib/outbox/use-outbox.ts';
import { sendOrQueue } from '../../../lib/outbox/send-or-queue.ts';
import { SETTINGS_URL } from '../../../lib/settings-query.ts';
import { withPendingWeighIns } from '../utils/pending-weigh-ins.ts';

export const BODY_WEIGHT_URL = '/api/body-weight';
const weighInUrl = (date: string) => `${BODY_WEIGHT_URL}/${date}`;

export interface BodyWeightParams {
  /** The user's local calendar day: the range ends on it. */
  date: string;
  /** Progress's range in months, the current one included. */
  months: number;
}

export function bodyWeightQueryOptions(params: BodyWeightParams) {
  return queryOptions({
    queryKey: [BODY_WEIGHT_URL, params] as const,
    queryFn: async () => {
      const query = new URLSearchParams({ date: params.date, months: String(params.months) });
      return (await (
        await apiRequest('GET', `${BODY_WEIGHT_URL}?${query}`)
      ).json()) as BodyWeightLog;
    },
    ...CACHE_PRESETS.user,
  });
}

/**
 * The range's weigh-ins (decision 058) with those still waiting in the outbox: they are the newer,
 * and on the disk even when the cached answer is not (a reload offline).
 */
export function useBodyWeightLog(params: BodyWeightParams, userId: string | undefined) {
  const query = useQuery({ ...bodyWeightQueryOptions(params), placeholderData: keepPreviousData });
  const waiting = usePendingWrites(`${BODY_WEIGHT_URL}/`, userId);
  const answer = query.data;
  const data = useMemo(
    () => answer && { ...answer, entries: withPendingWeighIns(answer.entries, waiting) },
    [answer, waiting],
  );
  return { ...query, data, waiting: waiting.length };
}

export interface WeighInVariables {
  date: string;
  /** null deletes the day's weigh-in. */
  weightKg: number | null;
  userId?: string;
  /** For the list of refused writes: "Weigh-in of Nov 28". */
  label: string;
}

/** PUT or DELETE /api/body-weight/{date}: both leave the same log when sent again. */
export function weighInWrite({ date, weightKg, userId, label }: WeighInVariables): OutboxWrite {
  return weightKg === null
    ? // The body is empty JSON: the server's CSRF check wants the JSON content type.
      { method: 'DELETE', url: weighInUrl(date), body: {}, userId, label }
    : { method: 'PUT', url: weighInUrl(date), body: { weightKg }, userId, label };
}

/** The server's weigh-ins changed: its lists, and the settings' body weight that follows them. */
function refetchAfterWeighIn(queryClient: QueryClient) {
  void queryClient.invalidateQueries({ queryKey: [BODY_WEIGHT_URL] });
  void queryClient.invalidateQueries({ queryKey: [SETTINGS_URL] });
}

const watchWeighInDeliveries = (queryClient: QueryClient) =>
  onDeliveredUnder(queryClient, 'weigh-ins', [`${BODY_WEIGHT_URL}/`], () =>
    refetchAfterWeighIn(queryClient),
  );

/** Logs, changes or deletes a day's weigh-in now, or keeps it in the outbox; shown at once. */
export function useSaveWeighIn() {
  const queryClient = useQueryClient();
  watchWeighInDeliveries(queryClient);
  return useOutboxMutation<WeighIn, WeighInVariables>({
    toWrite: weighInWrite,
    onMutate: (variables) => {
      queryClient.setQueriesData<BodyWeightLog>(
        { queryKey: [BODY_WEIGHT_URL] },
        (log) =>
          log && { ...log, entries: withPendingWeighIns(log.entries, [weighInWrite(variables)]) },
      );
    },
    onSuccess: (result) => {
      if (result.status === 'sent') refetchAfterWeighIn(queryClient);
    },
    onError: () => refetchAfterWeighIn(queryClient),
  });
}

/**
 * Logs a weigh-in from outside the card: the body weight typed in the settings or the onboarding
 * is that day's weigh-in too, so the log and the settings tell the same weight.
 */
export async function logWeighIn(
  queryClient: QueryClient,
  variables: WeighInVariables,
): Promise<void> {
  watchWeighInDeliveries(queryClient);
  const result = await sendOrQueue(weighInWrite(variables));
  if (result.status === 'sent') refetchAfterWeighIn(queryClient);
}

import { useMutation, type UseMutationOptions } from '@tanstack/react-query';
import type { OutboxWrite } from './outbox.ts';
import { sendOrQueue, type WriteResult } from './send-or-queue.ts';

export type OutboxMutationOptions<TData, TVariables, TOnMutateResult> = Omit<
  UseMutationOptions<WriteResult<TData>, Error, TVariables, TOnMutateResult>,
  'mutationFn' | 'networkMode'
> & {
  /** Turns the mutation's variables into the write to send (or queue). */
  toWrite: (variables: TVariables) => OutboxWrite;
};

/**
 * useMutation over sendOrQueue. A queued write resolves, so `onMutate`'s optimistic cache update
 * stays in place and `onError` only runs for writes the server refused; invalidate on
 * `onDelivered` to swap the optimistic data for the server's once the queue drains.
 */
export function useOutboxMutation<TData = unknown, TVariables = void, TOnMutateResult = unknown>({
  toWrite,
  ...options
}: OutboxMutationOptions<TData, TVariables, TOnMutateResult>) {
  return useMutation<WriteResult<TData>, Error, TVariables, TOnMutateResult>({
    // sendOrQueue already answers network failures by queuing; another try would only repeat it.
    retry: false,
    ...options,
    // The default ('online') pauses mutations while the browser reports offline, which would
    // keep the write in memory only: a reload would lose it before it reached the outbox.
    networkMode: 'always',
    mutationFn: (variables) => sendOrQueue<TData>(toWrite(variables)),
  });
}

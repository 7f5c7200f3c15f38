import type { QueryClient } from '@tanstack/react-query';
import { onDelivered, type OutboxEntry } from './outbox.ts';

const watching = new WeakMap<QueryClient, Set<string>>();

/**
 * Once per query client and name: whenever a queued write to an address starting with one of
 * `urlPrefixes` reaches the server, `then` runs with it (asks again for what it changed).
 * Registered for good, so a screen opened later still hears a write delivered after the one that
 * queued it closed.
 */
export function onDeliveredUnder(
  queryClient: QueryClient,
  name: string,
  urlPrefixes: readonly string[],
  then: (entry: OutboxEntry) => void,
): void {
  let names = watching.get(queryClient);
  if (!names) watching.set(queryClient, (names = new Set()));
  if (names.has(name)) return;
  names.add(name);
  onDelivered((entry) => {
    if (urlPrefixes.some((prefix) => entry.url.startsWith(prefix))) then(entry);
  });
}

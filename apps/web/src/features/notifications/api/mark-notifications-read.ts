import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client.ts';
import { NOTIFICATIONS_URL, getNotificationsQueryOptions } from './get-notifications.ts';

/** POST /api/notifications/read: everything listed so far has been seen. */
export async function markNotificationsRead(): Promise<void> {
  await apiRequest('POST', `${NOTIFICATIONS_URL}/read`, {});
}

export function useMarkNotificationsRead() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: markNotificationsRead,
    onSuccess: () =>
      queryClient.invalidateQueries({ queryKey: getNotificationsQueryOptions().queryKey }),
  });
}

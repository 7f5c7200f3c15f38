import { queryOptions, useQuery } from '@tanstack/react-query';
import type { NotificationList } from '@grandfit/shared/schemas/notifications.ts';
import { apiRequest } from '../../../lib/api-client.ts';
import { CACHE_PRESETS } from '../../../lib/cache-presets.ts';

export const NOTIFICATIONS_URL = '/api/notifications';

/** GET /api/notifications: the latest notifications sent to the user, newest first. */
export async function getNotifications(): Promise<NotificationList> {
  const res = await apiRequest('GET', NOTIFICATIONS_URL);
  return (await res.json()) as NotificationList;
}

export function getNotificationsQueryOptions() {
  return queryOptions({
    queryKey: [NOTIFICATIONS_URL] as const,
    queryFn: getNotifications,
    ...CACHE_PRESETS.user,
    // Opening the bell should show what arrived since the last look.
    staleTime: 0,
  });
}

export function useNotifications(options: { enabled: boolean }) {
  return useQuery({ ...getNotificationsQueryOptions(), enabled: options.enabled });
}

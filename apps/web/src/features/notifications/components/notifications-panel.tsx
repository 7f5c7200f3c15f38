import { useEffect } from 'react';
import { Link } from 'react-router';
import { Dumbbell, Sparkles, Utensils } from 'lucide-react';
import type { AppNotification, NotificationKind } from '@grandfit/shared/schemas/notifications.ts';
import { useNotifications } from '../api/get-notifications.ts';
import { useMarkNotificationsRead } from '../api/mark-notifications-read.ts';

const ICONS: Record<NotificationKind, typeof Dumbbell> = {
  workout: Dumbbell,
  meal: Utensils,
  motivation: Sparkles,
};

// eslint-disable-next-line no-restricted-syntax -- the panel is its own chunk, opened by a tap
const timeFormat = new Intl.DateTimeFormat(undefined, {
  weekday: 'short',
  hour: 'numeric',
  minute: '2-digit',
});

function NotificationItem({
  notification,
  onOpen,
}: {
  notification: AppNotification;
  onOpen: () => void;
}) {
  const Icon = ICONS[notification.kind];
  return (
    <li>
      <Link
        to={notification.url}
        onClick={onOpen}
        className="flex gap-3 rounded-xl p-2 hover:bg-muted focus-visible:bg-muted"
      >
        <Icon className="mt-0.5 size-4 shrink-0 text-primary" aria-hidden="true" />
        <span className="min-w-0">
          <span className="flex items-center gap-2 font-medium">
            {notification.title}
            {notification.read ? null : (
              <span className="size-2 rounded-full bg-primary" aria-label="unread" />
            )}
          </span>
          <span className="block text-muted-foreground">{notification.body}</span>
          <time dateTime={notification.sentAt} className="text-xs text-muted-foreground">
            {timeFormat.format(new Date(notification.sentAt))}
          </time>
        </span>
      </Link>
    </li>
  );
}

/** The bell's content: the user's recent notifications, marked read once seen. */
export function NotificationsPanel({ onNavigate }: { onNavigate: () => void }) {
  const query = useNotifications({ enabled: true });
  const markRead = useMarkNotificationsRead();
  const unread = query.data?.unread ?? 0;
  const { mutate } = markRead;

  useEffect(() => {
    if (unread > 0) mutate();
  }, [unread, mutate]);

  if (query.isPending) return <p className="mt-1 text-muted-foreground">Loading...</p>;
  if (query.isError) {
    return <p className="mt-1 text-muted-foreground">Notifications could not be loaded.</p>;
  }
  const { notifications } = query.data;
  if (notifications.length === 0) {
    return <p className="mt-1 text-muted-foreground">You have no notifications yet.</p>;
  }
  return (
    <ul className="-mx-2 mt-1 flex max-h-96 flex-col gap-1 overflow-y-auto">
      {notifications.map((notification) => (
        <NotificationItem key={notification.id} notification={notification} onOpen={onNavigate} />
      ))}
    </ul>
  );
}

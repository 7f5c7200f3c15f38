import type { ReactNode } from 'react';
import { CloudOff } from 'lucide-react';
import { useIsOnline } from '../../lib/use-online.ts';
import { cn } from '../../lib/utils.ts';

export const OFFLINE_UNAVAILABLE = "Available when you're back online";

/**
 * Stands where an answer is still to come: its loading placeholders online; offline, where the
 * answer was never kept on this device, one notice saying when it will come, instead of
 * placeholders that would pulse forever.
 */
export function AwaitingData({ children, className }: { children: ReactNode; className?: string }) {
  const online = useIsOnline();
  if (online) return <>{children}</>;
  return (
    <p
      role="status"
      className={cn(
        'flex items-center gap-2 rounded-[var(--radius-card)] border border-dashed border-border p-4 text-sm text-muted-foreground',
        className,
      )}
    >
      <CloudOff className="size-4 shrink-0" aria-hidden="true" />
      {OFFLINE_UNAVAILABLE}
    </p>
  );
}

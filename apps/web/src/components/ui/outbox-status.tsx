import { useState } from 'react';
import { AlertTriangle, CloudOff, RefreshCw } from 'lucide-react';
import { useAuth } from '../../lib/auth-user.ts';
import { clearRejected, type RejectedEntry } from '../../lib/outbox/outbox.ts';
import { useOutbox } from '../../lib/outbox/use-outbox.ts';
import { preloadable } from '../../lib/preloadable.ts';
import { cn } from '../../lib/utils.ts';
import { Button } from './button.tsx';
import { TapOpened } from './tap-loaded.tsx';

interface RejectedDialogProps {
  entries: readonly RejectedEntry[];
  onDismiss: () => void;
  onClose: () => void;
}

// Radix Dialog loads only when someone opens the list (the pill sits in every screen's header).
const RejectedDialog = preloadable(() =>
  import('./dialog.tsx').then(
    (ui) =>
      function RejectedDialog({ entries, onDismiss, onClose }: RejectedDialogProps) {
        return (
          <ui.Dialog open onOpenChange={(open) => (open ? undefined : onClose())}>
            <ui.DialogContent>
              <ui.DialogHeader>
                <ui.DialogTitle>Changes not saved</ui.DialogTitle>
                <ui.DialogDescription>
                  The server refused these changes made while you were offline, so they were not
                  saved. Enter them again if you still need them.
                </ui.DialogDescription>
              </ui.DialogHeader>
              <ul className="flex flex-col gap-3">
                {entries.map((entry) => (
                  <li key={entry.seq} className="rounded-2xl bg-muted px-4 py-3 text-sm">
                    <p className="font-semibold">{entry.label ?? `${entry.method} ${entry.url}`}</p>
                    <p className="text-muted-foreground">
                      {formatTime(entry.createdAt)}
                      {entry.lastError ? ` · ${entry.lastError}` : null}
                    </p>
                  </li>
                ))}
              </ul>
              <ui.DialogFooter>
                <Button variant="outline" onClick={onClose}>
                  Keep for now
                </Button>
                <Button onClick={onDismiss}>Dismiss all</Button>
              </ui.DialogFooter>
            </ui.DialogContent>
          </ui.Dialog>
        );
      },
  ),
);

// Built when first needed (a write the server refused, shown rarely): a page's first Intl call
// loads ICU's data, 40-100 ms of main thread on a slow core, and the active workout imports this.
let timeFormat: Intl.DateTimeFormat | undefined;

function formatTime(iso: string): string {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return iso;
  // eslint-disable-next-line no-restricted-syntax -- built on first use, on a rare path (above)
  timeFormat ??= new Intl.DateTimeFormat(undefined, { dateStyle: 'medium', timeStyle: 'short' });
  return timeFormat.format(date);
}

/**
 * What waits in the offline outbox, for the header or the active workout: nothing when nothing
 * waits; "N waiting to sync" while writes are queued; "Syncing…" while they are being sent; and
 * a button for writes the server refused, which lists them and lets the user dismiss them.
 */
export function OutboxStatus({ className }: { className?: string }) {
  const { user } = useAuth();
  const { pending, rejected, flushing, needsSignIn } = useOutbox(user?.id);
  const [listOpen, setListOpen] = useState(false);

  let text: string | null = null;
  if (pending > 0) {
    if (flushing) text = 'Syncing…';
    else if (needsSignIn) text = `${pending} waiting · sign in to sync`;
    else text = `${pending} waiting to sync`;
  }

  return (
    <div className={cn('flex items-center gap-1.5', className)}>
      {/* The live region stays mounted so screen readers hear the text change. */}
      <span role="status" className="inline-flex">
        {text ? (
          <span className="inline-flex items-center gap-1.5 rounded-full bg-secondary px-3 py-1 text-xs font-semibold whitespace-nowrap text-secondary-foreground">
            {flushing ? (
              <RefreshCw className="size-3.5 motion-safe:animate-spin" aria-hidden="true" />
            ) : (
              <CloudOff className="size-3.5" aria-hidden="true" />
            )}
            {text}
          </span>
        ) : null}
      </span>
      {rejected.length > 0 ? (
        <Button
          variant="ghost"
          size="sm"
          className="px-3 text-xs text-destructive"
          aria-haspopup="dialog"
          onClick={() => setListOpen(true)}
        >
          <AlertTriangle className="size-3.5" aria-hidden="true" />
          {rejected.length} not saved
        </Button>
      ) : null}
      {listOpen && rejected.length > 0 ? (
        <TapOpened open={listOpen} onFailed={() => setListOpen(false)}>
          <RejectedDialog
            entries={rejected}
            onClose={() => setListOpen(false)}
            onDismiss={() => {
              setListOpen(false);
              void clearRejected({ seqs: rejected.map((entry) => entry.seq) });
            }}
          />
        </TapOpened>
      ) : null}
    </div>
  );
}

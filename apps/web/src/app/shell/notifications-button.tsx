import { Suspense, useEffect, useId, useRef, useState } from 'react';
import { Bell } from 'lucide-react';
import { TapLoaded } from '../../components/ui/tap-loaded.tsx';
import { preloadable } from '../../lib/preloadable.ts';

// The list's code loads when the bell first opens, not with every page.
const NotificationsPanel = preloadable(() =>
  import('../../features/notifications/components/notifications-panel.tsx').then(
    (m) => m.NotificationsPanel,
  ),
);

/**
 * A small disclosure rather than Radix Popover: the popover would bring floating-ui into every
 * signed-in page for one list (docs/benchmarks.md: <= 160 KB gzipped for a first load). The list is
 * read when the bell opens.
 */
export function NotificationsButton() {
  const [open, setOpen] = useState(false);
  const panelId = useId();
  const rootRef = useRef<HTMLDivElement>(null);

  useEffect(() => {
    if (!open) return;
    const onPointerDown = (event: PointerEvent) => {
      if (!rootRef.current?.contains(event.target as Node)) setOpen(false);
    };
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key === 'Escape') setOpen(false);
    };
    document.addEventListener('pointerdown', onPointerDown);
    document.addEventListener('keydown', onKeyDown);
    return () => {
      document.removeEventListener('pointerdown', onPointerDown);
      document.removeEventListener('keydown', onKeyDown);
    };
  }, [open]);

  return (
    <div ref={rootRef} className="relative">
      <button
        type="button"
        aria-label="Notifications"
        aria-expanded={open}
        aria-controls={panelId}
        onClick={() => setOpen((value) => !value)}
        className="inline-flex size-11 items-center justify-center rounded-full text-muted-foreground transition-colors hover:bg-muted hover:text-foreground"
      >
        <Bell className="size-5" aria-hidden="true" />
      </button>
      {open ? (
        <div
          id={panelId}
          role="region"
          aria-label="Notifications"
          className="absolute top-full right-0 z-50 mt-2 w-80 max-w-[calc(100vw-2rem)] rounded-2xl border border-border bg-surface p-4 text-sm shadow-xl"
        >
          <p className="font-semibold">Notifications</p>
          <TapLoaded open={open} onFailed={() => setOpen(false)}>
            <Suspense fallback={<p className="mt-1 text-muted-foreground">Loading...</p>}>
              <NotificationsPanel onNavigate={() => setOpen(false)} />
            </Suspense>
          </TapLoaded>
        </div>
      ) : null}
    </div>
  );
}

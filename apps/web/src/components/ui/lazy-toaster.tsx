import { Suspense, useEffect } from 'react';
import { X } from 'lucide-react';
import { preloadable } from '../../lib/preloadable.ts';
import { cn } from '../../lib/utils.ts';
import { LoadedOr } from './loaded-or.tsx';
import { TOAST_DURATION, dismissToast, useToast, type ToastData } from './use-toast.ts';

const Toaster = preloadable(() => import('./toaster.tsx').then((m) => m.Toaster));

/**
 * Radix Toast is loaded with the first toast, not at boot: most page loads never show one, and
 * the landing page has a tight JS budget. A dismissed toast stays in the store for
 * TOAST_REMOVE_DELAY, so the Toaster stays mounted through its exit animation. When its chunk
 * cannot be downloaded (offline on a first visit), the toasts show as plain notes, so the one that
 * says a part could not be opened (TapLoaded) is still read.
 */
export function LazyToaster() {
  const { toasts } = useToast();
  if (toasts.length === 0) return null;
  return (
    <LoadedOr otherwise={<PlainToasts toasts={toasts} />}>
      <Suspense fallback={null}>
        <Toaster />
      </Suspense>
    </LoadedOr>
  );
}

/** The open toasts without Radix: where the Toaster shows them, each closing after its time. */
function PlainToasts({ toasts }: { toasts: readonly ToastData[] }) {
  const open = toasts.filter((toast) => toast.open);
  return (
    <ol className="pointer-events-none fixed right-0 bottom-[calc(4rem+env(safe-area-inset-bottom))] z-[100] flex w-full flex-col gap-2 px-4 pb-4 sm:max-w-sm lg:bottom-0">
      {open.map((toast) => (
        <PlainToast key={toast.id} toast={toast} />
      ))}
    </ol>
  );
}

function PlainToast({ toast }: { toast: ToastData }) {
  const { id, title, description, variant = 'default', duration = TOAST_DURATION } = toast;
  useEffect(() => {
    const timer = setTimeout(() => dismissToast(id), duration);
    return () => clearTimeout(timer);
  }, [id, duration]);
  return (
    <li
      role="status"
      className={cn(
        'pointer-events-auto relative grid gap-1 rounded-2xl border p-4 pr-12 shadow-xl',
        variant === 'destructive'
          ? 'border-destructive bg-destructive text-destructive-foreground'
          : 'border-border bg-surface text-foreground',
      )}
    >
      {title ? <p className="text-sm font-semibold">{title}</p> : null}
      {description ? <p className="text-sm opacity-90">{description}</p> : null}
      <button
        type="button"
        aria-label="Close"
        onClick={() => dismissToast(id)}
        className="absolute top-1.5 right-1.5 inline-flex size-11 items-center justify-center rounded-full opacity-70 hover:opacity-100"
      >
        <X className="size-4" aria-hidden="true" />
      </button>
    </li>
  );
}

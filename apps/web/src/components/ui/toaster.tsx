import { useLayoutEffect, useRef } from 'react';
import { Toast } from 'radix-ui';
import { X } from 'lucide-react';
import { cn } from '../../lib/utils.ts';
import { TOAST_DURATION, dismissToast, useToast } from './use-toast.ts';

// docs/product.md#toasts-and-tooltips (also the Radix default), written out so a library upgrade
// cannot change it.
const SWIPE_THRESHOLD = 50;

/**
 * The CSS variable that says how far up from the bottom edge an open toast reaches (0px when none
 * is open). What must stay visible moves above it: a dialog's bottom sheet, the full-screen
 * breathing and rest overlays, the floating add button and the online banner.
 */
export const TOAST_CLEARANCE = '--toast-clearance';

function useToastClearance() {
  const viewport = useRef<HTMLOListElement>(null);
  useLayoutEffect(() => {
    const list = viewport.current;
    if (!list) return;
    const root = document.documentElement;
    const publish = () => {
      const reach =
        list.childElementCount === 0 ? 0 : window.innerHeight - list.getBoundingClientRect().top;
      root.style.setProperty(TOAST_CLEARANCE, `${Math.max(0, Math.round(reach))}px`);
    };
    publish();
    // A toast appearing, growing or going changes the list's size; turning the phone moves it.
    const observer = new ResizeObserver(publish);
    observer.observe(list);
    window.addEventListener('resize', publish);
    return () => {
      observer.disconnect();
      window.removeEventListener('resize', publish);
      root.style.removeProperty(TOAST_CLEARANCE);
    };
  }, []);
  return viewport;
}

export function Toaster() {
  const { toasts } = useToast();
  const viewport = useToastClearance();
  return (
    <Toast.Provider
      duration={TOAST_DURATION}
      swipeDirection="right"
      swipeThreshold={SWIPE_THRESHOLD}
    >
      {toasts.map(({ id, title, description, variant = 'default', duration, open }) => (
        <Toast.Root
          key={id}
          open={open}
          duration={duration}
          onOpenChange={(next) => {
            if (!next) dismissToast(id);
          }}
          className={cn(
            'group pointer-events-auto relative flex w-full items-start gap-3 overflow-hidden rounded-2xl border p-4 pr-12 shadow-xl',
            'data-[swipe=move]:translate-x-[var(--radix-toast-swipe-move-x)] data-[swipe=cancel]:translate-x-0 data-[swipe=cancel]:transition-transform',
            'data-[state=closed]:opacity-0 data-[swipe=end]:translate-x-[var(--radix-toast-swipe-end-x)] transition-opacity',
            variant === 'destructive'
              ? 'border-destructive bg-destructive text-destructive-foreground'
              : 'border-border bg-surface text-foreground',
          )}
        >
          <div className="grid gap-1">
            {title ? <Toast.Title className="text-sm font-semibold">{title}</Toast.Title> : null}
            {description ? (
              <Toast.Description className="text-sm opacity-90">{description}</Toast.Description>
            ) : null}
          </div>
          <Toast.Close
            aria-label="Close"
            className="absolute top-1.5 right-1.5 inline-flex size-11 items-center justify-center rounded-full opacity-70 hover:opacity-100"
          >
            <X className="size-4" aria-hidden="true" />
          </Toast.Close>
        </Toast.Root>
      ))}
      {/*
        At the bottom, where nothing is read first: above the bottom navigation on phones, in the
        corner from lg (docs/decisions/023). At the top a toast covered the page heading or a
        sheet's title, and over the header the bell and the profile button. The list lets taps
        through its empty padding; each toast takes its own.
      */}
      <Toast.Viewport
        ref={viewport}
        className="pointer-events-none fixed right-0 bottom-[calc(4rem+env(safe-area-inset-bottom))] z-[100] flex max-h-dvh w-full flex-col gap-2 px-4 pb-4 sm:max-w-sm lg:bottom-0"
      />
    </Toast.Provider>
  );
}

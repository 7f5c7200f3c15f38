import { Toast } from 'radix-ui';
import { X } from 'lucide-react';
import { cn } from '../../lib/utils.ts';
import { dismissToast, useToast } from './use-toast.ts';

// Spec 9 values (also the Radix defaults), written out so a library upgrade cannot change them.
const TOAST_DURATION = 5000;
const SWIPE_THRESHOLD = 50;

export function Toaster() {
  const { toasts } = useToast();
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
      {/* Below the header (h-16), so a toast never covers the bell or the profile button. */}
      <Toast.Viewport className="fixed top-[calc(4rem+env(safe-area-inset-top))] right-0 z-[100] flex max-h-dvh w-full flex-col gap-2 p-4 sm:max-w-sm" />
    </Toast.Provider>
  );
}

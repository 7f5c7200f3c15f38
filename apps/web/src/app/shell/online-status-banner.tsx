import { useEffect, useState } from 'react';
import { CloudOff, Wifi } from 'lucide-react';
import { TIMINGS } from '@grandfit/shared/constants.ts';
import { cn } from '../../lib/utils.ts';

type BannerState = 'hidden' | 'offline' | 'restored';

export const OFFLINE_TEXT =
  "You're offline. Don't worry - your workout data will sync when you're back online.";
/** The same on the workout under way, in one line. */
export const OFFLINE_SHORT_TEXT = 'Offline: your sets are saved on this device';
export const RESTORED_TEXT = 'Connection restored! Your data will sync automatically.';

/**
 * A banner while offline, a 3 s confirmation when back online
 * (docs/product.md#online-and-offline-banners).
 */
export function OnlineStatusBanner() {
  const [state, setState] = useState<BannerState>(() =>
    typeof navigator !== 'undefined' && navigator.onLine === false ? 'offline' : 'hidden',
  );

  useEffect(() => {
    let hideTimer: ReturnType<typeof setTimeout> | undefined;
    const onOffline = () => {
      clearTimeout(hideTimer);
      setState('offline');
    };
    const onOnline = () => {
      clearTimeout(hideTimer);
      setState('restored');
      hideTimer = setTimeout(() => setState('hidden'), TIMINGS.onlineBannerHide);
    };
    window.addEventListener('offline', onOffline);
    window.addEventListener('online', onOnline);
    return () => {
      clearTimeout(hideTimer);
      window.removeEventListener('offline', onOffline);
      window.removeEventListener('online', onOnline);
    };
  }, []);

  // The live region stays mounted so screen readers announce the text when it changes.
  return (
    <div
      role="status"
      // Above an open toast too (components/ui/toaster.tsx), which shares the bottom edge. On the
      // workout under way, whose Complete Set is at the bottom of a phone, under the header, and
      // taps go through it to the screen.
      className={cn(
        'pointer-events-none fixed inset-x-0 bottom-[max(calc(4.75rem+env(safe-area-inset-bottom)),calc(var(--toast-clearance,0px)+0.5rem))] z-50 flex justify-center px-4 lg:bottom-[max(1.5rem,calc(var(--toast-clearance,0px)+0.5rem))] lg:left-64',
        'focus-screen:top-[calc(4.5rem+env(safe-area-inset-top))] focus-screen:bottom-auto lg:focus-screen:bottom-auto',
      )}
    >
      {state === 'hidden' ? null : (
        <p
          className={cn(
            'pointer-events-auto flex max-w-md items-start gap-2.5 rounded-2xl px-4 py-3 text-sm font-medium shadow-xl focus-screen:pointer-events-none focus-screen:py-2 focus-screen:text-xs',
            state === 'offline' ? 'bg-ink text-white' : 'bg-primary text-primary-foreground',
          )}
        >
          {state === 'offline' ? (
            <CloudOff className="mt-0.5 size-4 shrink-0" aria-hidden="true" />
          ) : (
            <Wifi className="mt-0.5 size-4 shrink-0" aria-hidden="true" />
          )}
          {state === 'offline' ? OFFLINE_TEXT : RESTORED_TEXT}
        </p>
      )}
    </div>
  );
}

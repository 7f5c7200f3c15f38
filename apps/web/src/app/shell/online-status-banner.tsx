import { useEffect, useLayoutEffect, useRef, useState } from 'react';
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
 * The CSS variable that says how tall the floating banner is (0px when it shows nothing): the
 * shell pads the end of its pages by as much, so the last of a page scrolls clear of it.
 */
export const ONLINE_BANNER_CLEARANCE = '--online-banner-clearance';

/** Offline, then 'restored' for 3 s once back online (docs/product.md#online-and-offline-banners). */
function useBannerState(): BannerState {
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
  return state;
}

function BannerText({
  state,
  className,
  offlineTone = 'bg-ink text-white',
}: {
  state: BannerState;
  className: string;
  offlineTone?: string;
}) {
  if (state === 'hidden') return null;
  return (
    <p
      className={cn(
        'flex items-start font-medium',
        state === 'offline' ? offlineTone : 'bg-primary text-primary-foreground',
        className,
      )}
    >
      {state === 'offline' ? (
        <CloudOff className="mt-0.5 size-4 shrink-0" aria-hidden="true" />
      ) : (
        <Wifi className="mt-0.5 size-4 shrink-0" aria-hidden="true" />
      )}
      {state === 'offline' ? OFFLINE_TEXT : RESTORED_TEXT}
    </p>
  );
}

/**
 * A banner while offline, a 3 s confirmation when back online
 * (docs/product.md#online-and-offline-banners), floating at the bottom of every page above the
 * bottom navigation. The shell pads the end of its pages by the banner's height
 * (ONLINE_BANNER_CLEARANCE), so scrolled to the end nothing stays under it.
 *
 * Not on the workout under way (the `focus-screen` variant, decision 092): there any place it
 * floats covers a control (Complete Set at the bottom, the workout's header at the top), so the
 * shell shows `OnlineStatusBannerInFlow` at the top of that page instead and this one is hidden.
 */
export function OnlineStatusBanner() {
  const state = useBannerState();
  const region = useRef<HTMLDivElement>(null);

  useLayoutEffect(() => {
    const root = document.documentElement;
    const publish = () => {
      const height = region.current?.getBoundingClientRect().height ?? 0;
      root.style.setProperty(ONLINE_BANNER_CLEARANCE, `${Math.max(0, Math.round(height))}px`);
    };
    publish();
    // Its lines change with the width (a phone turned, a window resized), and it has no height
    // while a focus screen hides it: measured again when it shows on the next page.
    const observer = typeof ResizeObserver === 'undefined' ? null : new ResizeObserver(publish);
    if (region.current) observer?.observe(region.current);
    window.addEventListener('resize', publish);
    return () => {
      observer?.disconnect();
      window.removeEventListener('resize', publish);
      root.style.removeProperty(ONLINE_BANNER_CLEARANCE);
    };
  }, [state]);

  // The live region stays mounted so screen readers announce the text when it changes.
  return (
    <div
      ref={region}
      role="status"
      data-placement="floating"
      // Above an open toast too (components/ui/toaster.tsx), which shares the bottom edge.
      className={cn(
        'pointer-events-none fixed inset-x-0 bottom-[max(calc(4.75rem+env(safe-area-inset-bottom)),calc(var(--toast-clearance,0px)+0.5rem))] z-50 flex justify-center px-4 lg:bottom-[max(1.5rem,calc(var(--toast-clearance,0px)+0.5rem))] lg:left-64',
        'focus-screen:hidden',
      )}
    >
      <BannerText
        state={state}
        className="pointer-events-auto max-w-md gap-2.5 rounded-2xl px-4 py-3 text-sm shadow-xl"
      />
    </div>
  );
}

/**
 * The same banner in the page's flow, for the workout under way (decision 092, amended
 * 2026-12-03): the shell puts it above the page, so it pushes the workout's header down instead
 * of covering its close button, its counter or Finish, and scrolls away with the page.
 */
export function OnlineStatusBannerInFlow() {
  const state = useBannerState();
  return (
    <div role="status" data-placement="in-flow">
      <BannerText
        state={state}
        // Apart from the workout's dark header card right under it.
        offlineTone="border border-border bg-muted text-foreground"
        className="mb-3 gap-2 rounded-2xl px-3 py-2 text-xs sm:text-sm"
      />
    </div>
  );
}

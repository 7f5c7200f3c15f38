import { Suspense } from 'react';
import { Outlet, useMatches } from 'react-router';
import { Spinner } from '../../components/ui/spinner.tsx';
import { STORAGE_KEYS } from '@grandfit/shared/constants.ts';
import { readStorage } from '../../lib/storage.ts';
import { InstallPrompt } from '../pwa/pwa-dialogs.tsx';
import { NotificationPrompt } from '../../features/notifications/components/notification-prompt.tsx';
import { BottomNav } from './bottom-nav.tsx';
import { Header } from './header.tsx';
import { SideRail } from './side-rail.tsx';
import { useOfflinePrefetch } from '../use-offline-prefetch.ts';
import { OnlineStatusBannerInFlow } from './online-status-banner.tsx';
import { cn } from '../../lib/utils.ts';

/** Per-route header settings, declared on the route's `handle` in src/app/router.tsx. */
export interface ShellHandle {
  title?: string;
  /** A path, or 'previous' for the page stored under 'previousPage' (default '/'). */
  back?: string;
  /**
   * A screen for hands at work (the workout under way): no bottom navigation on a phone, as in
   * Hevy and Strong, so its next action (Complete Set) stays on the first screen. The header's
   * back link and the side rail of wide screens still lead away.
   */
  focus?: boolean;
}

function resolveBack(back: string | undefined): string | undefined {
  if (back !== 'previous') return back;
  const stored = readStorage(STORAGE_KEYS.previousPage);
  // Only same-app paths: the value is ours, but storage is user-editable.
  return stored && stored.startsWith('/') && !stored.startsWith('//') ? stored : '/';
}

export function AppShell() {
  const matches = useMatches();
  const handle = (matches.at(-1)?.handle ?? {}) as ShellHandle;
  useOfflinePrefetch();

  return (
    <div className="min-h-dvh lg:pl-64" data-focus-screen={handle.focus ? '' : undefined}>
      <SideRail />
      <Header title={handle.title} backTo={resolveBack(handle.back)} />
      <main
        className={cn(
          'mx-auto w-full max-w-3xl px-4 pt-5 sm:px-5',
          // A page's end scrolls clear of the bottom navigation and of the floating online banner
          // (online-status-banner.tsx), which the workout under way shows in its flow instead.
          handle.focus
            ? 'pb-[calc(1.5rem+env(safe-area-inset-bottom))] lg:pb-12'
            : 'pb-[calc(6rem+env(safe-area-inset-bottom)+var(--online-banner-clearance,0px))] lg:pb-[calc(3rem+var(--online-banner-clearance,0px))]',
        )}
      >
        {handle.focus ? <OnlineStatusBannerInFlow /> : null}
        <Suspense
          fallback={
            <div role="status" aria-label="Loading" className="flex justify-center py-16">
              <Spinner />
            </div>
          }
        >
          <Outlet />
        </Suspense>
      </main>
      {handle.focus ? null : <BottomNav />}
      <InstallPrompt />
      <NotificationPrompt />
    </div>
  );
}

import { startTransition, useEffect, useState, type ComponentType } from 'react';
import { PageSpinner } from '../components/ui/spinner.tsx';
import { LazyToaster } from '../components/ui/lazy-toaster.tsx';
import { useAuth } from '../lib/auth-user.ts';
import { hasSignedInHint } from '../lib/hint-cookies.ts';
import { isNetworkFailure } from '../lib/network.ts';
import { deviceZoneName } from '../lib/time-zone.ts';
import { LandingPage } from '../features/auth/components/landing-page.tsx';
import { isAlwaysAvailablePath } from './always-available.ts';
import { UpdatePrompt } from './pwa/pwa-dialogs.tsx';
import { OnlineStatusBanner } from './shell/online-status-banner.tsx';

type AppModule = { App: ComponentType };

// The router (about 33 KB gzipped in data mode) is its own chunk.
let appModulePromise: Promise<AppModule> | undefined;
function loadApp(): Promise<AppModule> {
  appModulePromise ??= import('./app.tsx');
  return appModulePromise;
}

// With the signed-in hint, the app chunk downloads while the session is being checked instead of
// after.
if (hasSignedInHint()) {
  void loadApp();
  window.addEventListener('load', rememberTimeZone, { once: true });
}

/**
 * The device's zone in a cookie, so the server can ask for today's answers on the user's calendar
 * day when it serves the next page (apps/server/src/http/signed-in-preloads.ts). A zone is not a
 * secret; it only names a calendar.
 */
function rememberTimeZone() {
  const zone = deviceZoneName();
  if (!zone) return;
  const secure = window.location.protocol === 'https:' ? '; secure' : '';
  document.cookie = `gf_tz=${zone}; path=/; max-age=31536000; samesite=lax${secure}`;
}

/**
 * Why a boot step before the router: a signed-out visitor only ever sees the landing page, whose
 * one action is a full navigation to /api/login. Rendering it without loading the router keeps
 * the landing page within its JS budget (docs/benchmarks.md: <= 115 KB gzipped). Once the router is
 * running, its own AuthGate applies the same route table (spinner / landing / app), so both
 * paths show the same screens.
 */
export function Boot() {
  return (
    <>
      {isAlwaysAvailablePath(window.location.pathname) ? <RouterApp /> : <GatedBoot />}
      <OnlineStatusBanner />
      <LazyToaster />
      <UpdatePrompt />
    </>
  );
}

function RouterApp({ label = 'Loading...' }: { label?: string }) {
  const [module, setModule] = useState<AppModule>();
  useEffect(() => {
    let mounted = true;
    // Replays writes kept offline (lib/outbox) and listens for the connection to return. Only
    // the signed-in app needs it, and as its own chunk it stays off the first paint's path.
    void import('../lib/outbox/outbox.ts').then((outbox) => outbox.startOutbox());
    void loadApp().then((loaded) => {
      // A transition lets React render the whole signed-in app in small slices instead of one
      // long task that blocks input on a slow phone.
      if (mounted) startTransition(() => setModule(loaded));
    });
    return () => {
      mounted = false;
    };
  }, []);
  return module ? <module.App /> : <PageSpinner label={label} />;
}

function GatedBoot() {
  const { isLoading, isAuthenticated, error } = useAuth();
  const [routerStarted, setRouterStarted] = useState(false);
  // Offline boots go through the router too: its AuthGate moves them to /offline.
  const needsRouter = isAuthenticated || (error !== null && isNetworkFailure(error));
  // Once the router runs it owns the screen (its AuthGate applies the same rules), so a later
  // auth change cannot swap it out from under a route such as /offline.
  if (needsRouter && !routerStarted) setRouterStarted(true);
  if (routerStarted || needsRouter) return <RouterApp label="Loading authentication..." />;
  if (isLoading) return <PageSpinner label="Loading authentication..." />;
  return <LandingPage />;
}

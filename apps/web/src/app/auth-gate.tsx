import { Suspense, useEffect, type ComponentProps } from 'react';
import { Navigate, useLocation } from 'react-router';
import { PageSpinner } from '../components/ui/spinner.tsx';
import { useAuth, useAuthUser } from '../lib/auth-user.ts';
import { isNetworkFailure } from '../lib/network.ts';
import { preloadable, usePreload } from '../lib/preloadable.ts';
import type { OnboardingFlow as OnboardingScreen } from '../features/profile/components/onboarding-flow.tsx';
import { LandingPage } from '../features/auth/components/landing-page.tsx';
// Part of the router's chunk, which signed-out visitors never load (boot.tsx), so it needs no
// chunk of its own: that would be one more round trip before a signed-in screen shows.
import { AppShell } from './shell/app-shell.tsx';
import { hasStoredSession } from '../features/training/utils/session-storage.ts';
import { loadToday } from './routes/load-today.ts';
// A button alone: the dialog behind it is its own chunk, loaded when tapped.
import { WorkoutImportButton } from '../features/workout-import/components/workout-import-button.tsx';

// Its own chunk: each account sees it once. Sign-in preloads it for a new account (router.tsx).
export const OnboardingFlow = preloadable<NonNullable<ComponentProps<typeof OnboardingScreen>>>(
  () => import('../features/profile/components/onboarding-flow.tsx').then((m) => m.OnboardingFlow),
);

/**
 * The route table (docs/product.md#route-table): spinner while the user loads, the landing page
 * when signed out, the app when signed in (after the first-run onboarding).
 *
 * Offline boot: the service worker answers a failed navigation with the cached index.html, so
 * the app starts without a network. A user who signed in on this device before gets the app on
 * his offline copy; anyone else, when the user cannot be loaded for want of a network, gets
 * the /offline screen (docs/product.md#offline-screen; history replaced, the requested page kept
 * for 'Try Again'). Any other failure (the server answered, but not with a user) counts as signed
 * out.
 */
export function AuthGate() {
  const { user, isLoading, isAuthenticated, error, isOfflineSession } = useAuth();
  const location = useLocation();

  if (isLoading) return <PageSpinner label="Loading authentication..." />;

  if (error && isNetworkFailure(error)) {
    // Signed in on this device before: the app runs on the offline copy of his answers
    // (lib/offline-cache), and writes wait in the outbox.
    if (isOfflineSession) return <OfflineShell />;
    // A workout started on this device goes on even without that copy: its session and workout
    // are stored locally beside it.
    const workout = /^\/workout\/([^/]+)\/?$/.exec(location.pathname);
    if (workout?.[1] && hasStoredSession(decodeURIComponent(workout[1]))) {
      return <OfflineShell />;
    }
    return (
      <Navigate
        to="/offline"
        replace
        state={{ from: location.pathname + location.search + location.hash }}
      />
    );
  }

  if (!isAuthenticated) return <LandingPage />;

  // Decision 019: a new account answers a few questions (or skips them) before the app. Full
  // screen rather than a route of its own, so the route table (docs/product.md#route-table) stays
  // as it is; whatever URL was opened shows once it is done.
  if (user?.onboardingCompleted === false) {
    return (
      <Suspense fallback={<PageSpinner label="Loading..." />}>
        <PrefetchToday />
        <OnboardingFlow
          historyImport={
            <WorkoutImportButton
              variant="ghost"
              label="Bring your history from Strong, Hevy or Liftosaur"
              className="w-full py-2 text-center whitespace-normal!"
              showHistoryLink={false}
            />
          }
        />
      </Suspense>
    );
  }

  return (
    <Suspense fallback={<PageSpinner label="Loading..." />}>
      <AppShell />
    </Suspense>
  );
}

/**
 * Today comes after the first-run questions (answered or skipped): its chunks load while the
 * user reads them, once they are on screen, so Today opens at once.
 */
function PrefetchToday() {
  usePreload(loadToday);
  return null;
}

/**
 * The app shell without a connection. TanStack Query only hears of the network through
 * 'online'/'offline' events, and a page that booted offline never had one, so the session check
 * is asked again here when the connection returns.
 */
function OfflineShell() {
  const { refetch } = useAuthUser();
  useEffect(() => {
    const onOnline = () => void refetch();
    window.addEventListener('online', onOnline);
    return () => window.removeEventListener('online', onOnline);
  }, [refetch]);
  return (
    <Suspense fallback={<PageSpinner label="Loading..." />}>
      <AppShell />
    </Suspense>
  );
}

import type { ComponentType } from 'react';
import type { QueryClient } from '@tanstack/react-query';
import { createBrowserRouter, type RouteObject } from 'react-router';
import type { ShellHandle } from './shell/app-shell.tsx';
import { AuthGate, OnboardingFlow } from './auth-gate.tsx';
import { loadToday } from './routes/load-today.ts';
import { hasOnboardingHint } from '../lib/hint-cookies.ts';
import { RootLayout } from './root-layout.tsx';
import { PageSpinner } from '../components/ui/spinner.tsx';

/**
 * Route-level code splitting with React Router's `lazy`: the router loads the screens of the
 * first URL while it starts (in parallel with the session check) and the next screen's chunk
 * before it navigates, so no screen flashes a spinner.
 */
function screen<M>(load: () => Promise<M>, name: keyof M) {
  return async () => ({ Component: (await load())[name] as ComponentType });
}

const shell = (handle: ShellHandle) => handle;

export const appRoutes = (queryClient: QueryClient): RouteObject[] => [
  {
    element: <RootLayout />,
    hydrateFallbackElement: <PageSpinner label="Loading..." />,
    children: [
      // Always available, whatever the sign-in state (docs/product.md#route-table,
      // always-available.ts).
      {
        path: 'offline',
        lazy: screen(() => import('./routes/offline-screen.tsx'), 'OfflineScreen'),
      },
      {
        path: 'healthkit-callback',
        lazy: screen(
          () => import('../features/recovery/components/healthkit-callback.tsx'),
          'HealthKitCallback',
        ),
      },
      {
        path: 'auth-callback',
        // Where sign-in lands, on its way to Today (or, for a new account, to the first-run
        // questions): their chunks download beside the callback's (a loader runs alongside
        // `lazy`), not after the session check.
        loader: () => {
          void (hasOnboardingHint() ? OnboardingFlow.preload() : loadToday()).catch(
            () => undefined,
          );
          return null;
        },
        lazy: screen(() => import('../features/auth/components/auth-callback.tsx'), 'AuthCallback'),
      },
      {
        path: 'auth-success',
        lazy: screen(() => import('../features/auth/components/auth-success.tsx'), 'AuthSuccess'),
      },
      {
        // Everything else: spinner, landing page or the signed-in app (the gate decides).
        element: <AuthGate />,
        children: [
          {
            index: true,
            lazy: async () => {
              const today = await loadToday();
              return { Component: today.TodayRoute, loader: today.loadTodayAnswers(queryClient) };
            },
          },
          {
            path: 'workout/:id',
            lazy: screen(
              () => import('../features/training/components/workout-screen.tsx'),
              'WorkoutScreen',
            ),
            handle: shell({ back: '/', focus: true }),
          },
          {
            path: 'workout/:id/summary',
            lazy: screen(
              () => import('../features/exercises/components/finish-summary-screen.tsx'),
              'FinishSummaryScreen',
            ),
          },
          {
            path: 'exercises/:exerciseId',
            lazy: screen(
              () => import('../features/exercises/components/exercise-screen.tsx'),
              'ExerciseScreen',
            ),
            handle: shell({ back: '/' }),
          },
          {
            path: 'workout-details/:id',
            lazy: screen(
              () => import('../features/training/components/workout-details-screen.tsx'),
              'WorkoutDetailsScreen',
            ),
            handle: shell({ back: '/' }),
          },
          {
            path: 'workouts',
            lazy: screen(
              () => import('../features/training/components/workouts-screen.tsx'),
              'WorkoutsScreen',
            ),
          },
          {
            path: 'history',
            lazy: screen(
              () => import('../features/history/components/history-screen.tsx'),
              'HistoryScreen',
            ),
          },
          {
            path: 'history/:sessionId',
            lazy: screen(
              () => import('../features/history/components/session-detail-screen.tsx'),
              'SessionDetailScreen',
            ),
            handle: shell({ back: '/history' }),
          },
          {
            path: 'goals',
            lazy: screen(
              () => import('../features/goals/components/goals-screen.tsx'),
              'GoalsScreen',
            ),
            // Not in the bottom navigation: a way back on phones.
            handle: shell({ back: '/' }),
          },
          {
            path: 'progress',
            lazy: screen(
              () => import('../features/progress/components/progress-screen.tsx'),
              'ProgressScreen',
            ),
            // Not in the bottom navigation: a way back on phones.
            handle: shell({ back: '/' }),
          },
          {
            path: 'profile',
            lazy: screen(() => import('./routes/profile-route.tsx'), 'ProfileRoute'),
            handle: shell({ title: 'Profile', back: 'previous' }),
          },
          {
            path: 'nutrition',
            lazy: screen(
              () => import('../features/nutrition/components/nutrition-screen.tsx'),
              'NutritionScreen',
            ),
          },
          {
            path: 'analytics',
            lazy: screen(
              () => import('../features/analytics/components/analytics-screen.tsx'),
              'AnalyticsScreen',
            ),
            // Not in the bottom navigation: a way back on phones.
            handle: shell({ back: '/' }),
          },
          {
            path: 'breathing',
            lazy: screen(
              () => import('../features/breathing/components/breathing-screen.tsx'),
              'BreathingScreen',
            ),
          },
          {
            path: 'methodology',
            lazy: screen(
              () => import('../features/method/components/method-screen.tsx'),
              'MethodScreen',
            ),
          },
          {
            path: '*',
            lazy: screen(() => import('./routes/not-found-screen.tsx'), 'NotFoundScreen'),
          },
        ],
      },
    ],
  },
];

export function createRouter(queryClient: QueryClient) {
  return createBrowserRouter(appRoutes(queryClient));
}

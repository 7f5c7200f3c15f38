import { lazy, type ComponentType } from 'react';
import { createBrowserRouter, type RouteObject } from 'react-router';
import type { ShellHandle } from './shell/app-shell.tsx';
import { AuthGate } from './auth-gate.tsx';
import { RootLayout } from './root-layout.tsx';

/** React.lazy for a named export: each screen is its own chunk (route-level code splitting). */
function lazyNamed<M, K extends keyof M>(load: () => Promise<M>, name: K) {
  return lazy(async () => ({ default: (await load())[name] as ComponentType }));
}

const OfflineScreen = lazyNamed(() => import('./routes/offline-screen.tsx'), 'OfflineScreen');
const NotFoundScreen = lazyNamed(() => import('./routes/not-found-screen.tsx'), 'NotFoundScreen');
const AuthCallback = lazyNamed(
  () => import('../features/auth/components/auth-callback.tsx'),
  'AuthCallback',
);
const AuthSuccess = lazyNamed(
  () => import('../features/auth/components/auth-success.tsx'),
  'AuthSuccess',
);
const HealthKitCallback = lazyNamed(
  () => import('../features/recovery/components/healthkit-callback.tsx'),
  'HealthKitCallback',
);
const TodayScreen = lazyNamed(
  () => import('../features/training/components/today-screen.tsx'),
  'TodayScreen',
);
const WorkoutScreen = lazyNamed(
  () => import('../features/training/components/workout-screen.tsx'),
  'WorkoutScreen',
);
const WorkoutDetailsScreen = lazyNamed(
  () => import('../features/training/components/workout-details-screen.tsx'),
  'WorkoutDetailsScreen',
);
const WorkoutsScreen = lazyNamed(
  () => import('../features/training/components/workouts-screen.tsx'),
  'WorkoutsScreen',
);
const GoalsScreen = lazyNamed(
  () => import('../features/goals/components/goals-screen.tsx'),
  'GoalsScreen',
);
const ProgressScreen = lazyNamed(
  () => import('../features/progress/components/progress-screen.tsx'),
  'ProgressScreen',
);
const ProfileScreen = lazyNamed(
  () => import('../features/profile/components/profile-screen.tsx'),
  'ProfileScreen',
);
const NutritionScreen = lazyNamed(
  () => import('../features/nutrition/components/nutrition-screen.tsx'),
  'NutritionScreen',
);
const AnalyticsScreen = lazyNamed(
  () => import('../features/analytics/components/analytics-screen.tsx'),
  'AnalyticsScreen',
);
const BreathingScreen = lazyNamed(
  () => import('../features/breathing/components/breathing-screen.tsx'),
  'BreathingScreen',
);
const MethodScreen = lazyNamed(
  () => import('../features/method/components/method-screen.tsx'),
  'MethodScreen',
);

const shell = (handle: ShellHandle) => handle;

export const routes: RouteObject[] = [
  {
    element: <RootLayout />,
    children: [
      // Spec 2: always available, whatever the sign-in state (see always-available.ts).
      { path: 'offline', element: <OfflineScreen /> },
      { path: 'healthkit-callback', element: <HealthKitCallback /> },
      { path: 'auth-callback', element: <AuthCallback /> },
      { path: 'auth-success', element: <AuthSuccess /> },
      {
        // Everything else: spinner, landing page or the signed-in app (the gate decides).
        element: <AuthGate />,
        children: [
          { index: true, element: <TodayScreen /> },
          { path: 'workout/:id', element: <WorkoutScreen />, handle: shell({ back: '/' }) },
          {
            path: 'workout-details/:id',
            element: <WorkoutDetailsScreen />,
            handle: shell({ back: '/' }),
          },
          { path: 'workouts', element: <WorkoutsScreen /> },
          { path: 'goals', element: <GoalsScreen /> },
          { path: 'progress', element: <ProgressScreen /> },
          {
            path: 'profile',
            element: <ProfileScreen />,
            handle: shell({ title: 'Profile', back: 'previous' }),
          },
          { path: 'nutrition', element: <NutritionScreen /> },
          { path: 'analytics', element: <AnalyticsScreen /> },
          { path: 'breathing', element: <BreathingScreen /> },
          { path: 'methodology', element: <MethodScreen /> },
          { path: '*', element: <NotFoundScreen /> },
        ],
      },
    ],
  },
];

export function createRouter() {
  return createBrowserRouter(routes);
}

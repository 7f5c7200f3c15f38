import { Suspense } from 'react';
import { Outlet, ScrollRestoration } from 'react-router';
import { PageSpinner } from '../components/ui/spinner.tsx';

/** Banners, toasts and the update dialog live above the router, in src/app/boot.tsx. */
export function RootLayout() {
  return (
    <>
      <Suspense fallback={<PageSpinner label="Loading..." />}>
        <Outlet />
      </Suspense>
      <ScrollRestoration />
    </>
  );
}

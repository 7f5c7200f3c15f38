import { Suspense, lazy } from 'react';
import { useToast } from './use-toast.ts';

const Toaster = lazy(() => import('./toaster.tsx').then((m) => ({ default: m.Toaster })));

/**
 * Radix Toast is loaded with the first toast, not at boot: most page loads never show one, and
 * the landing page has a tight JS budget. A dismissed toast stays in the store for
 * TOAST_REMOVE_DELAY, so the Toaster stays mounted through its exit animation.
 */
export function LazyToaster() {
  const { toasts } = useToast();
  if (toasts.length === 0) return null;
  return (
    <Suspense fallback={null}>
      <Toaster />
    </Suspense>
  );
}

import { Suspense, lazy } from 'react';
import { useNotificationPrompt } from '../hooks/use-notification-prompt.ts';

// The dialog (Radix) loads only when it opens, like the install and update dialogs.
const NotificationDialog = lazy(() =>
  import('./notification-dialog.tsx').then((m) => ({ default: m.NotificationDialog })),
);

/**
 * Mounted in the signed-in shell: the push setup and the 'Stay on Track' opt-in
 * (docs/product.md#notification-prompt).
 */
export function NotificationPrompt() {
  const { open, enable, notNow } = useNotificationPrompt();
  if (!open) return null;
  return (
    <Suspense fallback={null}>
      <NotificationDialog onEnable={() => void enable()} onNotNow={notNow} />
    </Suspense>
  );
}

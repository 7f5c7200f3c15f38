import { Suspense } from 'react';
import { LoadedOr } from '../../../components/ui/loaded-or.tsx';
import { preloadable } from '../../../lib/preloadable.ts';
import { useNotificationPrompt } from '../hooks/use-notification-prompt.ts';

// The dialog (Radix) loads only when it opens, like the install and update dialogs; offline before
// its chunk is on the device, it waits until the device is online.
const NotificationDialog = preloadable(() =>
  import('./notification-dialog.tsx').then((m) => m.NotificationDialog),
);

/**
 * Mounted in the signed-in shell: the push setup and the 'Stay on Track' opt-in
 * (docs/product.md#notification-prompt).
 */
export function NotificationPrompt() {
  const { open, enable, notNow } = useNotificationPrompt();
  if (!open) return null;
  return (
    <LoadedOr otherwise={null}>
      <Suspense fallback={null}>
        <NotificationDialog onEnable={() => void enable()} onNotNow={notNow} />
      </Suspense>
    </LoadedOr>
  );
}

import { Suspense, lazy, useState } from 'react';
import { applyUpdate } from './register-sw.ts';
import { usePwaState } from './pwa-store.ts';
import { useInstallPrompt } from './use-install-prompt.ts';

// Dialog UI loads only when a dialog actually opens (Radix Dialog stays out of the entry chunk).
const UpdateDialog = lazy(() =>
  import('./update-dialog.tsx').then((m) => ({ default: m.UpdateDialog })),
);
const InstallDialog = lazy(() =>
  import('./install-dialog.tsx').then((m) => ({ default: m.InstallDialog })),
);

/** Mounted at the root: a waiting service worker matters on every page. */
export function UpdatePrompt() {
  const { updateReady } = usePwaState();
  const [dismissed, setDismissed] = useState(false);
  if (!updateReady || dismissed) return null;
  return (
    <Suspense fallback={null}>
      <UpdateDialog onUpdate={applyUpdate} onLater={() => setDismissed(true)} />
    </Suspense>
  );
}

/** Mounted in the signed-in shell, where the original prototype had the install dialog. */
export function InstallPrompt() {
  const { open, mode, install, dismiss } = useInstallPrompt();
  if (!open) return null;
  return (
    <Suspense fallback={null}>
      <InstallDialog mode={mode} onInstall={() => void install()} onDismiss={dismiss} />
    </Suspense>
  );
}
